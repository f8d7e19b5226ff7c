import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, openWorkspaceFile, waitForExactDiagnostics, workspaceUri } from './helpers';

/**
 * Each file is read as a reader of its type reads it: what a Markdown, JavaScript or roff reader sees as URL text,
 * and nothing else. The expected diagnostics are worked out by hand (zero-based line:character, end exclusive).
 */
suite('document types', () => {
  teardown(async () => {
    await vscode.workspace.getConfiguration('editor').update('codeActionsOnSave', undefined, vscode.ConfigurationTarget.Global);
    await closeAllEditors();
  });

  test('Markdown: emphasis, link syntax and code spans are not URL text; a template is a hint; a real mistake is an error', async () => {
    const editor = await openWorkspaceFile('readme.md');
    assert.equal(editor.document.languageId, 'markdown');
    // `**https://typescript-eslint.io**`, `_https://a.example/guide_`, `(https://a.example/docs_(v2))`, `<https://...>`
    // and a code span give nothing; `{item_id}` is a placeholder (one hint); `^` is unsafe (RFC 1738 section 2.2).
    await waitForExactDiagnostics(editor.document.uri, ['url-template@4:38-4:47', 'unsafe-character@4:87-4:88']);
  });

  test('JavaScript: only comments and strings; a template literal is a template, a URL ends at its closing quote', async () => {
    const editor = await openWorkspaceFile('template.js');
    assert.equal(editor.document.languageId, 'javascript');
    // `{@link url|the docs}` ends at "|"; `${project}` is a placeholder; `'...' + id` ends at the quote; `[::1]` is an
    // IPv6 literal (a hint by default); the "|" inside a string is part of its URL and unsafe.
    await waitForExactDiagnostics(editor.document.uri, ['url-template@1:32-1:42', 'host-ip-literal@3:22-3:27', 'unsafe-character@4:33-4:34']);
  });

  test('roff: escapes are what they stand for (\\- is "-"), font changes are not URL text', async () => {
    const editor = await openWorkspaceFile('page.1');
    // Three correct URLs written with \-, \fB...\fR and .URL give nothing; the "^" of the last one is unsafe.
    await waitForExactDiagnostics(editor.document.uri, ['unsafe-character@5:35-5:36']);
  });

  test('fix-all on save leaves templates, IPv6 hosts and "~" alone and fixes the real mistake', async () => {
    const copy = workspaceUri('templates-on-save.py');
    const original = new TextDecoder().decode(await vscode.workspace.fs.readFile(workspaceUri('templates.py')));
    await vscode.workspace.fs.writeFile(copy, new TextEncoder().encode(original));
    await vscode.workspace
      .getConfiguration('editor')
      .update('codeActionsOnSave', { 'source.fixAll.urlsmith': 'explicit' }, vscode.ConfigurationTarget.Global);
    const editor = await openWorkspaceFile('templates-on-save.py');
    assert.equal(editor.document.languageId, 'python');
    const before = ['url-template@0:33-0:42', 'host-ip-literal@1:16-1:21', 'tilde@2:31-2:32', 'unsafe-character@3:25-3:26'];
    await waitForExactDiagnostics(copy, before);
    // Saving an unchanged document is a no-op; a trailing edit makes it dirty without touching any URL.
    await editor.edit((b) => b.insert(editor.document.lineAt(4).range.start, '# end\n'));
    assert.ok(await editor.document.save());
    const expected = original.replace('a|b', 'a%7Cb') + '# end\n';
    assert.equal(editor.document.getText(), expected);
    assert.equal(new TextDecoder().decode(await vscode.workspace.fs.readFile(copy)), expected);
    await waitForExactDiagnostics(copy, before.slice(0, 3));
  });
});
