/**
 * The fast slice of `npm run fuzz` (bench/fuzz): a few thousand generated and random inputs, fixed seed, through
 * every check (no exception, offsets inside the text, fix-all a fixpoint, URLs and their extents kept, no new
 * problem, no fix of ill-formed UTF-16, no range splitting a character, no change of what a WHATWG parser reads). It runs the compiled fuzzer (`tsc -b` builds bench/ with the rest) as a
 * process, so the slice is the very code the full run uses.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { applyEdits, fixAllEdits, lintText, type DocumentType } from '../../engine/src';

const FUZZER = join(__dirname, '../../bench/fuzz/run.js');
const INPUTS = 8000;

test(`fuzz slice: ${INPUTS} inputs, seed 1738, no failure of any kind`, () => {
  assert.ok(existsSync(FUZZER), `${FUZZER} is missing: run npx tsc -b`);
  let out: string;
  try {
    out = execFileSync(process.execPath, [FUZZER, '--inputs', String(INPUTS), '--seed', '1738', '--json'], { encoding: 'utf8' });
  } catch (error) {
    // Exit 1 means failures: show the summary, which holds minimised failing inputs.
    out = String((error as { stdout?: string }).stdout ?? error);
  }
  const summary = JSON.parse(out) as { inputs: number; urls: number; fixEdits: number; failures: Record<string, number>; examples: Record<string, unknown[]> };
  assert.equal(summary.inputs, INPUTS);
  // The slice exercises what it checks: URLs found and fixes applied, not only text with nothing in it.
  assert.ok(summary.urls > INPUTS && summary.fixEdits > INPUTS / 4, `only ${summary.urls} URLs and ${summary.fixEdits} edits`);
  // Every kind must be 0, meaning-changed (WHATWG URL before and after each fix) included.
  const failing = Object.entries(summary.failures).filter(([, n]) => n > 0);
  assert.deepEqual(failing, [], JSON.stringify(summary.examples));
  assert.deepEqual(Object.keys(summary.failures).sort(), [
    'exception', 'fix-on-ill-formed-utf16', 'meaning-changed', 'new-problem', 'not-idempotent', 'offset-outside-text', 'safe-fix-left', 'split-character', 'url-lost',
    'urls-changed',
  ]);
});

/** Inputs the fuzzer found, kept as they were minimised. */
test('fix-all leaves a backtick in Markdown alone: encoding one changes which code spans and fences there are', () => {
  // "```" then an info string holding "`" is text (CommonMark 4.5); encoding that "`" made it a fence, the line
  // below became code with a URL of its own, and fix-all never settled.
  const fence = '```<telnet:`>\n\\<h:///`x`>';
  const { diagnostics } = lintText(fence, { documentType: 'markdown' });
  const backtick = diagnostics.find((d) => d.code === 'unsafe-character');
  assert.deepEqual(backtick && [backtick.start, backtick.end, backtick.fixes.map((f) => [f.safe, f.edits])], [11, 12, [[false, [{ start: 11, end: 12, newText: '%60' }]]]]);
  assert.deepEqual(fixAllEdits(diagnostics), []);
  // Encoding the second "`" of "``" left a run of one that closes the first "`": a code span, and the URL was lost.
  const span = '`<URL:%s``>';
  const found = lintText(span, { documentType: 'markdown' });
  assert.deepEqual(found.urls.map((u) => u.locator.url), ['%s``']);
  assert.deepEqual(fixAllEdits(found.diagnostics), []);
  // In plain text a "`" is no syntax: fix-all encodes it as ever.
  const plain = lintText('see <telnet:`>', { documentType: 'plaintext' }).diagnostics;
  assert.equal(applyEdits('see <telnet:`>', fixAllEdits(plain)), 'see <telnet:%60>');
});

