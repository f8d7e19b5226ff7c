import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { INITIALIZE, RawServer, frame } from './harness/raw-server';

// JSON-RPC and LSP error codes, written out: the test states what the client receives.
const SERVER_NOT_INITIALIZED = -32002;
const INVALID_REQUEST = -32600;

const LINKS = { method: 'textDocument/documentLink', params: { textDocument: { uri: 'untitled:life' } } } as const;
const OPEN = frame({ jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: { uri: 'untitled:life', languageId: 'plaintext', version: 1, text: 'http://a.example/' } } });

function errorCode(r: { error?: { code: number } }): number | undefined {
  return r.error?.code;
}

after(() => RawServer.killAll());

describe('the LSP lifecycle: initialize first, nothing after shutdown but exit', () => {
  test('before initialize a request gets ServerNotInitialized and a notification is dropped', async () => {
    const server = RawServer.start();
    assert.equal(errorCode(await server.request({ id: 1, ...LINKS })), SERVER_NOT_INITIALIZED);
    assert.equal(errorCode(await server.request({ id: 2, method: 'shutdown' })), SERVER_NOT_INITIALIZED);
    server.send(OPEN);
    assert.equal(errorCode(await server.request(INITIALIZE)), undefined);
    // The document opened too early was never opened: it has no links.
    assert.deepEqual(await server.request({ id: 3, ...LINKS }), { jsonrpc: '2.0', id: 3, result: [] });
    server.send(OPEN);
    assert.deepEqual(
      (await server.request({ id: 4, ...LINKS })).result,
      [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 17 } }, target: 'http://a.example/' }],
    );
    server.closeInput();
    assert.equal((await server.exit()).code, 1);
  });

  test('a second initialize is an InvalidRequest', async () => {
    const server = await RawServer.initialized();
    assert.equal(errorCode(await server.request({ ...INITIALIZE, id: 'again' })), INVALID_REQUEST);
    assert.equal(errorCode(await server.request({ id: 1, ...LINKS })), undefined);
    server.closeInput();
    assert.equal((await server.exit()).code, 1);
  });

  test('after shutdown a request gets InvalidRequest, and exit ends the process with 0', async () => {
    const server = await RawServer.initialized();
    assert.deepEqual(await server.request({ id: 1, method: 'shutdown' }), { jsonrpc: '2.0', id: 1, result: null });
    assert.equal(errorCode(await server.request({ id: 2, ...LINKS })), INVALID_REQUEST);
    assert.equal(errorCode(await server.request({ id: 3, method: 'shutdown' })), INVALID_REQUEST);
    server.send(frame({ jsonrpc: '2.0', method: 'exit' }));
    assert.deepEqual(await server.exit(), { code: 0, stderr: '' });
  });

  test('exit without shutdown ends the process with 1', async () => {
    const server = await RawServer.initialized();
    server.send(frame({ jsonrpc: '2.0', method: 'exit' }));
    assert.equal((await server.exit()).code, 1);
  });

  test('exit before initialize ends the process with 1', async () => {
    const server = RawServer.start();
    server.send(frame({ jsonrpc: '2.0', method: 'exit' }));
    assert.equal((await server.exit()).code, 1);
  });

  test('a client that closes the stream ends the process: 0 after shutdown, 1 without', async () => {
    const polite = await RawServer.initialized();
    assert.equal(errorCode(await polite.request({ id: 1, method: 'shutdown' })), undefined);
    polite.closeInput();
    assert.equal((await polite.exit()).code, 0);
    const abrupt = await RawServer.initialized();
    abrupt.closeInput();
    assert.equal((await abrupt.exit()).code, 1);
  });
});
