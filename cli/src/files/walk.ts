import * as fs from 'node:fs/promises';
import { type Dirent, existsSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { compileGlob, CONFIG_NAME, GitIgnores, globBase, isGlob, isInside, isPrunedFolder, isSelected } from '../../../project/src';
import { DEFAULT_CACHE } from '../args';
import { TEMP_FILE } from '../check/fix-writer';
import type { ConfigChains } from '../config/load';
import { displayPath, reason } from '../input/open';
import { escapeControls } from '../format/escape';
import { t } from '../../../engine/src';

/** Folders never walked into: version control and installed packages are not the user's text. */
const SKIPPED_DIRS = new Set(['.git', 'node_modules']);

export type Target =
  | { kind: 'stdin' }
  /**
   * `explicit`: named on the command line, so checked even if a glob or .gitignore would skip it. `real`: the file
   * itself, symbolic links resolved: what is read and (with --fix) written. `outside`: a symbolic link to outside the
   * folder being checked, followed because --follow-symlinks asked (--fix never writes it).
   */
  | { kind: 'file'; path: string; real: string | Buffer; explicit: boolean; outside: boolean };

export interface WalkProblem {
  target: string;
  message: string;
  /**
   * Said, but not a failure: a .gitignore that cannot be read only makes the walk check more files, never fewer, so
   * every result is still there (as a cache that cannot be used). Anything else the walk could not do is exit 2.
   */
  warning?: true;
}

/** Whether a walk problem makes the run fail (exit 2). */
export function failsRun(problems: readonly WalkProblem[]): boolean {
  return problems.some((p) => p.warning !== true);
}

export interface WalkOptions {
  /** urlsmith's own files (the --cache file): never the user's text. */
  ownFiles?: readonly string[];
  /** --follow-symlinks: also read files that symbolic links outside the folder being checked point to. */
  followSymlinks?: boolean;
}

/**
 * Expands the command line's paths, folders and globs into the files to check, one at a time and in a stable
 * (sorted) order, so a run over a large tree starts reporting at once and holds only the current folder listing.
 * Folder walks skip .git, node_modules, .gitignored paths, --fix's temporary files, .urlsmithrc.json files, and anything the `files` globs of
 * the configs governing it leave out (the same decision the language server makes for a document: see project/src).
 *
 * A cloned repository is hostile input: symbolic links to folders are never walked (a cycle cannot loop the walk), and a
 * link to a file outside the folder being checked (the folder named, a glob's fixed part, or the working folder for a
 * file named) is passed over in a walk and an error when named, unless --follow-symlinks asks for it. So a committed
 * `notes.md -> ~/.ssh/config` is neither printed by `find` nor rewritten by `--fix`.
 */
export async function* expandTargets(targets: readonly string[], configs: ConfigChains, problems: WalkProblem[], options: WalkOptions = {}): AsyncGenerator<Target> {
  const cwd = process.cwd();
  const gitignores = new GitIgnores((file, message) => problems.push({ target: displayPath(file, cwd), message, warning: true }));
  const own = new Set(options.ownFiles ?? []);
  const follow = options.followSymlinks === true;
  const wanted = (abs: string) => isSelected(configs.chainOfFile(abs), abs);
  const excludedDir = (abs: string) => isPrunedFolder(configs.chainOfFolder(path.dirname(abs)), abs);
  const realCwd = await realOrSelf(cwd);

  /**
   * Why a folder named (or a glob's fixed part) is not walked, if it is not: it is a symbolic link (folder links are
   * never followed, named or not), or, inside the working folder as written, a link in its path leads out of it.
   */
  const linkedFolder = async (abs: string, real: string): Promise<'link' | 'outside' | undefined> => {
    if ((await fs.lstat(abs).catch(() => undefined))?.isSymbolicLink()) return 'link';
    if (isInside(abs, cwd) && !isInside(real, realCwd)) return 'outside';
    return undefined;
  };

  /**
   * `dir` as named, `realDir` its real path (only the walk's root may be reached through a link). `matches` is a glob's
   * test (a file it fails is not the walk's business); `tally` counts what was yielded and what .gitignore or the
   * configs' `files` left out, so a named folder or glob that yields nothing can say whether that is because all of
   * it is ignored.
   */
  async function* walk(root: string, realRoot: string, boundary: string, matches: (abs: string) => boolean, tally: Tally): AsyncGenerator<Target> {
    // Depth first in sorted order, with a stack of its own: a generator per folder, delegating, cost every file a
    // step per level above it and overflowed the call stack at 2,100 levels.
    const stack: Frame[] = [];
    const enter = async (dir: string, realDir: string): Promise<void> => {
      try {
        // Synchronous: a call through the thread pool per folder costs more than listing it.
        const entries = readdirSync(dir, { withFileTypes: true });
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        stack.push({ dir, realDir, entries, at: 0 });
      } catch (e) {
        problems.push({ target: displayPath(dir, cwd), message: t('cannot read this folder: {reason}', { reason: reason(e) }) });
      }
    };
    await enter(root, realRoot);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const entry = frame.entries[frame.at++];
      if (entry === undefined) {
        stack.pop();
        continue;
      }
      const { dir, realDir } = frame;
      const abs = path.join(dir, entry.name);
      if (entry.name.includes('\ufffd') && entry.isFile()) {
        // Possibly a name that is not UTF-8 (Linux names are bytes): the string Node made of it names no file, so
        // the file is read by its bytes, and shown with the bytes that are not UTF-8 as \xHH.
        frame.raws ??= await rawNames(dir);
        const raw = frame.raws.get(entry.name)?.shift();
        if (raw !== undefined) {
          const shown = path.join(dir, showName(raw));
          if (accept(shown)) yield { kind: 'file', path: shown, real: Buffer.concat([Buffer.from(realDir + path.sep), raw]), explicit: false, outside: false };
          continue;
        }
      }
      if (entry.isDirectory()) {
        if (SKIPPED_DIRS.has(entry.name)) continue;
        if (excludedDir(abs) || gitignores.isIgnored(abs, true)) {
          tally.ignoredFolders++;
          continue;
        }
        await enter(abs, path.join(realDir, entry.name));
      } else if (TEMP_FILE.test(entry.name) || own.has(abs) || entry.name === CONFIG_NAME || entry.name === DEFAULT_CACHE) {
        // Not the user's text: --fix's temporary files (another run's, or left by a killed one), caches (this run's
        // wherever it is, and any by the default name, with or without --cache) and config files (their strings are
        // patterns, checked as config: the editor shows a config's errors on it, not URL problems).
        continue;
      } else if (entry.isFile()) {
        if (accept(abs)) yield { kind: 'file', path: abs, real: path.join(realDir, entry.name), explicit: false, outside: false };
      } else if (entry.isSymbolicLink()) {
        // Only links to regular files; one that leaves the folder being checked only when asked.
        const real = await fs.realpath(abs).catch(() => undefined);
        if (real === undefined || !(await isFile(real))) continue;
        const outside = !isInside(real, boundary);
        if (outside && !follow) continue;
        if (accept(abs)) yield { kind: 'file', path: abs, real, explicit: false, outside };
      }
    }

    /** A file the glob matches that neither .gitignore nor the configs' `files` leave out. */
    function accept(abs: string): boolean {
      if (!matches(abs)) return false;
      if (gitignores.isIgnored(abs, false) || !wanted(abs)) {
        tally.ignored++;
        return false;
      }
      tally.files++;
      return true;
    }
  }

  /**
   * A named folder that .gitignore or a config's `exclude` leaves out, itself or through a folder above it, up to its
   * repository's root or the working folder: a user working inside an ignored folder (`cd dist && urlsmith`) means it.
   */
  const ignoredFolder = (abs: string): boolean => {
    for (let d = abs; d !== cwd && path.dirname(d) !== d && !existsSync(path.join(d, '.git')); d = path.dirname(d)) {
      if (excludedDir(d) || gitignores.isIgnored(d, true)) return true;
    }
    return false;
  };

  for (const target of targets.length > 0 ? targets : ['.']) {
    if (target === '-') {
      yield { kind: 'stdin' };
      continue;
    }
    const abs = path.resolve(target);
    const stat = await fs.stat(abs).catch((e: NodeJS.ErrnoException) => (e.code === 'ELOOP' ? ('loop' as const) : undefined));
    if (stat === 'loop') {
      problems.push({ target, message: t('a symbolic link loop (too many levels of symbolic links)') });
      continue;
    }
    if (stat?.isFile()) {
      const real = await fs.realpath(abs).catch(() => abs);
      const boundary = await realOrSelf(isInside(abs, cwd) ? cwd : path.dirname(abs));
      const outside = !isInside(real, boundary);
      if (outside && !follow) problems.push({ target, message: t('a symbolic link to outside the folder being checked, not followed (--follow-symlinks follows it)') });
      else yield { kind: 'file', path: abs, real, explicit: true, outside };
    } else if (stat?.isDirectory()) {
      // As ESLint: a folder named whose files are all ignored is a mistake to point out, not a clean run of 0 files.
      if (ignoredFolder(abs)) {
        problems.push({ target, message: allIgnored() });
        continue;
      }
      const real = await realOrSelf(abs);
      const linked = await linkedFolder(abs, real);
      if (linked !== undefined) {
        problems.push({ target, message: linked === 'link' ? t('a symbolic link to a folder, not walked (links to folders are never followed)') : t('a symbolic link in its path leads outside the working folder, so it is not walked') });
        continue;
      }
      const tally = { files: 0, ignored: 0, ignoredFolders: 0 };
      yield* walk(abs, real, real, () => true, tally);
      if (tally.files === 0 && tally.ignored + tally.ignoredFolders > 0) problems.push({ target, message: allIgnored() });
    } else if (isGlob(target)) {
      const base = globBase(target) || '.';
      const root = path.resolve(base);
      const rootStat = await fs.stat(root).catch(() => undefined);
      if (!rootStat?.isDirectory()) {
        problems.push({ target, message: rootStat ? t('no files match this pattern ({folder} is not a folder)', { folder: base }) : t('no files match this pattern (no folder {folder})', { folder: base }) });
        continue;
      }
      const real = await realOrSelf(root);
      const linked = await linkedFolder(root, real);
      if (linked !== undefined) {
        const folder = escapeControls(base);
        problems.push({ target, message: linked === 'link' ? t('{folder} is a symbolic link to a folder, not walked (links to folders are never followed)', { folder }) : t('a symbolic link in {folder} leads outside the working folder, so it is not walked', { folder }) });
        continue;
      }
      const matches = compileGlob(path.resolve(target).split(path.sep).join('/'), { dot: false });
      // A pruned folder may hold no file the glob matches, so only matching files count as ignored here.
      const tally = { files: 0, ignored: 0, ignoredFolders: 0 };
      yield* walk(root, real, real, (p) => matches(p.split(path.sep).join('/')), tally);
      if (tally.files === 0) problems.push({ target, message: tally.ignored > 0 ? t('all files matching this pattern are ignored (.gitignore, or "files" in .urlsmithrc.json)') : t('no files match this pattern') });
    } else {
      problems.push({ target, message: stat ? t('not a file or folder') : t('no such file or folder') });
    }
  }
}

