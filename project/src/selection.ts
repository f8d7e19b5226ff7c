import * as path from 'node:path';
import type { UrlsmithConfig } from '../../engine/src';
import { compileGlob } from './glob/glob';

/**
 * A config's `files` section: globs on paths relative to the config file's folder. `include` (when given) names the
 * files a folder walk checks; `exclude` names files and folders never checked, and an excluded folder takes
 * everything under it (`vendor` excludes vendor/a/b.txt), as a walk that prunes it would.
 */
export class FileSelection {
  private readonly include: ((p: string) => boolean) | undefined;
  private readonly exclude: ((p: string) => boolean) | undefined;

  constructor(
    readonly dir: string,
    files: UrlsmithConfig['files'],
  ) {
    this.include = files.include.length > 0 ? compileGlob(files.include, { dot: true }) : undefined;
    this.exclude = files.exclude.length > 0 ? compileGlob(files.exclude, { dot: true }) : undefined;
  }

  /** Whether `include` lets the file in (no include list lets everything in). */
  includes(filePath: string): boolean {
    return this.include === undefined || this.include(relativePosix(this.dir, filePath));
  }

  /** Whether `exclude` names this path itself (a file, or a folder to prune). */
  excludes(p: string): boolean {
    if (this.exclude === undefined) return false;
    const rel = relativePosix(this.dir, p);
    return rel !== '' && this.exclude(rel);
  }

  /** Whether `exclude` names a folder holding the path, below this config's folder. */
  excludesFolderOf(p: string): boolean {
    if (this.exclude === undefined) return false;
    const rel = relativePosix(this.dir, p);
    for (let i = rel.indexOf('/'); i >= 0; i = rel.indexOf('/', i + 1)) if (this.exclude(rel.slice(0, i))) return true;
    return false;
  }
}

/**
 * `p` relative to `base` with "/" separators. A path outside `base` is given whole without its root, so `**` globs
 * still reach it and a relative glob cannot (no glob lets `**` match "..": glob/glob.ts).
 */
export function relativePosix(base: string, p: string): string {
  const rel = isInside(p, base) ? path.relative(base, p) : p.slice(path.parse(p).root.length);
  return rel.split(path.sep).join('/');
}

export function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}
