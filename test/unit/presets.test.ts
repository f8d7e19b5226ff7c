/**
 * The two presets: `default` (RFC 1738 where RFC 3986 agrees; what was legalised since is a hint, never fixed) and
 * `strict` (RFC 1738 as written). Each case marks where diagnostics must be (⟦...⟧, in document order) and states,
 * per preset, each one's code, severity and fix: `none`, `safe` (applied by fix-all) or `unsafe` (offered only).
 * Nothing else may be reported.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { RULES, applyConfig, applyEdits, defaultConfig, fixAllEdits, lintText, lintUrl, parseConfig, type Diagnostic, type Preset } from '../../engine/src';
import { unmark } from './find-support';

interface Case {
  /** Text with each diagnostic's range marked. */
  marked: string;
  /** Per preset, one "code severity fix" per marked range. */
  default: string[];
  strict: string[];
}

const fixKind = (d: Diagnostic): string => (d.fixes.length === 0 ? 'none' : d.fixes[0]!.safe ? 'safe' : 'unsafe');

function seen(text: string, preset: Preset): Array<[number, number, string]> {
  return lintText(text, { preset }).diagnostics.map((d) => [d.start, d.end, `${d.code} ${d.severity} ${fixKind(d)}`]);
}

const CASES: Case[] = [
  {
    marked: 'Home page: http://a.example/⟦~⟧user/ (old).',
    default: ['tilde hint none'],
    strict: ['tilde error safe'],
  },
  {
    marked: 'Log in at http://a.example/login?next=⟦/⟧a⟦?⟧b=1 please',
    default: ['http-search-character hint none', 'http-search-character hint none'],
    strict: ['http-search-character error unsafe', 'http-search-character error unsafe'],
  },
  {
    marked: 'https://a.example/?u=http:⟦/⟧⟦/⟧b.example',
    default: ['http-search-character hint none', 'http-search-character hint none'],
    strict: ['http-search-character error unsafe', 'http-search-character error unsafe'],
  },
  {
    marked: 'Serve on http://⟦[::1]⟧:8080/ locally.',
    default: ['host-ip-literal hint none'],
    strict: ['host-ip-literal error none'],
  },
  {
    marked: 'See http://⟦[2001:db8::7]⟧/x and <URL:http://⟦[fe80::1%25eth0]⟧/>.',
    default: ['host-ip-literal hint none', 'host-ip-literal hint none'],
    strict: ['host-ip-literal error none', 'host-ip-literal error none'],
  },
  {
    // The finder drops the unbalanced "]": the URL is http://[:]
    marked: 'bad: http://⟦[:]⟧] end',
    default: ['host-invalid-ip-literal error none'],
    strict: ['host-invalid-ip-literal error none'],
  },
  {
    marked: 'bad: http://⟦[::1⟧ end',
    default: ['host-invalid-ip-literal error none'],
    strict: ['host-invalid-ip-literal error none'],
  },
  {
    marked: 'bad: http://⟦[zz::1]⟧/ end',
    default: ['host-invalid-ip-literal error none'],
    strict: ['host-invalid-ip-literal error none'],
  },
  {
    // A port that is no port after a literal: port-invalid, and no fix encodes its "]".
    marked: 'bad: <URL:http://⟦[::1]⟧:⟦80]⟧/> end',
    default: ['host-ip-literal hint none', 'port-invalid error none'],
    strict: ['host-ip-literal error none', 'port-invalid error none'],
  },
  {
    // A bracket outside the host is still unsafe, and encoding it is still the safe fix.
    marked: 'http://a.example/a⟦[⟧1⟦]⟧',
    default: ['unsafe-character error safe', 'unsafe-character error safe'],
    strict: ['unsafe-character error safe', 'unsafe-character error safe'],
  },
  {
    // What RFC 1738 and RFC 3986 agree on is the same in both presets.
    marked: 'http://a.example/b⟦|⟧c ftp://u:⟦Xk9vQ2mLp8⟧@files.⟦.⟧gnu.org/x⟦~⟧',
    default: ['unsafe-character error safe', 'password warning none', 'host-empty-label error none', 'tilde hint none'],
    strict: ['unsafe-character error safe', 'password warning none', 'host-empty-label error none', 'tilde error safe'],
  },
  {
    marked: 'http://a.example/⟦~⟧x?q=⟦/⟧a',
    default: ['tilde hint none', 'http-search-character hint none'],
    strict: ['tilde error safe', 'http-search-character error unsafe'],
  },
  {
    // Today's URLs (issue 19): RFC 3986's userinfo, IDNA hosts, RFC 3987's non-ASCII path and RFC 8089's file:/path
    // are hints with no fix by default; strict keeps RFC 1738's errors. A run of characters is one diagnostic.
    marked: 'Clone https://⟦user@⟧github.com/org/repo.git from http://⟦bücher.example⟧/ or https://zh.wikipedia.org/wiki/⟦中文⟧ or <⟦file:⟧/etc/passwd>.',
    default: ['userinfo-not-allowed hint none', 'host-non-ascii hint unsafe', 'non-ascii-character hint none', 'file-local-path hint none'],
    strict: ['userinfo-not-allowed error none', 'host-non-ascii error unsafe', 'non-ascii-character error safe', 'file-local-path error none'],
  },
  {
    // An encoded line break in a web URL's query is form data (HTTP sends it encoded); ftp decodes it into a command.
    marked: '[share](https://bsky.app/intent/compose?text=hello%0Aworld) ftp://a.example/x⟦%0D%0A⟧DELE%20y',
    default: ['encoded-crlf warning none'],
    strict: ['encoded-crlf warning none'],
  },
];

