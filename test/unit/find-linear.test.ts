/**
 * Hostile lines for the candidates the finder rejects only after looking at them: a rejected candidate must not be
 * read again from each colon inside it. Results only; a quadratic regression shows as the deadline (120 s; the lines
 * take milliseconds), never as a measured time.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findLocators } from '../../engine/src';

const MB = 1 << 20;
const DEADLINE = { timeout: 120_000 };

test('4 MB of opaque schemes that never start a URL ("news:-news:-...")', DEADLINE, () => {
  assert.equal(findLocators('news:-'.repeat((4 * MB) / 6)).length, 0);
  assert.equal(findLocators('mailto:|'.repeat(MB / 2)).length, 0);
});

test('4 MB of URLs inside one URL hyphenated at the line end', DEADLINE, () => {
  assert.equal(findLocators(`${'http://a/'.repeat((4 * MB) / 9)}-\nnext`).length, 0);
  // A URL after the broken one is still found.
  const found = findLocators(`${'http://a/'.repeat(MB / 9)}-\nhttp://b.example/`);
  assert.deepEqual(found.map((l) => l.url), ['http://b.example/']);
});
