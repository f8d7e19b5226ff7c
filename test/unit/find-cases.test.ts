/**
 * The finder, case by case. Each case marks the exact document span of every URL it must yield with ⟦ ⟧; the test
 * fails on a missing, an extra or a differently bounded URL. A span that starts with "<" is a wrapper, and its URL
 * (whitespace removed) is given after it; any other span is a bare URL whose URL is its own text.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findLocators, type LintOptions } from '../../engine/src';
import { assertLocatorInvariants, checkMarked, summarize } from './find-support';

interface Case {
  text: string;
  /** URLs of the wrapper spans, in order. */
  wrapped?: string[];
  options?: LintOptions;
}

const bare: Case[] = [
  { text: 'see ⟦http://a.example/b⟧ now' },
  { text: '⟦http://a.example/b⟧' },
  { text: 'at ⟦http://a.example/b⟧.' },
  { text: '⟦http://a.example/b⟧, ⟦ftp://b.example/⟧; ⟦http://c.example⟧: ⟦http://d.example⟧! ⟦http://e.example⟧?' },
  { text: 'in ⟦http://a.example/b.html⟧...' },
  { text: 'path ⟦http://a.example/b⟧: and ⟦http://a.example/c⟧?!' },
  { text: '"⟦http://a.example/q⟧" \'⟦http://a.example/s⟧\' `⟦http://a.example/t⟧`' },
  { text: '“⟦http://a.example/x⟧” ‘⟦http://a.example/y⟧’ «⟦http://a.example/z⟧»' },
  { text: 'the web site (⟦http://a.example/b⟧).' },
  { text: 'wiki ⟦http://a.example/A_(b)⟧ and (⟦http://a.example/A_(b)⟧).' },
  { text: '[link](⟦http://a.example/y⟧)' },
  { text: '[⟦http://a.example⟧](⟦http://a.example⟧)' },
  { text: '{⟦http://a.example/{x}⟧} [⟦http://a.example/[1]⟧]' },
  { text: '⟦http://a.example/b⟧)]}' },
  { text: 'in <a href=⟦http://a.example/⟧>' },
  { text: '⟦http://a.example⟧<br>' },
  { text: 'URL:⟦http://a.example/b⟧' },
  { text: 'HTTP=⟦HTTP://A.EXAMPLE/⟧ ⟦Mailto:Joe@A.Example⟧' },
  { text: 'mail ⟦mailto:joe@a.example⟧.' },
  { text: 'group ⟦news:comp.infosystems.www⟧, article ⟦news:1234@a.example⟧, all ⟦news:*⟧.' },
  { text: '⟦ftp://ftp.a.example/pub/doc;type=d⟧ ⟦file:///etc/motd⟧ ⟦gopher://a.example/11/⟧' },
  { text: '⟦telnet://user@a.example:23/⟧ ⟦wais://a.example/db⟧ ⟦prospero://a.example/x⟧ ⟦nntp://a.example/g/1⟧' },
  { text: '⟦https://a.example/~u/⟧' },
  // Non-ASCII letters and unsafe characters stay in: the rules flag them.
  { text: '⟦http://a.example/café|{x}^⟧ tail' },
  // A backslash ends a bare URL: in text it is an escape of the surrounding language (roff "\\-", C, shell).
  { text: '⟦http://a.example/a⟧\\-b and ⟦http://a.example/b⟧\\&c' },
  { text: 'x ⟦http://a.example/a⟧\tb' },
  // Control characters, Unicode spaces and CJK punctuation end it.
  { text: '⟦http://a.example/⟧\u0000tail ⟦http://b.example/⟧\u0085x ⟦http://c.example⟧\u00a0x ⟦http://d.example⟧\u3000x' },
  { text: '⟦http://a.example/⟧。 ⟦http://b.example/⟧、 ⟦http://c.example/⟧… 「⟦http://d.example/⟧」' },
  { text: 'two: ⟦http://a.example⟧ ⟦ftp://b.example⟧\n⟦https://c.example⟧\r\n' },
  { text: '⟦http://a.example/x⟧\r\n⟦http://b.example/x⟧\rnext' },
  // Not part of a URL at its end: a line continuation, a typesetter's hyphen (man(1) output breaks "com‐" newline "pute").
  { text: '--hub="⟦https://a.example/v1/project⟧\\\n  s/my-project"' },
  { text: 'see ⟦https://a.example/com⟧\u2010\n       pute/docs and ⟦http://a.example/x⟧\u00ad\nyz' },
  { text: 'a ⟦http://a.example/x\\y⟧ ⟦http://a.example/a\u2010b⟧' },
  // A word boundary before the scheme: ":", "(", "/", "=" and any non-scheme character are one.
  { text: '(⟦http://a⟧) =⟦http://b⟧ /⟦http://c⟧ é⟦http://d⟧' },
  // A "-" that starts the word is not part of a scheme name: a diff's removed line.
  { text: '-⟦http://a.example⟧\n+⟦http://b.example⟧' },
  { text: 'ssh ⟦ssh://host.example/r⟧ and ⟦x-y.z+w:anything⟧', options: { extraSchemes: ['SSH', 'x-y.z+w', '', '1bad'] } },
];

