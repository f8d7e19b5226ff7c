/**
 * The clean-URL scan (engine/src/parse/clean-http.ts) decides alone for most URLs in real text, so it must never
 * accept one that the full parse and the rules would say anything about: whatever it accepts, the full path
 * (lintWithRules) reports nothing in either preset, and parses into the same fields and parts (offsets, raw text,
 * decoded value). The random URLs are built near its edges: label lengths 63/64, names of 255/256, "-" and "." at
 * label ends, digits in the last label, every printable ASCII character and a few others after the host.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { lintUrl, type ParsedUrl } from '../../engine/src';
import { bareLocator, lintWithRules } from '../../engine/src/lint';
import { parseCleanHttp } from '../../engine/src/parse/clean-http';
import { Rng } from '../../bench/fuzz/random';

/** What a user of the parse sees of it. */
function shown(parsed: ParsedUrl): unknown {
  const { url, scheme, grammar, section, hostKind, port, portImplied } = parsed;
  const parts = parsed.parts.map((p) => `${p.name} ${p.start}-${p.end} ${JSON.stringify(p.raw)} ${JSON.stringify(p.value)}`);
  return { url, scheme, grammar, section, hostKind, port, portImplied, parts };
}

/** Why the scan must not have accepted `url`, or undefined when it may. */
function disagreement(url: string): string | undefined {
  const clean = parseCleanHttp(url);
  if (clean === undefined) return undefined;
  for (const preset of ['default', 'strict'] as const) {
    const full = lintWithRules(bareLocator(url), preset);
    if (full.diagnostics.length > 0) return `${preset}: ${full.diagnostics.map((d) => `${d.code}@${d.start}`).join(', ')}`;
    try {
      assert.deepEqual(shown(clean), shown(full.parsed));
    } catch (error) {
      return `parts differ: ${(error as Error).message}`;
    }
  }
  return undefined;
}

const LABEL_CHARS = ['a', 'z', 'Q', '0', '7', '-', '-', '.', '_', '%', '~'];
const AFTER_HOST = [...Array.from({ length: 95 }, (_, i) => String.fromCharCode(0x20 + i)), '\t', '\x7f', 'é', '\u2026', '/', '/', '?', '#', '.', '.', 'a', '0', '%41', '%0d'];

function label(rng: Rng): string {
  const length = rng.chance(0.9) ? rng.int(8) + 1 : rng.pick([0, 62, 63, 64]);
  let text = '';
  for (let i = 0; i < length; i++) text += rng.chance(0.97) ? rng.pick(['a', 'b', 'Z', 'x', '1']) : rng.pick(LABEL_CHARS);
  return text;
}

function randomUrl(rng: Rng): string {
  const scheme = rng.chance(0.8) ? rng.pick(['http://', 'https://']) : rng.pick(['HTTP://', 'ftp://', 'http:/', 'https:']);
  const labels = rng.chance(0.05) ? rng.int(60) + 60 : rng.int(4) + 1;
  let host = rng.repeat(labels, () => label(rng), '.');
  if (rng.chance(0.05)) host += rng.pick([':80', ':', '.', '@x', ':8080']);
  let rest = '';
  const tail = rng.int(12);
  for (let i = 0; i < tail; i++) rest += rng.chance(0.9) ? rng.pick(['a', 'b/', 'c', '-', '_', '=', '&']) : rng.pick(AFTER_HOST);
  return scheme + host + (rng.chance(0.8) ? '/' : '') + rest;
}

describe('clean http scan', () => {
  test('accepts the commonest URLs, with their parts split as the full parse splits them', () => {
    for (const url of [
      'http://www.ietf.org/rfc/rfc1738.txt',
      'https://github.com/microsoft/vscode/issues?q=is%3Aopen',
      'https://example.com/path/to/page.html?x=1&y=2#section-3',
      'http://a.example',
      'http://a.example/',
      'https://a.example#top',
      'https://1and1.example/',
      `http://${'a'.repeat(63)}.example/`,
    ]) {
      assert.equal(disagreement(url), undefined, url);
    }
    assert.notEqual(parseCleanHttp('http://www.ietf.org/rfc/rfc1738.txt'), undefined);
    assert.notEqual(parseCleanHttp('https://a.example#top'), undefined);
    assert.notEqual(parseCleanHttp(`http://${'a'.repeat(63)}.example/`), undefined);
  });

  test('leaves to the rules every URL they have something to say about', () => {
    for (const url of [
      'http://a.example?q', // http-invalid-path
      'http://a.example/x?a/b', // http-search-character
      'http://a.example:80/', // default-port
      'http://u@a.example/', // userinfo-not-allowed
      'http://a.1example/', // host-top-label-digit
      'http://-a.example/', // host-label-hyphen
      'http://a-.example/', // host-label-hyphen
      'http://a..example/', // host-empty-label
      'http://a.example./',
      `http://${'a'.repeat(64)}.example/`, // host-label-too-long
      `http://${'a.'.repeat(128)}example/`, // host-name-too-long
      'http://a_b.example/', // host-invalid-character
      'http://192.0.2.1/',
      'http://[::1]/',
      'http://a.example/~user', // tilde: a hint in default
      'http://a.example/a%20b',
      'http://a.example/{id}', // a placeholder
      'http://a.example/x/.../y',
      'http://a.example/x.*',
      'HTTP://a.example/',
      'http://a.example/a b',
      'http://a.example/é',
    ]) {
      assert.equal(parseCleanHttp(url), undefined, url);
    }
  });

  test('20,000 random URLs near its edges: the full path says nothing about any it accepts', () => {
    const rng = new Rng(1738);
    let accepted = 0;
    const wrong: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const url = randomUrl(rng);
      if (parseCleanHttp(url) !== undefined) accepted++;
      const why = disagreement(url);
      if (why !== undefined) wrong.push(`${JSON.stringify(url)}: ${why}`);
    }
    assert.deepEqual(wrong.slice(0, 10), []);
    // The generator reaches both sides of the scan's edge.
    assert.ok(accepted > 2_000 && accepted < 18_000, `${accepted} accepted`);
  });

  test('a URL of 20 MB is left to the full parse, which checks it: the scan does not run out of stack', () => {
    const huge = `http://a.example/${'a'.repeat(20_000_000)}`;
    assert.equal(parseCleanHttp(huge), undefined);
    assert.deepEqual(lintUrl(huge).diagnostics, []);
    const justLongEnough = `http://a.example/${'a'.repeat(4096 - 17)}`;
    assert.notEqual(parseCleanHttp(justLongEnough), undefined);
    assert.equal(parseCleanHttp(`${justLongEnough}a`), undefined);
  });

  test('lintUrl takes it: a clean URL gets no diagnostics and the parts the full parse has', () => {
    const url = 'https://example.com/a/b?c=d#e';
    const linted = lintUrl(url);
    assert.deepEqual(linted.diagnostics, []);
    assert.deepEqual(shown(linted.parsed), shown(lintWithRules(bareLocator(url)).parsed));
    // Parts are split on first read; as data (JSON, a worker's message) the parse is the same as any other's.
    assert.deepEqual(JSON.parse(JSON.stringify(linted.parsed)), JSON.parse(JSON.stringify(lintWithRules(bareLocator(url)).parsed)));
  });
});
