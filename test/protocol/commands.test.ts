import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { TextDocumentEdit } from 'vscode-languageserver-protocol';
import { SERVER_COMMANDS } from '../../server/src/features/command-ids';
import { ServerProcess } from './harness/server-process';
import { applyLspEdits, range } from './harness/text';

const URI = 'untitled:commands';
const TEXT = ['<URL:http://a.example/long', '  path/a b%20c>', 'HTTP://b.example:80/{x}', 'plain words'].join('\n');
/** TEXT with its first three lines replaced. */
const text3 = (...lines: string[]) => [...lines, 'plain words'].join('\n');

describe('commands', () => {
  let server: ServerProcess;
  before(async () => {
    server = await ServerProcess.start();
    assert.deepEqual(server.initializeResult.capabilities.executeCommandProvider?.commands, Object.values(SERVER_COMMANDS));
    await server.open(URI, TEXT);
    await server.diagnostics(URI);
  });
  after(async () => {
    assert.equal(await server.stop(), 0);
  });

  /** Runs a command, then returns the document text the edit it asked the client to apply would produce. */
  async function run(command: string, arg: object): Promise<{ result: unknown; text: string | undefined }> {
    const n = server.applied.length;
    const result = await server.executeCommand(command, [{ uri: URI, ...arg }]);
    const p = server.applied[n];
    if (!p) return { result, text: undefined };
    const [change] = p.edit.documentChanges as TextDocumentEdit[];
    assert.deepEqual(change.textDocument, { uri: URI, version: 1 });
    return { result, text: applyLspEdits(TEXT, change.edits as Array<{ range: ReturnType<typeof range>; newText: string }>) };
  }

  test('percent-encode the selections', async () => {
    // "a b" and "{x}"; then "%20" itself, whose "%" is data once selected.
    const { result, text } = await run(SERVER_COMMANDS.encode, { ranges: [range(1, 7, 1, 10), range(2, 20, 2, 23)] });
    assert.equal(result, true);
    assert.equal(text, text3('<URL:http://a.example/long', '  path/a%20b%20c>', 'HTTP://b.example:80/%7Bx%7D'));
    const again = await run(SERVER_COMMANDS.encode, { ranges: [range(1, 10, 1, 13)] });
    assert.equal(again.text, text3('<URL:http://a.example/long', '  path/a b%2520c>', 'HTTP://b.example:80/{x}'));
  });

  test('percent-decode the selection', async () => {
    const { result, text } = await run(SERVER_COMMANDS.decode, { ranges: [range(1, 10, 1, 13)] });
    assert.equal(result, true);
    assert.equal(text, text3('<URL:http://a.example/long', '  path/a b c>', 'HTTP://b.example:80/{x}'));
  });

  test('nothing to decode: no edit is sent', async () => {
    const { result, text } = await run(SERVER_COMMANDS.decode, { ranges: [range(0, 0, 0, 4)] });
    assert.equal(result, false);
    assert.equal(text, undefined);
  });

  test('fix all in the file: safe fixes only (joining a wrapper is the user\'s choice)', async () => {
    const { result, text } = await run(SERVER_COMMANDS.fixAll, {});
    assert.equal(result, true);
    // "{x}" is a template placeholder: no fix touches it (the encode command above does, since the user asks).
    assert.equal(text, text3('<URL:http://a.example/long', '  path/a b%20c>', 'http://b.example/{x}'));
  });

  test('the URL under the cursor, joined; null elsewhere', async () => {
    assert.equal(await server.executeCommand(SERVER_COMMANDS.urlAt, [{ uri: URI, position: { line: 1, character: 4 } }]), 'http://a.example/longpath/ab%20c');
    assert.equal(await server.executeCommand(SERVER_COMMANDS.urlAt, [{ uri: URI, position: { line: 2, character: 23 } }]), 'HTTP://b.example:80/{x}');
    assert.equal(await server.executeCommand(SERVER_COMMANDS.urlAt, [{ uri: URI, position: { line: 3, character: 2 } }]), null);
  });

  test('bad arguments are refused without harm', async () => {
    assert.equal(await server.executeCommand(SERVER_COMMANDS.encode, [{ uri: 'untitled:nope', ranges: [] }]), null);
    assert.equal(await server.executeCommand(SERVER_COMMANDS.urlAt, [{ uri: URI, position: 'x' }]), null);
    assert.equal(await server.executeCommand(SERVER_COMMANDS.fixAll, []), null);
  });
});
