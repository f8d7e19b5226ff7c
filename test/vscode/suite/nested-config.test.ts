import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, deadlineMs, openWorkspaceFile, pollUntil, urlsmithApi, waitForExactDiagnostics, waitForExactSeverities, workspaceUri } from './helpers';
import { expectedProblems, problemsFile } from './problems-fixture';

/**
 * workspace/nested/ holds a `.urlsmithrc.json` (`"extends": "strict"`, `"scheme-case": "off"`) and a copy of
 * problems.txt; the workspace root has no config. Each file is checked with the config nearest to it, as the CLI
 * does, so the same text gets different diagnostics in the two folders. Worked out by hand from docs/rules.md.
 */
const nestedFile = 'nested/problems.txt';

/** problems.txt at the root: the default preset (`~` a hint, RFC 3986 made it unreserved). */
const atRoot = [
  'wrapper-whitespace@1:27-1:28 hint',
  'scheme-case@2:14-2:18 hint',
  'invalid-percent-escape@2:37-2:38 error',
  'unsafe-character@3:42-3:43 error',
  'tilde@4:35-4:36 hint',
  'default-port@4:68-4:71 hint',
  'wrapper-whitespace@5:52-6:5 hint',
];

/** The same text under nested/: no scheme-case, and strict makes `~` an error (unsafe in RFC 1738 section 2.2). */
const inNested = [
  'wrapper-whitespace@1:27-1:28 hint',
  'invalid-percent-escape@2:37-2:38 error',
  'unsafe-character@3:42-3:43 error',
  'tilde@4:35-4:36 error',
  'default-port@4:68-4:71 hint',
  'wrapper-whitespace@5:52-6:5 hint',
];

/**
 * workspace/nested-invalid/.urlsmithrc.json names an unknown rule (the key `"no-such-rule"`, line 3, columns 5-18) and
 * turns default-port off. notes.txt beside it: `Port and tilde: http://www.example.org:80/~jane/`.
 */
const invalidDir = 'nested-invalid';
const invalidConfigErrors = ['config-error@2:4-2:18 error'];
/** Once it is valid: default-port (`:80`, 0:38-0:41) is off, the `~` stays a hint. */
const underValid = ['tilde@0:42-0:43 hint'];

const read = async (name: string) => new TextDecoder().decode(await vscode.workspace.fs.readFile(workspaceUri(name)));

suite('nested .urlsmithrc.json', () => {
  teardown(closeAllEditors);

  test('a file is checked with the config nearest to it: the same text differs under nested/ and at the root', async () => {
    // The two must stay copies, or a difference below could come from the text instead of the config.
    assert.equal(await read(nestedFile), await read(problemsFile));
    assert.deepEqual(atRoot.map((d) => d.split(' ')[0]).sort(), expectedProblems);

    const nested = (await openWorkspaceFile(nestedFile)).document.uri;
    await waitForExactSeverities(nested, inNested);
    const root = (await openWorkspaceFile(problemsFile)).document.uri;
    await waitForExactSeverities(root, atRoot);
    // Opening the root file did not change what the nested one shows.
    await waitForExactSeverities(nested, inNested);
  });

  test('an invalid nested config: an error on itself, its files not checked (as the CLI exits 2), and the status item says so', async () => {
    const api = await urlsmithApi();
    const rc = workspaceUri(`${invalidDir}/.urlsmithrc.json`);
    const notes = (await openWorkspaceFile(`${invalidDir}/notes.txt`)).document.uri;
    await waitForExactSeverities(rc, invalidConfigErrors);
    await waitForExactSeverities(notes, []);
    await pollUntil('the status item saying the config leaves files unchecked', deadlineMs, () => (api.status.text === '$(error) urlsmith: config error' ? true : undefined));
    assert.match(api.status.tooltip, /nested-invalid\/\.urlsmithrc\.json has 1 error, so the files it governs \(nested-invalid and below\) are not checked/);
    // A broken config in a sibling folder does not reach the root file, which no config governs.
    const root = (await openWorkspaceFile(problemsFile)).document.uri;
    await waitForExactDiagnostics(root, expectedProblems);
    // Fixed on disk: its files are checked again and the status item says running (the later suites expect it).
    await vscode.workspace.fs.writeFile(rc, new TextEncoder().encode('{ "rules": { "default-port": "off" } }\n'));
    await waitForExactSeverities(notes, underValid);
    await waitForExactSeverities(rc, []);
    await pollUntil('the status item running again', deadlineMs, () => (api.status.text === '$(check) urlsmith' ? true : undefined));
  });
});