test('a range never splits an astral character: a scheme with one gets one diagnostic over both code units', () => {
  const { diagnostics } = lintText('<URL:B\u{1F600}:> <URL:\u{1F600}p:>', { documentType: 'plaintext' });
  assert.deepEqual(
    diagnostics.map((d) => [d.code, d.start, d.end]),
    [
      ['scheme-case', 5, 8],
      ['invalid-scheme', 6, 8],
      ['invalid-scheme', 16, 18],
    ],
  );
});

test('fix-all removes a default port only where a WHATWG parser drops it too: a program reads the rest as written', () => {
  // `new URL('telnet://h:23').port` is "23" and `new URL('telnet://h').port` is "": the parser knows the defaults of
  // its special schemes only. RFC 1738 3.8 makes them the same resource, so the fix is still offered, not applied.
  const text = 'telnet://h:23 nntp://n:119/g gopher://g:70/ http://h:80/ ftp://f:21/ nntp://n:/g';
  const { diagnostics } = lintText(text, { documentType: 'plaintext' });
  assert.deepEqual(
    diagnostics.map((d) => [d.code, d.start, d.end, d.fixes.map((f) => f.safe)]),
    [
      ['default-port', 10, 13, [false]],
      ['default-port', 22, 26, [false]],
      ['default-port', 39, 42, [false]],
      ['default-port', 52, 55, [true]],
      ['default-port', 64, 67, [true]],
      ['port-empty', 77, 78, [true]],
    ],
  );
  assert.equal(applyEdits(text, fixAllEdits(diagnostics)), 'telnet://h:23 nntp://n:119/g gopher://g:70/ http://h/ ftp://f/ nntp://n/g');
});

test('fix-all encodes a bracket only with its partner, also when the partner stays because its run stays', () => {
  // "]" and the backtick after it are one run, one fix; the backtick glued to a Hangul letter keeps the run as it is,
  // so "[" stays too: encoded alone, it made the URL end at "e".
  const text = '"file:///[e]`\ubd0a"';
  const { diagnostics, urls } = lintText(text, { documentType: 'html' });
  assert.deepEqual(urls.map((u) => [u.locator.start, u.locator.end]), [[1, 14]]);
  assert.deepEqual(
    diagnostics.filter((d) => d.code === 'unsafe-character').map((d) => [d.start, d.end, d.fixes.map((f) => f.safe)]),
    [
      [9, 10, [false]],
      [11, 13, [false]],
    ],
  );
  assert.deepEqual(fixAllEdits(diagnostics), []);
});

test('a port is removed only where every reader sees a port: a "?" before the "@" makes the rest a query', () => {
  // WHATWG URL ends the authority at "?": in `ftp://u?@h:21` the host is "u" and "?@h:21" the query.
  for (const text of ['ftp://u?@h:21', 'telnet://?@:/', 'ftp://u#@h:21/']) {
    const { diagnostics } = lintText(text, { documentType: 'plaintext' });
    assert.deepEqual(fixAllEdits(diagnostics), [], text);
  }
  // Without one, the same ports go.
  const { diagnostics } = lintText('ftp://u@h:21 telnet://u@h:/', { documentType: 'plaintext' });
  assert.equal(applyEdits('ftp://u@h:21 telnet://u@h:/', fixAllEdits(diagnostics)), 'ftp://u@h telnet://u@h/');
});

test('a "%" a browser reads as an escape once it drops tabs and line breaks is not encoded by fix-all', () => {
  // `%\t32` is %32 ("2") to a browser; %25 would make it the text "%32".
  for (const text of ["<i s='prospero:///%\t32'>", "<i s='http://h/%4\t1'>"]) {
    const { diagnostics } = lintText(text, { documentType: 'xml' });
    const percent = diagnostics.find((d) => d.code === 'invalid-percent-escape');
    assert.deepEqual(percent?.fixes.map((f) => f.safe), [false], text);
    assert.deepEqual(fixAllEdits(diagnostics), [], text);
  }
  const plain = "<i s='http://h/%\t/'>";
  assert.equal(applyEdits(plain, fixAllEdits(lintText(plain, { documentType: 'xml' }).diagnostics)), "<i s='http://h/%25\t/'>");
});