const notUrls: string[] = [
  'http: the protocol',
  'Good news: we shipped',
  'config file: x',
  'mailto:',
  'mailto: joe',
  'send mailto:.',
  'Good news:-) and news:--',
  'C:\\dir\\file',
  'std::vector<int>',
  'at 12:30 today',
  'Note: e.g.: a:b',
  'https:',
  'HTTP: and FTP: and FILE:',
  'ftp:host.example',
  'file:/usr/share/doc',
  // `http:/a.example` is a mistyped scheme now, found and reported: scheme-typo.test.ts.
  'http://',
  'use http:// or https:// prefixes',
  'http://.',
  'Decode file:/// URLs, http:///, ftp:////.',
  'http://...',
  '"http://"',
  'http://<host>:<port>/<path>',
  'x.http://a.example xhttp://a.example git+https://a.example 3http://a.example _ftp:',
  'a-very-long-prefix-for-schemehttp://a.example',
  'ssh://host.example/r',
  'svn+ssh://host.example/r',
  '<xsl:template match="x">',
  '<a:b>',
  '<std::vector>',
  '<svg:path d="m0"/>',
  '<URL:>',
  '<URL: \n >',
  '< URL:x>',
  '<>',
  '<',
  ':',
  '',
];

const wrappers: Case[] = [
  { text: 'at ⟦<URL:http://a.example/b>⟧.', wrapped: ['http://a.example/b'] },
  { text: '⟦<url:http://a.example/>⟧ ⟦<Url:ftp://a.example/>⟧', wrapped: ['http://a.example/', 'ftp://a.example/'] },
  { text: '⟦<URL:http://a.example/b c>⟧', wrapped: ['http://a.example/bc'] },
  { text: '⟦<URL: http://a.example/b >⟧', wrapped: ['http://a.example/b'] },
  { text: '⟦<URL:http://a.example/p.html#Sec-2>⟧', wrapped: ['http://a.example/p.html#Sec-2'] },
  { text: '⟦<URL:ftp://ds.in\n      ternic.net/rfc>⟧.', wrapped: ['ftp://ds.internic.net/rfc'] },
  { text: '⟦<URL:ftp://ds.in\r\n      ternic.net/rfc>⟧', wrapped: ['ftp://ds.internic.net/rfc'] },
  { text: '⟦<URL:ftp://ds.in\r\tternic.net/rfc>⟧', wrapped: ['ftp://ds.internic.net/rfc'] },
  // Any scheme, and anything at all, inside <URL:...>: the rules judge it.
  { text: '⟦<URL:foo:bar>⟧ ⟦<URL:a b "c">⟧', wrapped: ['foo:bar', 'ab"c"'] },
  { text: '⟦<URL:http://a.example/\u0000x>⟧', wrapped: ['http://a.example/\u0000x'] },
  // Plain wrappers: a known scheme, or any scheme followed by "//".
  { text: 'mail ⟦<mailto:joe@a.example>⟧', wrapped: ['mailto:joe@a.example'] },
  { text: '⟦<http://a.example/>⟧ ⟦<HTTPS://a.example/>⟧ ⟦<news:comp.lang.c>⟧ ⟦<http:x>⟧', wrapped: ['http://a.example/', 'HTTPS://a.example/', 'news:comp.lang.c', 'http:x'] },
  { text: '⟦<foo://bar>⟧ ⟦<svn+ssh://h/r>⟧', wrapped: ['foo://bar', 'svn+ssh://h/r'] },
  { text: '⟦<http://a.example/very/\n   long>⟧', wrapped: ['http://a.example/very/long'] },
  // A typesetter's hyphen at a line break goes with the break; anywhere else it stays (and the rules flag it).
  { text: 'at ⟦<https://savan\u2010\n       nah.gnu.org/projects/gettext>⟧', wrapped: ['https://savannah.gnu.org/projects/gettext'] },
  { text: '⟦<URL:http://a\u00ad \r\n.example/\u2010x\u2010 y>⟧', wrapped: ['http://a.example/\u2010x\u2010y'] },
  { text: '⟦<ssh:h>⟧', wrapped: ['ssh:h'], options: { extraSchemes: ['ssh'] } },
  // A plain wrapper that looks like markup is not one; its bare URL may still be found.
  { text: '<⟦news:x⟧ lang=en>' },
  { text: '<file:x name="y">' },
  { text: '<a href="⟦http://a.example/⟧">' },
  // A wrapper must close before the next "<"; a plain one also before a blank line, which <URL:...> may cross.
  { text: '<URL:⟦http://a.example/b⟧' },
  { text: '<⟦http://a.example/b⟧\n\n c>' },
  { text: '⟦<URL:http://a.example/b\r\n  \r\n c>⟧', wrapped: ['http://a.example/bc'] },
  { text: '<URL:⟦http://a.example/b⟧ ⟦<URL:http://c.example/>⟧', wrapped: ['http://c.example/'] },
  { text: '<⟦<URL:x>⟧ ⟦<URL:y>⟧>', wrapped: ['x', 'y'] },
  // A URL inside a wrapper is not reported again as bare.
  { text: '⟦<URL:http://a.example/ mailto:x>⟧ ⟦http://b.example⟧', wrapped: ['http://a.example/mailto:x'] },
];

