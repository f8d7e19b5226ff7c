import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { t } from '../../../engine/src';
import { reason } from '../input/open';

/** --fix did not write a file, on purpose: the message says why (the file is left exactly as it was). */
export class NotFixed extends Error {
  /** `fixed`: the fixed text was written all the same, but something about the file was lost (the message says what). */
  constructor(
    message: string,
    readonly fixed = false,
  ) {
    super(message);
  }
}

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
 * POSIX ACLs and extended attributes, which Node can neither read nor write, stay with the original inode: once the
 * new file holds the name, the original (kept under a second name) gets the fixed text and takes its name back, in
 * a second rename. The name always leads to a whole file, and no other program is ever started.
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
   * - the original gets a second name before the rename, so a status that moved by then (an edit written in the
   *   instant before it was replaced) is found after it, and that very file is renamed back;
   * - then the original inode, which alone has the file's ACLs and extended attributes, gets the fixed text and is
   *   renamed back over the new file, unless the new file was changed meanwhile (then that version stays).
   */
  commit(contentHash: string): void {
    try {
      fs.fsyncSync(this.fd);
      const written = fs.fstatSync(this.fd, { bigint: true });
      let held: number;
      try {
        held = fs.openSync(this.target, fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0) | (fs.constants.O_NONBLOCK ?? 0));
      } catch {
        throw this.changed();
      }
      try {
        const before = fs.fstatSync(held, { bigint: true });
        if (!sameFile(before, this.original)) throw this.changed();
        const hash = hashHeld(held);
        const last = fs.fstatSync(held, { bigint: true });
        const named = fs.lstatSync(this.target, { bigint: true, throwIfNoEntry: false });
        if (hash !== contentHash || !sameFile(last, before) || named === undefined || named.ino !== last.ino || named.dev !== last.dev) throw this.changed();
        testPause('rename');
        const pinned = swapIn(this.temp, this.target, last, held);
        if (pinned === undefined) throw new NotFixed(t('not fixed: the file changed while it was being replaced, so the changed version was put back'));
        if (pinned !== null) this.restoreInode(pinned, last, written);
      } finally {
        fs.closeSync(held);
      }
    } finally {
      this.close();
    }
  }

  /**
   * The fixed text holds the name, the original inode is at `pin` (status `last`): the original gets the fixed text
   * and takes its name back. Should that fail (a full disk: it grows), the new file, which has the fixed text, the
   * owner, group and mode, keeps the name, as the problems reported are already those of the fixed text.
   */
  private restoreInode(pin: string, last: fs.BigIntStats, written: fs.BigIntStats): void {
    const lost = (e: unknown): NotFixed => {
      unlinkTemp(pin);
      return new NotFixed(t('fixed, but its ACLs and extended attributes could not be kept: {reason}', { reason: reason(e) }), true);
    };
    let to: number;
    try {
      to = fs.openSync(pin, fs.constants.O_WRONLY | (fs.constants.O_NOFOLLOW ?? 0));
    } catch (e) {
      throw lost(e);
    }
    try {
      if (fs.fstatSync(to, { bigint: true }).ino !== last.ino) throw Object.assign(new Error('replaced'), { code: 'ESTALE' });
      copyRange(this.fd, to, Number(written.size));
      fs.ftruncateSync(to, Number(written.size));
      // A write by another user than root clears the set-user-ID and set-group-ID bits.
      fs.fchmodSync(to, Number(this.original.mode) & 0o7777);
      fs.fsyncSync(to);
    } catch (e) {
      throw lost(e);
    } finally {
      fs.closeSync(to);
    }
    testPause('swap');
    let fixed: string | null | undefined;
    try {
      fixed = swapIn(pin, this.target, written);
    } catch (e) {
      throw lost(e);
    }
    // Saved meanwhile: that version stays.
    if (fixed === undefined) throw this.changed();
    if (fixed !== null) unlinkTemp(fixed);
  }

  /** Leaves the original as it was. */
  discard(): void {
    this.close();
    this.remove();
  }

  private closed = false;

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    fs.closeSync(this.fd);
  }

  private changed(): NotFixed {
    this.remove();
    return new NotFixed(t('not fixed: the file changed while it was being fixed, so it was left as it is now'));
  }

  private remove(): void {
    if (!live.has(this.temp)) return;
    fs.rmSync(this.temp, { force: true });
    live.delete(this.temp);
  }
}

