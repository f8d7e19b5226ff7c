import * as vscode from 'vscode';
import { closeAllEditors, openWorkspaceFile, waitForExactDiagnostics } from './helpers';
import { expectedProblems, problemsFile } from './problems-fixture';

suite('settings', () => {
  teardown(async () => {
    await vscode.workspace.getConfiguration('urlsmith').update('rules', undefined, vscode.ConfigurationTarget.Global);
    await closeAllEditors();
  });

  test('turning a rule off removes its diagnostics from an open file, and turning it back on restores them', async () => {
    const editor = await openWorkspaceFile(problemsFile);
    const uri = editor.document.uri;
    await waitForExactDiagnostics(uri, expectedProblems);
    await vscode.workspace.getConfiguration('urlsmith').update('rules', { tilde: 'off' }, vscode.ConfigurationTarget.Global);
    await waitForExactDiagnostics(uri, expectedProblems.filter((p) => !p.startsWith('tilde@')));
    await vscode.workspace.getConfiguration('urlsmith').update('rules', undefined, vscode.ConfigurationTarget.Global);
    await waitForExactDiagnostics(uri, expectedProblems);
  });
});