test('bare URLs: exact spans, trailing punctuation and brackets', async (t) => {
  for (const c of bare) await t.test(JSON.stringify(c.text), () => checkMarked(c.text, c));
});

test('text that is not a URL yields nothing', async (t) => {
  for (const text of notUrls) {
    await t.test(JSON.stringify(text), () => assert.deepEqual(summarize(findLocators(text)), []));
  }
});

test('wrappers: <URL:...> and plain <scheme:...>, whitespace removed', async (t) => {
  for (const c of wrappers) await t.test(JSON.stringify(c.text), () => checkMarked(c.text, c));
});

test('wrapper whitespace runs are listed as document spans', () => {
  const text = '<URL: ftp://a\r\n  .example/ \t x >';
  const [loc] = findLocators(text);
  assert.ok(loc);
  assert.deepEqual(
    loc.whitespace.map((s) => text.slice(s.start, s.end)),
    [' ', '\r\n  ', ' \t ', ' '],
  );
  assert.deepEqual(loc.whitespace, [
    { start: 5, end: 6 },
    { start: 13, end: 17 },
    { start: 26, end: 29 },
    { start: 30, end: 31 },
  ]);
  assert.equal(loc.offsets[0], 6);
  assert.equal(loc.offsets[loc.url.length], 30, 'just past the last URL character, not the ">"');
  assert.deepEqual(loc.hyphenBreaks, []);
});

test("a typesetter's hyphen at a line break is removed with the break, not reported as a hyphen break", () => {
  const text = '<https://savan\u2010\n  nah.gnu.org/>';
  const [loc] = findLocators(text);
  assert.ok(loc);
  assert.equal(loc.url, 'https://savannah.gnu.org/');
  assert.deepEqual(loc.whitespace, [{ start: 14, end: 18 }]);
  assert.deepEqual(loc.hyphenBreaks, []);
  assert.equal(loc.offsets[loc.url.indexOf('nah')], 18);
});

test('a hyphen before a line break is reported; other hyphens are not', () => {
  const cases: [string, string, number[]][] = [
    ['<URL:http://a.example/my-\n  page>', 'http://a.example/my-page', [19]],
    ['<URL:http://a.example/my- \t\r\n  page>', 'http://a.example/my-page', [19]],
    ['<URL:http://a-\r\nb.example/x-\ry>', 'http://a-b.example/x-y', [8, 20]],
    ['<http://a.example/my -\n page>', 'http://a.example/my-page', [19]],
    ['<URL:http://a.example/my-page>', 'http://a.example/my-page', []],
    ['<URL:http://a.example/my-  page>', 'http://a.example/my-page', []],
    ['<URL:http://a.example/my\n-page>', 'http://a.example/my-page', []],
    ['<URL:x-\n->', 'x--', [1]],
  ];
  for (const [text, url, breaks] of cases) {
    const found = findLocators(text);
    assert.equal(found.length, 1, text);
    assert.equal(found[0]!.url, url);
    assert.deepEqual(found[0]!.hyphenBreaks, breaks, JSON.stringify(text));
    assertLocatorInvariants(text, found);
  }
});

test('extra schemes are matched case-insensitively and only at a word boundary', () => {
  const options = { extraSchemes: ['ssh', 'git+ssh'] };
  assert.deepEqual(
    findLocators('ssh: host; SSH:x git+ssh://h/r a.ssh:y', options).map((l) => l.url),
    ['SSH:x', 'git+ssh://h/r'],
  );
  assert.deepEqual(findLocators('ssh:x'), []);
});
