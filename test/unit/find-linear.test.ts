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
  const joined = findLocators(`${'http://a/'.repeat((4 * MB) / 9)}x-\nnext`);
  assert.deepEqual(joined.map((l) => [l.start, l.hyphenBreaks.length]), [[0, 1]]);
  // A URL after the broken one is still found, the broken one is not.
  const found = findLocators(`${'http://a/'.repeat(MB / 9)}x-\nhttp://b.example/`);
  assert.deepEqual(found.map((l) => l.url), ['http://b.example/']);
});

test('4 MB of lines that each end a URL with a hyphen break', DEADLINE, () => {
  const lines = 'http://a.example/x-\n'.repeat((4 * MB) / 20);
  assert.equal(findLocators(`${lines}end`).length, 1);
  assert.equal(findLocators(`${lines}\n`).length, 0);
  // Every line a URL of its own that its next line does not continue: found again and again, never rescanned.
  assert.equal(findLocators('x-\nhttp://a.example/b-\n'.repeat(MB / 24)).length, 0);
});
