import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { t } from '../../../engine/src';

/** --fix did not write a file, on purpose: the message says why (the file is left exactly as it was). */
export class NotFixed extends Error {}

/** Names of urlsmith's temporary files: `.<name>.urlsmith-<hex>.tmp` (older versions put the process id there). */
export const TEMP_FILE = /^\..*\.urlsmith-[0-9a-f]+\.tmp$/;

/**
 * Writes a file's fixed text beside it and renames it over the original only once every piece is written and
 * flushed to disk, and only if the original is still what was read. Rename within a folder is atomic, so a run that
 * fails or is killed midway leaves the original untouched.
 *
 * What a rename would lose is kept or refused before anything is written: the writer works on the symbolic link's
 * target (`target` is a real path), gives the new file the original's owner, group and mode, and refuses a file with
 * other hard links (a new inode would split them) and a read-only one (the rename would ignore its permissions).
 * POSIX ACLs and extended attributes, which Node cannot read or write, are copied onto the new file by GNU cp
 * (`cp --attributes-only --preserve=mode,ownership,xattr`, ACLs included) before the rename; where that cannot be
 * done (no GNU cp, another system, an attribute this user may not set), the file is edited in place instead: the
 * same inode keeps everything, at the cost of atomicity in that one case (the new text is complete on disk first).
 */
export class AtomicWriter {
  private readonly temp: string;
  private readonly fd: number;

  /** `original`: the target's status when it was opened for reading. Throws NotFixed when it must not be rewritten. */
  constructor(
    private readonly target: string,
    private readonly original: fs.Stats,
  ) {
    if (original.nlink > 1) throw new NotFixed(t('not fixed: it has {count} hard links, which rewriting it would split', { count: original.nlink }));
    if (!writable(target, original)) throw new NotFixed(t('not fixed: the file is read-only'));
    const created = createTemp(target);
    this.temp = created.temp;
    this.fd = created.fd;
    try {
      keepOwnerAndMode(this.fd, original);
    } catch (e) {
      this.discard();
      throw e;
    }
  }

  write(text: string): void {
    const bytes = Buffer.from(text, 'utf8');
    for (let at = 0; at < bytes.length; ) at += fs.writeSync(this.fd, bytes, at, bytes.length - at);
  }

  /**
   * Replaces the original with what was written, if the original is unchanged since it was read: same inode, size
   * and modification time, and the same content (`contentHash` of the bytes read, `hashFile` of what is there now).
   * Otherwise someone saved it meanwhile: it is left alone (NotFixed).
   */
  commit(contentHash: string, hashFile: (file: string) => string): void {
    fs.fsyncSync(this.fd);
    fs.closeSync(this.fd);
    const kept = copyAttributes(this.target, this.temp);
    // The last look at the original comes after everything slow, right before it is replaced.
    let now: fs.Stats | undefined;
    try {
      now = fs.statSync(this.target);
    } catch {
      now = undefined;
    }
    const o = this.original;
    const same = now !== undefined && now.isFile() && now.ino === o.ino && now.dev === o.dev && now.size === o.size && now.mtimeMs === o.mtimeMs;
    if (!same || hashFile(this.target) !== contentHash) {
      this.remove();
      throw new NotFixed(t('not fixed: the file changed while it was being fixed, so it was left as it is now'));
    }
    if (kept) fs.renameSync(this.temp, this.target);
    else {
      copyInPlace(this.temp, this.target);
      this.remove();
    }
    live.delete(this.temp);
  }

  /** Leaves the original as it was. */
  discard(): void {
    try {
      fs.closeSync(this.fd);
    } catch {
      // already closed by a commit that found the file changed
    }
    this.remove();
  }

  private remove(): void {
    fs.rmSync(this.temp, { force: true });
    live.delete(this.temp);
  }
}

/**
 * A new file beside `target`, created exclusively (O_EXCL) under a random name: it cannot be another run's file, nor a
 * leftover of a killed one (a process id repeats, in a container every run is process 1).
 */
function createTemp(target: string): { temp: string; fd: number } {
  // The handlers go in before the file exists: a signal that came between creating the file and installing them
  // would end the process the default way and leave the file behind. Installed first, a signal is only noted by the
  // event loop, and its handler runs after this synchronous code has put the new file in `live`.
  removeOnSignals();
  for (let attempt = 0; ; attempt++) {
    const temp = path.join(path.dirname(target), `.${path.basename(target)}.urlsmith-${randomBytes(8).toString('hex')}.tmp`);
    try {
      const fd = fs.openSync(temp, 'wx', 0o600);
      live.add(temp);
      return { temp, fd };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 8) throw e;
    }
  }
}

/**
 * Copies the original's ACLs and extended attributes (and mode and owner again) onto the temporary file with GNU cp.
 * False when that could not be done completely: the caller then edits the original in place.
 */
function copyAttributes(original: string, temp: string): boolean {
  if (process.platform !== 'linux') return false;
  const run = spawnSync('cp', ['--attributes-only', '--preserve=mode,ownership,xattr', '--no-dereference', '--', original, temp], { stdio: 'ignore', timeout: 30000 });
  return run.status === 0;
}

/**
 * Writes the new text over the original's content (no new inode: owner, mode, ACLs, attributes and links stay),
 * then cuts it to length and flushes it. The original is opened without following a link (its path is a real path).
 */
function copyInPlace(temp: string, original: string): void {
  const from = fs.openSync(temp, 'r');
  try {
    const to = fs.openSync(original, fs.constants.O_WRONLY | (fs.constants.O_NOFOLLOW ?? 0));
    try {
      const block = Buffer.allocUnsafe(1 << 20);
      let at = 0;
      for (let n; (n = fs.readSync(from, block, 0, block.length, null)) > 0; ) {
        for (let done = 0; done < n; ) done += fs.writeSync(to, block, done, n - done, at + done);
        at += n;
      }
      fs.ftruncateSync(to, at);
      fs.fsyncSync(to);
    } finally {
      fs.closeSync(to);
    }
  } finally {
    fs.closeSync(from);
  }
}

/** The original's owner and group first (changing them clears set-id bits), then its mode, bits as they were. */
function keepOwnerAndMode(fd: number, original: fs.Stats): void {
  const mine = fs.fstatSync(fd);
  if (mine.uid !== original.uid || mine.gid !== original.gid) {
    try {
      fs.fchownSync(fd, original.uid, original.gid);
    } catch {
      throw new NotFixed(t('not fixed: it belongs to another user or group, which a rewritten file could not keep'));
    }
  }
  fs.fchmodSync(fd, original.mode & 0o7777);
}

/** Whether the file may be written: some write permission bit set, and writable by this user. */
function writable(file: string, stat: fs.Stats): boolean {
  if ((stat.mode & 0o222) === 0) return false;
  try {
    fs.accessSync(file, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Temporary files not yet renamed or removed: an interrupted run removes them before it ends. */
const live = new Set<string>();
let handling = false;

function removeOnSignals(): void {
  if (handling) return;
  handling = true;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const onSignal = () => {
      for (const temp of live) {
        try {
          fs.rmSync(temp, { force: true });
        } catch {
          // nothing more can be done on the way out
        }
      }
      live.clear();
      // Ends the process as the signal would have, so the shell sees it was interrupted.
      process.removeListener(signal, onSignal);
      process.kill(process.pid, signal);
    };
    process.on(signal, onSignal);
  }
}
