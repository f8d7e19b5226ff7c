/**
 * Source-code readers: URLs as a programmer reads them, in comments and string literals only. Each case marks the
 * exact document span of every URL it must yield with ⟦ ⟧ (see find-support.ts); a missing, an extra or a
 * differently bounded URL fails. View cases pin what a reader hands the finder: each view's context and text.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { findInDocument, type DocumentType, type Locator } from '../../engine/src';
import { codeViews, type CodeLanguage } from '../../engine/src/document/code';
import type { TextView } from '../../engine/src/document/view';
import { unmark } from './find-support';

const MB = 1 << 20;
const DEADLINE = { timeout: 120_000 };

/** Finds the URLs of `marked` (without its marks) read as `type`, and compares them with the marked spans. */
function check(type: DocumentType, marked: string): void {
  const { text, spans } = unmark(marked);
  const found = findInDocument(text, { documentType: type });
  assert.deepEqual(
    found.map(({ start, end, url }) => ({ start, end, url })),
    spans.map(({ start, end }) => ({ start, end, url: text.slice(start, end) })),
    `${type}: ${JSON.stringify(text)}`,
  );
}

/** The views of a source text as [context, text] pairs. */
function viewsOf(language: CodeLanguage, text: string): [string, string][] {
  return codeViews(text, language).map((v) => [v.context, v.text]);
}

test('javascript: the lines from real code', () => {
  check('javascript', 'el(`⟦http://www.w3.org/2000/svg⟧`,d:`M7 4`)');
  check('javascript', "'⟦http://x.example/⟧'+y");
  check('javascript', '/** See {@link ⟦https://a.example/x⟧|Label} */');
  check('javascript', "const u: string = '⟦https://a.example/ts⟧';");
  check('javascript', '#!/usr/bin/env node\n// ⟦http://a.example/⟧');
});

test('javascript: a JSDoc block loses its " * " decoration', () => {
  check('javascript', '/**\n * See ⟦https://a.example/x⟧\n * ⟦https://b.example/y⟧\n */');
  assert.deepEqual(viewsOf('javascript', '/**\n * one\n   *  two\n no star\n */'), [['comment', '\n one\n  two\n no star\n ']]);
  // A wrapped URL continues after the next line's "*": the whitespace it skips includes the decoration.
  const text = '/**\n * <URL:http://a.example/\n *   path>\n */';
  const found = findInDocument(text, { documentType: 'javascript' });
  assert.deepEqual(
    found.map(({ kind, start, end, url }) => ({ kind, start, end, url })),
    [{ kind: 'wrapper', start: text.indexOf('<'), end: text.indexOf('>') + 1, url: 'http://a.example/path' }],
  );
});

test('javascript: regular expressions are not read, divisions are not regular expressions', () => {
  check('javascript', 'const re = /https?:\\/\\/(www\\.)?a\\.example/; // ⟦http://c.example/⟧');
  check('javascript', 'total = width / 2; url = "⟦http://a.example/x⟧"; half = total / 2');
  check('javascript', "s.replace(/\"/g, '⟦http://a.example/q⟧')");
  check('javascript', "return /'/.test(s) ? '⟦http://a.example/r⟧' : ''");
  check('javascript', "x = a[1] / b[2] + '⟦http://a.example/s⟧' / c");
  check('javascript', "m = /[/'\"]/; n = '⟦http://a.example/t⟧'");
  // A "/" with no closing one on its line is a division: the string after it is still read.
  check('javascript', "if (a) /x\nb = '⟦http://a.example/u⟧'");
});

test('javascript: escaped quotes and markers of the other kind', () => {
  check('javascript', "'it\\'s ⟦http://a.example/s⟧'");
  check('javascript', '"say \\"⟦http://a.example/t⟧\\""');
  check('javascript', 's = "// ⟦http://a.example/in-string⟧"; // \'quote ⟦http://b.example/⟧');
  check('javascript', "a = '/* no comment */ ⟦http://a.example/⟧'; /* \"x */ b = \"⟦http://b.example/⟧\"");
  // A string not closed on its line is not read, and the next line is code again.
  check('javascript', "x = 'http://a.example/\ny = 1 // ⟦http://b.example/⟧");
});

test('javascript: template literals, nested ones and substitutions', () => {
  check('javascript', '`outer ${cond ? `⟦http://inner.example/⟧` : \'\'} ⟦http://outer.example/⟧`; // ⟦http://after.example/⟧');
  check('javascript', "`a ${ {k: '}'}.k } ⟦http://x.example/⟧`; '⟦http://y.example/⟧'");
  check('javascript', '`⟦http://a.example/${id}/x⟧`');
  assert.deepEqual(viewsOf('javascript', "f(`a ${g(`b`, '}')} c`, 'd')"), [
    ['string', "a ${g(`b`, '}')} c"],
    ['string', 'd'],
  ]);
  // A template literal over several lines holds text: its trailing sentence punctuation is not URL.
  check('javascript', 'html = `\n  <p>See ⟦http://a.example/doc⟧.</p>\n`');
});

