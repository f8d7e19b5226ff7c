import * as fs from 'node:fs';
import * as path from 'node:path';
import ignore, { type Ignore } from 'ignore';

/**
 * The .gitignore files that apply to a path: every one from the repository root (the nearest folder with a .git)
 * down to the path's folder, each matching paths relative to its own folder, as git reads them.
 */
export class GitIgnores {
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
        rules = ignore().add(fs.readFileSync(path.join(dir, '.gitignore'), 'utf8'));
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
    while (!fs.existsSync(path.join(root, '.git')) && path.dirname(root) !== root) root = path.dirname(root);
    this.roots.set(dir, root);
    return root;
  }
}
