import * as fs from 'node:fs';
import * as path from 'node:path';
import { CONFIG_NAME, type ConfigFile, readConfigFile } from './config-file';
import { leavesRoots } from './within';

interface Cached {
  stamp: string;
  file: ConfigFile;
}

export interface ConfigFilesOptions {
  /**
   * Check every config file again on each lookup (one stat per folder level): for the language server, which runs
   * for hours while files change, and whose clients do not always report changes (Neovim does not watch files).
   * Off for one CLI run, where each folder is looked up once and remembered.
   */
  revalidate: boolean;
  /**
   * The folders being checked (the workspace folders; the CLI's working folder): a config inside them that a symbolic
   * link leads out of is not read (readConfigFile). None: every config is read wherever its links lead.
   */
  roots?: () => readonly string[];
}

/**
 * Which `.urlsmithrc.json` governs a file: the nearest one in its folder or above, as ESLint's flat config and cspell
 * look up theirs, so a subfolder's config wins for the files under it whatever folder a tool runs from. The CLI and
 * the language server both ask this, so a file is checked with the same config in CI and in the editor.
 */
export class ConfigFiles {
  private readonly parsed = new Map<string, Cached>();
  /** Without revalidation: folder -> the chain of configs governing its contents (nearest first). */
  private readonly chains = new Map<string, ConfigFile[]>();
  private readonly readListeners: Array<(file: ConfigFile) => void> = [];
  private readonly goneListeners: Array<(file: string) => void> = [];

  constructor(private readonly options: ConfigFilesOptions = { revalidate: true }) {}

  /** The config governing a file, or undefined when there is none up to the filesystem root. */
  forFile(filePath: string): ConfigFile | undefined {
    return this.chainOfFolder(path.dirname(filePath))[0];
  }

  /** Every config from the one governing the file up to the filesystem root, nearest first. */
  chainOfFile(filePath: string): ConfigFile[] {
    return this.chainOfFolder(path.dirname(filePath));
  }

  /** Every config governing a folder's contents (the folder's own one first, if it has one), nearest first. */
  chainOfFolder(dir: string): ConfigFile[] {
    const known = this.options.revalidate ? undefined : this.chains.get(dir);
    if (known) return known;
    const own = this.load(path.join(dir, CONFIG_NAME));
    const parent = path.dirname(dir);
    const above = parent === dir ? [] : this.chainOfFolder(parent);
    const chain = own ? [own, ...above] : above;
    if (!this.options.revalidate) this.chains.set(dir, chain);
    return chain;
  }

  /** Called with each config file when it is parsed: the first time, and whenever it changed since. */
  onRead(listener: (file: ConfigFile) => void): void {
    this.readListeners.push(listener);
  }

  /** Called with a config file's path when a file parsed before is found gone. */
  onGone(listener: (file: string) => void): void {
    this.goneListeners.push(listener);
  }

  /**
   * The client said files changed: the next lookups read every config again. Entries are kept, only made stale,
   * so a config deleted meanwhile is still reported gone.
   */
  clear(): void {
    for (const cached of this.parsed.values()) cached.stamp = '';
    this.chains.clear();
  }

  private load(file: string): ConfigFile | undefined {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch (e) {
      // Nothing by that name: no config. Anything else there (a dangling link or a link loop, a name it cannot
      // reach) is a config that cannot be read: readConfigFile says why, as a located error on it, and the files it
      // would govern are not checked.
      const code = (e as NodeJS.ErrnoException).code;
      if ((code === 'ENOENT' || code === 'ENOTDIR') && !linkThere(file)) return this.gone(file);
      return this.read(file, `unreadable:${code}`);
    }
    // Size, both times and the inode: an edit saved within the same millisecond still changes the ctime or size,
    // and an editor that saves by renaming a new file over the old one changes the inode.
    // Anything but a regular file by that name (a folder, a FIFO, a link to a device) is read the same way, and
    // readConfigFile reports it instead of reading it.
    // Whether a link leads out of the roots is part of the stamp: the roots change as folders are added and removed.
    const roots = this.options.roots?.() ?? [];
    const out = roots.length > 0 && leavesRoots(file, roots);
    return this.read(file, `${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}:${stat.ino}:${stat.mode}:${out}`);
  }

  private read(file: string, stamp: string): ConfigFile {
    const hit = this.parsed.get(file);
    if (hit?.stamp === stamp) return hit.file;
    const parsed = readConfigFile(file, this.options.roots?.() ?? []);
    this.parsed.set(file, { stamp, file: parsed });
    for (const l of this.readListeners) l(parsed);
    return parsed;
  }

  private gone(file: string): undefined {
    if (this.parsed.delete(file)) for (const l of this.goneListeners) l(file);
    return undefined;
  }
}

/** Whether a symbolic link (dangling, or part of a loop) is at `file`. */
function linkThere(file: string): boolean {
  try {
    return fs.lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
