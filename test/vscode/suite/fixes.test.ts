import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, deadlineMs, describeRange, openWorkspaceFile, pollUntil, waitForExactDiagnostics, workspaceUri } from './helpers';
import { expectedProblems, fixedText, problemsFile } from './problems-fixture';

/** The quick-fix menu's whole-document entry: a command (the server computes its edit when it is picked). */
const FIX_ALL = 'Fix all urlsmith problems';

/** The actions of kind `quickfix` itself offered at `range`, not its `quickfix.urlsmith.*` sub-kinds (rule-actions.test.ts). */
async function quickFixMenu(uri: vscode.Uri, range: vscode.Range): Promise<vscode.CodeAction[]> {
  const all = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, range, vscode.CodeActionKind.QuickFix.value);
  return all.filter((a) => a.kind?.value === vscode.CodeActionKind.QuickFix.value);
}

/**
 * The quick fixes that change the URL at `range` (the fix-all entry left out: it changes the whole document). (The
 * API's CodeActions do not carry their diagnostics back.)
 */
async function quickFixes(uri: vscode.Uri, range: vscode.Range): Promise<vscode.CodeAction[]> {
  return (await quickFixMenu(uri, range)).filter((a) => a.title !== FIX_ALL);
}

/** A fix as what it does to the document: `line:char-line:char=>"new text"` for each edit. */
function editsOf(action: vscode.CodeAction): string[] {
  assert.ok(action.edit, `"${action.title}" carries its edit`);
  return action.edit.entries().flatMap(([, edits]) => edits.map((e) => `${describeRange(e.range)}=>${JSON.stringify(e.newText)}`));
}

/** What fix-all leaves in problems.txt: the wrapper joins (not safe) and `~` (a hint with no fix by default). */
const unfixable = (p: string): boolean => p.startsWith('wrapper-whitespace@') || p.startsWith('tilde@');

suite('fixes', () => {
  teardown(async () => {
    await vscode.workspace.getConfiguration('editor').update('codeActionsOnSave', undefined, vscode.ConfigurationTarget.Global);
    await closeAllEditors();
  });

  test('the quick fix for a bad percent escape, applied through the API, encodes the % as %25', async () => {
    const editor = await openWorkspaceFile(problemsFile);
    const uri = editor.document.uri;
    await waitForExactDiagnostics(uri, expectedProblems);
    const actions = await quickFixes(uri, new vscode.Range(2, 37, 2, 38));
    // The escape's own fix, and "fix all in this URL", which also lower-cases the scheme `HTTP`.
    assert.deepEqual(actions.map(editsOf), [['2:37-2:38=>"%25"'], ['2:14-2:18=>"http"', '2:37-2:38=>"%25"']]);
    const fix = actions.find((a) => a.isPreferred);
    assert.ok(fix?.edit);
    assert.ok(await vscode.workspace.applyEdit(fix.edit));
    assert.equal(editor.document.lineAt(2).text, 'The sale page HTTP://shop.example/100%25off is gone.');
    await waitForExactDiagnostics(uri, expectedProblems.filter((p) => !p.startsWith('invalid-percent-escape@')));
  });

  test('a space inside a wrapper is dropped by its quick fix', async () => {
    const editor = await openWorkspaceFile(problemsFile);
    const uri = editor.document.uri;
    await waitForExactDiagnostics(uri, expectedProblems);
    const [join, ...others] = await quickFixes(uri, new vscode.Range(1, 27, 1, 28));
    assert.ok(join);
    assert.equal(others.length, 0);
    assert.deepEqual(editsOf(join), ['1:27-1:28=>""']);
    assert.ok(join.edit && (await vscode.workspace.applyEdit(join.edit)));
    assert.equal(editor.document.lineAt(1).text, 'See <URL:http://a.example/bc> for details.');
  });

  test('with source.fixAll.urlsmith on save, saving applies every safe fix, and only those', async () => {
    // A copy, so that saving leaves problems.txt as the other tests expect it.
    const copy = workspaceUri('fix-all-on-save.txt');
    await vscode.workspace.fs.writeFile(copy, await vscode.workspace.fs.readFile(workspaceUri(problemsFile)));
    await vscode.workspace
      .getConfiguration('editor')
      .update('codeActionsOnSave', { 'source.fixAll.urlsmith': 'explicit' }, vscode.ConfigurationTarget.Global);
    const editor = await openWorkspaceFile('fix-all-on-save.txt');
    await waitForExactDiagnostics(copy, expectedProblems);
    // Saving an unchanged document is a no-op; a trailing edit makes it dirty without touching any URL.
    await editor.edit((b) => b.insert(editor.document.lineAt(7).range.end, ' '));
    assert.ok(await editor.document.save());
    assert.equal(editor.document.getText(), fixedText.replace('done.\n', 'done. \n'));
    const onDisk = new TextDecoder().decode(await vscode.workspace.fs.readFile(copy));
    assert.equal(onDisk, editor.document.getText());
    // Joining a wrapped URL changes what the text says, so fix-all leaves the two hints, and `~` has no fix by default.
    await waitForExactDiagnostics(copy, expectedProblems.filter(unfixable));
  });

  test('"Fix All URL Problems in This File" applies the same safe fixes, and a second run changes nothing', async () => {
    const copy = workspaceUri('fix-all-command.txt');
    await vscode.workspace.fs.writeFile(copy, await vscode.workspace.fs.readFile(workspaceUri(problemsFile)));
    const editor = await openWorkspaceFile('fix-all-command.txt');
    await waitForExactDiagnostics(copy, expectedProblems);
    await vscode.commands.executeCommand('urlsmith.fixAll');
    await pollUntil('the fixed text', deadlineMs, () => (editor.document.getText() === fixedText ? true : undefined)).catch(() =>
      assert.equal(editor.document.getText(), fixedText),
    );
    await waitForExactDiagnostics(copy, expectedProblems.filter(unfixable));
    const version = editor.document.version;
    await vscode.commands.executeCommand('urlsmith.fixAll');
    assert.equal(editor.document.version, version, 'fixing twice changes nothing the second time');
  });

  test('"Fix all urlsmith problems" in the quick-fix menu applies every safe fix in the document, like fix-all', async () => {
    const copy = workspaceUri('fix-all-quick-fix.txt');
    await vscode.workspace.fs.writeFile(copy, await vscode.workspace.fs.readFile(workspaceUri(problemsFile)));
    const editor = await openWorkspaceFile('fix-all-quick-fix.txt');
    await waitForExactDiagnostics(copy, expectedProblems);
    const menu = await quickFixMenu(copy, new vscode.Range(3, 42, 3, 43)); // the unsafe "|"
    const entries = menu.filter((a) => a.title === FIX_ALL);
    assert.equal(entries.length, 1, JSON.stringify(menu.map((a) => a.title)));
    const command = entries[0]!.command;
    assert.ok(command, 'the entry runs a command');
    await vscode.commands.executeCommand(command.command, ...(command.arguments ?? []));
    await pollUntil('the fixed text', deadlineMs, () => (editor.document.getText() === fixedText ? true : undefined)).catch(() =>
      assert.equal(editor.document.getText(), fixedText),
    );
    await waitForExactDiagnostics(copy, expectedProblems.filter(unfixable));
    // Over a problem with no safe fix (the wrapper's space), the entry is not offered.
    const none = await quickFixMenu(copy, new vscode.Range(1, 27, 1, 28));
    assert.deepEqual(none.filter((a) => a.title === FIX_ALL), []);
  });
});
