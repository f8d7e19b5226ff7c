import type { CancellationToken, Connection, ExecuteCommandParams, Position, Range } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { type TextEdit, fixAllEdits, percentDecode, percentEncodeKeepingEscapes, t } from '../../../engine/src';
import { type Analyses, urlAt } from '../analysis/analyses';
import { toSpan } from '../convert/positions';
import { WorkspaceCheck } from './check-workspace';
import { fixAllTitle } from './code-actions';
import { SERVER_COMMANDS } from './command-ids';
import { type IgnoreHostHost, ignoreHost } from './ignore-host';
import { workspaceEdit } from './workspace-edit';

export interface CommandHost extends Partial<Pick<IgnoreHostHost, 'configs' | 'folders'>> {
  connection: Connection;
  analyses: Analyses;
  document(uri: string): TextDocument | undefined;
  versioned(): boolean;
  /** The server's workspace check, when it keeps one (server.ts: it follows file and config changes); else one per connection. */
  workspaceCheck?: WorkspaceCheck;
}

/** One workspace check per connection: it remembers which closed files it published problems for. */
const workspaceChecks = new WeakMap<Connection, WorkspaceCheck>();

function workspaceCheck(host: CommandHost): WorkspaceCheck {
  if (host.workspaceCheck) return host.workspaceCheck;
  let check = workspaceChecks.get(host.connection);
  if (!check) {
    check = new WorkspaceCheck({ connection: host.connection, isOpen: (uri) => host.document(uri) !== undefined });
    workspaceChecks.set(host.connection, check);
  }
  return check;
}

/**
 * Runs one of SERVER_COMMANDS. Edits go back through workspace/applyEdit, labelled in the client's language (VS Code
 * shows the label in its undo history); the result says whether they were applied.
 */
export async function executeCommand(host: CommandHost, params: ExecuteCommandParams, token?: CancellationToken): Promise<unknown> {
  const arg: unknown = params.arguments?.[0];
  if (params.command === SERVER_COMMANDS.workspaceFiles || params.command === SERVER_COMMANDS.checkFiles) {
    if (!isObject(arg)) return null;
    const folders = strings(arg.folders);
    // A cancelled walk or batch stops at its next folder or file.
    const isCancelled = () => token?.isCancellationRequested === true;
    if (params.command === SERVER_COMMANDS.workspaceFiles) return workspaceCheck(host).list(folders, isCancelled);
    return workspaceCheck(host).check(strings(arg.uris), folders, isCancelled);
  }
  const uri = isObject(arg) && typeof arg.uri === 'string' ? arg.uri : undefined;
  if (params.command === SERVER_COMMANDS.ignoreHost) {
    if (uri === undefined || !isObject(arg) || typeof arg.host !== 'string' || !host.configs || !host.folders) return null;
    return ignoreHost({ connection: host.connection, document: host.document, configs: host.configs, folders: host.folders }, uri, arg.host);
  }
  const doc = uri === undefined ? undefined : host.document(uri);
  if (!doc || !isObject(arg)) return null;
  switch (params.command) {
    case SERVER_COMMANDS.encode:
      return applyToRanges(host, doc, ranges(arg.ranges), percentEncodeKeepingEscapes, t('Percent-encode'));
    case SERVER_COMMANDS.decode:
      return applyToRanges(host, doc, ranges(arg.ranges), percentDecode, t('Percent-decode'));
    case SERVER_COMMANDS.fixAll: {
      const a = await host.analyses.full(doc.uri);
      return apply(host, doc, a ? fixAllEdits(a.visible) : [], fixAllTitle());
    }
    case SERVER_COMMANDS.urlAt: {
      if (!isPosition(arg.position)) return null;
      const offset = doc.offsetAt(arg.position);
      const a = await host.analyses.around(doc.uri, { start: offset, end: offset });
      return (a && urlAt(a, offset, true)?.locator.url) ?? null;
    }
    default:
      return null;
  }
}

function applyToRanges(host: CommandHost, doc: TextDocument, rs: Range[], f: (s: string) => string, label: string): Promise<boolean> {
  const text = doc.getText();
  const edits: TextEdit[] = [];
  for (const r of rs) {
    const span = toSpan(doc, r);
    const before = text.slice(span.start, span.end);
    const after = f(before);
    if (after !== before) edits.push({ ...span, newText: after });
  }
  return apply(host, doc, edits, label);
}

async function apply(host: CommandHost, doc: TextDocument, edits: TextEdit[], label: string): Promise<boolean> {
  if (edits.length === 0) return false;
  const result = await host.connection.workspace.applyEdit({ label, edit: workspaceEdit(doc, edits, host.versioned()) });
  return result.applied;
}

function strings(x: unknown): string[] {
  return Array.isArray(x) ? x.filter((s): s is string => typeof s === 'string') : [];
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null;
}

function isPosition(x: unknown): x is Position {
  return isObject(x) && typeof x.line === 'number' && typeof x.character === 'number';
}

function ranges(x: unknown): Range[] {
  return Array.isArray(x) ? x.filter((r): r is Range => isObject(r) && isPosition(r.start) && isPosition(r.end)) : [];
}
