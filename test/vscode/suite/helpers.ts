/** What every test in the suite does the same way: open a workspace file, wait for urlint's diagnostics. */
import * as assert from 'node:assert/strict';
import Mocha from 'mocha';
import * as vscode from 'vscode';
import { pollUntil } from '../../../scripts/vscode/deadline';

export { pollUntil };

/** The packaged extension's id (package.json publisher.name). */
export const extensionId = 'urlint.urlint';

/** Long enough for a cold language server on a 2-core CI machine; every wait polls and returns early. */
export const deadlineMs = 30_000;

export function workspaceUri(name: string): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) throw new Error('the suite needs the test workspace open');
  return vscode.Uri.joinPath(folder.uri, name);
}

export async function openWorkspaceFile(name: string): Promise<vscode.TextEditor> {
  const document = await vscode.workspace.openTextDocument(workspaceUri(name));
  return vscode.window.showTextDocument(document);
}

/** urlint's diagnostics only: other extensions (none in a fresh profile, but still) are ignored. */
export function urlintDiagnostics(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'urlint');
}

/** Waits until urlint's diagnostics for `uri` satisfy `ready`, and returns them. */
export function waitForDiagnostics(
  uri: vscode.Uri,
  ready: (diagnostics: vscode.Diagnostic[]) => boolean,
  what = 'urlint diagnostics',
): Promise<vscode.Diagnostic[]> {
  return pollUntil(`${what} in ${uri.path}`, deadlineMs, () => {
    const diagnostics = urlintDiagnostics(uri);
    return ready(diagnostics) ? diagnostics : undefined;
  });
}

/**
 * Waits until urlint's diagnostics for `uri` are exactly `expected` (see describe()); at the deadline it fails
 * with a diff of what was there instead.
 */
export async function waitForExactDiagnostics(uri: vscode.Uri, expected: readonly string[]): Promise<vscode.Diagnostic[]> {
  const want = [...expected].sort();
  try {
    return await waitForDiagnostics(uri, (ds) => describeAll(ds).join('\n') === want.join('\n'), 'the expected diagnostics');
  } catch (error) {
    assert.deepEqual(describeAll(urlintDiagnostics(uri)), want);
    throw error;
  }
}

export function codeOf(d: vscode.Diagnostic): string {
  const code = d.code;
  if (typeof code === 'object' && code !== null) return String(code.value);
  return String(code);
}

export function describeRange({ start, end }: vscode.Range): string {
  return `${start.line}:${start.character}-${end.line}:${end.character}`;
}

/** `code@line:char-line:char`, zero-based like the API: one string per diagnostic, for exact comparisons. */
export function describe(d: vscode.Diagnostic): string {
  return `${codeOf(d)}@${describeRange(d.range)}`;
}

export function describeAll(diagnostics: readonly vscode.Diagnostic[]): string[] {
  return diagnostics.map(describe).sort();
}

/**
 * Reverts every unsaved document and closes every editor, so one test's edits never leak into the next.
 * (Closing a dirty editor would open a "save changes?" dialog that nobody answers.)
 */
export async function closeAllEditors(): Promise<void> {
  for (const document of vscode.workspace.textDocuments.filter((d) => d.isDirty)) {
    await vscode.window.showTextDocument(document);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  }
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
}

/** A line in the suite's output (measurements), through the reporter's own channel so the runner shows it. */
export function note(line: string): void {
  Mocha.reporters.Base.consoleLog(`      ${line}`);
}
