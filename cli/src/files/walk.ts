import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import picomatch from 'picomatch';
import { CONFIG_NAME, GitIgnores, isPrunedFolder, isSelected } from '../../../project/src';
import { DEFAULT_CACHE } from '../args';
import { TEMP_FILE } from '../check/fix-writer';
import type { ConfigChains } from '../config/load';

/** Folders never walked into: version control and installed packages are not the user's text. */
const SKIPPED_DIRS = new Set(['.git', 'node_modules']);

export type Target =
  | { kind: 'stdin' }
  /** `explicit`: named on the command line, so checked even if a glob or .gitignore would skip it. */
  | { kind: 'file'; path: string; explicit: boolean };

export interface WalkProblem {
  target: string;
  message: string;
}

/**
 * Expands the command line's paths, folders and globs into the files to check, one at a time and in a stable
 * (sorted) order, so a run over a large tree starts reporting at once and holds only the current folder listing.
 * Folder walks skip .git, node_modules, .gitignored paths, --fix's temporary files, .urlintrc.json files, and anything the `files` globs of
 * the configs governing it leave out (the same decision the language server makes for a document: see project/src).
 */
export async function* expandTargets(targets: readonly string[], configs: ConfigChains, problems: WalkProblem[], ownFiles: readonly string[] = []): AsyncGenerator<Target> {
  const gitignores = new GitIgnores();
  // urlint's own files (the --cache file) are not the user's text.
  const own = new Set(ownFiles);
  const wanted = (abs: string) => isSelected(configs.chainOfFile(abs), abs);
  const excludedDir = (abs: string) => isPrunedFolder(configs.chainOfFolder(path.dirname(abs)), abs);

  async function* walk(dir: string, accept: (abs: string) => boolean): AsyncGenerator<Target> {
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
      // Symbolic links to folders are not followed, so a link cycle cannot loop the walk.
      if (entry.isDirectory()) {
        if (SKIPPED_DIRS.has(entry.name) || excludedDir(abs) || gitignores.isIgnored(abs, true)) continue;
        yield* walk(abs, accept);
      } else if (TEMP_FILE.test(entry.name) || own.has(abs) || entry.name === CONFIG_NAME || entry.name === DEFAULT_CACHE) {
        // Not the user's text: --fix's temporary files (another run's, or left by a killed one), caches (this run's
        // wherever it is, and any by the default name, with or without --cache) and config files (their strings are
        // patterns, checked as config: the editor shows a config's errors on it, not URL problems).
        continue;
      } else if (entry.isFile() || (entry.isSymbolicLink() && (await isFile(abs)))) {
        if (!gitignores.isIgnored(abs, false) && accept(abs)) yield { kind: 'file', path: abs, explicit: false };
      }
    }
  }

  for (const target of targets.length > 0 ? targets : ['.']) {
    if (target === '-') {
      yield { kind: 'stdin' };
      continue;
    }
    const abs = path.resolve(target);
    const stat = await fs.stat(abs).catch(() => undefined);
    if (stat?.isFile()) {
      yield { kind: 'file', path: abs, explicit: true };
    } else if (stat?.isDirectory()) {
      yield* walk(abs, wanted);
    } else if (picomatch.scan(target).isGlob) {
      const { base } = picomatch.scan(target);
      const root = path.resolve(base || '.');
      const matches = picomatch(path.resolve(target).split(path.sep).join('/'), { dot: false });
      let found = false;
      for await (const file of walk(root, (p) => matches(p.split(path.sep).join('/')) && wanted(p))) {
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
