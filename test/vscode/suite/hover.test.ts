import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, deadlineMs, describeRange, openWorkspaceFile, pollUntil } from './helpers';
import { problemsFile } from './problems-fixture';

/** Hover text from every provider at `position`, once there is any. */
async function hoverAt(uri: vscode.Uri, position: vscode.Position): Promise<vscode.Hover[]> {
  return pollUntil('a hover', deadlineMs, async () => {
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, position);
    return hovers.length > 0 ? hovers : undefined;
  });
}

function markdownOf(hover: vscode.Hover): string {
  return hover.contents.map((c) => (typeof c === 'string' ? c : c.value)).join('\n');
}

/** The breakdown's items (`- part: `raw``) as `part=raw`, in order, with the code quotes taken off (the scheme heads the list). */
function breakdown(markdown: string): string[] {
  const rows: string[] = [];
  for (const line of markdown.split('\n')) {
    const m = /^- ([a-z][a-z+-]*): `([^`]*)`/.exec(line);
    if (m) rows.push(`${m[1]}=${m[2]}`);
  }
  return rows;
}

suite('hover', () => {
  teardown(closeAllEditors);

  test('hovering a URL shows its parts and its problems, over the whole URL', async () => {
    const editor = await openWorkspaceFile(problemsFile);
    // Inside `http://www.example.org:80/index.html` on line 4 (characters 46-82).
    const [hover, ...others] = await hoverAt(editor.document.uri, new vscode.Position(4, 60));
    assert.ok(hover);
    assert.equal(others.length, 0);
    assert.ok(hover.range);
    assert.equal(describeRange(hover.range), '4:46-4:82');
    const markdown = markdownOf(hover);
    assert.match(markdown.split('\n')[0]!, /^`http` URL /, 'the scheme, as written, heads the parts');
    assert.deepEqual(breakdown(markdown), ['host=www.example.org', 'port=80', 'path=index.html']);
    assert.match(markdown, /default-port/);
    assert.doesNotMatch(markdown, /tilde/, 'problems of the URL next to it do not belong here');
  });

  test('the hover lists an implied default port and never shows a password', async () => {
    const editor = await openWorkspaceFile('credentials.txt');
    const [hover] = await hoverAt(editor.document.uri, new vscode.Position(0, 30));
    assert.ok(hover);
    const markdown = markdownOf(hover);
    const rows = breakdown(markdown);
    assert.deepEqual(
      rows.map((r) => r.split('=')[0]),
      ['user', 'password', 'host', 'port', 'path'],
    );
    assert.ok(rows.includes('user=jane'));
    assert.ok(rows.includes('host=ftp.example.org'));
    assert.match(markdown, /^- port: `21` \(default, implied\)$/m);
    assert.doesNotMatch(markdown, /s3cret/);
  });

  test('no hover outside a URL', async () => {
    const editor = await openWorkspaceFile(problemsFile);
    // Wait for the server to have the document, so an empty answer means "not a URL", not "not ready".
    await hoverAt(editor.document.uri, new vscode.Position(4, 60));
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>(
      'vscode.executeHoverProvider',
      editor.document.uri,
      new vscode.Position(7, 30), // `C:\dir` on the last line: not a URL
    );
    assert.deepEqual(hovers, []);
  });
});
