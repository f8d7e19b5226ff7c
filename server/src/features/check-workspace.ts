import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Connection, DiagnosticSeverity } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { type Diagnostic, type DocumentType, type UrlsmithConfig, checkDocument } from '../../../engine/src';
import { type ConfigFile, ConfigFiles, FileSelection, isInside, isPrunedFolder, leavesRoots } from '../../../project/src';
import { toLspDiagnostic } from '../convert/diagnostics';
import { decodeFile } from '../documents/decode';
import { resolveEffective, toFilePath } from '../settings/effective';
import { RC_NAME } from '../settings/rc-file';
import { type Settings, defaultSettings, normalizeSettings } from '../settings/settings';
import { isWalked, walkFolder } from './workspace-files';

/** Checks one file's text off the main thread (the server's second lint thread); undefined if it could not. */
export type FileChecker = (key: string, text: string, config: UrlsmithConfig, documentType: DocumentType) => Promise<Diagnostic[] | undefined>;

/** What the workspace check needs from the server: the connection and which documents the editor has open. */
export interface WorkspaceHost {
  connection: Connection;
  /** Whether the editor has the document open: its problems then come from the live check, never from disk. */
  isOpen(uri: string): boolean;
  /** Called once, at the first `list`: the server then asks the client to report changes to files on disk. */
  onFirstList?(): void;
  /** A file is left unchecked: the config governing it has errors (the CLI checks none of its files either). */
  invalidConfig?(file: ConfigFile): void;
}

/** The result of one `checkFiles` call. */
export interface CheckedFiles {
  /** Files read and checked (open documents, binary and excluded files are not counted). */
  files: number;
  /**
   * Problems published for them, as the Problems panel counts them: hints are left out (VS Code shows a hint as
   * faded text in the editor, never as a row of the panel).
   */
  problems: number;
  /** Of `files`, those with at least one such problem: the panel's file rows. */
  withProblems: number;
}

/**
 * "Check Workspace": the problems of files the editor has not opened. The client drives it in two steps so it can
 * show progress and stop between batches: `list` walks the workspace folders and names the files to check, then
 * `check` reads a batch of them from disk and publishes their diagnostics (push, as for open documents).
 *
 * A file the editor opens gets its problems from the live check of its text, which replaces these; when it is
 * closed the server clears them, and the VS Code client asks `check` for it again (its text on disk).
 */
export class WorkspaceCheck {
  /**
   * Where each file's text is checked. The server sets a lint thread of its own here (server.ts): checked on the main
   * thread, a 60 MB file held every hover and every open document's diagnostics for 6 s. Unset (tests), inline.
   */
  static checker: FileChecker | undefined;

  /** Files this check published problems for, so a later run clears those that are fixed, deleted or excluded. */
  private readonly shown = new Set<string>();
  /**
   * The configs of one `list` or `check` call, each folder's chain looked up once (walking 2,100 nested folders
   * looked each folder's chain up again to the filesystem root: quadratic). A new call sees edited configs.
   */
  private rcFiles = this.configFiles();
  /** Every file this check read from disk, and the folders it was asked about: what follow-ups (watch events, config changes) re-check. */
  private readonly checked = new Set<string>();
  private folders: readonly string[] = [];
  private listed = false;
  /** Follow-up checks run one after another, never two at once over the same files. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly host: WorkspaceHost) {}

  /**
   * Files changed on disk (workspace/didChangeWatchedFiles): a file this check read is read again, or its problems
   * removed when it was deleted, so the results follow `git checkout` and `urlsmith --fix` in a terminal. A file
   * created since is checked when the run would have listed it (not in node_modules, a .gitignored or excluded
   * folder). Open documents are left to the live check.
   */
  filesChanged(changes: ReadonlyArray<{ uri: string; kind: 'created' | 'changed' | 'deleted' }>): Promise<void> {
    const again: string[] = [];
    const created: string[] = [];
    for (const { uri, kind } of changes) {
      const key = this.knownSpelling(uri);
      if (key === undefined) {
        if (kind === 'created' && this.listed) created.push(uri);
        continue;
      }
      if (kind === 'deleted') {
        this.checked.delete(key);
        if (this.shown.has(key)) this.publish(key, []);
      } else {
        again.push(key);
      }
    }
    // In this check's own spelling, as `list` names files.
    const fresh = created.map((uri) => toFilePath(uri)).filter((f): f is string => f !== undefined).map(editorFileUri);
    return again.length + fresh.length === 0 ? Promise.resolve() : this.enqueue([...again, ...fresh], new Set(fresh));
  }

  /** The configuration changed (settings or a `.urlsmithrc.json`): every closed file this check read is checked again. */
  configChanged(): Promise<void> {
    return this.checked.size === 0 ? Promise.resolve() : this.enqueue([...this.checked]);
  }