test('javascript: code outside comments and strings is not read', () => {
  check('javascript', 'let http = 1; x = http ? a : b; y = {mailto: z}');
  assert.deepEqual(viewsOf('javascript', 'a = 1 / 2; b = /x"y/; c = `t`'), [['string', 't']]);
});

test('python: comments, prefixes, triple quotes', () => {
  check('python', '# see ⟦https://a.example/x⟧.');
  check('python', 'url = "⟦https://api.example/items/{item_id}⟧"');
  check('python', 'r"⟦http://a.example/r⟧" b\'⟦http://a.example/b⟧\' f"⟦http://a.example/{x}⟧" Rb"⟦http://a.example/rb⟧"');
  check('python', 'def f():\n    """Fetch it.\n\n    See ⟦https://a.example/doc⟧.\n    """');
  check('python', "'''it's ⟦http://a.example/⟧''' + '⟦http://b.example/⟧'");
  check('python', 's = "# ⟦http://a.example/⟧"  # it\'s "⟦http://b.example/⟧"');
  check('python', "'it\\'s ⟦http://a.example/⟧'");
  check('python', 'x = "http://a.example/\ny = 1  # ⟦http://b.example/⟧');
  check('python', 'http = 1; print(http)');
  assert.deepEqual(viewsOf('python', 'f"{d["k"]}/x" + u"y" + print"z"'), [
    ['string', '{d["k"]}/x'],
    ['string', 'y'],
    ['string', 'z'],
  ]);
  assert.deepEqual(viewsOf('python', 'f"{{literal}} {x}" "\\"q"'), [
    ['string', '{{literal}} {x}'],
    ['string', '\\"q'],
  ]);
});

test('shell: words, quotes, comments, heredocs', () => {
  check('shell', 'curl ⟦https://x.example/a⟧');
  check('shell', 'wget -O- "⟦http://a.example/x?a=1&b=2⟧" | sh');
  check('shell', '# see ⟦https://a.example/x⟧.');
  check('shell', 'echo $# a#b ${#arr} ⟦http://a.example/c⟧');
  check('shell', "echo 'it'\\''s' ⟦http://a.example/d⟧ # ⟦http://b.example/⟧");
  check('shell', 'echo "$BASE/⟦http://a.example/$VAR/x⟧"');
  check('shell', "cat <<'EOF'\nDon't visit ⟦http://a.example/h⟧.\nEOF\necho \"⟦http://b.example/⟧\"");
  check('shell', "cat <<-END >out\n\tit's ⟦http://a.example/i⟧\n\tEND\necho '⟦http://b.example/⟧'");
  check('shell', "x=$((1<<2)); echo '⟦http://a.example/⟧'");
  assert.deepEqual(viewsOf('shell', 'a "b" \'c\' #d\ne'), [
    ['prose', 'a '],
    ['string', 'b'],
    ['prose', ' '],
    ['string', 'c'],
    ['prose', ' '],
    ['comment', 'd'],
    ['prose', '\ne'],
  ]);
});

test('c: strings, comments, char literals, raw and verbatim strings', () => {
  check('c', 'printf("⟦http://%s/⟧", host);');
  check('c', '// ⟦http://a.example/⟧\n/* ⟦http://b.example/⟧ */');
  check('c', 'c = \'"\'; q = \'\\\'\'; s = "⟦http://a.example/⟧";');
  check('c', 's = "a \\" ⟦http://a.example/⟧";');
  check('c', 'auto r = R"delim(a "quote" ⟦http://a.example/⟧)delim";');
  check('c', 'int n = 1\'000\'000; const char *u = "⟦http://a.example/⟧";');
  check('c', 'var p = @"C:\\dir\\"; var s = "⟦http://a.example/⟧";');
  check('c', 'NSString *s = @"⟦http://a.example/⟧";');
  check('c', '/* ⟦http://a.example/⟧ */ a { background: url("⟦http://b.example/x.png⟧") }');
  check('c', 's = "/* ⟦http://a.example/⟧"; // it\'s "⟦http://b.example/⟧');
});

test('go, java: raw strings, runes, text blocks', () => {
  check('go', 'u := `⟦http://a.example/raw⟧`; r := \'"\'; s := "⟦http://b.example/⟧"');
  check('java', 'String t = """\n    See ⟦http://a.example/⟧.\n    """; char c = \'"\'; String s = "⟦http://b.example/⟧";');
  check('java', 'val s = "${base}/⟦http://a.example/x⟧"');
});

