import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { GitIgnores } from '../../../project/src';

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
