/**
 * Configuration readers (YAML, TOML, INI, JSON): URLs in comments, string values and, where the format has them,
 * unquoted values. Each case marks the exact document span of every URL it must yield with ⟦ ⟧ (see
 * find-support.ts); where the URL differs from its source (JSON escapes), the URLs are listed after the case.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { findInDocument, lintText, type DocumentType } from '../../engine/src';
import { configViews, type ConfigFormat } from '../../engine/src/document/config';
import type { TextView } from '../../engine/src/document/view';
import { unmark } from './find-support';

const MB = 1 << 20;
const DEADLINE = { timeout: 120_000 };

function check(type: DocumentType, marked: string, urls?: string[]): void {
  const { text, spans } = unmark(marked);
  const found = findInDocument(text, { documentType: type });
  assert.deepEqual(
    found.map(({ start, end, url }) => ({ start, end, url })),
    spans.map(({ start, end }, k) => ({ start, end, url: urls ? urls[k] : text.slice(start, end) })),
    `${type}: ${JSON.stringify(text)}`,
  );
}

function viewsOf(format: ConfigFormat, text: string): [string, string][] {
  return configViews(text, format).map((v) => [v.context, v.text]);
}

test('yaml: plain scalars are prose, quoted scalars are strings, comments after a blank', () => {
  check('yaml', 'homepage: ⟦https://a.example/x⟧');
  check('yaml', 'url: "⟦https://a.example/x⟧" # ⟦http://c.example/⟧.');
  check('yaml', "title: Don't panic ⟦http://a.example/⟧ it's 'fine'");
  check('yaml', "- 'it''s ⟦http://a.example/⟧'");
  check('yaml', 'key: a#b ⟦http://a.example/#frag⟧ #c');
  check('yaml', 'list: [a, "⟦http://e.example/⟧", b]');
  check('yaml', 'desc: "See\n  ⟦http://a.example/⟧."');
  assert.deepEqual(viewsOf('yaml', 'a: "b" # c\nd: e'), [
    ['prose', 'a: '],
    ['string', 'b'],
    ['prose', ' '],
    ['comment', ' c'],
    ['prose', '\nd: e'],
  ]);
});

test('yaml: a block scalar is text, where "#" and quotes are characters', () => {
  check('yaml', 'script: |\n  echo "# ⟦http://a.example/⟧" don\'t\n  # ⟦http://b.example/⟧\nnext: "⟦http://c.example/⟧" # ⟦http://d.example/⟧');
  check('yaml', '- run: >-\n    it\'s "⟦http://a.example/⟧\n\n    # ⟦http://b.example/⟧\n  name: \'⟦http://c.example/⟧\'');
  check('yaml', 'a: |2 # note ⟦http://a.example/⟧\n   \'⟦http://b.example/⟧\nb: x');
  // Not a block header: "|" inside a plain scalar.
  check('yaml', 'a: x |\nb: "⟦http://a.example/⟧"');
});

test('toml: comments and the four kinds of strings', () => {
  check('toml', '# ⟦http://a.example/⟧\nurl = "⟦http://b.example/⟧"');
  check('toml', "lit = 'C:\\path ⟦http://c.example/⟧'");
  check('toml', 'doc = """\nSee ⟦http://d.example/⟧.\n"""\nx = 1 # ⟦http://e.example/⟧');
  check('toml', "raw = '''\nit's ⟦http://f.example/⟧\n'''");
  check('toml', 'url = "a # not a comment ⟦http://e.example/⟧"');
  check('toml', '# it\'s "x ⟦http://f.example/⟧\nk = "⟦http://g.example/⟧"');
  check('toml', 'date = 1979-05-27T07:32:00Z\nhttp = 1');
  assert.deepEqual(viewsOf('toml', 'a = """x""""\nb = "q\\"r"'), [
    ['prose', 'x"'],
    ['string', 'q\\"r'],
  ]);
});

test('ini: comment lines and prose lines', () => {
  check('ini', '; ⟦http://a.example/⟧\n# ⟦http://b.example/⟧\n[section]\nurl = ⟦http://c.example/x⟧\n  ; ⟦http://d.example/⟧');
  check('ini', 'url=⟦http://a.example/#top⟧ ; note');
  assert.deepEqual(viewsOf('ini', '[s]\n; c\nk = v\n'), [
    ['prose', '[s]\n'],
    ['comment', ' c'],
    ['prose', '\nk = v\n'],
  ]);
});

test('json: string literals with their escapes decoded, each character mapped to its source', () => {
  check('json', '{"u": "⟦http:\\/\\/a.example\\/x⟧"}', ['http://a.example/x']);
  check('json', '{"u": "⟦http://a.example/?a=1\\u0026b=2⟧"}', ['http://a.example/?a=1&b=2']);
  check('json', '{"u": "say \\"⟦http://a.example/⟧\\""}', ['http://a.example/']);
  check('json', '// don\'t "read\n{"a": "⟦http://b.example/⟧", /* "x */ "n": 1}');
  check('json', '{"a": "http://a.example/\n"b": "⟦http://b.example/⟧"}');
  check('json', '{"n": 12, "t": true, "x": null}');
  const found = findInDocument('["\\u0068ttp://a.example/"]', { documentType: 'json' });
  assert.deepEqual(Array.from(found[0].offsets.slice(0, 3)), [2, 8, 9]);
  assert.deepEqual(Array.from(found[0].ends ?? []).slice(0, 2), [8, 9]);
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