describe('each case under both presets', () => {
  for (const c of CASES) {
    for (const preset of ['default', 'strict'] as const) {
      test(`${preset}: ${JSON.stringify(c.marked)}`, () => {
        const { text, spans } = unmark(c.marked);
        assert.deepEqual(seen(text, preset), spans.map((s, i) => [s.start, s.end, c[preset][i]]));
      });
    }
  }
});

describe('an escape in a host', () => {
  test('of a letter, digit, "-" (RFC 3986 2.3) or UTF-8 non-ASCII (3.2.2): nothing by default, strict reports each "%"', () => {
    const text = 'http://%65xample.com/ and http://a%2Db.example/ and https://%CF%80.example.com/foo';
    assert.deepEqual(seen(text, 'default'), []);
    assert.deepEqual(
      seen(text, 'strict'),
      [7, 34, 60, 63].map((at) => [at, at + 1, 'host-invalid-character error none']),
    );
  });
  test('of anything else (a character no host name holds, a broken UTF-8 octet): an error in both presets', () => {
    const text = 'http://trusted.com%40evil.com/ http://a%C3.example/ http://%41%25.example/';
    for (const preset of ['default', 'strict'] as const) {
      const expected = preset === 'strict' ? [18, 39, 59, 62] : [18, 39, 62];
      assert.deepEqual(seen(text, preset), expected.map((at) => [at, at + 1, 'host-invalid-character error none']), preset);
    }
  });
});

describe('a user with a password (RFC 3986 3.2.1 deprecates it; RFC 1738 3.3 forbids any user in http)', () => {
  test('default: only the password warning; strict: also the error over the whole login', () => {
    const url = 'http://user:Xk9vQ2mLp8@files.gnu.org/';
    const show = (preset: Preset) => lintUrl(url, { preset }).diagnostics.map((d) => [d.code, d.severity, url.slice(d.start, d.end)]);
    assert.deepEqual(show('default'), [['password', 'warning', 'Xk9vQ2mLp8']]);
    assert.deepEqual(show('strict'), [['userinfo-not-allowed', 'error', 'user:Xk9vQ2mLp8@'], ['password', 'warning', 'Xk9vQ2mLp8']]);
  });
});

