import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
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

  /** `original`: the target's status (to the nanosecond) when it was opened for reading. Throws NotFixed when it must not be rewritten. */
  constructor(
    private readonly target: string,
    private readonly original: fs.BigIntStats,
  ) {
    if (original.nlink > 1n) throw new NotFixed(t('not fixed: it has {count} hard links, which rewriting it would split', { count: Number(original.nlink) }));
    if (!writable(target, Number(original.mode))) throw new NotFixed(t('not fixed: the file is read-only'));
    const created = createTemp(target);
    this.temp = created.temp;
    this.fd = created.fd;
    try {
      keepOwnerAndMode(this.fd, { uid: Number(original.uid), gid: Number(original.gid), mode: Number(original.mode) });
    } catch (e) {
      this.discard();
      throw e;
    }
  }

  /** Why writing the new file failed (a full disk, a quota), once it has: nothing more is written. */
  failure: unknown;

  /**
   * Appends to the new file; false when it could not (now or before), so the caller checks the rest as it is: a
   * file that cannot be fixed is still checked, and its problems reported with the reason (the run goes on).
   */
  write(text: string): boolean {
    if (this.failure !== undefined) return false;
    const bytes = Buffer.from(text, 'utf8');
    try {
      for (let at = 0; at < bytes.length; ) at += fs.writeSync(this.fd, bytes, at, bytes.length - at);
      return true;
    } catch (e) {
      this.failure = e;
      return false;
    }
  }

  /**
   * Replaces the original with what was written, if the original is unchanged since it was read; otherwise someone
   * saved it meanwhile, and it is left as it is now (NotFixed). Rename is atomic but a check before it is not, so the
   * original is held open from before the last look until after the rename:
   * - before: the held file is the one read (`original`: device, inode, size, modification and change times to the
   *   nanosecond), its whole content hashes to `contentHash` (the bytes read), its status did not move while it was
   *   re-read (an edit written in place into a part already hashed moves the times), and the name still leads to it;
   * - after the rename, a status that moved since the last look means an edit was written into the original in the
   *   instant before it was replaced: that version, still readable through the held descriptor, is put back.
   */
  commit(contentHash: string): void {
    fs.fsyncSync(this.fd);
    fs.closeSync(this.fd);
    const kept = copyAttributes(this.target, this.temp);
    const changed = (): NotFixed => {
      this.remove();
      return new NotFixed(t('not fixed: the file changed while it was being fixed, so it was left as it is now'));
    };
    let held: number;
    try {
      held = fs.openSync(this.target, fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0) | (fs.constants.O_NONBLOCK ?? 0));
    } catch {
      throw changed();
    }
    try {
      const before = fs.fstatSync(held, { bigint: true });
      if (!sameFile(before, this.original)) throw changed();
      const hash = hashHeld(held);
      const last = fs.fstatSync(held, { bigint: true });
      const named = fs.lstatSync(this.target, { bigint: true, throwIfNoEntry: false });
      if (hash !== contentHash || !sameFile(last, before) || named === undefined || named.ino !== last.ino || named.dev !== last.dev) throw changed();
      testPause('rename');
      if (!kept) {
        // The same inode is written: its status moves by this write, so there is nothing to compare after.
        copyInPlace(this.temp, this.target);
        this.remove();
        return;
      }
      fs.renameSync(this.temp, this.target);
      live.delete(this.temp);
      // The rename itself moves the replaced inode's change time (one link fewer): size and modification time tell.
      const replaced = fs.fstatSync(held, { bigint: true });
      if (replaced.size !== last.size || replaced.mtimeNs !== last.mtimeNs) {
        putBack(held, this.target);
        throw new NotFixed(t('not fixed: the file changed while it was being replaced, so the changed version was put back'));
      }
    } finally {
      fs.closeSync(held);
    }
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

/** The same file, unchanged as far as its status tells: device, inode, size, modification and change times (ns). */
function sameFile(a: fs.BigIntStats, b: fs.BigIntStats): boolean {
  return a.isFile() && a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs && a.ctimeNs === b.ctimeNs;
}

/** SHA-256 of the held file's whole content, read from its start. */
function hashHeld(fd: number): string {
  const hash = createHash('sha256');
  const block = Buffer.allocUnsafe(1 << 20);
  let at = 0;
  for (let n; (n = fs.readSync(fd, block, 0, block.length, at)) > 0; at += n) {
    hash.update(block.subarray(0, n));
    // An edit written in place now lands in a part already hashed: the status check after the re-read sees it.
    if (at === 0) testPause('rehash');
  }
  return hash.digest('hex');
}

/**
 * Replaces `target` (just renamed over) with the held original's content as it is now: a new file of the same
 * owner, mode and attributes (those of the file renamed in, which had the original's), renamed in.
 */
function putBack(held: number, target: string): void {
  const { temp, fd } = createTemp(target);
  try {
    const block = Buffer.allocUnsafe(1 << 20);
    let at = 0;
    for (let n; (n = fs.readSync(held, block, 0, block.length, at)) > 0; at += n) {
      for (let done = 0; done < n; ) done += fs.writeSync(fd, block, done, n - done);
    }
    keepOwnerAndMode(fd, fs.fstatSync(held));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  copyAttributes(target, temp);
  fs.renameSync(temp, target);
  live.delete(temp);
}

/**
 * Tests only: URLSMITH_TEST_COMMIT_PAUSE=<point>:<folder> stops the commit at `point` ("rehash": after the re-read's
 * first block; "rename": after the last look, right before the rename), creates <folder>/paused, and waits (60 s at
 * most) until <folder>/resume exists, so a test can write into the file at that exact moment.
 */
function testPause(point: string): void {
  const wanted = process.env['URLSMITH_TEST_COMMIT_PAUSE'];
  if (wanted === undefined || !wanted.startsWith(`${point}:`)) return;
  const folder = wanted.slice(point.length + 1);
  fs.writeFileSync(path.join(folder, 'paused'), '');
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (const deadline = Date.now() + 60000; !fs.existsSync(path.join(folder, 'resume')) && Date.now() < deadline; ) Atomics.wait(sleeper, 0, 0, 2);
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
function keepOwnerAndMode(fd: number, original: { uid: number; gid: number; mode: number }): void {
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
function writable(file: string, mode: number): boolean {
  if ((mode & 0o222) === 0) return false;
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
