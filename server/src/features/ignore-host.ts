import * as path from 'node:path';
import type { Connection, WorkspaceEdit } from 'vscode-languageserver';
import { MessageType, ShowMessageNotification } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { t } from '../../../engine/src';
import { CONFIG_NAME, type ConfigFiles, isInside, readSmallFile } from '../../../project/src';
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

/**
 * "Ignore <host> in this workspace" (cspell's "add to dictionary" is the model): adds the host to the `ignore` list
 * of the `.urlsmithrc.json` that governs the document (the nearest one in its folder or above: so the change takes
 * effect, and CI's CLI run reads it too), or creates one at the root of the document's workspace folder when there is
 * none. The edit goes through workspace/applyEdit, so the client shows it and can undo it; the server writes nothing.
 * Returns the config's URI once applied (the VS Code client then saves it), else null.
 */
export async function ignoreHost(host: IgnoreHostHost, uri: string, hostName: string): Promise<string | null> {
  const file = toFilePath(uri);
  if (file === undefined || hostName.trim() === '') return null;
  let nearest: string | undefined;
  try {
    nearest = host.configs.chainOfFile(file)[0]?.path;
  } catch {
    // A config that is a symlink loop: said elsewhere; nothing is written through it.
    return refuse(host, t('the configuration of this file cannot be read'));
  }
  const target = nearest ?? path.join(folderOf(file, host.folders()) ?? path.dirname(file), CONFIG_NAME);
  const targetUri = editorFileUri(target);
  const open = host.document(targetUri);
  let text: string | undefined = open?.getText();
  if (text === undefined && nearest !== undefined) {
    const read = readSmallFile(nearest);
    if ('error' in read) return refuse(host, t('{file} cannot be read ({error})', { file: nearest, error: read.error }));
    text = read.text;
  }
  let edit: WorkspaceEdit;
  if (text === undefined) {
    edit = {
      documentChanges: [
        { kind: 'create', uri: targetUri, options: { ignoreIfExists: true } },
        { textDocument: { uri: targetUri, version: null }, edits: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, newText: newConfigText(hostName) }] },
      ],
    };
  } else {
    const insertion = addIgnoreInsertion(text, hostName);
    if (insertion === 'present') return targetUri;
    if (insertion === 'invalid') return refuse(host, t('{file} is not a valid configuration with an "ignore" list; fix it first', { file: target }));
    const at = TextDocument.create(targetUri, 'json', 0, text).positionAt(insertion.offset);
    edit = { documentChanges: [{ textDocument: { uri: targetUri, version: open?.version ?? null }, edits: [{ range: { start: at, end: at }, newText: insertion.text }] }] };
  }
  const result = await host.connection.workspace.applyEdit({ label: t('Ignore {host}', { host: hostName }), edit });
  return result.applied ? targetUri : null;
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
