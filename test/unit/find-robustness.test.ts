/**
 * Hostile input: 10 MB lines built to defeat a naive scanner (quadratic rescans, deep backtracking, huge wrappers).
 * Each must finish well inside a budget that a linear scan meets by two orders of magnitude and a quadratic one
 * misses by hours, so the test cannot flake on a busy machine yet still fails on a complexity regression.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findLocators, type Locator } from '../../engine/src';

const MB = 1 << 20;
const BUDGET_MS = 5000;

function timed(text: string): Locator[] {
  const t0 = performance.now();
  const found = findLocators(text);
  const ms = performance.now() - t0;
  assert.ok(ms < BUDGET_MS, `${ms.toFixed(0)} ms for ${text.length} code units`);
  return found;
}

test('10 MB without a URL', () => {
  assert.equal(timed('a'.repeat(10 * MB)).length, 0);
  assert.equal(timed(':'.repeat(10 * MB)).length, 0);
  assert.equal(timed('<'.repeat(10 * MB)).length, 0);
  assert.equal(timed('\u0000'.repeat(10 * MB)).length, 0);
  assert.equal(timed('\ud800'.repeat(5 * MB) + '\udc00'.repeat(5 * MB)).length, 0);
  assert.equal(timed('\r\n'.repeat(5 * MB)).length, 0);
  assert.equal(timed('x'.repeat(10 * MB) + '://a').length, 0);
});

test('10 MB of near misses', () => {
  assert.equal(timed('ahttp://'.repeat(MB)).length, 0);
  assert.equal(timed('http:'.repeat(2 * MB)).length, 0);
  assert.equal(timed('mailto:' + '.'.repeat(10 * MB)).length, 0);
  assert.equal(timed('http://' + ':.'.repeat(5 * MB)).length, 0);
  assert.equal(timed('file:' + '/'.repeat(10 * MB)).length, 0);
  assert.equal(timed('<URL:'.repeat(2 * MB)).length, 0);
  assert.equal(timed('<a:b '.repeat(2 * MB)).length, 0);
  assert.equal(timed('<URL:x\n\n'.repeat(MB)).length, 0);
  assert.equal(timed('<foo:' + 'x'.repeat(10 * MB)).length, 0);
});

test('one huge URL, bare or wrapped', () => {
  const bare = timed('http://' + 'a'.repeat(10 * MB) + '.');
  assert.equal(bare.length, 1);
  assert.equal(bare[0].end, 7 + 10 * MB);

  const nested = timed('http://x/' + '('.repeat(5 * MB) + ')'.repeat(5 * MB + 1));
  assert.equal(nested.length, 1);
  assert.equal(nested[0].url.length, 9 + 10 * MB);

  const spaced = timed('<URL:a' + ' '.repeat(10 * MB) + 'b>');
  assert.equal(spaced.length, 1);
  assert.equal(spaced[0].url, 'ab');

  // A million line breaks: each is a whitespace span and a hyphen break, the costliest wrapper per character.
  const hyphens = timed('<URL:' + '-\n'.repeat(MB) + '>');
  assert.equal(hyphens.length, 1);
  assert.equal(hyphens[0].url.length, MB);
  assert.equal(hyphens[0].hyphenBreaks.length, MB);
});

test('half a million URLs on one line', () => {
  const n = 500_000;
  const found = timed('http://a.example/ <URL:ftp://b.example/> '.repeat(n / 2));
  assert.equal(found.length, n);
  assert.equal(found[n - 1].kind, 'wrapper');
});
