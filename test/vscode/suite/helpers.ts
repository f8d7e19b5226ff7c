/** What every test in the suite does the same way: open a workspace file, wait for urlsmith's diagnostics. */
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import Mocha from 'mocha';
import * as vscode from 'vscode';
import { pollUntil } from '../../../scripts/vscode/deadline';

export { pollUntil };

/** The packaged extension's id (package.json publisher.name). */
export const extensionId = 'urlsmith.urlsmith';

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

/** urlsmith's diagnostics only: other extensions (none in a fresh profile, but still) are ignored. */
export function urlsmithDiagnostics(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'urlsmith');
}

/** Waits until urlsmith's diagnostics for `uri` satisfy `ready`, and returns them. */
export function waitForDiagnostics(
  uri: vscode.Uri,
  ready: (diagnostics: vscode.Diagnostic[]) => boolean,
  what = 'urlsmith diagnostics',
): Promise<vscode.Diagnostic[]> {
  return pollUntil(`${what} in ${uri.path}`, deadlineMs, () => {
    const diagnostics = urlsmithDiagnostics(uri);
    return ready(diagnostics) ? diagnostics : undefined;
  });
}

/**
 * Waits until urlsmith's diagnostics for `uri` are exactly `expected` (see describe()); at the deadline it fails
 * with a diff of what was there instead.
 */
export async function waitForExactDiagnostics(uri: vscode.Uri, expected: readonly string[]): Promise<vscode.Diagnostic[]> {
  const want = [...expected].sort();
  try {
    return await waitForDiagnostics(uri, (ds) => describeAll(ds).join('\n') === want.join('\n'), 'the expected diagnostics');
  } catch (error) {
    assert.deepEqual(describeAll(urlsmithDiagnostics(uri)), want);
    throw error;
  }
}

/**
 * waitForExactDiagnostics with each diagnostic's severity too (describeWithSeverity()): for tests where what changes
 * is how loud a problem is, not where it is.
 */
export async function waitForExactSeverities(uri: vscode.Uri, expected: readonly string[]): Promise<vscode.Diagnostic[]> {
  const want = [...expected].sort();
  const all = (ds: readonly vscode.Diagnostic[]) => ds.map(describeWithSeverity).sort();
  try {
    return await waitForDiagnostics(uri, (ds) => all(ds).join('\n') === want.join('\n'), 'the expected diagnostics and severities');
  } catch (error) {
    assert.deepEqual(all(urlsmithDiagnostics(uri)), want);
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

/** `code@line:char-line:char severity`, the severity in lower case as settings write it (`error`, `hint`). */
export function describeWithSeverity(d: vscode.Diagnostic): string {
  return `${describe(d)} ${vscode.DiagnosticSeverity[d.severity].toLowerCase()}`;
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
    // Revert only once this document's editor is the active one (on a loaded machine another editor may still be
    // active when showTextDocument resolves), and wait until it is clean: a test's unsaved edit must not reach the
    // next test that opens the same file.
    await vscode.window.showTextDocument(document);
    await pollUntil(`${document.uri.path} active`, deadlineMs, () => (vscode.window.activeTextEditor?.document === document ? true : undefined));
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    await pollUntil(`${document.uri.path} reverted`, deadlineMs, () => (document.isDirty ? undefined : true));
  }
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
}

/** A line in the suite's output (measurements), through the reporter's own channel so the runner shows it. */
export function note(line: string): void {
  Mocha.reporters.Base.consoleLog(`      ${line}`);
}

/**
 * The pids of this extension's language servers: the extension host's children (the client forks the server
 * from it, and the suite runs in it) whose command line runs the extension's dist/server.js. The lint thread
 * is a thread of that process, so a healthy client has exactly one.
 */
export function urlsmithServerPids(): number[] {
  const extension = vscode.extensions.getExtension(extensionId);
  if (!extension) throw new Error(`the extension ${extensionId} is not installed`);
  const script = path.join(extension.extensionPath, 'dist', 'server.js');
  return childProcesses(process.pid)
    .filter((p) => p.args.includes(script))
    .map((p) => p.pid);
}

/** The direct children of `parent` with their arguments, read from /proc on Linux and from ps(1) elsewhere. */
function childProcesses(parent: number): Array<{ pid: number; args: string[] }> {
  if (fs.existsSync('/proc/self/stat')) {
    const children: Array<{ pid: number; args: string[] }> = [];
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        // Fields after the command name, which is in parentheses and may hold spaces: state, then ppid.
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (ppid !== parent) continue;
        children.push({ pid: Number(entry), args: fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0') });
      } catch {
        // the process ended while being read
      }
    }
    return children;
  }
  const lines = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' }).split('\n');
  return lines
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null && Number(m[2]) === parent)
    .map((m) => ({ pid: Number(m[1]), args: m[3]!.split(' ') }));
}

/** Whether a process with this pid still exists (signal 0 only checks). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** What the extension exports for its tests (client/src/extension.ts UrlsmithApi), as seen from here. */
export interface UrlsmithApi {
  status: { readonly text: string; readonly tooltip: string; readonly shown: readonly string[] };
  documentation: { readonly title: string | undefined };
  checkWorkspace: { readonly summary: string | undefined; readonly remembered: boolean };
}

export async function urlsmithApi(): Promise<UrlsmithApi> {
  const extension = vscode.extensions.getExtension<UrlsmithApi>(extensionId);
  assert.ok(extension, `${extensionId} is not installed`);
  return extension.isActive ? extension.exports : extension.activate();
}