  /** Checks `uris` after what is queued; those in `unlisted` only if a run would list them (see wouldList). */
  private enqueue(uris: string[], unlisted: ReadonlySet<string> = new Set()): Promise<void> {
    const run = this.queue.then(async () => {
      const listed: string[] = [];
      for (const uri of uris) if (!unlisted.has(uri) || (await this.wouldList(uri))) listed.push(uri);
      return this.check(listed, this.folders);
    });
    this.queue = run.catch(() => undefined);
    return run.then(() => undefined);
  }

  /** The spelling this check used for a URI a client sent (spellings differ in what they percent-encode). */
  private knownSpelling(uri: string): string | undefined {
    if (this.checked.has(uri)) return uri;
    const file = toFilePath(uri);
    const mine = file === undefined ? undefined : editorFileUri(file);
    return mine !== undefined && this.checked.has(mine) ? mine : undefined;
  }

  /**
   * The files of the workspace folders to check, as file URIs in walk order: what the CLI would check from each
   * folder (no .git, node_modules or .gitignored files, nothing a `.urlsmithrc.json` `files` section leaves out, not
   * the config file itself; binary files are skipped when read), less what `urlsmith.exclude` or `urlsmith.enable:
   * false` leaves out. Clears the problems an earlier run showed for files no longer listed.
   */
  async list(folderUris: readonly string[], isCancelled: () => boolean = () => false): Promise<string[]> {
    const folders = folderUris.map(toFilePath).filter((p): p is string => p !== undefined);
    this.rcFiles = this.configFiles();
    this.folders = folderUris;
    if (!this.listed) {
      this.listed = true;
      this.host.onFirstList?.();
    }
    const found: string[] = [];
    const seen = new Set<string>();
    for (const folder of folders) {
      const settings = await this.settings(editorFileUri(folder));
      if (!settings.enable) continue;
      const told = (file: string, reason: string) => this.host.connection.console.warn(`${file}: ${reason}`);
      for await (const file of walkFolder(folder, this.skipFolder(folder, settings), isCancelled, told)) {
        // A config file's strings are patterns, not links (the server never checks it as a document either).
        if (path.basename(file) === RC_NAME) continue;
        const uri = editorFileUri(file);
        // Nested workspace folders walk the inner one twice: each file is listed once.
        if (!seen.has(uri) && (await this.effective(uri, settings, folders)).enabled) found.push(uri);
        seen.add(uri);
      }
    }
    const listed = new Set(found);
    // Files no longer listed (excluded since, or no folder asked about: the client's Clear) are no longer followed.
    for (const uri of this.checked) if (!listed.has(uri)) this.checked.delete(uri);
    for (const uri of this.shown) {
      const file = toFilePath(uri);
      if (listed.has(uri) || (file !== undefined && this.isOpen(uri, file))) continue;
      this.publish(uri, []);
    }
    return found;
  }

  /** Checks each file from disk and publishes its problems; open documents are left to the live check. */
  async check(uris: readonly string[], folderUris: readonly string[], isCancelled: () => boolean = () => false): Promise<CheckedFiles> {
    const folders = folderUris.map(toFilePath).filter((p): p is string => p !== undefined);
    this.rcFiles = this.configFiles();
    if (folderUris.length > 0) this.folders = folderUris;
    const result: CheckedFiles = { files: 0, problems: 0, withProblems: 0 };
    const settingsOf = new Map<string, Promise<Settings>>();
    for (const uri of uris) {
      if (isCancelled()) break;
      const file = toFilePath(uri);
      if (file === undefined || this.isOpen(uri, file)) continue;
      // One file at a time, the event loop free in between: the user may type in an open document meanwhile.
      await new Promise((resolve) => setImmediate(resolve));
      const bytes = await readRegularFile(file, this.folderPaths());
      const text = bytes && decodeFile(bytes);
      if (text === undefined) {
        if (!bytes) this.checked.delete(uri);
        if (this.shown.has(uri)) this.publish(uri, []);
        continue;
      }
      this.checked.add(uri);
      const folder = folders.filter((f) => isInside(file, f)).sort((a, b) => b.length - a.length)[0];
      const scope = folder === undefined ? uri : editorFileUri(folder);
      if (!settingsOf.has(scope)) settingsOf.set(scope, this.settings(scope));
      const eff = await this.effective(uri, await settingsOf.get(scope)!, folders);
      if (!eff.enabled) {
        if (this.shown.has(uri)) this.publish(uri, []);
        continue;
      }
      const visible = await this.visible(uri, text, eff.config, eff.documentType);
      // The document may have been opened while it was read: then the live check owns its problems.
      if (visible === undefined || this.isOpen(uri, file)) continue;
      const doc = TextDocument.create(uri, 'plaintext', 0, text);
      const diagnostics = visible.map((d) => toLspDiagnostic(doc, d));
      this.publish(uri, diagnostics);
      const shownInPanel = diagnostics.filter((d) => d.severity !== DiagnosticSeverity.Hint).length;
      result.files++;
      result.problems += shownInPanel;
      if (shownInPanel > 0) result.withProblems++;
    }
    return result;
  }

