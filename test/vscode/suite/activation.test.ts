import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { deadlineMs, extensionId, openWorkspaceFile, pollUntil, urlsmithDiagnostics } from './helpers';

suite('activation', () => {
  test('the packaged extension is installed (not a development copy) and activates', async () => {
    const extension = vscode.extensions.getExtension(extensionId);
    assert.ok(extension, `${extensionId} is not installed`);
    // The runner installs dist/urlsmith.vsix into a fresh extensions folder; a development extension
    // would be loaded from the repository instead.
    assert.ok(!extension.extensionUri.path.includes('/test/vscode/'), extension.extensionUri.toString());
    assert.match(extension.extensionUri.path, /\/urlsmith\.urlsmith-[^/]+$/);
    await openWorkspaceFile('problems.txt');
    await pollUntil(`${extensionId} to activate`, deadlineMs, () => (extension.isActive ? true : undefined));
  });

  test('the language server publishes diagnostics for an open document', async () => {
    const editor = await openWorkspaceFile('problems.txt');
    const diagnostics = await pollUntil('any urlsmith diagnostic', deadlineMs, () => {
      const found = urlsmithDiagnostics(editor.document.uri);
      return found.length > 0 ? found : undefined;
    });
    assert.ok(diagnostics.every((d) => typeof d.code === 'string' || typeof d.code === 'object'));
  });
});
