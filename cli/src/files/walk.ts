import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { compileGlob, CONFIG_NAME, GitIgnores, globBase, isGlob, isInside, isPrunedFolder, isSelected } from '../../../project/src';
import { DEFAULT_CACHE } from '../args';
import { TEMP_FILE } from '../check/fix-writer';
import type { ConfigChains } from '../config/load';

/** Folders never walked into: version control and installed packages are not the user's text. */
const SKIPPED_DIRS = new Set(['.git', 'node_modules']);

export type Target =
  | { kind: 'stdin' }
  /**
   * `explicit`: named on the command line, so checked even if a glob or .gitignore would skip it. `real`: the file
   * itself, symbolic links resolved: what is read and (with --fix) written. `outside`: a symbolic link to outside the
   * folder being checked, followed because --follow-symlinks asked (--fix never writes it).
   */
  | { kind: 'file'; path: string; real: string; explicit: boolean; outside: boolean };

export interface WalkProblem {
  target: string;
  message: string;
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
  const gitignores = new GitIgnores((file, message) => problems.push({ target: file, message }));
  const own = new Set(options.ownFiles ?? []);
  const follow = options.followSymlinks === true;
  const wanted = (abs: string) => isSelected(configs.chainOfFile(abs), abs);
  const excludedDir = (abs: string) => isPrunedFolder(configs.chainOfFolder(path.dirname(abs)), abs);

  /** `dir` as named, `realDir` its real path (only the walk's root may be reached through a link). */
  async function* walk(dir: string, realDir: string, boundary: string, accept: (abs: string) => boolean): AsyncGenerator<Target> {
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (e) {
      problems.push({ target: dir, message: (e as Error).message });
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (SKIPPED_DIRS.has(entry.name) || excludedDir(abs) || gitignores.isIgnored(abs, true)) continue;
        yield* walk(abs, path.join(realDir, entry.name), boundary, accept);
      } else if (TEMP_FILE.test(entry.name) || own.has(abs) || entry.name === CONFIG_NAME || entry.name === DEFAULT_CACHE) {
        // Not the user's text: --fix's temporary files (another run's, or left by a killed one), caches (this run's
        // wherever it is, and any by the default name, with or without --cache) and config files (their strings are
        // patterns, checked as config: the editor shows a config's errors on it, not URL problems).
        continue;
      } else if (entry.isFile()) {
        if (!gitignores.isIgnored(abs, false) && accept(abs)) yield { kind: 'file', path: abs, real: path.join(realDir, entry.name), explicit: false, outside: false };
      } else if (entry.isSymbolicLink()) {
        // Only links to regular files; one that leaves the folder being checked only when asked.
        const real = await fs.realpath(abs).catch(() => undefined);
        if (real === undefined || !(await isFile(real))) continue;
        const outside = !isInside(real, boundary);
        if (outside && !follow) continue;
        if (!gitignores.isIgnored(abs, false) && accept(abs)) yield { kind: 'file', path: abs, real, explicit: false, outside };
      }
    }
  }

  const cwd = process.cwd();
  for (const target of targets.length > 0 ? targets : ['.']) {
    if (target === '-') {
      yield { kind: 'stdin' };
      continue;
    }
    const abs = path.resolve(target);
    const stat = await fs.stat(abs).catch(() => undefined);
    if (stat?.isFile()) {
      const real = await fs.realpath(abs).catch(() => abs);
      const boundary = await realOrSelf(isInside(abs, cwd) ? cwd : path.dirname(abs));
      const outside = !isInside(real, boundary);
      if (outside && !follow) problems.push({ target, message: 'a symbolic link to outside the folder being checked, not followed (--follow-symlinks follows it)' });
      else yield { kind: 'file', path: abs, real, explicit: true, outside };
    } else if (stat?.isDirectory()) {
      const real = await realOrSelf(abs);
      yield* walk(abs, real, real, wanted);
    } else if (isGlob(target)) {
      const root = path.resolve(globBase(target) || '.');
      const real = await realOrSelf(root);
      const matches = compileGlob(path.resolve(target).split(path.sep).join('/'), { dot: false });
      let found = false;
      for await (const file of walk(root, real, real, (p) => matches(p.split(path.sep).join('/')) && wanted(p))) {
        found = true;
        yield file;
      }
      if (!found) problems.push({ target, message: 'no files match this pattern' });
    } else {
      problems.push({ target, message: stat ? 'not a file or folder' : 'no such file or folder' });
    }
  }
}

async function isFile(p: string): Promise<boolean> {
  return (await fs.stat(p).catch(() => undefined))?.isFile() ?? false;
}

async function realOrSelf(p: string): Promise<string> {
  return fs.realpath(p).catch(() => p);
}
