import * as fs from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import ignore, { type Ignore } from 'ignore';

/** Folders never walked into: version control and installed packages are not the user's text (as the CLI walks). */
const SKIPPED_DIRS = new Set(['.git', 'node_modules']);

/**
 * The files of one workspace folder, sorted, as the CLI's folder walk (cli/src/files/walk.ts) finds them: .git and
 * node_modules are skipped, and so is what a .gitignore from the repository root down names. `skipFolder` prunes
 * a folder with all it holds (the settings' and configs' excludes); each file is then judged by the caller.
 * Symbolic links to folders are not followed, so a link cycle cannot loop the walk.
 */
export async function* walkFolder(root: string, skipFolder: (abs: string) => boolean, isCancelled: () => boolean): AsyncGenerator<string> {
  const gitignores = new GitIgnores();
  async function* walk(dir: string): AsyncGenerator<string> {
    if (isCancelled()) return;
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (SKIPPED_DIRS.has(entry.name) || gitignores.isIgnored(abs, true) || skipFolder(abs)) continue;
        yield* walk(abs);
      } else if (entry.isFile() || (entry.isSymbolicLink() && (await fs.stat(abs).catch(() => undefined))?.isFile())) {
        if (!gitignores.isIgnored(abs, false)) yield abs;
      }
    }
  }
  yield* walk(root);
}

/** Bytes looked at, and the test itself, are git's: a NUL in the first 8000 bytes means binary. */
const SNIFF_BYTES = 8000;

export function looksBinary(bytes: Uint8Array): boolean {
  return bytes.subarray(0, SNIFF_BYTES).includes(0);
}

/**
 * The CLI's reading of .gitignore (cli/src/files/gitignore.ts), which the server cannot import: the project layer
 * (project/src) shares config lookup and file selection, not the walk. The .gitignore files that apply to a path: every one from the repository root (the nearest folder with a .git)
 * down to the path's folder, each matching paths relative to its own folder, as git reads them.
 */
class GitIgnores {
  private readonly byDir = new Map<string, Ignore | null>();
  private readonly roots = new Map<string, string>();

  isIgnored(abs: string, isDir: boolean): boolean {
    const dir = path.dirname(abs);
    const root = this.repoRoot(dir);
    const chain: string[] = [];
    for (let d = dir; ; d = path.dirname(d)) {
      chain.push(d);
      if (d === root || path.dirname(d) === d) break;
    }
    for (const d of chain.reverse()) {
      const rules = this.rulesIn(d);
      if (!rules) continue;
      const rel = path.relative(d, abs).split(path.sep).join('/');
      if (rel && !rel.startsWith('..') && rules.ignores(isDir ? `${rel}/` : rel)) return true;
    }
    return false;
  }

  private rulesIn(dir: string): Ignore | null {
    let rules = this.byDir.get(dir);
    if (rules === undefined) {
      try {
        rules = ignore().add(readFileSync(path.join(dir, '.gitignore'), 'utf8'));
      } catch {
        rules = null;
      }
      this.byDir.set(dir, rules);
    }
    return rules;
  }

  /** The folder holding .git above `dir`, or `dir`'s filesystem root when it is not in a repository. */
  private repoRoot(dir: string): string {
    const known = this.roots.get(dir);
    if (known !== undefined) return known;
    let root = dir;
    while (!existsSync(path.join(root, '.git')) && path.dirname(root) !== root) root = path.dirname(root);
    this.roots.set(dir, root);
    return root;
  }
}
