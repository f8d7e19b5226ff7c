import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, deadlineMs, openWorkspaceFile, pollUntil, waitForExactDiagnostics } from './helpers';
import { expectedProblems, problemsFile } from './problems-fixture';

suite('rule actions', () => {
  teardown(closeAllEditors);

  test('the quick fixes of a problem include "Disable <code> for this line" and "Show documentation for <code>"', async () => {
    const editor = await openWorkspaceFile(problemsFile);
    const uri = editor.document.uri;
    await waitForExactDiagnostics(uri, expectedProblems);
    const at = new vscode.Range(3, 42, 3, 43); // the unsafe "|"
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, at);
    const titles = actions.map((a) => a.title);
    assert.ok(titles.includes('Disable unsafe-character for this line'), JSON.stringify(titles));
    assert.ok(titles.includes('Show documentation for unsafe-character'), JSON.stringify(titles));

    // "Show documentation" opens the rule reference shipped in the extension, offline, at the rule's entry.
    const show = actions.find((a) => a.title === 'Show documentation for unsafe-character');
    assert.ok(show?.command);
    await vscode.commands.executeCommand(show.command.command, ...(show.command.arguments ?? []));
    const reference = await pollUntil('the rule reference loaded', deadlineMs, () =>
      vscode.workspace.textDocuments.find((d) => d.uri.path.endsWith('/docs/rules.md')),
    );
    assert.equal(reference.uri.scheme, 'file', 'the bundled file, not a web page');
    assert.ok(reference.getText().includes('\n## unsafe-character\n'));
    await pollUntil('a Markdown preview tab', deadlineMs, () =>
      vscode.window.tabGroups.all
        .flatMap((g) => g.tabs)
        .find((t) => t.input instanceof vscode.TabInputWebview && t.input.viewType.includes('markdown.preview')),
    );
  });
});
