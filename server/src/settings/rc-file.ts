import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { type ConfigError, type UrlintConfig, parseConfig } from '../../../engine/src';

export const RC_NAME = '.urlintrc.json';

export interface RcFile {
  path: string;
  config: UrlintConfig;
  errors: ConfigError[];
}

interface Cached {
  mtimeMs: number;
  size: number;
  rc: RcFile;
}

/**
 * Finds and parses the `.urlintrc.json` that governs a file: the nearest one in its folder or above, up to the
 * workspace folder's root. Parsed with the engine's parseConfig, the function the CLI uses, so the editor and
 * CI read the file identically. A stat per lookup keeps the cache right even for clients that do not report
 * file changes (Neovim 0.7 does not watch files).
 */
export class RcFiles {
  private readonly parsed = new Map<string, Cached>();

  /** `stopAt` is the workspace folder's path; without one the search goes up to the filesystem root. */
  async find(filePath: string, stopAt: string | undefined): Promise<RcFile | undefined> {
    let dir = path.dirname(filePath);
    for (;;) {
      const rc = await this.load(path.join(dir, RC_NAME));
      if (rc) return rc;
      const parent = path.dirname(dir);
      if (parent === dir || (stopAt !== undefined && !isInside(parent, stopAt))) return undefined;
      dir = parent;
    }
  }

  clear(): void {
    this.parsed.clear();
  }

  private async load(file: string): Promise<RcFile | undefined> {
    let stat;
    try {
      stat = await fs.stat(file);
    } catch {
      this.parsed.delete(file);
      return undefined;
    }
    if (!stat.isFile()) return undefined;
    const hit = this.parsed.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.rc;
    let text: string;
    try {
      text = await fs.readFile(file, 'utf8');
    } catch {
      return undefined;
    }
    const { config, errors } = parseConfig(text);
    const rc = { path: file, config, errors };
    this.parsed.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, rc });
    return rc;
  }
}

export function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}