describe('IPv6 literal hosts are parsed as RFC 3986 reads them', () => {
  test('http://[::1]:8080/: host "[::1]" (brackets kept: the part is the text the user wrote), kind ipv6, port 8080', () => {
    const { parsed } = lintUrl('http://[::1]:8080/');
    const show = parsed.parts.map((p) => [p.name, p.start, p.end, p.raw]);
    assert.deepEqual(show, [['scheme', 0, 4, 'http'], ['host', 7, 12, '[::1]'], ['port', 13, 17, '8080'], ['path', 18, 18, '']]);
    assert.equal(parsed.hostKind, 'ipv6');
    assert.equal(parsed.port, 8080);
    assert.equal(parsed.portImplied, undefined);
  });

  test('http://[2001:db8::7]/x: the default port is implied', () => {
    const { parsed } = lintUrl('http://[2001:db8::7]/x');
    assert.deepEqual(parsed.parts.find((p) => p.name === 'host')?.raw, '[2001:db8::7]');
    assert.equal(parsed.port, 80);
    assert.equal(parsed.portImplied, true);
  });

  test('a user before a literal and a port after it', () => {
    const { parsed } = lintUrl('ftp://u@[::ffff:192.0.2.1]:2121/f');
    assert.deepEqual(parsed.parts.slice(1, 4).map((p) => [p.name, p.raw]), [['user', 'u'], ['host', '[::ffff:192.0.2.1]'], ['port', '2121']]);
  });

  test('malformed literals are one host part, never a port cut from inside the brackets', () => {
    const cases: ReadonlyArray<readonly [url: string, host: string]> = [['http://[:]]', '[:]]'], ['http://[::1', '[::1'], ['http://[::1:80/x', '[::1:80'], ['http://[zz::1]/', '[zz::1]'], ['http://[', '[']];
    for (const [url, host] of cases) {
      const { parsed } = lintUrl(url);
      assert.deepEqual(parsed.parts.filter((p) => p.name === 'host' || p.name === 'port').map((p) => p.raw), [host], url);
      assert.equal(parsed.hostKind, 'ipv6', url);
    }
  });

  test('literal forms: valid ones get host-ip-literal, invalid ones host-invalid-ip-literal', () => {
    const valid = ['[::]', '[::1]', '[1::]', '[1:2:3:4:5:6:7:8]', '[1:2:3:4:5:6::8]', '[::ffff:1.2.3.4]', '[64:ff9b::192.0.2.33]', '[fe80::a%25en0]', '[v1.fe:x]', '[ABCD:ef01::]'];
    const invalid = ['[]', '[:]', '[:::]', '[1:2:3:4:5:6:7:8:9]', '[1:2:3:4:5:6:7]', '[1::2::3]', '[12345::]', '[1:]', '[:1]', '[1.2.3.4]', '[::1.2.3]', '[::256.1.1.1]', '[::1%25]', '[::1%eth0]', '[v.x]', '[vg.x]', '[g::1]', '[::1 ]'];
    for (const host of valid) {
      assert.deepEqual(lintUrl(`http://${host}/`).diagnostics.map((d) => d.code), ['host-ip-literal'], host);
    }
    for (const host of invalid) {
      assert.deepEqual(lintUrl(`http://${host}/`).diagnostics.map((d) => d.code), ['host-invalid-ip-literal'], host);
    }
  });

  test('text after a valid literal\'s "]" is reported on that text alone', () => {
    const d = lintUrl('http://[::1]x.example/').diagnostics;
    assert.deepEqual(d.map((x) => [x.code, x.start, x.end]), [['host-invalid-ip-literal', 12, 21]]);
  });

  test('no fix, in either preset, edits an IP literal or a bracket in the authority', () => {
    const text = 'a http://[::1]:8080/ b http://[:]] c http://[::1 d <URL:http://[zz::1]:8]/> e http://[::1]]:80/';
    for (const preset of ['default', 'strict'] as const) {
      assert.deepEqual(fixAllEdits(lintText(text, { preset }).diagnostics), [], preset);
      assert.ok(lintText(text, { preset }).diagnostics.every((d) => d.fixes.length === 0), preset);
    }
  });
});

