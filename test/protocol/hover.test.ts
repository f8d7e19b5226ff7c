import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { MarkupContent } from 'vscode-languageserver-protocol';
import { ServerProcess, serverWithDocument } from './harness/server-process';
import { range } from './harness/text';

const URI = 'untitled:hover';
const TEXT = [
  'Get it from <URL:ftp://user:secret@files.example/pub/', // 0
  '  file%20a.txt;type=i> or http://a.example:8080/a^b', // 1
  'plain text here',
].join('\n');

const ROOT = path.resolve(__dirname, '../../..');

/** The table's header (the scheme as written and its RFC section) and rows (the separator row left out). */
function tableRows(md: string): string[] {
  return md.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| ---'));
}

/** [severity, code, how many times] per problem line. */
function problemLines(md: string): Array<[string, string, number]> {
  return [...md.matchAll(/^- (\w+) \[`([a-z-]+)`\]\([^)]*\)(?: ×(\d+))?: \S/gm)].map((m) => [m[1]!, m[2]!, Number(m[3] ?? 1)]);
}

function markdown(h: { contents: unknown } | null): string {
  assert.ok(h, 'a hover is returned');
  const c = h.contents as MarkupContent;
  assert.equal(c.kind, 'markdown');
  return c.value;
}

describe('hover', () => {
  const server = serverWithDocument(URI, TEXT);

  test('a wrapped ftp URL: the scheme and its RFC section head the parts (Decoded where an escape differs), then one line per problem code', async () => {
    const h = await server().hover(URI, { line: 0, character: 30 });
    const md = markdown(h);
    assert.deepEqual(h?.range, range(0, 12, 1, 22), 'the hover covers the whole wrapper');
    assert.deepEqual(tableRows(md), [
      '| `ftp` URL · [RFC 1738 §3.2](https://www.rfc-editor.org/rfc/rfc1738#section-3.2) | Raw | Decoded |',
      '| user | `user` | `user` |',
      '| password | `••••` | `••••` |',
      '| host | `files.example` | `files.example` |',
      '| port | *(implied)* | `21` (default) |',
      '| path | `pub/file%20a.txt` | `pub/file a.txt` |',
      '| typecode | `i` | `i` |',
    ]);
    // "secret" alone is a word of the password rule's description.
    assert.ok(!/`secret`|secret@/.test(md), 'the password never appears');
    assert.deepEqual(problemLines(md), [
      ['warning', 'password', 1],
      ['hint', 'wrapper-whitespace', 1],
    ]);
    assert.ok(md.startsWith('| `ftp` URL') && md.indexOf('| typecode') < md.indexOf('\n- '), 'the parts come first, then the problems');
    for (const d of (await server().diagnostics(URI)).diagnostics) {
      if (d.range.start.line === 0) assert.ok(!md.includes(String(d.message)), `the diagnostic's message is not repeated: ${d.message}`);
    }
  });

  test('a signed URL: the credential query values are masked in the table, and reported', async () => {
    const uri = 'untitled:hover-signed';
    await server().open(uri, 'see https://b.s3.amazonaws.com/k?X-Amz-Signature=0f3a9bc7&x=1&api_key=8f14e45f');
    const md = markdown(await server().hover(uri, { line: 0, character: 10 }));
    assert.ok(tableRows(md).includes('| search | `X-Amz-Signature=••••&x=1&api_key=••••` |'), tableRows(md).join('\n'));
    assert.ok(!md.includes('0f3a9bc7') && !md.includes('8f14e45f'), 'no credential appears');
    assert.deepEqual(problemLines(md), [['warning', 'query-secret', 2]]);
  });

  test('no Decoded column when every part reads as written; an explicit port; a code repeated is one line', async () => {
    const h = await server().hover(URI, { line: 1, character: 40 });
    const md = markdown(h);
    assert.deepEqual(h?.range, range(1, 26, 1, 51));
    assert.deepEqual(tableRows(md), ['| `http` URL · [RFC 1738 §3.3](https://www.rfc-editor.org/rfc/rfc1738#section-3.3) | Value |', '| host | `a.example` |', '| port | `8080` |', '| path | `a^b` |']);
    assert.deepEqual(problemLines(md), [['error', 'unsafe-character', 1]]);
    const uri = 'untitled:hover-twice';
    await server().open(uri, 'see ftp://a.example/x^y^z');
    const twice = markdown(await server().hover(uri, { line: 0, character: 6 }));
    assert.deepEqual(tableRows(twice), ['| `ftp` URL · [RFC 1738 §3.2](https://www.rfc-editor.org/rfc/rfc1738#section-3.2) | Value |', '| host | `a.example` |', '| port | `21` (default, implied) |', '| path | `x^y^z` |']);
    assert.deepEqual(problemLines(twice), [['error', 'unsafe-character', 2]]);
  });

  test('every problem code links to its entry in the rule reference shipped beside the server (offline)', async () => {
    const md = markdown(await server().hover(URI, { line: 0, character: 30 }));
    const links = [...md.matchAll(/\[`([a-z-]+)`\]\(([^)]+)\)/g)].map((m): [string, string] => [m[1]!, m[2]!]);
    assert.equal(links.length, 2);
    for (const [code, href] of links) {
      const url = new URL(href);
      assert.equal(url.protocol, 'file:');
      const file = fileURLToPath(url);
      assert.equal(file, path.join(ROOT, 'docs', 'rules.md'));
      const line = Number(/^#L(\d+)$/.exec(url.hash)?.[1]);
      assert.equal(readFileSync(file, 'utf8').split('\n')[line - 1], `## ${code}`);
    }
    // The diagnostics' codeDescription (the code's link in the Problems panel and the diagnostic hover) is the same.
    const published = (await server().diagnostics(URI)).diagnostics.filter((d) => d.range.start.line === 0);
    assert.deepEqual(
      published.map((d) => [d.code, d.codeDescription?.href]),
      links.filter(([code]) => published.some((d) => d.code === code)),
    );
  });

  test('pipes and backticks in a URL do not break the table', async () => {
    const uri = 'untitled:hover-escapes';
    await server().open(uri, 'x http://a.example/a|b`c y');
    const md = markdown(await server().hover(uri, { line: 0, character: 5 }));
    assert.ok(md.includes('| path | ``a\\|b`c`` |'), md);
  });

  test('no hover outside URLs, nor just past a URL\'s end', async () => {
    assert.equal(await server().hover(URI, { line: 2, character: 3 }), null);
    assert.equal(await server().hover(URI, { line: 0, character: 5 }), null);
    assert.equal(await server().hover(URI, { line: 1, character: 51 }), null);
  });

  test('the problems follow the settings: a rule turned off is not listed', async () => {
    const other = await ServerProcess.start({ settings: () => ({ rules: { password: 'off' } }) });
    try {
      await other.open(URI, TEXT);
      const md = markdown(await other.hover(URI, { line: 0, character: 30 }));
      assert.deepEqual(problemLines(md), [['hint', 'wrapper-whitespace', 1]]);
    } finally {
      assert.equal(await other.stop(), 0);
    }
  });
});
