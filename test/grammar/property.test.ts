/**
 * The same agreement as consistency.test.ts, on generated lines: URL fragments, every kind of punctuation (ASCII,
 * typographic, CJK and full-width), quotes, dashes, Unicode spaces, wrappers, non-ASCII, Hangul and CJK letters, lone
 * surrogates, NUL and DEL, glued together at random, with or without a line break after. One bracket kind per line:
 * where different kinds cross ("([)]"), the finder counts each kind on its own and a grammar can only nest
 * (docs/grammar.md). The lines engineSpans skips (a URL hyphenated at the line end, which the grammar does not
 * recognise) are left out of the comparison, as in consistency.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { testRegistry } from './registry';
import { engineSpans, grammarSpans, splitLines } from './spans';

const PIECES = [
  'http', 'https', 'HTTP', 'ftp', 'mailto', 'news', 'file', 'x', '1', ':', '//', '/', '.', '..', ',', ';', '!', '?',
  "'", '`', '\\', '<', '>', '"', ' ', '\t', 'a.example', '@', '#', '%41', '%', '~', '=', '-', '+', '*', 'URL:',
  '<URL:', 'b c=d', 'é', '。', '、', '…', '–', '—', '\u2015', '，', '（', '！', '｜', '「', '\u3000', '\u2003', '\u2010',
  '\u00ad', '\u00a0', '\u201c', '\ufeff', '日', '를', 'の', '\ud800', '\udc00', '😀', '\0', '\x7f',
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
    fc.property(line, fc.boolean(), (generated, lineBreak) => {
      const text = lineBreak ? `${generated}\n` : generated;
      const lines = splitLines(text);
      const expected = engineSpans(text, lines);
      assert.deepEqual(grammarSpans(grammar, lines, expected.skipped), expected.spans, JSON.stringify(text));
    }),
    { numRuns: 2000 },
  );
});
