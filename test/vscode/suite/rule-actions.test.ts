import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { closeAllEditors, codeOf, deadlineMs, extensionId, openWorkspaceFile, pollUntil, urlsmithApi, waitForDiagnostics, waitForExactDiagnostics, workspaceUri } from './helpers';
import { expectedProblems, problemsFile } from './problems-fixture';

suite('rule actions', () => {
  teardown(closeAllEditors);

  test('the quick fixes of a problem in plain text include "Show documentation for <code>" and the Disable actions', async () => {
    const editor = await openWorkspaceFile(problemsFile);
    const uri = editor.document.uri;
    await waitForExactDiagnostics(uri, expectedProblems);
    const at = new vscode.Range(3, 42, 3, 43); // the unsafe "|"
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, at);
    const titles = actions.map((a) => a.title);
    // Plain text takes the directive on a line of its own (rule-actions.ts): both Disable actions are offered.
    assert.deepEqual(titles.filter((t) => t.startsWith('Disable')), ['Disable unsafe-character for this line', 'Disable unsafe-character for this file']);
    const line = actions.find((a) => a.title === 'Disable unsafe-character for this line');
    const edits = line?.edit?.get(uri) ?? [];
    assert.deepEqual(edits.map((e) => [e.range.start.line, e.range.start.character, e.range.isEmpty, /^\s*urlsmith-disable-next-line unsafe-character\r?\n$/.test(e.newText)]), [[3, 0, true, true]]);
    assert.ok(titles.includes('Show documentation for unsafe-character'), JSON.stringify(titles));

    // "Show documentation" shows the rule's entry of the reference shipped in the extension, rendered, offline, in
    // one read-only tab: no editable source of the installed extension, no second tab.
    const show = actions.find((a) => a.title === 'Show documentation for unsafe-character');
    assert.ok(show?.command);
    const api = await urlsmithApi();
    const tabs = () => vscode.window.tabGroups.all.flatMap((g) => g.tabs);
    const before = tabs().length;
    await vscode.commands.executeCommand(show.command.command, ...(show.command.arguments ?? []));
    const page = await pollUntil('the rendered entry', deadlineMs, () => tabs().find((t) => t.input instanceof vscode.TabInputWebview && t.label === 'urlsmith: unsafe-character'));
    assert.ok((page.input as vscode.TabInputWebview).viewType.includes('urlsmith.ruleDocumentation'));
    assert.equal(api.documentation.title, 'urlsmith: unsafe-character');
    assert.equal(tabs().length, before + 1, 'one tab');
    assert.ok(!tabs().some((t) => t.input instanceof vscode.TabInputText && t.input.uri.path.endsWith('/docs/rules.md')), 'no source tab');
    // The next code reuses the tab.
    await vscode.commands.executeCommand(show.command.command, 'tilde');
    await pollUntil('the same tab on tilde', deadlineMs, () => (api.documentation.title === 'urlsmith: tilde' ? true : undefined));
    assert.equal(tabs().filter((t) => t.input instanceof vscode.TabInputWebview && t.label.startsWith('urlsmith: ')).length, 1);
  });

  test('in Markdown: "Disable <code> for this line" and "... for this file"; the file one silences the code everywhere', async () => {
    const editor = await openWorkspaceFile('readme.md');
    const uri = editor.document.uri;
    const problems = await waitForDiagnostics(uri, (ds) => ds.some((d) => codeOf(d) === 'unsafe-character'));
    const caret = problems.find((d) => codeOf(d) === 'unsafe-character')!;
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, caret.range);
    const titles = actions.map((a) => a.title);
    assert.ok(titles.includes('Disable unsafe-character for this file'), JSON.stringify(titles));
    const file = actions.find((a) => a.title === 'Disable unsafe-character for this file')!;
    assert.ok(file.edit && (await vscode.workspace.applyEdit(file.edit)));
    assert.equal(editor.document.lineAt(0).text, '<!-- urlsmith-disable unsafe-character -->');
    await waitForDiagnostics(uri, (ds) => !ds.some((d) => codeOf(d) === 'unsafe-character'), 'no unsafe-character left');
  });

  test('"Ignore <host> in this workspace" adds the host to the governing .urlsmithrc.json, saved, and its problems go', async () => {
    const dir = workspaceUri('ignorews');
    const rc = vscode.Uri.joinPath(dir, '.urlsmithrc.json');
    await vscode.workspace.fs.writeFile(rc, new TextEncoder().encode('{\n  "extends": "default"\n}\n'));
    await vscode.workspace.fs.writeFile(vscode.Uri.joinPath(dir, 'a.txt'), new TextEncoder().encode('see http://lab.example/a^b\n'));
    try {
      const editor = await openWorkspaceFile('ignorews/a.txt');
      const uri = editor.document.uri;
      const [problem] = await waitForDiagnostics(uri, (ds) => ds.length === 1);
      const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, problem!.range);
      const ignore = actions.find((a) => a.title === 'Ignore lab.example in this workspace');
      assert.ok(ignore?.command, JSON.stringify(actions.map((a) => a.title)));
      await vscode.commands.executeCommand(ignore.command.command, ...(ignore.command.arguments ?? []));
      await pollUntil('the config saved with the host', deadlineMs, () => (fs.readFileSync(rc.fsPath, 'utf8') === '{\n  "ignore": ["lab.example"],\n  "extends": "default"\n}\n' ? true : undefined));
      await pollUntil('nothing left unsaved', deadlineMs, () => (vscode.workspace.textDocuments.some((d) => d.uri.toString() === rc.toString() && d.isDirty) ? undefined : true));
      await waitForDiagnostics(uri, (ds) => ds.length === 0, 'the host ignored');
    } finally {
      await closeAllEditors();
      await vscode.workspace.fs.delete(dir, { recursive: true });
    }
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
