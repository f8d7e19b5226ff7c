/**
 * RFC 1738 section 5 as code: each diagnostic names the innermost production its text breaks, and the list of
 * productions (engine/src/grammar/productions.ts) agrees with the modules that check them and with docs/rfc1738.md.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { RULES, lintText, lintUrl, type Preset } from '../../engine/src';
import { PRODUCTIONS, type Production } from '../../engine/src/grammar/productions';
import { unmark } from './find-support';

const REPO = join(__dirname, '..', '..', '..');

/**
 * A marked URL and, for each ⟦...⟧ range in order, the code and production of the diagnostic there (`null`: none
 * applies). The URL's diagnostics must be exactly these: a missing and an extra one both fail.
 */
type Case = [marked: string, ...expected: Array<[code: string, production: Production | null]>];

const CASES: Case[] = [
  // The convention's own examples.
  ['http://a.example/a⟦ ⟧b', ['unsafe-character', 'hsegment']],
  ['http://a.example/⟦%⟧zz', ['invalid-percent-escape', 'escape']],
  ['ftp://h.example/a⟦;⟧b', ['ftp-invalid-path', 'fsegment']],
  ['news:⟦1abc⟧', ['news-invalid', 'group']],
  ['http://a.⟦.⟧b/', ['host-empty-label', 'hostname']],
  ['http://⟦-⟧a.b/', ['host-label-hyphen', 'domainlabel']],
  ['http://a.⟦1⟧/', ['host-top-label-digit', 'toplabel']],
  ['http://h.example:⟦8x⟧/', ['port-invalid', 'port']],
  // The gaps of issue 11.
  ['nntp://news.example/⟦1234567890⟧', ['nntp-invalid', 'group']],
  ['prospero://host.example/;=value'],
  ['prospero://⟦host.example⟧', ['prospero-invalid-path', 'prosperourl']],
  ['http://a.example/x?a⟦/⟧b⟦?⟧c', ['http-search-character', 'search'], ['http-search-character', 'search']],
  ['⟦mailto:⟧', ['mailto-invalid-address', 'encoded822addr']],
  // Scheme and generic syntax.
  ['⟦HTTP⟧://a.example/', ['scheme-case', 'scheme']],
  ['ht⟦_⟧tp://a.example/', ['invalid-scheme', 'scheme']],
  ['⟦http:⟧x', ['missing-authority', 'httpurl']],
  ['x-y:a⟦ ⟧b', ['unsafe-character', 'schemepart']],
  ['x-y://h.example/a⟦|⟧b', ['unsafe-character', 'urlpath']],
  ['1x://h.example/'],
  // Login, host, port (3.1).
  ['ftp://us⟦@⟧er@h.example/', ['userinfo-unencoded-delimiter', 'user']],
  ['http://⟦u@⟧h.example/', ['userinfo-not-allowed', 'hostport']],
  ['http://a⟦_⟧b.example/', ['host-invalid-character', 'domainlabel']],
  ['http://a.ex⟦!⟧/', ['host-invalid-character', 'toplabel']],
  ['http://⟦pé.example⟧/', ['host-non-ascii', 'domainlabel']],
  ['http://⟦1.2.3.999⟧/', ['host-invalid-number', 'hostnumber']],
  ['http://⟦[::1]⟧/', ['host-ip-literal', 'host']],
  ['http://⟦[::x]⟧/', ['host-invalid-ip-literal', 'host']],
  ['http:/⟦/⟧/p', ['host-missing', 'host']],
  ['http://h.example⟦:⟧/', ['port-empty', 'port']],
  ['http://h.example:⟦99999⟧/', ['port-out-of-range', 'port']],
  ['ftp://u:⟦Xk9vQ2mLp8⟧@files.gnu.org/', ['password', null]],
  ['http://h.example⟦:80⟧/', ['default-port', null]],
  // Per scheme.
  ['ftp://h.example/f;type=⟦x⟧', ['ftp-invalid-typecode', 'ftptype']],
  ['ftp://h.example/a⟦ ⟧b;type=a', ['unsafe-character', 'fsegment']],
  ['file:///a⟦;⟧b', ['file-invalid-path', 'fsegment']],
  ['file://h.example⟦:99⟧/x', ['file-invalid-host', 'host']],
  ['file://⟦h.example⟧', ['file-invalid-host', 'fileurl']],
  ['http://h.example⟦?⟧q', ['http-invalid-path', 'httpurl']],
  ['http://h.example/p?q⟦ ⟧r', ['unsafe-character', 'search']],
  ['gopher://h.example/1a⟦ ⟧b', ['unsafe-character', 'selector']],
  ['gopher://h.example/⟦ ⟧ab', ['unsafe-character', 'gtype']],
  ['gopher://h.example/7a%09b⟦ ⟧c', ['unsafe-character', 'search']],
  ['gopher://h.example/7ab%09search%09more⟦ ⟧here', ['unsafe-character', 'gopher+_string']],
  ['gopher://h.example/7a%09b/c?d'],
  ['mailto:a⟦%⟧b@h.example', ['mailto-unencoded-percent', 'escape']],
  ['mailto:a⟦ ⟧b@h.example', ['unsafe-character', 'encoded822addr']],
  ['news:a⟦@⟧b@h.example', ['news-invalid', 'article']],
  ['news:a⟦ ⟧b@h.example', ['unsafe-character', 'article']],
  ['⟦news:⟧', ['news-invalid', 'grouppart']],
  ['news:a@⟦-⟧h.example', ['host-label-hyphen', 'domainlabel']],
  ['nntp://h.example/g/⟦1x⟧', ['nntp-invalid', 'digits']],
  ['nntp://h.exampl⟦e⟧', ['nntp-invalid', 'nntpurl']],
  ['nntp://h.example⟦/⟧', ['nntp-invalid', 'group']],
  ['telnet://h.example/⟦x⟧', ['telnet-invalid-path', 'telneturl']],
  ['wais://⟦h.example⟧', ['wais-invalid-path', 'waisurl']],
  ['wais://h.example/db/⟦t⟧', ['wais-invalid-path', 'waisdoc']],
  ['wais://h.example/d⟦:⟧b', ['wais-invalid-path', 'database']],
  ['wais://h.example/db/t/p⟦/⟧q', ['wais-invalid-path', 'wpath']],
  ['wais://h.example/db?a⟦/⟧b', ['http-search-character', 'search']],
  ['prospero://h.example/x⟦;bad⟧', ['prospero-invalid-fieldspec', 'fieldspec']],
  ['prospero://h.example/x;a=b⟦=⟧c', ['prospero-invalid-fieldspec', 'fieldvalue']],
  ['prospero://h.example/x;a⟦ ⟧b=c', ['unsafe-character', 'fieldname']],
  ['prospero://h.example/x⟦ ⟧y;a=b', ['unsafe-character', 'psegment']],
  // Outside section 5's BNF: the fragment, section 6's warnings.
  ['http://h.example/p#a⟦ ⟧b', ['unsafe-character', null]],
  ['ftp://h.example/a⟦%0D⟧', ['encoded-crlf', null]],
  ['http://h.example/a⟦~⟧b', ['tilde', 'hsegment']],
];

