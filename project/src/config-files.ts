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
    const own = this.load(configIn(dir));
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
    // Linux refuses a path of PATH_MAX (4,096) bytes or more (ENAMETOOLONG) before looking: no need to ask, at every
    // level of a 10,000-character path, with a string that long (the lookup was quadratic in the path's depth).
    if (process.platform === 'linux' && file.length >= LINUX_PATH_MAX) return this.gone(file);
    let stat: fs.Stats | undefined;
    let code: string | undefined;
    try {
      // No exception for a missing name, the common case: one per folder level, each with the path in its message,
      // made a 5,000-level path cost seconds.
      stat = fs.statSync(file, { throwIfNoEntry: false });
      if (stat === undefined) code = 'ENOENT';
    } catch (e) {
      code = (e as NodeJS.ErrnoException).code;
    }
    if (stat === undefined) {
      // Nothing by that name: no config. Anything else there (a dangling link or a link loop, a name it cannot
      // reach) is a config that cannot be read: readConfigFile says why, as a located error on it, and the files it
      // would govern are not checked. A name longer than the system allows (a 10,000-character path) holds no file
      // either: each level of such a path was a config error of its own, thousands published for one document.
      if (code === 'ENAMETOOLONG' || ((code === 'ENOENT' || code === 'ENOTDIR') && !linkThere(file))) return this.gone(file);
      return this.read(file, `unreadable:${code}`);
    }
    // A folder by that name is no config: skipped, as ESLint's and cspell's lookups pass over anything but a file, and
    // the lookup goes on to the folders above.
    if (stat.isDirectory()) return this.gone(file);
    // Size, both times and the inode: an edit saved within the same millisecond still changes the ctime or size,
    // and an editor that saves by renaming a new file over the old one changes the inode.
    // Anything else that is not a regular file by that name (a FIFO, a link to a device) is read the same way, and
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

/** PATH_MAX on Linux (limits.h), in bytes with the final NUL: a path of this many UTF-16 units has at least as many bytes. */
const LINUX_PATH_MAX = 4096;

/** Whether a symbolic link (dangling, or part of a loop) is at `file`. */
function linkThere(file: string): boolean {
  try {
    return fs.lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink() === true;
  } catch {
    return false;
  }
}

/**
 * The config's name in `dir`, by concatenation: `dir` is already normal (a dirname), and path.join normalises the whole
 * path again at every level, which made a lookup quadratic in the depth of a long path.
 */
function configIn(dir: string): string {
  return dir.endsWith(path.sep) ? `${dir}${CONFIG_NAME}` : `${dir}${path.sep}${CONFIG_NAME}`;
}
