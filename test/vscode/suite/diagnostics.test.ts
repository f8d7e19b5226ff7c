import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, codeOf, openWorkspaceFile, waitForExactDiagnostics } from './helpers';
import { expectedProblems, problemsFile } from './problems-fixture';

suite('diagnostics', () => {
  teardown(closeAllEditors);

  test('a document with known problems gets exactly its diagnostics, codes and ranges', async () => {
    const editor = await openWorkspaceFile(problemsFile);
    const found = await waitForExactDiagnostics(editor.document.uri, expectedProblems);
    const severities = Object.fromEntries(found.map((d) => [codeOf(d), d.severity]));
    assert.equal(severities['unsafe-character'], vscode.DiagnosticSeverity.Error);
    assert.equal(severities['invalid-percent-escape'], vscode.DiagnosticSeverity.Error);
    assert.equal(severities['tilde'], vscode.DiagnosticSeverity.Hint);
    assert.equal(severities['scheme-case'], vscode.DiagnosticSeverity.Hint);
  });

  test('diagnostics follow edits: a fixed problem goes, a new one comes, the rest move with the text', async () => {
    const editor = await openWorkspaceFile(problemsFile);
    const uri = editor.document.uri;
    await waitForExactDiagnostics(uri, expectedProblems);

    // Encode the `|` by hand (3:42) and add a line above everything with a new unsafe `^` in it
    // (a `{` would start a placeholder, which is a hint).
    const ok = await editor.edit((b) => {
      b.replace(new vscode.Range(3, 42, 3, 43), '%7C');
      b.insert(new vscode.Position(0, 0), 'New: http://new.example/a^b\n');
    });
    assert.ok(ok);
    const shifted = expectedProblems
      .filter((p) => !p.startsWith('unsafe-character@'))
      .map((p) => p.replace(/@(\d+):(\d+)-(\d+):(\d+)/, (_m, l1, c1, l2, c2) => `@${+l1 + 1}:${c1}-${+l2 + 1}:${c2}`));
    const expected = ['unsafe-character@0:25-0:26', ...shifted].sort();
    await waitForExactDiagnostics(uri, expected);
  });
});
