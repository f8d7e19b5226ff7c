/**
 * Fixture files in test/fixtures/lint/ carry their expected diagnostics inline (see fixture-notation.ts).
 * The engine must report exactly those: a missing diagnostic and an extra one both fail.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lintText } from '../../engine/src';
import { readFixture } from './fixture-notation';

const DIR = join(__dirname, '..', '..', '..', 'test', 'fixtures', 'lint');

for (const name of readdirSync(DIR)) {
  test(`fixture ${name}`, () => {
    const { text, expected } = readFixture(readFileSync(join(DIR, name), 'utf8'));
    const show = (d: { code: string; start: number; end: number }) => `${d.code} ${d.start}-${d.end} ${JSON.stringify(text.slice(d.start, d.end))}`;
    const actual = lintText(text).diagnostics.map(show).sort();
    assert.deepEqual(actual, expected.map(show).sort());
  });
}

test('the notation itself: caret and @@ lines are removed and located on the clean text', () => {
  const { text, expected } = readFixture('ab cd\n   ^^ x-y\nef-\ngh\n@@ z 2:3 3:1\n');
  assert.equal(text, 'ab cd\nef-\ngh\n');
  assert.deepEqual(expected, [
    { code: 'x-y', start: 3, end: 5 },
    { code: 'z', start: 8, end: 10 },
  ]);
});
