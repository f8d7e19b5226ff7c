import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, codeOf, deadlineMs, describeAll, pollUntil, urlsmithApi, urlsmithDiagnostics, urlsmithServerPids, waitForExactDiagnostics, workspaceUri } from './helpers';

/** One unsafe "|" per file: `see http://w.example/a|b`. */
const BROKEN = 'see http://w.example/a|b\n';
const PROBLEM = 'unsafe-character@0:22-0:23';

const write = (name: string, text: string) => vscode.workspace.fs.writeFile(workspaceUri(name), new TextEncoder().encode(text));

// Runs last (files run in name order): the problems it publishes for closed files stay for the rest of the run.
suite('check workspace', () => {
  suiteSetup(async () => {
    await write('checkws/closed.txt', BROKEN);
    await write('checkws/vendor/excluded.txt', BROKEN);
    await write('checkws/ignored.txt', BROKEN);
    await write('checkws/.gitignore', 'ignored.txt\n');
    await write('checkws/follow.txt', BROKEN);
    await write('checkws/doomed.txt', BROKEN);
    // `~` in a path: a hint by default, faded text in the editor and no row in the Problems panel.
    await write('checkws/hint.txt', 'see http://w.example/~me\n');
    await vscode.workspace.getConfiguration('urlsmith').update('exclude', ['checkws/vendor/**'], vscode.ConfigurationTarget.Workspace);
  });
  suiteTeardown(async () => {
    await vscode.workspace.getConfiguration('urlsmith').update('exclude', undefined, vscode.ConfigurationTarget.Workspace);
    await closeAllEditors();
  });

  test('"urlsmith: Check Workspace" lists the problems of files that are not open, not of excluded ones', async () => {
    const closed = workspaceUri('checkws/closed.txt');
    assert.ok(!vscode.workspace.textDocuments.some((d) => d.uri.toString() === closed.toString()), 'the file is not open');
    await vscode.commands.executeCommand('urlsmith.checkWorkspace');
    await waitForExactDiagnostics(closed, [PROBLEM]);
    // The command returns once the server answered its last batch, after publishing everything: absence is final.
    assert.deepEqual(describeAll(urlsmithDiagnostics(workspaceUri('checkws/vendor/excluded.txt'))), [], 'urlsmith.exclude');
    assert.deepEqual(describeAll(urlsmithDiagnostics(workspaceUri('checkws/ignored.txt'))), [], '.gitignore');
  });

  test('opening the file shows its live problems; closing it brings back those of the file on disk', async () => {
    const closed = workspaceUri('checkws/closed.txt');
    const isOpen = () => vscode.workspace.textDocuments.some((d) => d.uri.toString() === closed.toString());
    // Opened as a user opens it: VS Code keeps a document the extension API opened (openTextDocument) alive for
    // minutes after its editor closes, one the workbench opened goes with its editor.
    await vscode.commands.executeCommand('vscode.open', closed);
    const editor = await pollUntil('the editor', deadlineMs, () => vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === closed.toString()));
    // The live check of the open document replaces the problems read from disk (here the same ones).
    await waitForExactDiagnostics(closed, [PROBLEM]);
    // Changes of its problems from now on: none while it stays open, as nothing edits it.
    let changes = 0;
    const listener = vscode.languages.onDidChangeDiagnostics((e) => {
      if (e.uris.some((u) => u.toString() === closed.toString())) changes++;
    });
    try {
      await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
      assert.ok(!vscode.window.visibleTextEditors.some((e) => e === editor));
      // VS Code closes a document (and the client tells the server) once nothing holds it any more. The server then
      // clears its problems (a change); had the client not asked for the file again, they would stay cleared.
      await pollUntil('the document closed, its problems cleared and read again from disk', deadlineMs, () =>
        !isOpen() && changes > 0 && describeAll(urlsmithDiagnostics(closed)).join() === PROBLEM ? true : undefined,
      ).catch((error: Error) => {
        throw new Error(`${error.message}; open: ${isOpen()}, changes: ${changes}, problems: ${JSON.stringify(describeAll(urlsmithDiagnostics(closed)))}`);
      });
    } finally {
      listener.dispose();
    }
  });

  test('the summary counts what the Problems panel shows: no hints', async () => {
    const api = await urlsmithApi();
    // Run again: documents earlier tests opened may have closed since (their problems then came back from disk).
    await vscode.commands.executeCommand('urlsmith.checkWorkspace');
    const summary = api.checkWorkspace.summary;
    assert.ok(summary, 'the run left a summary');
    const hint = workspaceUri('checkws/hint.txt');
    await pollUntil('the hint published', deadlineMs, () => (urlsmithDiagnostics(hint).length === 1 ? true : undefined));
    assert.equal(urlsmithDiagnostics(hint)[0]!.severity, vscode.DiagnosticSeverity.Hint);
    const [, problems, withProblems] = /^(\d+) problems? in (\d+) of \d+ closed files?/.exec(summary) ?? [];
    // The rows the panel shows for the files the run checked that are not open: urlsmith's diagnostics other than
    // hints. A config file's own errors (config-error, were one broken) are rows too, but a config is no file the
    // run checks for URLs, and the summary counts checked files.
    const panel = () => {
      const open = new Set(vscode.workspace.textDocuments.map((d) => d.uri.toString()));
      const rows = vscode.languages
        .getDiagnostics()
        .filter(([uri]) => !open.has(uri.toString()))
        .map(([, ds]) => ds.filter((d) => d.source === 'urlsmith' && d.severity !== vscode.DiagnosticSeverity.Hint && codeOf(d) !== 'config-error').length)
        .filter((n) => n > 0);
      return [rows.reduce((a, b) => a + b, 0), rows.length];
    };
    const counted = [Number(problems), Number(withProblems)];
    await pollUntil('the panel\'s counts', deadlineMs, () => (JSON.stringify(panel()) === JSON.stringify(counted) ? true : undefined)).catch(() =>
      assert.deepEqual(counted, panel(), summary),
    );
  });

  test('a checked file changed on disk gets its new problems, a deleted one loses them, without running the command again', async () => {
    const follow = workspaceUri('checkws/follow.txt');
    const doomed = workspaceUri('checkws/doomed.txt');
    await waitForExactDiagnostics(follow, [PROBLEM]);
    await waitForExactDiagnostics(doomed, [PROBLEM]);
    // As `git checkout` or `urlsmith --fix` in a terminal would change it: the problem moves down two lines.
    await write('checkws/follow.txt', `one\ntwo\n${BROKEN}`);
    await waitForExactDiagnostics(follow, ['unsafe-character@2:22-2:23']);
    await vscode.workspace.fs.delete(doomed);
    await waitForExactDiagnostics(doomed, []);
  });

  test('a settings change checks the closed files again', async () => {
    const follow = workspaceUri('checkws/follow.txt');
    await vscode.workspace.getConfiguration('urlsmith').update('rules', { 'unsafe-character': 'off' }, vscode.ConfigurationTarget.Workspace);
    try {
      await waitForExactDiagnostics(follow, []);
    } finally {
      await vscode.workspace.getConfiguration('urlsmith').update('rules', undefined, vscode.ConfigurationTarget.Workspace);
    }
    await waitForExactDiagnostics(follow, ['unsafe-character@2:22-2:23']);
  });

  test('a file created after the run gets its problems, one in an excluded folder does not', async () => {
    const fresh = workspaceUri('checkws/fresh.txt');
    await write('checkws/vendor/fresh.txt', BROKEN);
    await write('checkws/fresh.txt', BROKEN);
    await waitForExactDiagnostics(fresh, [PROBLEM]);
    // The server checks created files in the order it hears of them: the excluded one was judged before.
    assert.deepEqual(describeAll(urlsmithDiagnostics(workspaceUri('checkws/vendor/fresh.txt'))), [], 'urlsmith.exclude');
  });

  test('a restarted server (as after a window reload) checks the workspace again; Clear removes the results and forgets', async () => {
    const api = await urlsmithApi();
    const closed = workspaceUri('checkws/closed.txt');
    await waitForExactDiagnostics(closed, [PROBLEM]);
    assert.equal(api.checkWorkspace.remembered, true);
    // The client empties the problems of a server it stops; they must come back without the command being run.
    let cleared = false;
    const listener = vscode.languages.onDidChangeDiagnostics((e) => {
      if (e.uris.some((u) => u.toString() === closed.toString()) && urlsmithDiagnostics(closed).length === 0) cleared = true;
    });
    try {
      const [before] = urlsmithServerPids();
      await vscode.commands.executeCommand('urlsmith.restartServer');
      await pollUntil('a new urlsmith language server', deadlineMs, () => (urlsmithServerPids().some((p) => p !== before) ? true : undefined));
      await pollUntil('the problems cleared with the old server, then back from the new one', deadlineMs, () =>
        cleared && describeAll(urlsmithDiagnostics(closed)).join() === PROBLEM ? true : undefined,
      );
    } finally {
      listener.dispose();
    }

    await vscode.commands.executeCommand('urlsmith.clearWorkspaceCheck');
    assert.equal(api.checkWorkspace.remembered, false);
    await waitForExactDiagnostics(closed, []);
    // Forgotten: a change on disk is no longer followed (the server checks changes in order, so one to a file it
    // still follows, and that is open, is no help; the closed file's own change must simply never show).
    await write('checkws/closed.txt', `x\n${BROKEN}`);
    const probe = workspaceUri('checkws/probe.txt');
    await write('checkws/probe.txt', BROKEN);
    const doc = await vscode.workspace.openTextDocument(probe);
    await waitForExactDiagnostics(doc.uri, [PROBLEM]);
    assert.deepEqual(describeAll(urlsmithDiagnostics(closed)), [], 'a closed file is not checked after Clear');
  });
});