test('fix-all leaves a character glued to an East Asian letter that stays: a host letter, or one in a run with a lone surrogate', () => {
  // A bare URL ends at a CJK letter glued to an ASCII letter or digit; every escape ends in one. The letter stays
  // when a browser reads it as host (news://) or when its run holds a lone surrogate (no octets, no fix).
  for (const text of ['news://%\u3ce0', 'file:///[\u80f8\ud800', 'file:///%\u531f\ud842']) {
    const { diagnostics, urls } = lintText(text, { documentType: 'shell', preset: 'strict' });
    assert.deepEqual(urls.map((u) => [u.locator.start, u.locator.end]), [[0, text.length]], text);
    assert.deepEqual(fixAllEdits(diagnostics), [], text);
  }
});

test('fix-all inserts no "/" before an http search after a backslash, which a browser already reads as "/"', () => {
  const text = 'http://h\\B?q';
  const { diagnostics } = lintText(text, { documentType: 'plaintext', preset: 'strict' });
  const path = diagnostics.find((d) => d.code === 'http-invalid-path');
  assert.deepEqual(path && [path.start, path.end, path.fixes.map((f) => f.safe)], [10, 11, [false]]);
  assert.equal(applyEdits('http://h?q', fixAllEdits(lintText('http://h?q', { documentType: 'plaintext', preset: 'strict' }).diagnostics)), 'http://h/?q');
});

test('a URL in a query value holding a lone surrogate gets no encoding fix: it has no octets', () => {
  const { diagnostics } = lintText('#WAIS://?=O://\udc00?t', { documentType: 'toml', preset: 'strict' });
  const inner = diagnostics.find((d) => d.code === 'query-url-unencoded');
  assert.deepEqual(inner && [inner.start, inner.end, inner.fixes], [10, 17, []]);
  const whole = lintText('http://a/?next=http://b/?x=\u00e9', { documentType: 'plaintext' }).diagnostics.find((d) => d.code === 'query-url-unencoded');
  assert.deepEqual(whole?.fixes.map((f) => f.edits), [[{ start: 15, end: 28, newText: 'http%3A%2F%2Fb%2F%3Fx%3D%C3%A9' }]]);
});

test('fix-all converges when a backslash outside a special scheme stood before an empty port', () => {
  // Only http, https, ws, wss, ftp and file end an authority at a backslash; elsewhere fix-all encodes it, and the
  // empty port goes in the same pass rather than the next.
  const text = '<URL:x://\\@o:>';
  const once = applyEdits(text, fixAllEdits(lintText(text, { documentType: 'shell', preset: 'strict' }).diagnostics));
  assert.equal(once, '<URL:x://%5C@o>');
  // After a scheme no program reads ("/"), the port stays, and so does the backslash: no scheme says what the text
  // is (fix/encode-safety.ts). Both fixes are offered, not applied, in every run.
  const noScheme = '<URL:/://\\@o:>';
  assert.equal(applyEdits(noScheme, fixAllEdits(lintText(noScheme, { documentType: 'shell', preset: 'strict' }).diagnostics)), noScheme);
  assert.deepEqual(fixAllEdits(lintText(once, { documentType: 'shell', preset: 'strict' }).diagnostics), []);
  const http = lintText('http://h\\a:/b', { documentType: 'plaintext' }).diagnostics;
  assert.deepEqual(http.filter((d) => d.code === 'port-empty').map((d) => d.fixes), [[]]);
});

/** The document spans of the URLs found in `text` (its text there), before fix-all and after it. */
function spansBeforeAndAfter(text: string, documentType: DocumentType): { fixed: string; before: string[]; after: string[] } {
  const spans = (t: string): string[] => lintText(t, { documentType }).urls.map((u) => t.slice(u.locator.start, u.locator.end));
  const fixed = applyEdits(text, fixAllEdits(lintText(text, { documentType }).diagnostics));
  return { fixed, before: spans(text), after: spans(fixed) };
}