/** The same file, unchanged as far as its status tells: device, inode, size, modification and change times (ns). */
export function sameFile(a: fs.BigIntStats, b: fs.BigIntStats): boolean {
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
 * Replaces `target` (just renamed over) with the held original's content as it is now: a new file of the same owner
 * and mode, renamed in. Only where the file system gives a file no second name (see swapIn).
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
  fs.renameSync(temp, target);
  live.delete(temp);
}

/**
 * Tests only: URLSMITH_TEST_COMMIT_PAUSE=<point>:<folder> stops --fix at `point` ("read": before the read that
 * fixes; "rehash": after the re-read's first block; "rename": after the last look, right before the rename; "swap":
 * before the original takes its name back), creates <folder>/paused, and waits (60 s at most) until
 * <folder>/resume exists, so a test can change the file at that exact moment.
 */
export function testPause(point: string): void {
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
    const temp = tempName(target);
    try {
      // Read too: the original inode is given its content at the end of the commit.
      const fd = fs.openSync(temp, 'wx+', 0o600);
      live.add(temp);
      return { temp, fd };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 8) throw e;
    }
  }
}

/** A new random name for a temporary file beside `target`: `.<name>.urlsmith-<hex>.tmp`. */
function tempName(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.urlsmith-${randomBytes(8).toString('hex')}.tmp`);
}

/** A second name for `target` beside it, a new temporary name (link(2) never replaces a name that exists). */
function linkTemp(target: string): string {
  for (let attempt = 0; ; attempt++) {
    const pin = tempName(target);
    try {
      fs.linkSync(target, pin);
      live.add(pin);
      return pin;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 8) throw e;
    }
  }
}

function unlinkTemp(name: string): void {
  fs.rmSync(name, { force: true });
  live.delete(name);
}

/**
 * Renames `from` over `target` and returns a second name kept for the file `target` was, or undefined when that
 * file is not `expected` any more (someone saved it in the instant before): then it is renamed back, and `from` is
 * gone. The rename moves the replaced file's change time (one link fewer): size and modification time tell.
 * Where the file system gives a file no second name (no hard links), null: `from` keeps the name, and a change
 * seen through `held` (the original, open) is copied back in a new file.
 */
function swapIn(from: string, target: string, expected: fs.BigIntStats, held?: number): string | null | undefined {
  let pin: string | undefined;
  try {
    pin = linkTemp(target);
  } catch (e) {
    if (held === undefined) throw e;
  }
  try {
    fs.renameSync(from, target);
  } catch (e) {
    if (pin !== undefined) unlinkTemp(pin);
    throw e;
  }
  live.delete(from);
  if (pin === undefined) {
    const replaced = fs.fstatSync(held!, { bigint: true });
    if (replaced.size === expected.size && replaced.mtimeNs === expected.mtimeNs) return null;
    putBack(held!, target);
    return undefined;
  }
  const pinned = fs.lstatSync(pin, { bigint: true });
  if (pinned.dev === expected.dev && pinned.ino === expected.ino && pinned.size === expected.size && pinned.mtimeNs === expected.mtimeNs) return pin;
  fs.renameSync(pin, target);
  live.delete(pin);
  return undefined;
}

/** Copies the first `size` bytes of `from` over `to`. */
function copyRange(from: number, to: number, size: number): void {
  const block = Buffer.allocUnsafe(1 << 20);
  for (let at = 0; at < size; ) {
    const n = fs.readSync(from, block, 0, Math.min(block.length, size - at), at);
    if (n === 0) throw Object.assign(new Error('the fixed text ended early'), { code: 'EIO' });
    for (let done = 0; done < n; ) done += fs.writeSync(to, block, done, n - done, at + done);
    at += n;
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
