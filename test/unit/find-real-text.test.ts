/**
 * Regression fixtures from real text (test/fixtures/real-text/README.md says where each excerpt comes from and what
 * it caught). Each NAME.txt must yield exactly the locators in NAME.expected.json: a missing, an extra or a
 * differently bounded URL fails.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { findLocators } from '../../engine/src';
import { assertLocatorInvariants, fixturePath, summarize, type Found } from './find-support';

const dir = fixturePath('real-text');
const names = readdirSync(dir)
  .filter((f) => f.endsWith('.txt'))
  .map((f) => f.slice(0, -'.txt'.length));

test('the real-text fixtures are all there', () => {
  assert.ok(names.length >= 4, `${names.length} fixtures in ${dir}`);
});

for (const name of names) {
  test(`real text: ${name}`, () => {
    const text = readFileSync(`${dir}/${name}.txt`, 'utf8');
    const expected = JSON.parse(readFileSync(`${dir}/${name}.expected.json`, 'utf8')) as Found[];
    const found = findLocators(text);
    assert.deepEqual(summarize(found), expected);
    assertLocatorInvariants(text, found);
  });
}