test('a value with a backslash after the URL and a space: taken whole only where the backslash is the value\'s, so the fixed text holds the same URL', () => {
  // With the space the value was the URL; with it encoded as %20 the finder ends the URL at the escape, so fix-all
  // fixed a URL the fixed text no longer holds. The URL is what the finder reads up to the space, before and after.
  // Since string escapes are decoded, the backslash of `\\\\` is the value's own: the value is taken whole, and the
  // fixed text (space and "%" encoded; the backslash's fix is never safe) finds the same whole URL.
  assert.deepEqual(spansBeforeAndAfter('x = "file:///R %\\\\="', 'javascript'), { fixed: 'x = "file:///R%20%25\\\\="', before: ['file:///R %\\\\='], after: ['file:///R%20%25\\\\='] });
  assert.deepEqual(spansBeforeAndAfter('y:ftp://0/ #\\%s', 'ini'), { fixed: 'y:ftp://0/ #\\%s', before: ['ftp://0/'], after: ['ftp://0/'] });
  assert.deepEqual(spansBeforeAndAfter('y=file:///e t\\/', 'ini'), { fixed: 'y=file:///e t\\/', before: ['file:///e'], after: ['file:///e'] });
  // A backslash the prose finder keeps as a mistyped path separator still belongs to the value, before and after.
  assert.deepEqual(spansBeforeAndAfter('url = file:///C:/my dir\\file', 'ini'), {
    fixed: 'url = file:///C:/my%20dir\\file',
    before: ['file:///C:/my dir\\file'],
    after: ['file:///C:/my%20dir\\file'],
  });
});

test('a backslash the prose finder keeps as a path separator does not stop a config value being taken whole', () => {
  // Taken whole before and after the fix: had the backslash stopped it, encoding it made the value whole.
  assert.deepEqual(spansBeforeAndAfter('y:news:j @]\\l', 'ini'), { fixed: 'y:news:j%20@]\\l', before: ['news:j @]\\l'], after: ['news:j%20@]\\l'] });
  assert.deepEqual(spansBeforeAndAfter('y:Gopher://a\u3002gopher:///\\c', 'ini'), {
    fixed: 'y:gopher://a\u3002gopher///%5Cc',
    before: ['Gopher://a\u3002gopher:///\\c'],
    after: ['gopher://a\u3002gopher///%5Cc'],
  });
});

test('a spaced link reference destination ends before a space a title follows; a control character makes the line text', () => {
  // With its space encoded the line is a definition whose destination ends before the title, so the spaced
  // destination ends there too. A control character is in no destination: with the space encoded the line was no
  // definition and the finder ended the URL at a "<", a ";" or the control character, so it is text before as well.
  for (const text of ['[r]:http://R/ r{\u007f', '[r]:ftp://c/ ;\u0000', '[r]:mailto:a<x>S h\u007f', '[f]:http://3/ g\u007fgopher://c']) {
    const { fixed, before, after } = spansBeforeAndAfter(text, 'markdown');
    assert.equal(fixed.includes('%20'), false, text);
    assert.deepEqual(after, before, text);
  }
  assert.deepEqual(spansBeforeAndAfter('[r]:http://R/ r{\u007f', 'markdown').before, ['http://R/']);
  assert.deepEqual(spansBeforeAndAfter('[r]:file:///b e{ "t"', 'markdown'), { fixed: '[r]:file:///b%20e{ "t"', before: ['file:///b e{'], after: ['file:///b%20e{'] });
  assert.deepEqual(spansBeforeAndAfter('[f]:gopher:///5 i', 'markdown'), { fixed: '[f]:gopher:///5%20i', before: ['gopher:///5 i'], after: ['gopher:///5%20i'] });
  assert.deepEqual(spansBeforeAndAfter('[r]: https://a.example/my guide.pdf\r\n', 'markdown'), {
    fixed: '[r]: https://a.example/my%20guide.pdf\r\n',
    before: ['https://a.example/my guide.pdf'],
    after: ['https://a.example/my%20guide.pdf'],
  });
});

