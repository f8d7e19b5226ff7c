/**
 * Hostile lines for the candidates the finder rejects only after looking at them: a rejected candidate must not be
 * read again from each colon inside it. Results only; a quadratic regression shows as the deadline (120 s; the lines
 * take milliseconds), never as a measured time.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findInDocument, findLocators } from '../../engine/src';

const MB = 1 << 20;
const DEADLINE = { timeout: 120_000 };

test('4 MB of opaque schemes that never start a URL ("news:-news:-...")', DEADLINE, () => {
  assert.equal(findLocators('news:-'.repeat((4 * MB) / 6)).length, 0);
  assert.equal(findLocators('mailto:|'.repeat(MB / 2)).length, 0);
});

test('4 MB of URLs inside one URL hyphenated at the line end', DEADLINE, () => {
  const joined = findLocators(`${'http://a/'.repeat((4 * MB) / 9)}x-\nnext`);
  assert.deepEqual(joined.map((l) => [l.start, l.hyphenBreaks.length]), [[0, 1]]);
  // A URL after the broken one is found, and the broken one ends at its hyphen.
  const found = findLocators(`${'http://a/'.repeat(MB / 9)}x-\nhttp://b.example/`);
  assert.deepEqual(found.map((l) => [l.start, l.url.slice(-3)]), [[0, '/x-'], [found[0]!.end + 1, 'le/']]);
});

test('4 MB of lines that each end a URL with a hyphen break', DEADLINE, () => {
  // Each line a URL that the next does not continue (a URL of its own): each ends at its hyphen, the last joined.
  const count = Math.floor((4 * MB) / 20);
  const lines = 'http://a.example/x-\n'.repeat(count);
  const ended = findLocators(`${lines}end`);
  assert.equal(ended.length, count);
  assert.deepEqual([ended[0]!.url, ended[count - 1]!.url], ['http://a.example/x-', 'http://a.example/x-end']);
  assert.equal(findLocators(`${lines}\n`).length, count);
  // Every URL joined with the next line's word, then ended by the URL of the line after: never rescanned.
  const joined = findLocators('x-\nhttp://a.example/b-\n'.repeat(MB / 24));
  assert.equal(joined.length, Math.floor(MB / 24));
  assert.equal(joined[0]!.url, 'http://a.example/b-x-');
});

test('4 MB of URLs each after a "{", in a text without a backslash (the LaTeX command look-back is bounded)', DEADLINE, () => {
  const count = Math.floor((4 * MB) / 21);
  const found = findInDocument('{http://a.example/ '.repeat(count) + '\\url{http://b.example/x\\#y}');
  assert.equal(found.length, count + 1);
  assert.deepEqual([found[0]!.latex, found[count]!.latex], [undefined, true]);
});

test('4 MB of URLs each ending in "|" and a space on one line (the command look-back is bounded)', DEADLINE, () => {
  const count = Math.floor((4 * MB) / 24);
  const found = findLocators('see http://a.example/x| '.repeat(count));
  assert.equal(found.length, count);
  assert.equal(found[0]!.url, 'http://a.example/x|');
  const piped = findLocators(`curl ${'http://a.example/x| '.repeat(MB / 20)}`);
  assert.equal(piped[0]!.url, 'http://a.example/x');
});

test('a bracket after a URL then 4 MB of "." or "*": one look, no recursion (the stack overflowed at 200,000 dots)', DEADLINE, () => {
  for (const run of ['.', '*', '_', '!']) {
    const found = findLocators(`see http://x.example/a[b]${run.repeat(4 * MB)} x`);
    assert.equal(found.length, 1);
    assert.equal(found[0]!.start, 4);
  }
});
