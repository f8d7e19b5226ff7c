import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, deadlineMs, openWorkspaceFile, pollUntil } from './helpers';

/** Waits for line `line` of the editor's document to read `expected`, and fails with what it read instead. */
async function lineBecomes(editor: vscode.TextEditor, line: number, expected: string): Promise<void> {
  await pollUntil(`line ${line} to read ${JSON.stringify(expected)}`, deadlineMs, () =>
    editor.document.lineAt(line).text === expected ? true : undefined,
  ).catch(() => assert.equal(editor.document.lineAt(line).text, expected));
}

suite('selection commands', () => {
  teardown(closeAllEditors);

  test('Percent-Encode Selection encodes every selection as UTF-8 %XX, and nothing else', async () => {
    const editor = await openWorkspaceFile('selection.txt');
    // `{urlsmith}` and `café` on line 0: `Query: {urlsmith} café & more`.
    const line = editor.document.lineAt(0).text;
    const select = (word: string) => new vscode.Selection(0, line.indexOf(word), 0, line.indexOf(word) + word.length);
    editor.selections = [select('{urlsmith}'), select('café')];
    await vscode.commands.executeCommand('urlsmith.percentEncodeSelection');
    await lineBecomes(editor, 0, 'Query: %7Burlsmith%7D caf%C3%A9 & more');
    assert.equal(editor.document.lineAt(1).text, 'Encoded: caf%C3%A9%20menu%7Cx');
  });

  test('Percent-Decode Selection decodes UTF-8 escapes back to text', async () => {
    const editor = await openWorkspaceFile('selection.txt');
    editor.selection = new vscode.Selection(1, 9, 1, 29);
    await vscode.commands.executeCommand('urlsmith.percentDecodeSelection');
    await lineBecomes(editor, 1, 'Encoded: café menu|x');
    assert.equal(editor.document.lineAt(0).text, 'Query: {urlsmith} café & more');
  });

  test('encoding then decoding the same text gives it back, as one undo step each', async () => {
    const editor = await openWorkspaceFile('selection.txt');
    const original = editor.document.lineAt(0).text;
    editor.selection = new vscode.Selection(0, 7, 0, original.length);
    await vscode.commands.executeCommand('urlsmith.percentEncodeSelection');
    await lineBecomes(editor, 0, 'Query: %7Burlsmith%7D%20caf%C3%A9%20%26%20more');
    editor.selection = new vscode.Selection(0, 7, 0, editor.document.lineAt(0).text.length);
    await vscode.commands.executeCommand('urlsmith.percentDecodeSelection');
    await lineBecomes(editor, 0, original);
    await vscode.commands.executeCommand('undo');
    await lineBecomes(editor, 0, 'Query: %7Burlsmith%7D%20caf%C3%A9%20%26%20more');
  });
});
