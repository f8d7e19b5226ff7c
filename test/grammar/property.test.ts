/**
 * The same agreement as consistency.test.ts, on generated lines: URL fragments, every kind of punctuation, quotes,
 * wrappers, non-ASCII, lone surrogates, NUL and DEL, glued together at random. One bracket kind per line: where
 * different kinds cross ("([)]"), the finder counts each kind on its own and a grammar can only nest (docs/grammar.md).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { testRegistry } from './registry';
import { engineSpans, grammarSpans, splitLines } from './spans';

const PIECES = [
  'http', 'https', 'HTTP', 'ftp', 'mailto', 'news', 'file', 'x', ':', '//', '/', '.', ',', ';', '!', '?', "'", '`',
  '\\', '<', '>', '"', ' ', '\t', 'a.example', '@', '#', '%41', '%', '~', '=', '-', '+', '*', 'URL:', '<URL:', 'b c=d',
  'é', '。', '…', '\u2010', '\u00ad', '\u00a0', '\u201c', '\ud800', '\udc00', '😀', '\0', '\x7f',
];
const BRACKETS = [['(', ')'], ['[', ']'], ['{', '}']];

const line = fc
  .constantFrom(...BRACKETS)
  .chain((pair) => fc.array(fc.constantFrom(...PIECES, ...pair), { minLength: 1, maxLength: 24 }))
  .map((pieces) => pieces.join(''));

test('grammar and engine agree on generated lines', async () => {
  const grammar = await testRegistry().loadGrammar('text.plain');
  assert.ok(grammar);
  fc.assert(
    fc.property(line, (text) => {
      const lines = splitLines(text);
      const expected = engineSpans(text, lines);
      assert.deepEqual(grammarSpans(grammar, lines, expected.skipped), expected.spans, JSON.stringify(text));
    }),
    { numRuns: 2000 },
  );
});
