/**
 * non-ascii-character for a character no IRI may hold either (RFC 3987 section 2.2 leaves it out of `ucschar` and,
 * outside the query, of `iprivate`): an error in the default preset too, where IRI text is only a hint. U+FFFD is the
 * case users meet: a file whose bytes were not UTF-8, read as text, has one where each lost byte was
 * (`http://a.example/\xff\xfe/x`, the attack scripts' "invalid UTF-8 is checked as U+FFFD").
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { checkDocument, lintText, parseConfig, type Preset } from '../../engine/src';

/** `code severity start-end` of each diagnostic of `text`, read as plain text. */
function problems(text: string, preset: Preset = 'default'): string[] {
  return lintText(text, { documentType: 'plaintext', preset }).diagnostics.map((d) => `${d.code} ${d.severity} ${d.start}-${d.end}`);
}

describe('non-ascii-character outside RFC 3987 ucschar', () => {
  test('U+FFFD, a C1 control, noncharacters and private use outside the query are errors in the default preset', () => {
    assert.deepEqual(problems('http://a.example/\ufffd\ufffd/x'), ['non-ascii-character error 17-19']);
    // A C1 control ends a URL in running text; in a JSON string it is in the value.
    const json = lintText('{"u": "http://a.example/a\\u0080b"}', { documentType: 'json', preset: 'default' }).diagnostics;
    assert.deepEqual(json.map((d) => `${d.code} ${d.severity} ${d.start}-${d.end}`), ['non-ascii-character error 25-31']);
    assert.deepEqual(problems('http://a.example/\ufdd0 http://a.example/\u{1fffe}'), ['non-ascii-character error 17-18', 'non-ascii-character error 36-38']);
    assert.deepEqual(problems('http://a.example/\ue000'), ['non-ascii-character error 17-18']);
    assert.deepEqual(problems('http://a.example/\u{e0001}'), ['non-ascii-character error 17-19']);
  });

  test('one such character makes its whole run an error; IRI text stays a hint', () => {
    assert.deepEqual(problems('http://a.example/caf\ufffd'), ['non-ascii-character error 20-21']);
    assert.deepEqual(problems('http://a.example/café\ufffd'), ['non-ascii-character error 20-22']);
    assert.deepEqual(problems('http://a.example/café'), ['non-ascii-character hint 20-21']);
    assert.deepEqual(problems('http://a.example/中文?q=\u{20000}'), ['non-ascii-character hint 17-19', 'non-ascii-character hint 22-24']);
  });

  test('private use is an IRI character in the query (iprivate)', () => {
    assert.deepEqual(problems('http://a.example/?q=\ue000\u{f0000}'), ['non-ascii-character hint 20-23']);
    assert.deepEqual(problems('http://a.example/?q=\u{ffffe}'), ['non-ascii-character error 20-22']);
  });

  test('the strict preset is unchanged (an error with its fix); a severity the user sets still wins', () => {
    const strict = lintText('http://a.example/\ufffd', { documentType: 'plaintext', preset: 'strict' }).diagnostics;
    assert.deepEqual(strict.map((d) => [d.code, d.severity, d.start, d.end, d.fixes.map((f) => f.edits)]), [['non-ascii-character', 'error', 17, 18, [[{ start: 17, end: 18, newText: '%EF%BF%BD' }]]]]);
    const config = parseConfig('{ "rules": { "non-ascii-character": "warning" } }').config;
    const shown = checkDocument('see http://a.example/\ufffd\n', { documentType: 'plaintext', config }).visible;
    assert.deepEqual(shown.map((d) => [d.code, d.severity, d.start, d.end]), [['non-ascii-character', 'warning', 21, 22]]);
  });
});
