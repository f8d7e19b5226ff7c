import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { closeAllEditors, codeOf, deadlineMs, extensionId, openWorkspaceFile, pollUntil, waitForExactDiagnostics } from './helpers';
import { expectedProblems, problemsFile } from './problems-fixture';

suite('rule actions', () => {
  teardown(closeAllEditors);

  test('the quick fixes of a problem in plain text include "Show documentation for <code>", and no Disable line', async () => {
    const editor = await openWorkspaceFile(problemsFile);
    const uri = editor.document.uri;
    await waitForExactDiagnostics(uri, expectedProblems);
    const at = new vscode.Range(3, 42, 3, 43); // the unsafe "|"
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, at);
    const titles = actions.map((a) => a.title);
    // Plain text has no comment syntax: a directive line would be a visible line of the text (rule-actions.ts).
    assert.ok(!titles.some((t) => t.startsWith('Disable')), JSON.stringify(titles));
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

  test('each problem\'s code links to its entry in the rule reference installed with the extension, and opens there offline', async () => {
    const editor = await openWorkspaceFile(problemsFile);
    const diagnostics = await waitForExactDiagnostics(editor.document.uri, expectedProblems);
    const extension = vscode.extensions.getExtension(extensionId);
    assert.ok(extension);
    const reference = path.join(extension.extensionPath, 'docs', 'rules.md');
    assert.ok(fs.existsSync(reference), 'docs/rules.md ships in the .vsix');
    const lines = fs.readFileSync(reference, 'utf8').split('\n');
    for (const d of diagnostics) {
      const target = typeof d.code === 'object' ? d.code.target : undefined;
      assert.ok(target, `${codeOf(d)} has a link`);
      assert.equal(target.scheme, 'file');
      assert.equal(target.fsPath, reference);
      const line = Number(/^L(\d+)$/.exec(target.fragment)?.[1]);
      assert.equal(lines[line - 1], `## ${codeOf(d)}`, `${target.toString()} points at the entry`);
    }
    // Opened as the Problems panel and the hover open a link (the opener, which reads the #L fragment).
    const unsafe = diagnostics.find((d) => codeOf(d) === 'unsafe-character');
    assert.ok(unsafe && typeof unsafe.code === 'object');
    await vscode.commands.executeCommand('vscode.open', unsafe.code.target);
    const shown = await pollUntil('the rule reference in an editor', deadlineMs, () => {
      const e = vscode.window.activeTextEditor;
      return e && e.document.uri.fsPath === reference ? e : undefined;
    });
    await pollUntil('the cursor on the entry', deadlineMs, () => (shown.document.lineAt(shown.selection.active.line).text === '## unsafe-character' ? true : undefined)).catch(
      () => assert.equal(shown.document.lineAt(shown.selection.active.line).text, '## unsafe-character'),
    );
  });
});
