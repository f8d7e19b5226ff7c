import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Connection, WorkspaceEdit } from 'vscode-languageserver';
import { MessageType, ShowMessageNotification } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { t } from '../../../engine/src';
import { CONFIG_NAME, type ConfigFiles, isInside, leavesRoots, MAX_CONFIG_BYTES, readSmallFile } from '../../../project/src';
import { toFilePath } from '../settings/effective';
import { addIgnoreInsertion, newConfigText } from '../settings/ignore-edit';
import { editorFileUri } from './check-workspace';

export interface IgnoreHostHost {
  connection: Connection;
  document(uri: string): TextDocument | undefined;
  /** The server's config lookup: the config the document is checked with is the one written. */
  configs: ConfigFiles;
  /** The workspace folders, as file paths. */
  folders(): readonly string[];
}

/** Where "Ignore <host>" writes for a document: an existing config, or a new one to create. */
export interface IgnoreTarget {
  path: string;
  exists: boolean;
}

/**
 * The config "Ignore <host> in this workspace" would write for a document: the `.urlsmithrc.json` that governs it (the
 * nearest one in its folder or above: so the change takes effect, and CI's CLI run reads it too), or a new one at the
 * root of the document's workspace folder when there is none. Undefined when that config is not inside a workspace
 * folder (a document outside every folder, a config above the folder: the user's own, not the workspace's), when a
 * symbolic link leads from it out of the folders, or when the configs cannot be looked up (a link loop): nothing the
 * quick fix does may change a file outside the workspace, so it is not offered there.
 */
export function ignoreHostTarget(configs: ConfigFiles, folders: readonly string[], file: string): IgnoreTarget | undefined {
  const folder = folderOf(file, folders);
  if (folder === undefined) return undefined;
  let nearest: string | undefined;
  try {
    nearest = configs.chainOfFile(file)[0]?.path;
  } catch {
    return undefined;
  }
  const target = nearest ?? path.join(folder, CONFIG_NAME);
  if (!folders.some((f) => isInside(target, f)) || leavesRoots(target, folders)) return undefined;
  return { path: target, exists: nearest !== undefined };
}

/** One change to a config at a time, per connection: two requests at once both created the file (two JSON objects). */
const queues = new WeakMap<Connection, Promise<unknown>>();

/**
 * "Ignore <host> in this workspace" (cspell's "add to dictionary" is the model): adds the host to the `ignore` list of
 * the config ignoreHostTarget names. An existing config is changed through workspace/applyEdit, so the client shows
 * the change and can undo it, in the open buffer if there is one. A config that does not exist is created by the
 * server, whole, in one step (a file written beside it, then linked into place: no reader sees it empty or half
 * written, and a name taken meanwhile, by a file or a link, is never written through). Requests run one after
 * another. Returns the config's URI once changed (the VS Code client then saves an open one), else null.
 */
export function ignoreHost(host: IgnoreHostHost, uri: string, hostName: string): Promise<string | null> {
  const run = (queues.get(host.connection) ?? Promise.resolve()).then(() => addHost(host, uri, hostName));
  queues.set(
    host.connection,
    run.catch(() => undefined),
  );
  return run;
}

async function addHost(host: IgnoreHostHost, uri: string, hostName: string): Promise<string | null> {
  const file = toFilePath(uri);
  if (file === undefined || hostName.trim() === '') return null;
  const target = ignoreHostTarget(host.configs, host.folders(), file);
  if (target === undefined) return refuse(host, t('the configuration it would change is not inside a workspace folder'));
  const targetUri = editorFileUri(target.path);
  const open = host.document(targetUri);
  let text: string | undefined = open?.getText();
  if (text === undefined && target.exists) {
    const read = readSmallFile(target.path, MAX_CONFIG_BYTES);
    if ('error' in read) return refuse(host, t('{file} cannot be read ({error})', { file: target.path, error: read.error }));
    text = read.text;
  }
  if (text === undefined) {
    const created = createWhole(target.path, newConfigText(hostName));
    return created === undefined ? targetUri : refuse(host, t('{file} cannot be created ({error})', { file: target.path, error: created }));
  }
  const insertion = addIgnoreInsertion(text, hostName);
  if (insertion === 'present') return targetUri;
  if (insertion === 'invalid') return refuse(host, t('{file} is not a valid configuration with an "ignore" list; fix it first', { file: target.path }));
  const at = TextDocument.create(targetUri, 'json', 0, text).positionAt(insertion.offset);
  const edit: WorkspaceEdit = { documentChanges: [{ textDocument: { uri: targetUri, version: open?.version ?? null }, edits: [{ range: { start: at, end: at }, newText: insertion.text }] }] };
  const result = await host.connection.workspace.applyEdit({ label: t('Ignore {host}', { host: hostName }), edit });
  return result.applied ? targetUri : null;
}

/**
 * Creates `file` holding `text`, or says why not (an errno code): written to a new file beside it created exclusively
 * (O_EXCL: not through a link planted there), then hard-linked to the name, which fails if anything (a file, a link,
 * dangling or not) took the name meanwhile. Where hard links are not supported, the name itself is created exclusively.
 */
function createWhole(file: string, text: string): string | undefined {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.urlsmith-${randomBytes(6).toString('hex')}.tmp`);
  try {
    fs.writeFileSync(temporary, text, { flag: 'wx' });
    try {
      fs.linkSync(temporary, file);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'EXDEV') throw e;
      fs.writeFileSync(file, text, { flag: 'wx' });
    }
    return undefined;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code ?? (e as Error).message;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

function refuse(host: IgnoreHostHost, why: string): null {
  const message = t('urlsmith: cannot add the host to "ignore": {reason}.', { reason: why });
  void host.connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message });
  return null;
}

/** The innermost workspace folder holding the file. */
function folderOf(file: string, folders: readonly string[]): string | undefined {
  return folders.filter((f) => isInside(file, f)).sort((a, b) => b.length - a.length)[0];
}
