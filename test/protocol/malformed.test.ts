import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { random } from './harness/random';
import { INITIALIZE, RawServer, frame } from './harness/raw-server';

// JSON-RPC and LSP error codes, written out: the test states what the client receives.
const INVALID_REQUEST = -32600;
const INVALID_PARAMS = -32602;
const REQUEST_CANCELLED = -32800;

const URI = 'untitled:survive';
const OPEN = { method: 'textDocument/didOpen', params: { textDocument: { uri: URI, languageId: 'plaintext', version: 1, text: 'see http://a.example/a^b' } } };
const LINKS = { method: 'textDocument/documentLink', params: { textDocument: { uri: URI } } };
const HOVER = { method: 'textDocument/hover', params: { textDocument: { uri: URI }, position: { line: 0, character: 8 } } };
const LINK = [{ range: { start: { line: 0, character: 4 }, end: { line: 0, character: 24 } }, target: 'http://a.example/a^b' }];

const note = (m: object) => frame({ jsonrpc: '2.0', ...m });

after(() => RawServer.killAll());

describe('a body that is not a JSON object is an invalid request, never a crash', () => {
  // JSON-RPC 2.0 section 5 ("rpc call with an invalid Request object"): answered with id null. `null` killed the server.
  for (const body of ['null', '1', '"str"', 'true', '[]']) {
    test(`Content-Length: ${body.length} + ${body}`, async () => {
      const server = await RawServer.initialized();
      server.send(note(OPEN));
      server.send(`Content-Length: ${body.length}\r\n\r\n${body}`);
      assert.deepEqual(await server.response(null), { jsonrpc: '2.0', id: null, error: { code: INVALID_REQUEST, message: 'a message must be a JSON object' } });
      assert.deepEqual((await server.request({ id: 'links', ...LINKS })).result, LINK);
      assert.deepEqual(await server.request({ id: 'down', method: 'shutdown' }), { jsonrpc: '2.0', id: 'down', result: null });
      server.send(note({ method: 'exit' }));
      assert.equal((await server.exit()).code, 0, server.errors);
    });
  }
});

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
      { method: 'textDocument/didChange', params: { textDocument: { uri: URI, version: 2 }, contentChanges: [{ text: 'x', range: { start: { line: 0.5, character: 0 }, end: { line: 0, character: 0 } } }] } },
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
      { method: 'workspace/executeCommand', params: { command: 'urlsmith.server.fixAll', arguments: 'x' } },
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

/** Valid params of each method the server handles, for mutate() to break. */
const VALID: Record<string, unknown> = {
  '$/cancelRequest': { id: 1 },
  'textDocument/didOpen': OPEN.params,
  'textDocument/didChange': { textDocument: { uri: URI, version: 2 }, contentChanges: [{ range: { start: { line: 0, character: 4 }, end: { line: 0, character: 5 } }, text: 'x' }] },
  'textDocument/didClose': { textDocument: { uri: 'untitled:other' } },
  'textDocument/hover': HOVER.params,
  'textDocument/codeAction': { textDocument: { uri: URI }, range: { start: { line: 0, character: 4 }, end: { line: 0, character: 9 } }, context: { diagnostics: [] } },
  'textDocument/documentLink': LINKS.params,
  'workspace/executeCommand': { command: 'urlsmith.server.urlAt', arguments: [{ uri: URI, position: { line: 0, character: 8 } }] },
  'workspace/didChangeConfiguration': { settings: {} },
  'workspace/didChangeWatchedFiles': { changes: [{ uri: 'file:///x/.urlsmithrc.json', type: 2 }] },
  'workspace/didChangeWorkspaceFolders': { event: { added: [], removed: [] } },
};
const REQUESTS = new Set(['textDocument/hover', 'textDocument/codeAction', 'textDocument/documentLink', 'workspace/executeCommand']);
const ODD = [null, undefined, 0, -1, 1.5, 2 ** 53, '', 'x', true, [], {}, [1, 'a'], { line: -1 }, '\ud800'];

/** The value with one node somewhere in it replaced by an odd one (or removed). */
function mutate(rnd: () => number, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || rnd() < 0.25) return ODD[Math.floor(rnd() * ODD.length)];
  const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as unknown as Record<string, unknown>) : { ...value };
  const keys = Object.keys(copy);
  if (keys.length === 0) return ODD[Math.floor(rnd() * ODD.length)];
  const key = keys[Math.floor(rnd() * keys.length)]!;
  copy[key] = mutate(rnd, copy[key]);
  return copy;
}

describe('any params, at random', () => {
  test('400 messages with one part of their params broken: every request answered, the server alive after', async () => {
    const server = await RawServer.initialized();
    server.send(note(OPEN));
    const rnd = random(2026);
    const methods = Object.keys(VALID);
    const ids: number[] = [];
    for (let i = 0; i < 400; i++) {
      const method = methods[Math.floor(rnd() * methods.length)]!;
      const params = mutate(rnd, VALID[method]);
      if (REQUESTS.has(method)) {
        ids.push(i);
        server.send(note({ id: i, method, params }));
      } else {
        server.send(note({ method, params }));
      }
    }
    for (const id of ids) {
      const r = await server.response(id);
      assert.ok(r.error === undefined || r.error.code === INVALID_PARAMS || r.error.code === REQUEST_CANCELLED, `request ${id}: ${JSON.stringify(r.error)}`);
    }
    // Still serving: the document is reopened whole and answers as a fresh one does.
    server.send(note({ method: 'textDocument/didClose', params: { textDocument: { uri: URI } } }));
    server.send(note(OPEN));
    assert.deepEqual((await server.request({ id: 'links', ...LINKS })).result, LINK);
    assert.deepEqual(await server.request({ id: 'down', method: 'shutdown' }), { jsonrpc: '2.0', id: 'down', result: null });
    server.send(note({ method: 'exit' }));
    assert.equal((await server.exit()).code, 0, server.errors);
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