const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const piece = fc.constantFrom(
  '#', ';', '"', "'", '"""', "'''", '\\', '\\u00', '\\u0026', '\\/', '//', '/*', '*/', '\n', '\r\n', ' ', '\t', ': ', '- ', '|',
  '>-', '|2', '[', ']', '{', '}', ',', '=', 'a', 'http://a.example/', '\u0000', '\ud800', 'é',
);
const configText = fc.array(fc.oneof(piece, anyUnit), { maxLength: 60 }).map((parts) => parts.join(''));
const FORMATS: ConfigFormat[] = ['yaml', 'toml', 'ini', 'json'];

test('arbitrary input: no throw, views ordered, disjoint, inside the document and true to it', () => {
  fc.assert(
    fc.property(fc.constantFrom(...FORMATS), fc.oneof(configText, fc.string({ unit: anyUnit, maxLength: 100 })), (format, text) => {
      assertViews(text, configViews(text, format));
      for (const l of findInDocument(text, { documentType: format })) {
        assert.ok(l.start < l.end && l.end <= text.length);
      }
    }),
    { numRuns: 3000 },
  );
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
  for (const format of FORMATS) {
    for (const text of hostile) assertViews(text, configViews(text, format));
  }
});

/** The reader's contract (view.ts): views in document order, disjoint, inside the document, each character mapped to its source. */
function assertViews(doc: string, views: TextView[]): void {
  let previousEnd = 0;
  for (const v of views) {
    assert.ok(v.text.length > 0, 'no empty view');
    const first = v.starts ? v.starts[0] : v.start;
    const last = v.starts ? v.starts[v.text.length] : v.start + v.text.length;
    assert.ok(first >= previousEnd && last <= doc.length && first < last, 'views ordered, disjoint, inside');
    if (!v.starts) {
      assert.equal(doc.slice(v.start, last), v.text);
    } else {
      let bad = -1;
      for (let i = 0; i < v.text.length && bad < 0; i++) {
        const end = v.ends ? v.ends[i] : v.starts[i] + 1;
        if (v.starts[i] < first || end > v.starts[i + 1] || end <= v.starts[i]) bad = i;
        else if (end - v.starts[i] === 1 && doc[v.starts[i]] !== v.text[i]) bad = i;
      }
      assert.equal(bad, -1, 'each view character maps to its source');
    }
    previousEnd = last;
  }
}