/**
 * The names of `dir` that are not valid UTF-8, as bytes, by the string Node lists each as (several may share one:
 * they come in listing order, as the string listing sorted them). One listing per folder, however many there are.
 */
async function rawNames(dir: string): Promise<Map<string, Buffer[]>> {
  const byText = new Map<string, Buffer[]>();
  const names = await fs.readdir(dir, { encoding: 'buffer' }).catch(() => [] as Buffer[]);
  for (const raw of names.filter((n) => !isValidUtf8(n)).sort(Buffer.compare)) {
    const text = raw.toString('utf8');
    byText.set(text, [...(byText.get(text) ?? []), raw]);
  }
  return byText;
}

function isValidUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** A name's bytes for a person: UTF-8 as it is, each byte that is not part of a UTF-8 character as \xHH. */
function showName(raw: Buffer): string {
  let shown = '';
  for (let i = 0; i < raw.length; ) {
    const lead = raw[i]!;
    const length = lead < 0x80 ? 1 : lead >= 0xc2 && lead < 0xe0 ? 2 : lead >= 0xe0 && lead < 0xf0 ? 3 : lead >= 0xf0 && lead < 0xf5 ? 4 : 0;
    const char = length > 0 && i + length <= raw.length ? raw.subarray(i, i + length) : undefined;
    if (char !== undefined && isValidUtf8(char)) {
      shown += char.toString('utf8');
      i += length;
    } else {
      shown += `\\x${lead.toString(16).toUpperCase().padStart(2, '0')}`;
      i++;
    }
  }
  return shown;
}

/** A folder being walked: its listing and the next entry to look at. */
interface Frame {
  dir: string;
  realDir: string;
  entries: Dirent[];
  at: number;
  /** Its names that are not UTF-8, once one is met. */
  raws?: Map<string, Buffer[]>;
}

interface Tally {
  files: number;
  /** Files (a glob's: matching ones) that .gitignore or a config's `files` leave out. */
  ignored: number;
  /** Folders pruned whole by .gitignore or a config's `exclude`. */
  ignoredFolders: number;
}

const allIgnored = () => t('all files in this folder are ignored (.gitignore, or "files" in .urlsmithrc.json); name a file to check it anyway');

async function isFile(p: string): Promise<boolean> {
  return (await fs.stat(p).catch(() => undefined))?.isFile() ?? false;
}

async function realOrSelf(p: string): Promise<string> {
  return fs.realpath(p).catch(() => p);
}