/** fix-all applied once, and the edits fix-all still finds in its result (none at a fixpoint). */
function fixTwice(text: string, documentType: DocumentType, preset: 'default' | 'strict' = 'default'): { once: string; left: ReturnType<typeof fixAllEdits> } {
  const once = applyEdits(text, fixAllEdits(lintText(text, { documentType, preset }).diagnostics));
  return { once, left: fixAllEdits(lintText(once, { documentType, preset }).diagnostics) };
}

test('a "/" fix-all writes before a search is no path: a value with a space after `http://?a` is read the same before and after', () => {
  // `'http://?a b'` was not taken whole (no path, so "b" is a word after the URL); with the empty path written as "/",
  // `http:///?a b` had one, was taken whole, and the next run encoded the space.
  assert.deepEqual(fixTwice("'http://?a b'", 'shell', 'strict'), { once: "'http:///?a b'", left: [] });
  // A path proper still lets one bare word after a space continue the value.
  assert.deepEqual(spansBeforeAndAfter("x='http://h/a b'", 'shell'), { fixed: "x='http://h/a%20b'", before: ['http://h/a b'], after: ['http://h/a%20b'] });
});

test('a NUL ends a value only where it ends a URL: in an attribute the value goes on through it', () => {
  // The NUL cut the value after the space; once the space was encoded the finder read on through the NUL (it ends no
  // URL in an attribute), and the next run encoded it.
  const text = '<a f="http://e/a a\u0000&">';
  assert.deepEqual(spansBeforeAndAfter(text, 'html'), { fixed: '<a f="http://e/a%20a%00&">', before: ['http://e/a a\u0000&'], after: ['http://e/a%20a%00&'] });
  assert.deepEqual(fixTwice(text, 'html').left, []);
  // In a string a NUL ends the value, as it ends a C string.
  assert.deepEqual(spansBeforeAndAfter('x = "https://x.example/a b\\0";', 'c').before, ['https://x.example/a b']);
});

test('a URL after a NUL that ends a value is found before fix-all as after it', () => {
  // The value was taken whole up to the NUL and every other URL of it dropped, the one after the NUL too; once the
  // space was encoded the value needed no taking whole, the URL after the NUL was found, and the next run fixed it.
  const text = 'k=http://h/a b\u0000gopher://e:/';
  assert.deepEqual(spansBeforeAndAfter(text, 'ini'), { fixed: 'k=http://h/a%20b\u0000gopher://e/', before: ['http://h/a b', 'gopher://e:/'], after: ['http://h/a%20b', 'gopher://e/'] });
  assert.deepEqual(fixTwice(text, 'ini').left, []);
});

test('an open `${` is text, not a substitution: a value holding one is read the same before fix-all encodes its "{" and after', () => {
  // `${7 {k}` never closes: the value was taken whole as if `${7 {k}` were code, and once fix-all encoded the "{"
  // after "$" the finder ended the URL at the space. Now the URL ends there before the fix too.
  assert.deepEqual(spansBeforeAndAfter('y:news:a${7 {k}', 'ini'), { fixed: 'y:news:a$%7B7 {k}', before: ['news:a${7'], after: ['news:a$%7B7'] });
  // A closed substitution still makes no word of what is inside it.
  assert.deepEqual(lintText('x = `https://h.example/${a b}/c`', { documentType: 'javascript' }).urls.map((u) => u.locator.url), ['https://h.example/${a b}/c']);
});

