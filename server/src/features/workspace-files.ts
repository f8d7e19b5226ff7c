import * as fs from 'node:fs';
import * as path from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { isInside } from '../../../project/src';

/** Folders never walked into: version control and installed packages are not the user's text (as the CLI walks). */
const SKIPPED_DIRS = new Set(['.git', 'node_modules']);

/** A folder's .gitignore, whose patterns match paths relative to that folder (as git reads them). */
interface IgnoreFile {
  dir: string;
  rules: Ignore;
}

/** A folder being read: its entries in name order, the next one to look at, and the .gitignore files that apply in it. */
interface Frame {
  entries: fs.Dirent[];
  next: number;
  dir: string;
  ignores: readonly IgnoreFile[];
}

/**
 * The files of one workspace folder, sorted, as the CLI's folder walk (cli/src/files/walk.ts) finds them: .git and
 * node_modules are skipped, and so is what a .gitignore from the repository root down names. `skipFolder` prunes
 * a folder with all it holds (the settings' and configs' excludes); each file is then judged by the caller.
 * Symbolic links to folders are not followed, so a link cycle cannot loop the walk, and a link to a file is listed
 * only when the file it reaches lies inside the workspace folder (as the CLI passes over such links unless
 * --follow-symlinks asks: a cloned repository's `notes.md -> ~/.ssh/config` must not have its URLs shown).
 *
 * Linear in the number of folders: each folder's .gitignore chain is its parent's plus its own, carried down the
 * walk, rather than looked up again from the folder to the repository root (2,100 nested folders took minutes so).
 * An explicit stack, not recursion, so nesting depth costs neither call stack nor a generator per level.
 */
export async function* walkFolder(root: string, skipFolder: (abs: string) => boolean, isCancelled: () => boolean): AsyncGenerator<string> {
  let entered = 0;
  const enter = async (dir: string, ignores: readonly IgnoreFile[]): Promise<Frame> => {
    // Read synchronously, the event loop given back every few folders: a thread-pool round trip per folder cost
    // more than the read itself (2,000 nested folders: 8 s, 6 of them idle, on a loaded machine).
    if (++entered % 64 === 0) await new Promise((resolve) => setImmediate(resolve));
    const entries = readdir(dir);
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    // Only a folder that lists a .gitignore is asked for one: a read per folder is a path lookup as deep as the folder.
    return { entries, next: 0, dir, ignores: entries.some((e) => e.name === '.gitignore') ? withOwn(ignores, dir) : ignores };
  };
  const realRoot = await fs.promises.realpath(root).catch(() => root);
  const stack: Frame[] = [await enter(root, ancestorIgnores(root))];
  while (stack.length > 0) {
    if (isCancelled()) return;
    const top = stack.at(-1)!;
    const entry = top.entries[top.next++];
    if (!entry) {
      stack.pop();
      continue;
    }
    const abs = path.join(top.dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !isIgnored(top.ignores, abs, true) && !skipFolder(abs)) stack.push(await enter(abs, top.ignores));
    } else if (entry.isFile() || (entry.isSymbolicLink() && (await linkedFileInside(abs, realRoot)))) {
      if (!isIgnored(top.ignores, abs, false)) yield abs;
    }
  }
}

/**
 * Whether walkFolder(root, skipFolder) would yield `file`: the same judgement for one path (a file created after the
 * walk), made along the folders from root down to it, so linear in its depth.
 */
export async function isWalked(root: string, file: string, skipFolder: (abs: string) => boolean): Promise<boolean> {
  const rel = path.relative(root, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return false;
  let ignores = withOwn(ancestorIgnores(root), root);
  let dir = root;
  for (const name of rel.split(path.sep).slice(0, -1)) {
    const abs = path.join(dir, name);
    if (SKIPPED_DIRS.has(name) || isIgnored(ignores, abs, true) || skipFolder(abs)) return false;
    dir = abs;
    ignores = withOwn(ignores, dir);
  }
  if (isIgnored(ignores, file, false)) return false;
  const entry = await fs.promises.lstat(file).catch(() => undefined);
  if (entry?.isFile()) return true;
  const realRoot = await fs.promises.realpath(root).catch(() => root);
  return entry?.isSymbolicLink() === true && (await linkedFileInside(file, realRoot));
}

/** Whether the link at `abs` reaches a regular file inside `realRoot` (a real path): links out are not followed. */
async function linkedFileInside(abs: string, realRoot: string): Promise<boolean> {
  const real = await fs.promises.realpath(abs).catch(() => undefined);
  if (real === undefined || !isInside(real, realRoot)) return false;
  return (await fs.promises.stat(real).catch(() => undefined))?.isFile() === true;
}

/** The .gitignore files above `root` that apply inside it: from the nearest folder holding .git (else the filesystem root) down to root's parent. */
function ancestorIgnores(root: string): IgnoreFile[] {
  const above: string[] = [];
  // Outside a repository, every folder up to the filesystem root (as project/src's GitIgnores reads them).
  for (let d = root; !fs.existsSync(path.join(d, '.git')) && path.dirname(d) !== d; d = path.dirname(d)) above.push(path.dirname(d));
  const out: IgnoreFile[] = [];
  for (const dir of above.reverse()) {
    const rules = readIgnore(dir);
    if (rules) out.push({ dir, rules });
  }
  return out;
}

function readdir(dir: string): fs.Dirent[] {
  try {
    return fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return []; // vanished, unreadable or too deep a path: the rest of the walk goes on
  }
}

function withOwn(ignores: readonly IgnoreFile[], dir: string): readonly IgnoreFile[] {
  const rules = readIgnore(dir);
  return rules ? [...ignores, { dir, rules }] : ignores;
}

function readIgnore(dir: string): Ignore | undefined {
  try {
    return ignore().add(fs.readFileSync(path.join(dir, '.gitignore'), 'utf8'));
  } catch {
    return undefined;
  }
}

function isIgnored(ignores: readonly IgnoreFile[], abs: string, isDir: boolean): boolean {
  for (const { dir, rules } of ignores) {
    const rel = path.relative(dir, abs).split(path.sep).join('/');
    if (rel && !rel.startsWith('..') && rules.ignores(isDir ? `${rel}/` : rel)) return true;
  }
  return false;
}
