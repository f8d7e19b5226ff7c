/**
 * Hostile input: 10 MB lines built to defeat a naive scanner (quadratic rescans, deep backtracking, huge wrappers).
 * They assert results only: speed is measured by `npm run bench`, never by a timed test. A quadratic regression
 * turns these into hours, which the per-test timeout (a deadline, not a measurement) reports as a failure.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findLocators, type Locator } from '../../engine/src';
import type { UrlContext } from '../../engine/src/document/view';

const MB = 1 << 20;
const DEADLINE = { timeout: 120_000 };

function find(text: string): Locator[] {
  return findLocators(text);
}

test('10 MB without a URL', DEADLINE, () => {
  assert.equal(find('a'.repeat(10 * MB)).length, 0);
  assert.equal(find(':'.repeat(10 * MB)).length, 0);
  assert.equal(find('<'.repeat(10 * MB)).length, 0);
  assert.equal(find('\u0000'.repeat(10 * MB)).length, 0);
  assert.equal(find('\ud800'.repeat(5 * MB) + '\udc00'.repeat(5 * MB)).length, 0);
  assert.equal(find('\r\n'.repeat(5 * MB)).length, 0);
  assert.equal(find('x'.repeat(10 * MB) + '://a').length, 0);
});

test('10 MB of near misses', DEADLINE, () => {
  assert.equal(find('ahttp://'.repeat(MB)).length, 0);
  assert.equal(find('http:'.repeat(2 * MB)).length, 0);
  assert.equal(find('mailto:' + '.'.repeat(10 * MB)).length, 0);
  assert.equal(find('http://' + ':.'.repeat(5 * MB)).length, 0);
  assert.equal(find('file:' + '/'.repeat(10 * MB)).length, 0);
  assert.equal(find('<URL:'.repeat(2 * MB)).length, 0);
  assert.equal(find('<a:b '.repeat(2 * MB)).length, 0);
  assert.equal(find('<URL:x\n\n'.repeat(MB)).length, 0);
  assert.equal(find('<foo:' + 'x'.repeat(10 * MB)).length, 0);
});

test('one huge URL, bare or wrapped', DEADLINE, () => {
  const bare = find('http://' + 'a'.repeat(10 * MB) + '.');
  assert.equal(bare.length, 1);
  assert.equal(bare[0]!.end, 7 + 10 * MB);

  const nested = find('http://x/' + '('.repeat(5 * MB) + ')'.repeat(5 * MB + 1));
  assert.equal(nested.length, 1);
  assert.equal(nested[0]!.url.length, 9 + 10 * MB);

  const spaced = find('<URL:a' + ' '.repeat(10 * MB) + 'b>');
  assert.equal(spaced.length, 1);
  assert.equal(spaced[0]!.url, 'ab');

  // A million line breaks: each is a whitespace span and a hyphen break, the costliest wrapper per character.
  // (The "x" is there because a wrapper whose content has no letter cannot hold a scheme and is not a URL.)
  const hyphens = find('<URL:x' + '-\n'.repeat(MB) + '>');
  assert.equal(hyphens.length, 1);
  assert.equal(hyphens[0]!.url.length, MB + 1);
  assert.equal(hyphens[0]!.hyphenBreaks.length, MB);
});

test('half a million URLs on one line', DEADLINE, () => {
  const n = 500_000;
  const found = find('http://a.example/ <URL:ftp://b.example/> '.repeat(n / 2));
  assert.equal(found.length, n);
  assert.equal(found[n - 1]!.kind, 'wrapper');
});

test('every context, 10 MB each: terminators that differ, trailing runs, punctuation before a scheme', DEADLINE, () => {
  const inContext = (text: string, context: UrlContext): Locator[] => findLocators(text, {}, context);
  const attribute = inContext('http://a/' + '<"\\'.repeat(3 * MB) + ' x', 'attribute');
  assert.equal(attribute.length, 1);
  assert.equal(attribute[0]!.end, 9 + 9 * MB);
  assert.equal(inContext('http://a/' + '_*~'.repeat(3 * MB) + '.', 'markdown')[0]!.url, 'http://a/');
  assert.equal(inContext('{@link http://a/' + '|'.repeat(10 * MB), 'comment')[0]!.url, 'http://a/');
  assert.equal(inContext('http://a/' + '|'.repeat(10 * MB), 'comment')[0]!.end, 9 + 10 * MB);
  assert.equal(inContext('|**https://a.example**'.repeat(MB / 4), 'markdown').length, MB / 4);
  assert.equal(inContext('...http://a '.repeat(MB / 4), 'string').length, MB / 4);
  assert.equal(inContext('请看http://例子/路径。'.repeat(MB / 4), 'attribute').length, MB / 4);
  assert.equal(inContext('<URL:x\n\n>'.repeat(MB / 4), 'comment').length, MB / 4);
  for (const context of ['prose', 'markdown', 'comment', 'string', 'attribute'] as const) {
    assert.equal(inContext('+'.repeat(10 * MB) + 'http://a', context).length, 1);
    assert.equal(inContext('a' + '.+'.repeat(5 * MB) + 'http://a', context).length, 0);
    assert.equal(inContext('<URL:x\n\n' + 'y'.repeat(10 * MB) + '>', context).length, 0);
  }
});
