import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { INITIALIZE, RawServer, frame } from './harness/raw-server';

// JSON-RPC and LSP error codes, written out: the test states what the client receives.
const INVALID_PARAMS = -32602;
const REQUEST_CANCELLED = -32800;

const URI = 'untitled:survive';
const OPEN = { method: 'textDocument/didOpen', params: { textDocument: { uri: URI, languageId: 'plaintext', version: 1, text: 'see http://a.example/a^b' } } };
const LINKS = { method: 'textDocument/documentLink', params: { textDocument: { uri: URI } } };
const HOVER = { method: 'textDocument/hover', params: { textDocument: { uri: URI }, position: { line: 0, character: 8 } } };
const LINK = [{ range: { start: { line: 0, character: 4 }, end: { line: 0, character: 24 } }, target: 'http://a.example/a^b' }];

const note = (m: object) => frame({ jsonrpc: '2.0', ...m });

after(() => RawServer.killAll());

describe('malformed params are errors, never crashes', () => {
  test('notifications with params that do not fit are ignored, and the server goes on', async () => {
    const server = await RawServer.initialized();
    const bad: object[] = [
      { method: '$/cancelRequest', params: {} },
      { method: '$/cancelRequest' },
      { method: '$/cancelRequest', params: { id: null } },
      { method: '$/cancelRequest', params: { id: { nested: 1 } } },
      { method: '$/cancelRequest', params: [1] },
      { method: '$/setTrace', params: {} },
      { method: 'textDocument/didOpen', params: { textDocument: { uri: 5, languageId: 'plaintext', version: 1, text: '' } } },
      { method: 'textDocument/didOpen', params: { textDocument: { uri: 'untitled:x', languageId: 'plaintext', version: 1 } } },
      { method: 'textDocument/didOpen', params: null },
      { method: 'textDocument/didChange', params: {} },
      { method: 'textDocument/didChange', params: { textDocument: { uri: URI, version: null }, contentChanges: [{ text: 'x' }] } },
      { method: 'textDocument/didChange', params: { textDocument: { uri: URI, version: 2 }, contentChanges: [{ text: 'x', range: { start: { line: -1, character: 0 }, end: { line: 0, character: 0 } } }] } },
      { method: 'textDocument/didChange', params: { textDocument: { uri: URI, version: 2 }, contentChanges: 'x' } },
      { method: 'textDocument/didClose', params: { textDocument: {} } },
      { method: 'workspace/didChangeConfiguration', params: 7 },
      { method: 'workspace/didChangeWatchedFiles', params: { changes: 5 } },
      { method: 'workspace/didChangeWorkspaceFolders', params: { event: {} } },
    ];
    server.send(note(OPEN));
    for (const m of bad) server.send(note(m));
    // None of them changed the document: it holds the text it was opened with.
    assert.deepEqual((await server.request({ id: 'links', ...LINKS })).result, LINK);
    const published = await server.sent('textDocument/publishDiagnostics');
    assert.deepEqual(
      (published.params as { diagnostics: Array<{ code: string; range: unknown }> }).diagnostics.map((d) => [d.code, d.range]),
      [['unsafe-character', { start: { line: 0, character: 22 }, end: { line: 0, character: 23 } }]],
    );
    assert.deepEqual(await server.request({ id: 'down', method: 'shutdown' }), { jsonrpc: '2.0', id: 'down', result: null });
    server.send(note({ method: 'exit' }));
    assert.equal((await server.exit()).code, 0);
  });

  test('requests with params that do not fit are answered InvalidParams', async () => {
    const server = await RawServer.initialized();
    server.send(note(OPEN));
    const bad: Array<{ method: string; params?: unknown }> = [
      { method: 'textDocument/hover', params: {} },
      { method: 'textDocument/hover', params: null },
      { method: 'textDocument/hover', params: { textDocument: { uri: URI }, position: { line: -1, character: 0 } } },
      { method: 'textDocument/hover', params: { textDocument: { uri: URI }, position: { line: 0, character: 1.5 } } },
      { method: 'textDocument/hover', params: { textDocument: { uri: URI }, position: { line: 0, character: 2 ** 40 } } },
      { method: 'textDocument/hover', params: [{ uri: URI }, { line: 0, character: 0 }] },
      { method: 'textDocument/codeAction', params: { textDocument: { uri: URI } } },
      { method: 'textDocument/codeAction', params: { textDocument: { uri: URI }, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } }, context: { diagnostics: [{}] } } },
      { method: 'textDocument/documentLink', params: { textDocument: { uri: null } } },
      { method: 'workspace/executeCommand', params: { command: 5 } },
      { method: 'workspace/executeCommand', params: { command: 'urlint.server.fixAll', arguments: 'x' } },
    ];
    for (const [i, m] of bad.entries()) {
      const r = await server.request({ id: i, ...m });
      assert.equal(r.error?.code, INVALID_PARAMS, `${m.method} ${JSON.stringify(m.params)}`);
    }
    assert.deepEqual((await server.request({ id: 'links', ...LINKS })).result, LINK);
    server.closeInput();
    assert.equal((await server.exit()).code, 1, 'the client went away without shutdown: 1, not a crash before it');
  });
});

describe('cancellation is honoured', () => {
  test('a request cancelled before it ran is answered RequestCancelled', async () => {
    const server = await RawServer.initialized();
    server.send(note(OPEN));
    // The cancel arrives in the same chunk as the request, so it finds it still queued.
    server.send(Buffer.concat([note({ id: 'h', ...HOVER }), note({ method: '$/cancelRequest', params: { id: 'h' } })]));
    assert.equal((await server.response('h')).error?.code, REQUEST_CANCELLED);
    const r = await server.request({ id: 'again', ...HOVER });
    assert.ok(r.result !== null && r.error === undefined, 'the same request, not cancelled, gets its hover');
    server.closeInput();
    await server.exit();
  });

  test('a request cancelled while it runs is answered RequestCancelled at once', async () => {
    const server = RawServer.start();
    // A client that pulls settings: the hover waits for workspace/configuration, which this test leaves unanswered.
    await server.request({ ...INITIALIZE, params: { ...INITIALIZE.params, capabilities: { workspace: { configuration: true } } } });
    server.send(note({ method: 'initialized', params: {} }));
    server.send(note(OPEN));
    const asked = await server.sent('workspace/configuration');
    server.send(note({ id: 'h', ...HOVER }));
    server.send(note({ method: '$/cancelRequest', params: { id: 'h' } }));
    assert.equal((await server.response('h')).error?.code, REQUEST_CANCELLED);
    // Now the settings come; the server goes on as before.
    server.send(note({ id: asked.id, result: [{}] }));
    const r = await server.request({ id: 'links', ...LINKS });
    assert.deepEqual(r.result, LINK);
    server.closeInput();
    await server.exit();
  });
});