function check(marked: string, expected: Array<[string, Production | null]>, preset: Preset): void {
  const { text, spans } = unmark(marked);
  assert.equal(spans.length, expected.length, 'one expectation per marked range');
  const got = lintUrl(text, { preset }).diagnostics.map((d) => [d.start, d.end, d.code, d.production ?? null]);
  assert.deepEqual(got, spans.map((s, i) => [s.start, s.end, expected[i]![0], expected[i]![1]]));
}

describe('each diagnostic names the innermost production its text breaks', () => {
  for (const [marked, ...expected] of CASES) {
    test(marked, () => check(marked, expected, 'default'));
  }
  test('a URL in a document names the same production as on its own (document offsets)', () => {
    const got = lintText('See <URL:ftp://h.example/a;\n  b%zz> and news:1abc.').diagnostics.map((d) => [d.start, d.end, d.code, d.production ?? null]);
    assert.deepEqual(got, [
      [26, 27, 'ftp-invalid-path', 'fsegment'],
      [27, 30, 'wrapper-whitespace', null],
      [31, 32, 'invalid-percent-escape', 'escape'],
      [45, 49, 'news-invalid', 'group'],
    ]);
  });
  test('the production does not depend on the preset', () => {
    check('ftp://h.example/a⟦;⟧b⟦~⟧', [['ftp-invalid-path', 'fsegment'], ['tilde', 'fsegment']], 'strict');
  });
});

describe('the list of productions', () => {
  const names = PRODUCTIONS.map((p) => p.name);
  const codes = new Set(RULES.map((r) => r.code));

  test('names each production once', () => {
    assert.equal(new Set(names).size, names.length);
  });

  test('each production\'s module exists and quotes its definition', () => {
    for (const p of PRODUCTIONS) {
      const file = join(REPO, 'engine', 'src', p.module);
      assert.ok(existsSync(file), p.module);
      const source = readFileSync(file, 'utf8');
      assert.match(source, new RegExp(`\\b${p.name.replace(/[+]/g, '\\+')}\\s+=`), `${p.name} in ${p.module}`);
    }
  });

  test('each production\'s codes are rule codes; each diagnostic\'s code is among its production\'s', () => {
    for (const p of PRODUCTIONS) for (const code of p.codes) assert.ok(codes.has(code), `${p.name}: ${code}`);
    for (const [, ...expected] of CASES) {
      for (const [code, production] of expected) {
        if (production === null) continue;
        assert.ok(PRODUCTIONS.find((p) => p.name === production)?.codes.includes(code), `${code} is listed under ${production}`);
      }
    }
  });

  test('docs/rfc1738.md has a row per production, with its module and codes', () => {
    const doc = readFileSync(join(REPO, 'docs', 'rfc1738.md'), 'utf8').split('\n## Productions\n')[1]!;
    const rows = [...doc.matchAll(/^\| `([^`]+)` \|.*$/gm)].map((m) => m[0]);
    assert.deepEqual(rows.map((r) => r.split('|')[1]!.trim().slice(1, -1)), names);
    for (const [i, p] of PRODUCTIONS.entries()) {
      assert.ok(rows[i]!.includes(`engine/src/${p.module}`), p.name);
      for (const code of p.codes) assert.ok(rows[i]!.includes(`[${code}](rules.md#${code})`), `${p.name}: ${code}`);
    }
  });
});
