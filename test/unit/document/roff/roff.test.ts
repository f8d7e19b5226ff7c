/**
 * The roff reader: URLs in man-page sources as the formatted page shows them. Each case marks the document span of
 * every URL with ⟦ ⟧ and gives its URL as the reader sees it; diagnostics are codes with the document text they cover
 * (its first occurrence at or after the URL's start), so a range over an escape is its whole source.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lintText } from '../../../../engine/src';
import { assertFixesTo, assertLintsAnyText, checkLint, fixAll, textOf, type LintCase } from '../support';

const cases: LintCase[] = [
  // Real lines from Debian man sources.
  { text: 'See ⟦<https://github.com/Perl\\-Toolchain\\-Gang/x.md>⟧.', urls: ['https://github.com/Perl-Toolchain-Gang/x.md'] },
  { text: 'at \\fB⟦https://bugs.gnupg.org⟧\\fR.', urls: ['https://bugs.gnupg.org'] },
  { text: '.URL "⟦https://www.kernel.org/pub/linux/utils/util\\-linux/⟧"', urls: ['https://www.kernel.org/pub/linux/utils/util-linux/'] },
  // "~" is legal since RFC 3986: a hint over the whole `\(ti`.
  { text: '.UR ⟦https://example.org/a\\(tib⟧\nthe site\n.UE .', urls: ['https://example.org/a~b'], diagnostics: [['tilde', '\\(ti']] },
  { text: '.UR ⟦https://example.org/\\[ti]u⟧\n.UE', urls: ['https://example.org/~u'], diagnostics: [['tilde', '\\[ti]']] },
  { text: 'see \\%⟦https://x.example/y⟧ and \\fI⟦http://a.example/x\\fP/y⟧', urls: ['https://x.example/y', 'http://a.example/x/y'] },
  { text: '\\f(CW⟦http://a.example/\\&x\\:y\\/z⟧\\f[R], then', urls: ['http://a.example/xyz'] },
  // Comments are not text.
  { text: '.\\" http://a.example/old\n\'\\" http://b.example/\n.  \\# http://c.example/\nnew ⟦http://d.example/⟧ \\" http://e.example/', urls: ['http://d.example/'] },
  { text: '.ig\nhttp://a.example/\n..\n⟦http://b.example/⟧\n.ig END\nhttp://c.example/\n.END\n', urls: ['http://b.example/'] },
  // An escaped newline joins the lines; `\e` and `\\` are a backslash, before a letter a mistyped separator that
  // stays in the URL to be reported (find/chars.ts, isPathBackslash).
  { text: '⟦http://a.example/lo\\\nng⟧ x', urls: ['http://a.example/long'] },
  { text: '⟦http://a.example/a\\eb⟧ ⟦http://a.example/c\\\\d⟧', urls: ['http://a.example/a\\b', 'http://a.example/c\\d'], diagnostics: [['unsafe-character', '\\e'], ['unsafe-character', '\\\\']] },
  // Quotes as glyphs or strings around a URL, and escapes of unknown output: none is part of the URL.
  { text: '\\*(lq⟦http://a.example/⟧\\*(rq \\(lq⟦http://b.example/⟧\\(rq \\h\'1m\'⟦http://c.example/x⟧\\n(XXz', urls: ['http://a.example/', 'http://b.example/', 'http://c.example/x'] },
  // An escaped space or `\~` is a space: it ends a bare URL, and inside a wrapper it is wrapper whitespace.
  { text: '⟦http://a.example/x⟧\\ y ⟦<URL:http://b.example/\\~z>⟧', urls: ['http://a.example/x', 'http://b.example/z'], diagnostics: [['wrapper-whitespace', '\\~']] },
  // A Unicode glyph is the character it names: non-ASCII, encoded over the whole escape.
  { text: '⟦<URL:http://a.example/\\[u00E9]\\-x>⟧', urls: ['http://a.example/é-x'], diagnostics: [['non-ascii-character', '\\[u00E9]']] },
  { text: '⟦http://a.example/a\\-b^c⟧', urls: ['http://a.example/a-b^c'], diagnostics: [['unsafe-character', '^']] },
  { text: '.SH "SEE ALSO"\n.BR ls (1),\n.I ⟦http://a.example/⟧\n', urls: ['http://a.example/'] },
  { text: '\\s-1⟦HTTP://A.EXAMPLE/⟧\\s0', urls: ['HTTP://A.EXAMPLE/'], diagnostics: [['scheme-case', 'HTTP']] },
];

test('roff: URLs and diagnostics as the formatted page reads', () => {
  for (const c of cases) checkLint('roff', c);
});

test('roff: a fix replaces whole escapes and keeps every escape of the URL intact', () => {
  const text = '.UR https://a.example/Perl\\-Gang/x^y\\-y\\(tiz\n.UE\nsee \\fBhttp://b.example/a\\-b c\\fR';
  const fixed = '.UR https://a.example/Perl\\-Gang/x%5Ey\\-y\\(tiz\n.UE\nsee \\fBhttp://b.example/a\\-b c\\fR';
  assertFixesTo('roff', text, fixed);
  const again = lintText(fixed, { documentType: 'roff' });
  assert.deepEqual(again.urls.map((u) => u.locator.url), ['https://a.example/Perl-Gang/x%5Ey-y~z', 'http://b.example/a-b']);

  const upper = '\\%HTTP://A.EXAMPLE:80/x\\-y';
  assert.equal(fixAll('roff', upper), '\\%http://A.EXAMPLE/x\\-y');
});

/** Text dense in roff's escapes and line forms. */
const roffText = textOf([
  '\\', '\\-', '\\&', '\\e', '\\\\', '\\(ti', '\\(', '\\[', '\\[ti]', '\\[u00E9]', '\\[u', '\\fB', '\\f(CW', '\\f[', '\\fR',
  '\\*(lq', '\\*[', '\\n', '\\h\'', '\\s-1', '\\s(', '\\"', '\\#', '\\\n', '\\\r\n', '\\ ', '\\~', '.\\" ', '.ig', '.ig X', '..',
  '.X', '.UR ', '\n', '\r\n', ' ', '"', '<', '>', 'http://a.example/', 'https://', 'x', '{', 'é', '\ud800', '\u0000',
]);

test('roff: any input reads without throwing, views stay inside the document and in order', () => {
  assertLintsAnyText('roff', roffText, 2000);
});

test('roff: a 1 MB line and a lone trailing backslash', () => {
  const line = 'http://a.example/' + 'a\\-'.repeat(350_000) + '\\';
  const result = lintText(line, { documentType: 'roff' });
  assert.equal(result.urls.length, 1);
  assert.equal(result.urls[0]!.locator.end, line.length - 1);
});