test('rust: nested comments, lifetimes, raw strings', () => {
  check('rust', '/* outer /* inner */ still comment ⟦http://a.example/⟧ */ let s = "⟦http://b.example/⟧";');
  check('rust', 'fn f<\'a>(x: &\'a str) -> &\'a str { "⟦http://a.example/⟧" }');
  check('rust', 'let s = r#"a "quoted" ⟦http://a.example/⟧"#; let b = br"⟦http://b.example/⟧"; let r#type = 1;');
  check('rust', 'let q = b\'"\'; let s = "⟦http://a.example/⟧";');
  check('rust', '/// See ⟦https://a.example/⟧\n//! ⟦https://b.example/⟧');
  assert.deepEqual(viewsOf('rust', 'r##"a"#b"##'), [['string', 'a"#b']]);
});

test('ruby: comments, =begin blocks, interpolation, %q, heredocs', () => {
  check('ruby', '# see ⟦http://a.example/⟧.');
  check('ruby', '=begin\n⟦http://a.example/⟧\n=end\nx = "⟦http://b.example/⟧"');
  check('ruby', 'x = "#{h["k"]} ⟦http://a.example/⟧"');
  check('ruby', "s =~ /\"/ and '⟦http://a.example/⟧'");
  check('ruby', 'x = y / 2; s = "⟦http://a.example/⟧"');
  check('ruby', "%q(it's ⟦http://a.example/⟧)");
  check('ruby', "text = <<~EOS\n  Don't miss ⟦http://a.example/⟧.\nEOS\nputs '⟦http://b.example/⟧'");
  check('ruby', 'c = ?"; s = "⟦http://a.example/⟧"');
  check('ruby', 'p $"; s = "⟦http://a.example/⟧"');
});

/** Text dense in what the code readers react to, so that random input reaches their branches. */
const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const piece = fc.constantFrom(
  '//', '/*', '*/', '/', '*', '#', '"', "'", '`', '"""', "'''", '${', '#{', '{', '}', '(', ')', '[', ']', '\\', '\n', '\r\n', ' ',
  '\t', 'r', 'f', 'b', 'R', '@', '$', '?', '%q(', '<<', '<<~EOS', '<<-X', 'EOS', 'X', '=begin', '=end', 'r#"', '"#', 'R"x(',
  ')x"', 'return', 'a', '1', '=', 'http://a.example/', ' * ', '\u0000', '\ud800', 'é',
);
const codeText = fc.array(fc.oneof(piece, anyUnit), { maxLength: 60 }).map((parts) => parts.join(''));
const LANGUAGES: CodeLanguage[] = ['javascript', 'python', 'shell', 'c', 'go', 'java', 'rust', 'ruby'];

test('arbitrary input: no throw, views ordered, disjoint, inside the document and true to it', () => {
  fc.assert(
    fc.property(fc.constantFrom(...LANGUAGES), fc.oneof(codeText, fc.string({ unit: anyUnit, maxLength: 100 })), (language, text) => {
      assertViews(text, codeViews(text, language));
      assertLocators(text, findInDocument(text, { documentType: language }));
    }),
    { numRuns: 4000 },
  );
});

test('a megabyte line of hostile input in every language', DEADLINE, () => {
  const hostile = [
    '=/['.repeat(MB / 3),
    '"\\'.repeat(MB / 2),
    '`${'.repeat(MB / 3),
    '/*'.repeat(MB / 2),
    "f'{".repeat(MB / 3),
    '"""'.repeat(MB / 3) + '"',
    "'".repeat(MB),
    '<<A '.repeat(MB / 4),
    '#{"'.repeat(MB / 3),
    'r#'.repeat(MB / 2) + '"',
    'R"('.repeat(MB / 3),
    "'\\".repeat(MB / 2),
    '%q('.repeat(MB / 3),
    'x = "http://a.example/" '.repeat(MB / 24),
  ];
  for (const language of LANGUAGES) {
    for (const text of hostile) assertViews(text, codeViews(text, language));
  }
  const count = 40_000;
  const urls = findInDocument('s = "http://a.example/"; '.repeat(count), { documentType: 'c' });
  assert.equal(urls.length, count);
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
      // One assertion per view, not per character: the hostile-input test maps megabytes.
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

/** Locators mapped back: ordered, inside the document, each URL character at a source that writes it. */
function assertLocators(doc: string, locators: Locator[]): void {
  let previousEnd = 0;
  for (const l of locators) {
    assert.ok(l.start >= previousEnd && l.start < l.end && l.end <= doc.length);
    for (let i = 0; i < l.url.length; i++) {
      assert.ok(l.offsets[i] >= l.start && l.offsets[i] < l.end && l.offsets[i + 1] > l.offsets[i]);
      const end = l.ends ? l.ends[i] : l.offsets[i] + 1;
      if (end - l.offsets[i] === 1) assert.equal(doc[l.offsets[i]], l.url[i]);
    }
    previousEnd = l.end;
  }
}
