import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { MarkupContent } from 'vscode-languageserver-protocol';
import { ServerProcess } from './harness/server-process';
import { range } from './harness/text';

function codes(p: { diagnostics: Array<{ code?: number | string; range: unknown }> }) {
  return p.diagnostics.map((d) => [d.code, d.range]);
}

describe('bad input never crashes, hangs or loses text', () => {
  let server: ServerProcess;
  before(async () => {
    server = await ServerProcess.start();
  });
  after(async () => {
    assert.equal(await server.stop(), 0, `the server exits cleanly; stderr: ${server.stderr}`);
  });

  test('NUL and control characters end a bare URL; lone surrogates are reported and shown escaped', async () => {
    const uri = 'untitled:binary';
    const text = ['http://a.example/a\u0000b', '<URL:http://b.example/\ud800x>', '\u0001\u0002http://c.example/\udc00'].join('\n');
    await server.open(uri, text);
    assert.deepEqual(codes(await server.diagnostics(uri)), [
      ['non-ascii-character', range(1, 22, 1, 23)],
      ['non-ascii-character', range(2, 19, 2, 20)],
    ]);
    const h = await server.hover(uri, { line: 1, character: 10 });
    const md = (h?.contents as MarkupContent).value;
    assert.ok(md.includes('\\uD800'), 'the lone surrogate is shown as an escape');
    assert.ok(!/[\ud800-\udfff]/.test(md), 'no lone surrogate reaches the client');
  });

  test('a document whose path is longer than the system allows: its diagnostics, and no config error for a name that cannot exist', async () => {
    // 5,000 folders deep, 10,000 characters: each level's .urlsmithrc.json was a config error (ENAMETOOLONG), thousands
    // published and logged for one document, and the server answered nothing for seconds.
    const uri = `file:///tmp/${'a/'.repeat(5000)}x.txt`;
    await server.open(uri, 'see http://a.example/a^b\n');
    assert.deepEqual(codes(await server.diagnostics(uri)), [['unsafe-character', range(0, 22, 0, 23)]]);
    assert.deepEqual(server.published.filter((p) => p.uri.endsWith('.urlsmithrc.json')), []);
    assert.deepEqual(server.logs.filter((m) => m.message.includes('ENAMETOOLONG')), []);
  });

  test('random binary garbage, bare CRs and a 1 MB line', async () => {
    const uri = 'untitled:garbage';
    let seed = 42;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) >> 8) & 0xffff;
    let garbage = '';
    for (let i = 0; i < 200_000; i++) garbage += String.fromCharCode(rnd());
    const huge = `http://a.example/${'a'.repeat(1_000_000)}^`;
    const text = `${garbage}\r${huge}\rftp://b.example/x^y`;
    await server.open(uri, text);
    const p = await server.diagnostics(uri);
    const last = p.diagnostics.at(-1);
    assert.deepEqual([last?.code, last?.range], ['unsafe-character', range(2, 17, 2, 18)], 'the URL after the garbage is still found');
    assert.ok(p.diagnostics.some((d) => d.code === 'unsafe-character' && d.range.start.line === 1 && d.range.start.character === 1_000_017));
    const h = await server.hover(uri, { line: 1, character: 20 });
    assert.ok(h, 'hover on the huge URL');
    assert.deepEqual(h.range, range(1, 0, 1, 1_000_018));
    assert.ok((h.contents as MarkupContent).value.length < 5000, 'the hover cuts long values');
  });

  test('unknown commands, positions past the end and requests for closed documents are answered', async () => {
    const uri = 'untitled:edges';
    await server.open(uri, 'http://a.example/');
    await server.diagnostics(uri);
    assert.equal(await server.hover(uri, { line: 99, character: 99 }), null);
    assert.equal(await server.hover('untitled:never-opened', { line: 0, character: 0 }), null);
    assert.deepEqual(await server.links('untitled:never-opened'), []);
    assert.deepEqual(await server.codeActions('untitled:never-opened', range(0, 0, 0, 0)), []);
    assert.equal(await server.executeCommand('urlsmith.no-such-command', [{ uri }]), null);
  });

  test('ranges are whole characters: an astral character in a scheme is one diagnostic over both code units', async () => {
    const uri = 'untitled:astral';
    await server.open(uri, 'x <URL:B\u{1F600}:> \u{1F600}http://a.example/\u{1F600}');
    const p = await server.diagnostics(uri);
    assert.deepEqual(codes(p), [
      ['scheme-case', range(0, 7, 0, 10)],
      ['invalid-scheme', range(0, 8, 0, 10)],
      ['non-ascii-character', range(0, 32, 0, 34)],
    ]);
    assert.deepEqual(
      (await server.links(uri)).map((l) => l.range),
      [range(0, 15, 0, 34)],
    );
    const h = await server.hover(uri, { line: 0, character: 8 });
    assert.deepEqual(h?.range, range(0, 2, 0, 12));
  });

  test('fix-all settles on Markdown where a fix would open a code fence', async () => {
    const uri = 'untitled:fence.md';
    await server.open(uri, '```<telnet:`>\n\\<h:///`x`>', 'markdown');
    assert.deepEqual(codes(await server.diagnostics(uri)), [
      ['missing-authority', range(0, 4, 0, 11)],
      ['unsafe-character', range(0, 11, 0, 12)],
    ]);
    assert.equal(await server.executeCommand('urlsmith.server.fixAll', [{ uri }]), false, 'nothing for fix-all to apply');
  });
});
