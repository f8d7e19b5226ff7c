import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, codeOf, deadlineMs, note, openWorkspaceFile, pollUntil, urlsmithDiagnostics, workspaceUri } from './helpers';

/**
 * 5 MB of text dense with broken URLs (three per line, six problems), so that checking all of it takes long
 * enough to tell a hover that waits for the whole document from one that does not.
 */
function largeText(): string {
  const line = (i: number) =>
    `${String(i).padStart(6, '0')} http://lists.example.org/a/${i}?a|b HTTP://x.example:80/~u{v} ftp://u:p@h.example/%zz\n`;
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; size < 5 * 1024 * 1024; i++) {
    lines.push(line(i));
    size += lines[i]!.length;
  }
  return lines.join('');
}

suite('large document', () => {
  teardown(async () => {
    await closeAllEditors();
    await vscode.workspace.fs.delete(workspaceUri('large.txt'));
  });

  test('a 5 MB document stays responsive: a hover answers while its diagnostics are computed', async () => {
    const uri = workspaceUri('large.txt');
    const text = largeText();
    assert.ok(text.length >= 5 * 1024 * 1024);
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));

    let diagnosticsAt = 0;
    const listener = vscode.languages.onDidChangeDiagnostics((e) => {
      if (!diagnosticsAt && e.uris.some((u) => u.toString() === uri.toString()) && urlsmithDiagnostics(uri).length > 0) {
        diagnosticsAt = Date.now();
      }
    });
    try {
      const opening = Date.now();
      const editor = await openWorkspaceFile('large.txt');
      const asked = Date.now();
      // Line 0: `000000 http://lists.example.org/a/0?a|b HTTP://...`
      const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, new vscode.Position(0, 20));
      const answered = Date.now();
      assert.equal(hovers.length, 1, 'the hover answers on the first request, without waiting for the whole document');
      const markdown = hovers[0]!.contents.map((c) => (typeof c === 'string' ? c : c.value)).join('\n');
      assert.match(markdown, /^- host: `lists\.example\.org`$/m);
      // Responsiveness by order, not by a time limit: the hover came back before the diagnostics did.
      assert.ok(diagnosticsAt === 0, `the hover (${answered - asked} ms) came after the diagnostics (${diagnosticsAt - asked} ms)`);
      await pollUntil('diagnostics for the large document', 4 * deadlineMs, () => (diagnosticsAt ? true : undefined));
      const first = urlsmithDiagnostics(uri).sort((a, b) => a.range.start.compareTo(b.range.start))[0]!;
      assert.equal(codeOf(first), 'unsafe-character');
      assert.deepEqual([first.range.start.line, first.range.start.character, first.range.end.character], [0, 37, 38]);
      note(`5 MB: opened in ${asked - opening} ms, then hover in ${answered - asked} ms, diagnostics in ${diagnosticsAt - asked} ms`);
      assert.equal(editor.document.getText().length, text.length, 'nothing lost on the way to the editor');
    } finally {
      listener.dispose();
    }
  });
});