describe('fixes per preset', () => {
  const text = 'See http://a.example/~u/?next=/x and http://a.example/b|c.';
  test('default: fix-all touches only what RFC 3986 also forbids', () => {
    assert.equal(applyEdits(text, fixAllEdits(lintText(text).diagnostics)), 'See http://a.example/~u/?next=/x and http://a.example/b%7Cc.');
  });
  test('strict: fix-all encodes "~" too, but never "/" or "?" in a search (that fix is offered, not applied)', () => {
    const fixed = applyEdits(text, fixAllEdits(lintText(text, { preset: 'strict' }).diagnostics));
    assert.equal(fixed, 'See http://a.example/%7Eu/?next=/x and http://a.example/b%7Cc.');
    const search = lintText(text, { preset: 'strict' }).diagnostics.find((d) => d.code === 'http-search-character');
    assert.ok(search);
    assert.equal(applyEdits(text, search.fixes[0]!.edits), 'See http://a.example/~u/?next=%2Fx and http://a.example/b|c.');
  });
  test('lintText and lintUrl default to the default preset', () => {
    assert.deepEqual(lintText('http://a.example/~').diagnostics, lintText('http://a.example/~', { preset: 'default' }).diagnostics);
    assert.deepEqual(lintUrl('http://a.example/~').diagnostics.map((d) => d.severity), ['hint']);
  });
});

describe('user settings and the config file', () => {
  test('per-code rules override either preset', () => {
    const text = 'http://a.example/~u/ http://[::1]/';
    for (const preset of ['default', 'strict'] as const) {
      const config = { ...defaultConfig(), preset, rules: { tilde: 'warning' as const, 'host-ip-literal': 'off' as const } };
      const shown = applyConfig(text, lintText(text, { preset }), config).map((d) => `${d.code}:${d.severity}`);
      assert.deepEqual(shown, ['tilde:warning'], preset);
    }
  });

  test('"extends": "strict" in .urlsmithrc.json gives the strict preset to lintText', () => {
    const { config } = parseConfig('{ "extends": "strict" }');
    assert.deepEqual(lintText('http://a.example/~', { preset: config.preset }).diagnostics.map((d) => d.severity), ['error']);
  });
});

describe('metadata and docs/rules.md', () => {
  const differing = RULES.filter((r) => r.severities.default !== r.severities.strict);

  test('exactly the later-legalised codes differ by preset; severity is the default preset\'s', () => {
    assert.deepEqual(differing.map((r) => [r.code, r.severities.default, r.severities.strict]), [
      ['non-ascii-character', 'hint', 'error'],
      ['tilde', 'hint', 'error'],
      ['router-fragment-hash', 'hint', 'error'],
      ['userinfo-not-allowed', 'hint', 'error'],
      ['host-non-ascii', 'hint', 'error'],
      ['host-ip-literal', 'hint', 'error'],
      ['ftp-invalid-path', 'hint', 'error'],
      ['http-invalid-path', 'hint', 'error'],
      ['http-search-character', 'hint', 'error'],
      ['mailto-invalid-address', 'hint', 'error'],
      ['file-invalid-path', 'hint', 'error'],
      ['file-local-path', 'hint', 'error'],
    ]);
    for (const r of RULES) assert.equal(r.severity, r.severities.default, r.code);
  });

  test('the presets table in docs/rules.md lists those codes with both severities, and no other', () => {
    const doc = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'rules.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Presets\n'), doc.indexOf('\n## ', doc.indexOf('## Presets\n') + 1));
    const rows = [...section.matchAll(/^\| \[([a-z0-9-]+)\]\(#\1\) \| (\w+) \| (\w+) \|/gm)].map((m) => [m[1], m[2], m[3]]);
    assert.deepEqual(rows, differing.map((r) => [r.code, r.severities.default, r.severities.strict]));
  });
});