  /**
   * Folders a config's `files.exclude` or `urlsmith.exclude` names are not entered at all (project/src decides, as
   * for the CLI's walk); each file found is then judged as an opened document would be.
   */
  private skipFolder(folder: string, settings: Settings): (dir: string) => boolean {
    const excluded = new FileSelection(folder, { include: [], exclude: settings.exclude });
    return (dir) => excluded.excludes(dir) || isPrunedFolder(this.chainOfFolder(path.dirname(dir)), dir);
  }

  /** Whether `list` would name this file now: the same judgement as the walk's, for one file (a new one). */
  private async wouldList(uri: string): Promise<boolean> {
    const file = toFilePath(uri);
    if (file === undefined || path.basename(file) === RC_NAME) return false;
    const folders = this.folders.map(toFilePath).filter((p): p is string => p !== undefined);
    const folder = folders.filter((f) => isInside(file, f)).sort((a, b) => b.length - a.length)[0];
    if (folder === undefined) return false;
    this.rcFiles = this.configFiles();
    const settings = await this.settings(editorFileUri(folder));
    if (!settings.enable || !(await isWalked(folder, file, this.skipFolder(folder, settings)))) return false;
    return (await this.effective(uri, settings, folders)).enabled;
  }

  private visible(uri: string, text: string, config: UrlsmithConfig, documentType: DocumentType): Promise<Diagnostic[] | undefined> {
    if (WorkspaceCheck.checker) return WorkspaceCheck.checker(uri, text, config, documentType);
    return Promise.resolve(checkDocument(text, { documentType, config }).visible);
  }

  /** A fresh config lookup for one call; a config in the workspace folders that a link leads out of is not read. */
  private configFiles(): ConfigFiles {
    return new ConfigFiles({ revalidate: false, roots: () => this.folderPaths() });
  }

  /** The workspace folders of the last call that named them, as file paths. */
  private folderPaths(): string[] {
    return this.folders.map(toFilePath).filter((p): p is string => p !== undefined);
  }

  /** A folder's configs; none when the lookup fails (a looping symlink): its files are judged with the defaults. */
  private chainOfFolder(dir: string) {
    try {
      return this.rcFiles.chainOfFolder(dir);
    } catch {
      return [];
    }
  }

  /** Open under any of the spellings a client may give the file's URI (they differ in what they percent-encode). */
  private isOpen(uri: string, file: string): boolean {
    return this.host.isOpen(uri) || this.host.isOpen(editorFileUri(file)) || this.host.isOpen(pathToFileURL(file).href);
  }

  private publish(uri: string, diagnostics: Parameters<Connection['sendDiagnostics']>[0]['diagnostics']): void {
    if (diagnostics.length > 0) this.shown.add(uri);
    else this.shown.delete(uri);
    void this.host.connection.sendDiagnostics({ uri, diagnostics });
  }

  private async effective(uri: string, settings: Settings, folders: readonly string[]) {
    const eff = await resolveEffective(uri, 'plaintext', settings, this.rcFiles, folders);
    if (eff.invalidConfig) this.host.invalidConfig?.(eff.invalidConfig);
    return eff;
  }

  /** The folder's `urlsmith.*` settings; the defaults for a client that cannot say (no workspace/configuration). */
  private async settings(scopeUri: string): Promise<Settings> {
    try {
      return normalizeSettings(await this.host.connection.workspace.getConfiguration({ scopeUri, section: 'urlsmith' }));
    } catch {
      return defaultSettings();
    }
  }
}

/**
 * A file's bytes, or undefined when it is not one to read: not a regular file (a FIFO, which would never answer, a
 * device, a folder), or reached through a symbolic link that leads out of the workspace folders (the walk never lists
 * such a file; a client may still name one). Opened non-blocking and judged on the open descriptor, so a FIFO cannot
 * hold the read and nothing renamed in after the check is read instead.
 */
async function readRegularFile(file: string, folders: readonly string[]): Promise<Buffer | undefined> {
  if (folders.length > 0 && leavesRoots(file, folders)) return undefined;
  let handle: fs.promises.FileHandle | undefined;
  try {
    handle = await fs.promises.open(file, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
    if (!(await handle.stat()).isFile()) return undefined;
    return await handle.readFile();
  } catch {
    return undefined;
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/**
 * A file's URI as VS Code (vscode-uri) writes it, and so the URI of the file's document once opened: every character
 * but the unreserved ones (RFC 3986 section 2.3) and "/" percent-encoded. Node's pathToFileURL leaves "(", ")", "!",
 * "@" and more as they are, which would make `notes (1).txt` a different URI string from the open document's.
 */
export function editorFileUri(file: string): string {
  if (path.sep !== '/') return pathToFileURL(file).href;
  return `file://${file.split('/').map(encodeStrictly).join('/')}`;
}

function encodeStrictly(segment: string): string {
  return encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