test('a password that stands for one stays unreported once fix-all encodes it', () => {
  // "{{" is a run of one character, a stand-in; fix-all encodes it as %7B%7B, which was then reported as a secret.
  for (const text of ['http://:{{@', 'http://:%7B%7B@']) {
    assert.deepEqual(lintText(text, { documentType: 'roff' }).diagnostics.filter((d) => d.code === 'password'), [], text);
  }
  assert.deepEqual(fixTwice('http://:{{@', 'roff'), { once: 'http://:%7B%7B@', left: [] });
});

test('a case fix across a wrapper\'s line break keeps it: the scheme is lower-cased on each line', () => {
  // `<URL:M` / `O:>` reads as the scheme `MO` (RFC 1738 appendix: whitespace in a wrapper is ignored); its
  // scheme-case fix replaced `M`, the line break and `O` with `mo`, and the document lost a line.
  assert.deepEqual(fixTwice('<URL:M\nO:>', 'markdown'), { once: '<URL:m\no:>', left: [] });
  assert.deepEqual(fixTwice('<URL:HT\nTP://a.example/>', 'plaintext'), { once: '<URL:ht\ntp://a.example/>', left: [] });
  const fix = lintText('<URL:HT\nTP://a.example/>').diagnostics.find((d) => d.code === 'scheme-case')?.fixes[0];
  assert.deepEqual(fix?.edits, [{ start: 5, end: 7, newText: 'ht' }, { start: 8, end: 10, newText: 'tp' }]);
  // Unbroken, the fix is one edit as before.
  assert.deepEqual(lintText('HTTP://a.example/').diagnostics.find((d) => d.code === 'scheme-case')?.fixes[0]?.edits, [{ start: 0, end: 4, newText: 'http' }]);
});

test('AsciiDoc: a mailto: macro after the character a fix encodes is read the same before and after the fix', () => {
  // Asciidoctor's link and mailto macros have no left boundary (InlineLinkMacroRx), and their [text] must close.
  // The reader wanted a non-word character before `mailto:` and took an unclosed `[` for a macro, so encoding the
  // `%` or `[` before it (`%25`, `%5B`) unmade the macro and fix-all fixed a URL the fixed text no longer held
  // (found by npm run fuzz, seed 1738).
  assert.deepEqual(spansBeforeAndAfter('nntp:///%mailto:7[', 'asciidoc'), { fixed: 'nntp:///%25mailto:7%5B', before: ['nntp:///%mailto:7['], after: ['nntp:///%25mailto:7%5B'] });
  assert.deepEqual(fixTwice('Gopher:///[mailto:m[', 'asciidoc'), { once: 'gopher:///%5Bmailto:m%5B', left: [] });
  assert.deepEqual(fixTwice('Gopher:///[mailto:![', 'asciidoc'), { once: 'gopher:///%5Bmailto:!%5B', left: [] });
  // A closed macro is a macro wherever it starts: its target is the URL, before and after the fix.
  assert.deepEqual(spansBeforeAndAfter('nntp:///%mailto:a@b.example[mail]', 'asciidoc'), {
    fixed: 'nntp:///%25mailto:a@b.example[mail]',
    before: ['nntp:///%', 'mailto:a@b.example'],
    after: ['nntp:///%25', 'mailto:a@b.example'],
  });
});

test('a hyphen line break joins the same lines before and after fix-all encodes the character before the hyphen', () => {
  // The join wanted an ASCII letter or digit before the hyphen; an ideograph or a "^" did not join until fix-all
  // wrote it as an escape ending in a hex digit, and the fixed text held a longer URL (found by npm run fuzz).
  assert.deepEqual(spansBeforeAndAfter('file:///\u4ab6-\nk', 'ini').before, ['file:///\u4ab6-\nk']);
  assert.deepEqual(spansBeforeAndAfter('see http://a.example/x^-\nk', 'plaintext'), { fixed: 'see http://a.example/x%5E-\nk', before: ['http://a.example/x^-\nk'], after: ['http://a.example/x%5E-\nk'] });
  assert.deepEqual(spansBeforeAndAfter('see http://a.example/x%-\nk', 'plaintext'), { fixed: 'see http://a.example/x%25-\nk', before: ['http://a.example/x%-\nk'], after: ['http://a.example/x%25-\nk'] });
  // Punctuation that stays as written still ends the URL at its hyphen, before and after.
  assert.deepEqual(spansBeforeAndAfter('see http://a.example/x.-\nk', 'plaintext').before, ['http://a.example/x.-']);
});

