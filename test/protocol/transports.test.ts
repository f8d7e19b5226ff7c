import assert from 'node:assert/strict';
import { fork } from 'node:child_process';
import { test } from 'node:test';
import {
  DidOpenTextDocumentNotification,
  ExitNotification,
  IPCMessageReader,
  IPCMessageWriter,
  InitializeRequest,
  InitializedNotification,
  type PublishDiagnosticsParams,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  createProtocolConnection,
} from 'vscode-languageserver-protocol/node';
import { DEADLINE_MS, SERVER } from './harness/server-process';
import { range } from './harness/text';

test('--node-ipc, the transport the VS Code client uses, serves the same diagnostics', async () => {
  const child = fork(SERVER, ['--node-ipc'], { silent: true });
  const conn = createProtocolConnection(new IPCMessageReader(child), new IPCMessageWriter(child));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const published = new Promise<PublishDiagnosticsParams>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no diagnostics over IPC')), DEADLINE_MS);
    conn.onNotification(PublishDiagnosticsNotification.type, (p) => {
      clearTimeout(timer);
      resolve(p);
    });
  });
  conn.listen();
  try {
    await conn.sendRequest(InitializeRequest.type, { processId: process.pid, rootUri: null, capabilities: {} });
    await conn.sendNotification(InitializedNotification.type, {});
    await conn.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: 'untitled:ipc', languageId: 'plaintext', version: 1, text: 'see http://a.example/a^b' } });
    const p = await published;
    assert.deepEqual(p.diagnostics.map((d) => [d.code, d.range]), [['unsafe-character', range(0, 22, 0, 23)]]);
    await conn.sendRequest(ShutdownRequest.type);
    await conn.sendNotification(ExitNotification.type);
    assert.equal(await exited, 0);
  } finally {
    conn.dispose();
    child.kill();
  }
});
