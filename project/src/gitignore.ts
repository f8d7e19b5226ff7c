import * as fs from 'node:fs';
import * as path from 'node:path';
import { GitIgnoreRules } from './glob/gitignore-rules';
import { kindOf, type SmallFile, readSmallFile } from './small-file';
import { isInside } from './selection';
import { t } from '../../engine/src';

/** Why a .gitignore read as `read` applies nothing, for a person; undefined when it was read or is simply not there. */
export function gitignoreProblem(read: SmallFile): string | undefined {
  if ('text' in read || read.code === 'ENOENT' || read.code === 'ENOTDIR') return undefined;
  return read.code ? t('cannot read it ({code}), so its patterns were not applied', { code: read.code }) : t('{reason}, so its patterns were not applied', { reason: read.error });
}

/**
 * The .gitignore files that apply to a path: every one from the repository root (the nearest folder with a .git)
 * down to the path's folder, each matching paths relative to its own folder, as git reads them. A .gitignore that
 * cannot be read (not a regular file, over MAX_SETTINGS_BYTES, a link loop, unreadable) is reported once to
 * `onProblem` and ignores nothing.
 */
export class GitIgnores {
  private readonly byDir = new Map<string, GitIgnoreRules | null>();
  private readonly roots = new Map<string, string>();
  /** For each folder, the .gitignore files that apply in it, from its repository's root down (shared, never copied). */
  private readonly chains = new Map<string, readonly Applying[]>();

  constructor(private readonly onProblem: (file: string, message: string) => void = () => undefined) {}

  /**
   * Each folder's chain is its parent's plus its own .gitignore, worked out once, and a path is matched only against
   * the files that exist: a walk costs the same per folder at any depth (not one look per folder above each path).
   */
  isIgnored(abs: string, isDir: boolean): boolean {
    for (const { dir, rules } of this.chainOf(path.dirname(abs))) {
      const rel = relativeInside(dir, abs);
      if (rel !== undefined && rules.ignores(rel, isDir)) return true;
    }
    return false;
  }

  private chainOf(dir: string): readonly Applying[] {
    const known = this.chains.get(dir);
    if (known !== undefined) return known;
    // Up to the first folder already known or the repository's root, then down again, each folder from its parent's.
    const root = this.repoRoot(dir);
    const pending: string[] = [];
    let base: readonly Applying[] = [];
    for (let d = dir; ; d = path.dirname(d)) {
      const chain = this.chains.get(d);
      if (chain !== undefined) {
        base = chain;
        break;
      }
      pending.push(d);
      if (d === root || path.dirname(d) === d) break;
    }
    for (let i = pending.length - 1; i >= 0; i--) {
      const d = pending[i]!;
      const rules = this.rulesIn(d);
      base = rules ? [...base, { dir: d, rules }] : base;
      this.chains.set(d, base);
    }
    return base;
  }

  private rulesIn(dir: string): GitIgnoreRules | null {
    let rules = this.byDir.get(dir);
    if (rules === undefined) {
      const file = path.join(dir, '.gitignore');
      // What it is first, then where it leads: `.gitignore -> /dev/zero` is a device (what makes it unreadable),
      // wherever it is.
      const kind = notRegular(file);
      if (kind !== undefined) {
        this.onProblem(file, t('{reason}, so its patterns were not applied', { reason: t('not a regular file ({kind})', { kind }) }));
        this.byDir.set(dir, null);
        return null;
      }
      if (linksOutside(file, this.repoRoot(dir))) {
        this.onProblem(file, t('a symbolic link to outside the repository, so it was not read'));
        this.byDir.set(dir, null);
        return null;
      }
      const read = readSmallFile(file);
      rules = 'text' in read ? new GitIgnoreRules(read.text) : null;
      const problem = gitignoreProblem(read);
      if (problem !== undefined) this.onProblem(file, problem);
      this.byDir.set(dir, rules);
    }
    return rules;
  }

  /**
   * The folder holding .git above `dir`, or `dir`'s filesystem root when it is not in a repository. Each folder is
   * looked at once: the folders passed on the way up to one already known get its answer.
   */
  private repoRoot(dir: string): string {
    const passed: string[] = [];
    let root: string | undefined;
    for (let d = dir; root === undefined; d = path.dirname(d)) {
      root = this.roots.get(d);
      if (root !== undefined) break;
      passed.push(d);
      if (fs.existsSync(path.join(d, '.git')) || path.dirname(d) === d) root = d;
    }
    for (const d of passed) this.roots.set(d, root);
    return root;
  }
}

/** What `file` (followed through links) is when it is there and is no regular file; its type only, nothing read. */
function notRegular(file: string): string | undefined {
  let stat;
  try {
    stat = fs.statSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined; // a link loop, a permission: the read says so
  }
  return stat === undefined || stat.isFile() ? undefined : kindOf(stat);
}

/**
 * Whether `file` is a symbolic link whose target is outside `root` (its repository's root, or outside any repository
 * the folder the .gitignore is in): a cloned repository's `.gitignore -> ~/.config/...` is not read (what it ignores
 * would tell which patterns a private file holds).
 */
function linksOutside(file: string, root: string): boolean {
  let link;
  try {
    link = fs.lstatSync(file);
  } catch {
    return false;
  }
  if (!link.isSymbolicLink()) return false;
  const within = fs.existsSync(path.join(root, '.git')) ? root : path.dirname(file);
  let real: string;
  let realWithin: string;
  try {
    real = fs.realpathSync(file);
    realWithin = fs.realpathSync(within);
  } catch {
    return false; // a dangling link or a loop: the read says so
  }
  return !isInside(real, realWithin);
}

interface Applying {
  dir: string;
  rules: GitIgnoreRules;
}

/** `abs` relative to `dir` with "/" separators, when it is inside it (and not `dir` itself). */
function relativeInside(dir: string, abs: string): string | undefined {
  const prefix = dir.endsWith(path.sep) ? dir : dir + path.sep;
  if (!abs.startsWith(prefix) || abs.length === prefix.length) return undefined;
  const rel = abs.slice(prefix.length);
  return path.sep === '/' ? rel : rel.split(path.sep).join('/');
}
