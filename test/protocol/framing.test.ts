import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { RawServer, frame } from './harness/raw-server';

/**
 * A client that breaks the base protocol's framing cannot be read any more: the server must say why on stderr
 * and exit non-zero, so that its client starts a fresh one, instead of staying alive and never answering.
 * Each case starts a server, checks it answers, then sends the broken bytes.
 */
const BROKEN: ReadonlyArray<[string, Buffer | string]> = [
  ['Content-Length is not a number', 'Content-Length: abc\r\n\r\n{}'],
  ['Content-Length is negative', 'Content-Length: -5\r\n\r\n{}'],
  ['Content-Length has trailing characters', 'Content-Length: 2abc\r\n\r\n{}'],
  ['Content-Length is empty', 'Content-Length:\r\n\r\n{}'],
  ['Content-Length is larger than any message can be', 'Content-Length: 99999999999\r\n\r\n{}'],
  ['Content-Length is zero (an empty body is not JSON)', 'Content-Length: 0\r\n\r\n'],
  ['Content-Length is given twice', 'Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}'],
  ['no Content-Length', 'Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}'],
  ['an empty header section', '\r\n{}'],
  ['a line that is not a header', 'hello world\r\n\r\n'],
  ['JSON without any header', '{"jsonrpc":"2.0","id":2,"method":"shutdown"}'],
  ['header lines ending in LF alone', 'Content-Length: 2\n\n{}'],
  ['a header section that never ends', `X-Padding: ${'a'.repeat(20_000)}`],
  ['a control character in a header value', 'Content-Length: 2\u0000\r\n\r\n{}'],
  ['a charset other than UTF-8', 'Content-Length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=latin1\r\n\r\n{}'],
  ['a body that is not JSON', 'Content-Length: 5\r\n\r\nhello'],
  ['a body that is cut JSON', 'Content-Length: 8\r\n\r\n{"id":1,'],
  ['a body that is not UTF-8', Buffer.concat([Buffer.from('Content-Length: 4\r\n\r\n"'), Buffer.from([0xff, 0xfe]), Buffer.from('"')])],
];

after(() => RawServer.killAll());

describe('a framing error ends the server with its reason on stderr', () => {
  for (const [name, bytes] of BROKEN) {
    test(name, async () => {
      const server = await RawServer.initialized();
      assert.deepEqual(await server.request({ id: 1, method: 'textDocument/documentLink', params: { textDocument: { uri: 'untitled:x' } } }), { jsonrpc: '2.0', id: 1, result: [] });
      server.send(bytes);
      const { code, stderr } = await server.exit();
      assert.equal(code, 1);
      assert.notEqual(stderr.trim(), '', 'the reason is on stderr');
    });
  }
});

describe('well-framed input is still read however it arrives', () => {
  test('optional header variants: a UTF-8 Content-Type, no space after the colon, any letter case', async () => {
    const server = RawServer.start();
    const body = JSON.stringify({ jsonrpc: '2.0', id: 'init', method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } });
    server.send(`content-length:${Buffer.byteLength(body)}\r\nContent-Type: application/vscode-jsonrpc; charset="UTF8"\r\n\r\n${body}`);
    assert.equal((await server.response('init')).error, undefined);
    const shutdown = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'shutdown' });
    server.send(`Content-Length:  ${shutdown.length}  \r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n${shutdown}`);
    assert.deepEqual(await server.response(2), { jsonrpc: '2.0', id: 2, result: null });
    server.send(frame({ jsonrpc: '2.0', method: 'exit' }));
    assert.deepEqual(await server.exit(), { code: 0, stderr: '' });
  });

  test('messages split anywhere, several in one write, and non-ASCII text counted in bytes', async () => {
    const server = RawServer.start();
    const text = 'é ∑ 𝄞 http://a.example/ü';
    const bytes = Buffer.concat([
      frame({ jsonrpc: '2.0', id: 'init', method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } }),
      frame({ jsonrpc: '2.0', method: 'initialized', params: {} }),
      frame({ jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: { uri: 'untitled:u', languageId: 'plaintext', version: 1, text } } }),
      frame({ jsonrpc: '2.0', id: 1, method: 'textDocument/documentLink', params: { textDocument: { uri: 'untitled:u' } } }),
    ]);
    // Cuts inside the header name, between CR and LF, and inside a multi-byte character.
    const cuts = [0, 3, bytes.indexOf('\r\n') + 1, bytes.indexOf('é') + 1, bytes.indexOf('𝄞') + 2, bytes.length];
    for (let i = 1; i < cuts.length; i++) server.send(bytes.subarray(cuts[i - 1], cuts[i]));
    const links = await server.response(1);
    assert.deepEqual(
      (links.result as Array<{ range: unknown }>).map((l) => l.range),
      // 'é ∑ 𝄞 ' is 7 UTF-16 code units (𝄞 is two) and 11 UTF-8 bytes.
      [{ start: { line: 0, character: 7 }, end: { line: 0, character: 25 } }],
    );
    assert.equal((await server.request({ id: 2, method: 'shutdown' })).error, undefined);
    server.send(frame({ jsonrpc: '2.0', method: 'exit' }));
    assert.equal((await server.exit()).code, 0);
  });
});
