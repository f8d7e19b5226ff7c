import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, deadlineMs, openWorkspaceFile, pollUntil, processAlive, urlsmithServerPids, waitForExactDiagnostics } from './helpers';
import { expectedProblems, problemsFile } from './problems-fixture';

// Mocha runs the suite's files in name order: this one runs early, before the 5 MB document of large-document.test.ts
// is loaded, so the restarted server does not spend the next tests re-checking it.
suite('restart', () => {
  teardown(closeAllEditors);

  test('a killed language server is restarted by the client and diagnostics come back', async () => {
    const editor = await openWorkspaceFile(problemsFile);
    const uri = editor.document.uri;
    await waitForExactDiagnostics(uri, expectedProblems);
    const [killed] = await pollUntil('one urlsmith language server', deadlineMs, () => {
      const pids = urlsmithServerPids();
      return pids.length === 1 ? pids : undefined;
    });
    assert.ok(killed !== undefined);

    process.kill(killed, 'SIGKILL');
    await pollUntil(`server ${killed} gone`, deadlineMs, () => (processAlive(killed) ? undefined : true));
    const restarted = await pollUntil('a restarted urlsmith language server', deadlineMs, () => {
      const pids = urlsmithServerPids();
      return pids.length === 1 && pids[0] !== killed ? pids[0] : undefined;
    });
    assert.notEqual(restarted, killed);

    // Only the new server can check this edit (the old one is dead): a new unsafe `^` on a new first line.
    assert.ok(await editor.edit((b) => b.insert(new vscode.Position(0, 0), 'New: http://new.example/a^b\n')));
    const shifted = expectedProblems.map((p) => p.replace(/@(\d+):(\d+)-(\d+):(\d+)/, (_m, l1, c1, l2, c2) => `@${+l1 + 1}:${c1}-${+l2 + 1}:${c2}`));
    await waitForExactDiagnostics(uri, ['unsafe-character@0:25-0:26', ...shifted].sort());
  });
});
