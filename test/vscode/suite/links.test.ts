import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, deadlineMs, describeRange, openWorkspaceFile, pollUntil } from './helpers';
import { problemsFile } from './problems-fixture';

suite('document links', () => {
  teardown(closeAllEditors);

  test('every URL is a link; a URL wrapped over two lines is one link to the joined URL', async () => {
    const editor = await openWorkspaceFile(problemsFile);
    const links = await pollUntil('document links', deadlineMs, async () => {
      const found = await vscode.commands.executeCommand<vscode.DocumentLink[]>('vscode.executeLinkProvider', editor.document.uri);
      return found.length > 0 ? found : undefined;
    });
    // The URLs themselves: inside a wrapper without `<URL:` and `>`.
    assert.deepEqual(links.map((l) => describeRange(l.range)).sort(), [
      '1:9-1:29',
      '2:14-2:41',
      '3:12-3:44',
      '4:12-4:41',
      '4:46-4:82',
      '5:26-6:20',
    ]);
    const wrapped = links.find((l) => describeRange(l.range) === '5:26-6:20');
    assert.equal(wrapped?.target?.toString(true), 'ftp://ftp.example.org/pub/rfc/rfc1738.txt');
    const plain = links.find((l) => describeRange(l.range) === '4:12-4:41');
    assert.equal(plain?.target?.toString(true), 'http://www.example.org/~jane/');
  });
});
