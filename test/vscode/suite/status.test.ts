import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, deadlineMs, extensionId, openWorkspaceFile, pollUntil, urlsmithApi, urlsmithServerPids, waitForExactDiagnostics } from './helpers';
import { expectedProblems, problemsFile } from './problems-fixture';

/** The status bar item's texts (client/src/status.ts). */
const RUNNING = '$(check) urlsmith';

suite('server state: status bar, output, restart', () => {
  teardown(closeAllEditors);

  test('the status bar says the server is running, and the palette has Restart Server and Show Output', async () => {
    const api = await urlsmithApi();
    await pollUntil('the status bar item running', deadlineMs, () => (api.status.text === RUNNING ? true : undefined));
    assert.match(api.status.tooltip, /running/);
    const commands = await vscode.commands.getCommands(true);
    for (const id of ['urlsmith.restartServer', 'urlsmith.showOutput']) assert.ok(commands.includes(id), id);
    const contributed = (vscode.extensions.getExtension(extensionId)!.packageJSON as { contributes: { commands: Array<{ command: string; title: string }> } }).contributes.commands;
    assert.deepEqual(
      contributed.filter((c) => c.command === 'urlsmith.restartServer' || c.command === 'urlsmith.showOutput').map((c) => c.title),
      ['Restart Server', 'Show Output'],
    );
    // What a click on the item runs.
    await vscode.commands.executeCommand('urlsmith.showOutput');
  });

  test('"urlsmith: Restart Server" starts a new server process; the status bar says running again and diagnostics come back', async () => {
    const api = await urlsmithApi();
    const editor = await openWorkspaceFile(problemsFile);
    await waitForExactDiagnostics(editor.document.uri, expectedProblems);
    const [before] = await pollUntil('one urlsmith language server', deadlineMs, () => {
      const pids = urlsmithServerPids();
      return pids.length === 1 ? pids : undefined;
    });
    await vscode.commands.executeCommand('urlsmith.restartServer');
    const after = await pollUntil('a new urlsmith language server', deadlineMs, () => {
      const pids = urlsmithServerPids();
      return pids.length === 1 && pids[0] !== before ? pids[0] : undefined;
    });
    assert.notEqual(after, before);
    await pollUntil('the status bar item running', deadlineMs, () => (api.status.text === RUNNING ? true : undefined));
    // Only the new server can check a document opened now (an untitled one: no workspace file is edited).
    const fresh = await vscode.workspace.openTextDocument({ language: 'plaintext', content: 'see http://new.example/a^b\n' });
    await waitForExactDiagnostics(fresh.uri, ['unsafe-character@0:24-0:25']);
  });
});
