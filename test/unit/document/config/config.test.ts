/**
 * Configuration readers (YAML, TOML, INI, JSON): URLs in comments, string values and, where the format has them,
 * unquoted values. Each case marks the exact document span of every URL it must yield with ⟦ ⟧ (see
 * find-support.ts); where the URL differs from its source (JSON escapes), the URLs are listed after the case.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findInDocument, lintText } from '../../../../engine/src';
import type { ConfigFormat } from '../../../../engine/src/document/config';
import { assertFindsInAnyText, assertViewsOfEach, checkFind, DEADLINE, MB, textOf, viewTexts } from '../support';

test('yaml: plain scalars are prose, quoted scalars are strings, comments after a blank', () => {
  checkFind('yaml', 'homepage: ⟦https://a.example/x⟧');
  checkFind('yaml', 'url: "⟦https://a.example/x⟧" # ⟦http://c.example/⟧.');
  checkFind('yaml', "title: Don't panic ⟦http://a.example/⟧ it's 'fine'");
  checkFind('yaml', "- 'it''s ⟦http://a.example/⟧'");
  checkFind('yaml', 'key: a#b ⟦http://a.example/#frag⟧ #c');
  checkFind('yaml', 'list: [a, "⟦http://e.example/⟧", b]');
  checkFind('yaml', 'desc: "See\n  ⟦http://a.example/⟧."');
  assert.deepEqual(viewTexts('yaml', 'a: "b" # c\nd: e'), [
    ['prose', 'a: '],
    ['string', 'b'],
    ['prose', ' '],
    ['comment', ' c'],
    ['prose', '\nd: e'],
  ]);
});

test('yaml: a block scalar is text, where "#" and quotes are characters', () => {
  checkFind('yaml', 'script: |\n  echo "# ⟦http://a.example/⟧" don\'t\n  # ⟦http://b.example/⟧\nnext: "⟦http://c.example/⟧" # ⟦http://d.example/⟧');
  checkFind('yaml', '- run: >-\n    it\'s "⟦http://a.example/⟧\n\n    # ⟦http://b.example/⟧\n  name: \'⟦http://c.example/⟧\'');
  checkFind('yaml', 'a: |2 # note ⟦http://a.example/⟧\n   \'⟦http://b.example/⟧\nb: x');
  // Not a block header: "|" inside a plain scalar.
  checkFind('yaml', 'a: x |\nb: "⟦http://a.example/⟧"');
});

test('toml: comments and the four kinds of strings', () => {
  checkFind('toml', '# ⟦http://a.example/⟧\nurl = "⟦http://b.example/⟧"');
  checkFind('toml', "lit = 'C:\\path ⟦http://c.example/⟧'");
  checkFind('toml', 'doc = """\nSee ⟦http://d.example/⟧.\n"""\nx = 1 # ⟦http://e.example/⟧');
  checkFind('toml', "raw = '''\nit's ⟦http://f.example/⟧\n'''");
  checkFind('toml', 'url = "a # not a comment ⟦http://e.example/⟧"');
  checkFind('toml', '# it\'s "x ⟦http://f.example/⟧\nk = "⟦http://g.example/⟧"');
  checkFind('toml', 'date = 1979-05-27T07:32:00Z\nhttp = 1');
  assert.deepEqual(viewTexts('toml', 'a = """x""""\nb = "q\\"r"'), [
    ['prose', 'x"'],
    ['string', 'q"r'],
  ]);
});

test('ini: comment lines and prose lines', () => {
  checkFind('ini', '; ⟦http://a.example/⟧\n# ⟦http://b.example/⟧\n[section]\nurl = ⟦http://c.example/x⟧\n  ; ⟦http://d.example/⟧');
  checkFind('ini', 'url=⟦http://a.example/#top⟧ ; note');
  assert.deepEqual(viewTexts('ini', '[s]\n; c\nk = v\n'), [
    ['prose', '[s]\n'],
    ['comment', ' c'],
    ['prose', '\nk = v\n'],
  ]);
});

test('json: string literals with their escapes decoded, each character mapped to its source', () => {
  checkFind('json', '{"u": "⟦http:\\/\\/a.example\\/x⟧"}', ['http://a.example/x']);
  checkFind('json', '{"u": "⟦http://a.example/?a=1\\u0026b=2⟧"}', ['http://a.example/?a=1&b=2']);
  checkFind('json', '{"u": "say \\"⟦http://a.example/⟧\\""}', ['http://a.example/']);
  checkFind('json', '// don\'t "read\n{"a": "⟦http://b.example/⟧", /* "x */ "n": 1}');
  checkFind('json', '{"a": "http://a.example/\n"b": "⟦http://b.example/⟧"}');
  checkFind('json', '{"n": 12, "t": true, "x": null}');
  const found = findInDocument('["\\u0068ttp://a.example/"]', { documentType: 'json' });
  assert.deepEqual(Array.from(found[0]!.offsets.slice(0, 3)), [2, 8, 9]);
  assert.deepEqual(Array.from(found[0]!.ends ?? []).slice(0, 2), [8, 9]);
});

test('json: a diagnostic and its fix cover the escape that wrote the character', () => {
  const text = '{"u": "http:\\/\\/a.example\\/a\\u005eb"}';
  const caret = text.indexOf('\\u005e');
  const { diagnostics } = lintText(text, { documentType: 'json' });
  assert.deepEqual(
    diagnostics.map((d) => ({ code: d.code, start: d.start, end: d.end, edits: d.fixes.flatMap((f) => f.edits) })),
    [{ code: 'unsafe-character', start: caret, end: caret + 6, edits: [{ start: caret, end: caret + 6, newText: '%5E' }] }],
  );
});

const configText = textOf([
  '#', ';', '"', "'", '"""', "'''", '\\', '\\u00', '\\u0026', '\\/', '//', '/*', '*/', '\n', '\r\n', ' ', '\t', ': ', '- ', '|',
  '>-', '|2', '[', ']', '{', '}', ',', '=', 'a', 'http://a.example/', '\u0000', '\ud800', 'é',
]);
const FORMATS: ConfigFormat[] = ['yaml', 'toml', 'ini', 'json'];

test('arbitrary input: no throw, views ordered, disjoint, inside the document and true to it', () => {
  assertFindsInAnyText(FORMATS, configText, 3000);
});

test('a megabyte line of hostile input in every format', DEADLINE, () => {
  const hostile = [
    '"'.repeat(MB),
    "'".repeat(MB),
    '"\\u'.repeat(MB / 3),
    '"\\/'.repeat(MB / 3),
    '"""'.repeat(MB / 3) + '"',
    ': "'.repeat(MB / 3),
    "- '".repeat(MB / 3),
    'a: |\n'.repeat(MB / 5),
    ' #'.repeat(MB / 2),
    '/*'.repeat(MB / 2),
    '"http:\\/\\/a.example\\/", '.repeat(MB / 28),
  ];
  assertViewsOfEach(FORMATS, hostile);
});