test('YAML: a bracket inside a plain value\'s URL is the scalar\'s own, so encoding it does not change how the value is read', () => {
  // A value holding "[" was left to the line scan, which ends the URL at a ")" after it; with the "[" encoded the
  // value was read whole, ")" included (found by npm run fuzz). YAML 1.2 section 7.3.3: only a plain scalar's first
  // character may not be an indicator.
  assert.deepEqual(spansBeforeAndAfter(': ftp://k/[)', 'yaml'), { fixed: ': ftp://k/%5B)', before: ['ftp://k/[)'], after: ['ftp://k/%5B)'] });
  assert.deepEqual(spansBeforeAndAfter('url: https://a.example/x[1] y', 'yaml'), { fixed: 'url: https://a.example/x%5B1%5D%20y', before: ['https://a.example/x[1] y'], after: ['https://a.example/x%5B1%5D%20y'] });
});

test('a string that is one URL keeps a final ":" by what the value holds, not by where the finder first ended it', () => {
  // The fuzzer's (seed 1738): the finder's URL ended at the DEL (or the "<") before the fix and ran on after it, so
  // asking it whether the URL had a path kept the ":" after the fix only.
  assert.deepEqual(spansBeforeAndAfter('"Ftp://0\u007f@/:"', 'json'), { fixed: '"ftp://0%7F@/:"', before: ['Ftp://0\u007f@/:'], after: ['ftp://0%7F@/:'] });
  assert.deepEqual(spansBeforeAndAfter('"mailto:e</:"', 'go'), { fixed: '"mailto:e%3C/:"', before: ['mailto:e</:'], after: ['mailto:e%3C/:'] });
  // Seed 7, strict: fix-all inserts the empty path's "/" before the "?", and a "/" alone made the ":" the path's.
  const text = "'http://?6:'";
  const fixed = applyEdits(text, fixAllEdits(lintText(text, { documentType: 'shell', preset: 'strict' }).diagnostics));
  assert.equal(fixed, "'http:///?6:'");
  const spans = (t: string): string[] => lintText(t, { documentType: 'shell', preset: 'strict' }).urls.map((u) => t.slice(u.locator.start, u.locator.end));
  assert.deepEqual([spans(text), spans(fixed)], [['http://?6:'], ['http:///?6:']]);
});

test('an interpolation holding a "{" is not read past its blanks: encoding the "{" must not make it one', () => {
  // The fuzzer's (seed 1738): `${/{p"}` was unclosed, and with its "{" fixed to %7B it closed and swallowed `"}`.
  assert.deepEqual(spansBeforeAndAfter('nntp://${/{p"}', 'ini'), { fixed: 'nntp://${/%7Bp"}', before: ['nntp://${/{p'], after: ['nntp://${/%7Bp'] });
  assert.deepEqual(spansBeforeAndAfter("nntp://${B\u11c3file:///{'/\u3002}", 'roff').after, ['nntp://${B', "file:///%7B'/"]);
});

test('an AsciiDoc URL macro whose "[" never closes stops at a "<" as the bare form does, before and after fix-all', () => {
  // The fuzzer's (seed 7): the target stopped at the "]" before the fix and, the "]" encoded, ran on to the "[" over
  // the `<r:...>` wrapper: the wrapper's URL was lost.
  assert.deepEqual(spansBeforeAndAfter('HTTP://<R:///]>[', 'asciidoc'), { fixed: 'HTTP://<r:///%5D>[', before: ['<R:///]>'], after: ['<r:///%5D>'] });
});
