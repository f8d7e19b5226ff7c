import * as fs from 'node:fs';
import * as path from 'node:path';
import { GitIgnoreRules } from './glob/gitignore-rules';
import { type SmallFile, readSmallFile } from './small-file';
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

  constructor(private readonly onProblem: (file: string, message: string) => void = () => undefined) {}

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
      if (rel && !rel.startsWith('..') && rules.ignores(rel, isDir)) return true;
    }
    return false;
  }

  private rulesIn(dir: string): GitIgnoreRules | null {
    let rules = this.byDir.get(dir);
    if (rules === undefined) {
      const file = path.join(dir, '.gitignore');
      const read = readSmallFile(file);
      rules = 'text' in read ? new GitIgnoreRules(read.text) : null;
      const problem = gitignoreProblem(read);
      if (problem !== undefined) this.onProblem(file, problem);
      this.byDir.set(dir, rules);
    }
    return rules;
  }

  /** The folder holding .git above `dir`, or `dir`'s filesystem root when it is not in a repository. */
  private repoRoot(dir: string): string {
    const known = this.roots.get(dir);
    if (known !== undefined) return known;
    let root = dir;
    while (!fs.existsSync(path.join(root, '.git')) && path.dirname(root) !== root) root = path.dirname(root);
    this.roots.set(dir, root);
    return root;
  }
}
