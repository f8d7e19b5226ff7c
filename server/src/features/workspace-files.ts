import * as fs from 'node:fs';
import * as path from 'node:path';
import { GitIgnoreRules, gitignoreProblem, isInside, readWorkspaceFile } from '../../../project/src';

/** Folders never walked into: version control and installed packages are not the user's text (as the CLI walks). */
const SKIPPED_DIRS = new Set(['.git', 'node_modules']);

/** A folder's .gitignore, whose patterns match paths relative to that folder (as git reads them). */
interface IgnoreFile {
  dir: string;
  rules: GitIgnoreRules;
}

/** Told of each .gitignore the walk could not read (and so applied nothing from), with why. */
export type IgnoreProblem = (file: string, reason: string) => void;

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
export async function* walkFolder(root: string, skipFolder: (abs: string) => boolean, isCancelled: () => boolean, onProblem: IgnoreProblem = () => undefined): AsyncGenerator<string> {
  let entered = 0;
  let looked = 0;
  const reader = ignoreReader([root], onProblem);
  const enter = async (dir: string, ignores: readonly IgnoreFile[]): Promise<Frame> => {
    // Read synchronously, the event loop given back every few folders: a thread-pool round trip per folder cost
    // more than the read itself (2,000 nested folders: 8 s, 6 of them idle, on a loaded machine).
    if (++entered % 64 === 0) await new Promise((resolve) => setImmediate(resolve));
    const entries = readdir(dir);
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    // Only a folder that lists a .gitignore is asked for one: a read per folder is a path lookup as deep as the folder.
    return { entries, next: 0, dir, ignores: entries.some((e) => e.name === '.gitignore') ? withOwn(reader, ignores, dir) : ignores };
  };
  const realRoot = await fs.promises.realpath(root).catch(() => root);
  const stack: Frame[] = [await enter(root, ancestorIgnores(reader, root))];
  while (stack.length > 0) {
    if (isCancelled()) return;
    // And every so many entries: a folder of many files under many .gitignore patterns must not hold other requests.
    if (++looked % 1024 === 0) await new Promise((resolve) => setImmediate(resolve));
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
  const reader = ignoreReader([root], () => undefined);
  let ignores = withOwn(reader, ancestorIgnores(reader, root), root);
  let dir = root;
  for (const name of rel.split(path.sep).slice(0, -1)) {
    const abs = path.join(dir, name);
    if (SKIPPED_DIRS.has(name) || isIgnored(ignores, abs, true) || skipFolder(abs)) return false;
    dir = abs;
    ignores = withOwn(reader, ignores, dir);
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
function ancestorIgnores(read: IgnoreReader, root: string): IgnoreFile[] {
  const above: string[] = [];
  // Outside a repository, every folder up to the filesystem root (as project/src's GitIgnores reads them).
  for (let d = root; !fs.existsSync(path.join(d, '.git')) && path.dirname(d) !== d; d = path.dirname(d)) above.push(path.dirname(d));
  const out: IgnoreFile[] = [];
  for (const dir of above.reverse()) {
    const rules = read(dir);
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

function withOwn(read: IgnoreReader, ignores: readonly IgnoreFile[], dir: string): readonly IgnoreFile[] {
  const rules = read(dir);
  return rules ? [...ignores, { dir, rules }] : ignores;
}

/** A folder's .gitignore patterns, or undefined when it has none that can be read. */
type IgnoreReader = (dir: string) => GitIgnoreRules | undefined;

/**
 * Reads .gitignore files as the CLI does (project/src): only a regular file of at most 1 MiB, never one a symbolic
 * link leads from out of `roots` (the workspace folder), matched without backtracking (GitIgnoreRules). The `ignore`
 * package read `.gitignore -> /dev/zero` until the server held 3.9 GB, and its regular expressions took 44 s over a
 * file of nested `**` patterns. What cannot be read applies nothing and is told to `onProblem`, without its content.
 */
function ignoreReader(roots: readonly string[], onProblem: IgnoreProblem): IgnoreReader {
  return (dir) => {
    const file = path.join(dir, '.gitignore');
    const read = readWorkspaceFile(file, roots);
    if ('text' in read) return new GitIgnoreRules(read.text);
    const problem = gitignoreProblem(read);
    if (problem !== undefined) onProblem(file, problem);
    return undefined;
  };
}

function isIgnored(ignores: readonly IgnoreFile[], abs: string, isDir: boolean): boolean {
  for (const { dir, rules } of ignores) {
    const rel = path.relative(dir, abs).split(path.sep).join('/');
    if (rel && !rel.startsWith('..') && rules.ignores(rel, isDir)) return true;
  }
  return false;
}
