import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, deadlineMs, describeAll, pollUntil, urlsmithDiagnostics, waitForExactDiagnostics, workspaceUri } from './helpers';

/** One unsafe "|" per file: `see http://w.example/a|b`. */
const BROKEN = 'see http://w.example/a|b\n';
const PROBLEM = 'unsafe-character@0:22-0:23';

const write = (name: string, text: string) => vscode.workspace.fs.writeFile(workspaceUri(name), new TextEncoder().encode(text));

// Runs last (files run in name order): the problems it publishes for closed files stay for the rest of the run.
suite('check workspace', () => {
  suiteSetup(async () => {
    await write('checkws/closed.txt', BROKEN);
    await write('checkws/vendor/excluded.txt', BROKEN);
    await write('checkws/ignored.txt', BROKEN);
    await write('checkws/.gitignore', 'ignored.txt\n');
    await vscode.workspace.getConfiguration('urlsmith').update('exclude', ['checkws/vendor/**'], vscode.ConfigurationTarget.Workspace);
  });
  suiteTeardown(async () => {
    await vscode.workspace.getConfiguration('urlsmith').update('exclude', undefined, vscode.ConfigurationTarget.Workspace);
    await closeAllEditors();
  });

  test('"urlsmith: Check Workspace" lists the problems of files that are not open, not of excluded ones', async () => {
    const closed = workspaceUri('checkws/closed.txt');
    assert.ok(!vscode.workspace.textDocuments.some((d) => d.uri.toString() === closed.toString()), 'the file is not open');
    await vscode.commands.executeCommand('urlsmith.checkWorkspace');
    await waitForExactDiagnostics(closed, [PROBLEM]);
    // The command returns once the server answered its last batch, after publishing everything: absence is final.
    assert.deepEqual(describeAll(urlsmithDiagnostics(workspaceUri('checkws/vendor/excluded.txt'))), [], 'urlsmith.exclude');
    assert.deepEqual(describeAll(urlsmithDiagnostics(workspaceUri('checkws/ignored.txt'))), [], '.gitignore');
  });

  test('opening the file shows its live problems; closing it brings back those of the file on disk', async () => {
    const closed = workspaceUri('checkws/closed.txt');
    const isOpen = () => vscode.workspace.textDocuments.some((d) => d.uri.toString() === closed.toString());
    // Opened as a user opens it: VS Code keeps a document the extension API opened (openTextDocument) alive for
    // minutes after its editor closes, one the workbench opened goes with its editor.
    await vscode.commands.executeCommand('vscode.open', closed);
    const editor = await pollUntil('the editor', deadlineMs, () => vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === closed.toString()));
    // The live check of the open document replaces the problems read from disk (here the same ones).
    await waitForExactDiagnostics(closed, [PROBLEM]);
    // Changes of its problems from now on: none while it stays open, as nothing edits it.
    let changes = 0;
    const listener = vscode.languages.onDidChangeDiagnostics((e) => {
      if (e.uris.some((u) => u.toString() === closed.toString())) changes++;
    });
    try {
      await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
      assert.ok(!vscode.window.visibleTextEditors.some((e) => e === editor));
      // VS Code closes a document (and the client tells the server) once nothing holds it any more. The server then
      // clears its problems (a change); had the client not asked for the file again, they would stay cleared.
      await pollUntil('the document closed, its problems cleared and read again from disk', deadlineMs, () =>
        !isOpen() && changes > 0 && describeAll(urlsmithDiagnostics(closed)).join() === PROBLEM ? true : undefined,
      ).catch((error: Error) => {
        throw new Error(`${error.message}; open: ${isOpen()}, changes: ${changes}, problems: ${JSON.stringify(describeAll(urlsmithDiagnostics(closed)))}`);
      });
    } finally {
      listener.dispose();
    }
  });
});
