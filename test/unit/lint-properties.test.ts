/**
 * Properties of the whole engine (fast-check), on arbitrary strings and on generated URLs in text:
 * it never throws, every offset stays inside the text, and fix-all converges: after one application no
 * diagnostic with a safe fix remains, and a second application changes nothing.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { applyEdits, fixAllEdits, lintText, lintUrl, percentDecode, percentEncode } from '../../engine/src';

const RUNS = { numRuns: 400 };

/** Characters that stress the rules: unsafe, reserved, escapes, whitespace, controls, non-ASCII, surrogates. */
const nasty = fc.constantFrom(' ', '<', '>', '"', '#', '%', '{', '}', '|', '\\', '^', '~', '[', ']', '`', ':', '@', '/', '?', ';', '=', '&', '\n', '\r', '\t', '\u0000', 'é', '€', '😀', '\ud800', '-', '.', 'A', 'z', '0', '9');
const chunk = fc.oneof(fc.string({ maxLength: 6 }), fc.array(nasty, { maxLength: 6 }).map((a) => a.join('')));
const host = fc.oneof(fc.constantFrom('a.example', 'bücher.example', '256.1.1.1', '-x..y', 'h_h', '10.0.0.1', ''), fc.domain());
const port = fc.oneof(fc.constant(''), fc.constantFrom(':', ':80', ':21', ':25', ':99999', ':8o'));
const scheme = fc.constantFrom('http', 'HTTP', 'https', 'ftp', 'gopher', 'mailto', 'news', 'nntp', 'telnet', 'wais', 'file', 'prospero', 'x-foo');
const url = fc.tuple(scheme, fc.constantFrom('://', ':'), fc.option(fc.constantFrom('u@', 'u:p@', 'a@b@'), { nil: '' }), host, port, fc.array(chunk, { maxLength: 4 }))
  .map(([s, sep, user, h, p, path]) => `${s}${sep}${user}${h}${p}/${path.join('')}`);
const document = fc.array(fc.oneof(url, url.map((u) => `<URL:${u}>`), url.map((u) => `<${u.replace(/(.{5})/g, '$1\n ')}>`), chunk), { maxLength: 8 }).map((parts) => parts.join(' '));

function checkOffsets(text: string): void {
  const result = lintText(text);
  for (const d of result.diagnostics) {
    assert.ok(d.start >= 0 && d.start <= d.end && d.end <= text.length, `diagnostic ${d.code} ${d.start}-${d.end} in ${text.length}`);
    for (const f of d.fixes) for (const e of f.edits) assert.ok(e.start >= 0 && e.start <= e.end && e.end <= text.length);
  }
  for (const u of result.urls) for (const p of u.parsed.parts) assert.ok(p.start >= 0 && p.start <= p.end && p.end <= u.locator.url.length);
}

test('arbitrary text: never throws, offsets inside the text', () => {
  fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), checkOffsets), RUNS);
  fc.assert(fc.property(document, checkOffsets), RUNS);
});

test('a URL on its own: lintUrl never throws and parts stay inside it', () => {
  fc.assert(
    fc.property(fc.oneof(url, fc.string({ unit: 'binary', maxLength: 80 })), (u) => {
      for (const p of lintUrl(u).parsed.parts) assert.ok(p.start >= 0 && p.end <= u.length);
    }),
    RUNS,
  );
});

test('fix-all converges: nothing safe left to fix, and a second run changes nothing', () => {
  fc.assert(
    fc.property(document, (text) => {
      const once = applyEdits(text, fixAllEdits(lintText(text).diagnostics));
      const left = lintText(once).diagnostics.filter((d) => d.fixes.some((f) => f.safe));
      assert.deepEqual(left.map((d) => `${d.code}@${d.start}`), [], `after fix-all of ${JSON.stringify(text)}: ${JSON.stringify(once)}`);
      assert.equal(applyEdits(once, fixAllEdits(lintText(once).diagnostics)), once);
    }),
    RUNS,
  );
});

test('percent-encoding round-trips any well-formed string', () => {
  fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (s) => assert.equal(percentDecode(percentEncode(s)), s)), RUNS);
});
