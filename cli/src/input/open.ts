import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Hash } from 'node:crypto';
import { kindOf } from '../../../project/src';
import { t } from '../../../engine/src';

/** A file that could not be read: the message is the reason, shown after the file's name. */
export class Unreadable extends Error {}

/** Bytes read at a time from a file too big to read at once. */
const BLOCK = 1 << 20;

/**
 * A regular file opened for reading, with its status when opened (fstat, to the nanosecond: what --fix compares the
 * file with before replacing it).
 *
 * A repository is mostly small files, so the cost of a file is the calls it takes, not its bytes: a file under
 * BLOCK is opened, checked and read whole with one synchronous call each, and its bytes are kept for every later
 * reader of the same opening (the binary sniff, the check, the cache's hash). Going through the thread pool for
 * each call (four awaited calls a file, a 1 MiB buffer for a 500-byte file) spent most of a 40,000-file run idle or
 * collecting garbage. A bigger file is read block by block, the next block read while this one is checked.
 */
export class OpenFile {
  /** The whole file, once read: only for a file under BLOCK. */
  private whole: Buffer | undefined;

  private constructor(
    private fd: number | undefined,
    readonly stat: fs.BigIntStats,
  ) {}

  /**
   * Opens a regular file. Non-blocking, so a FIFO put where a file was (or named on the command line) cannot hang
   * the run; the type is then checked on the open descriptor, which no rename can swap.
   */
  static open(file: string | Buffer): OpenFile {
    let fd: number;
    try {
      fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
    } catch (e) {
      throw new Unreadable(reason(e));
    }
    try {
      const stat = fs.fstatSync(fd, { bigint: true });
      if (!stat.isFile()) throw new Unreadable(t('not a regular file ({kind})', { kind: kindOf(stat) }));
      return new OpenFile(fd, stat);
    } catch (e) {
      fs.closeSync(fd);
      throw e instanceof Unreadable ? e : new Unreadable(reason(e));
    }
  }

  /** The first `length` bytes of the file (fewer if it is shorter). */
  head(length: number): Buffer {
    const whole = this.small();
    if (whole !== undefined) return whole.subarray(0, length);
    const head = Buffer.alloc(length);
    return head.subarray(0, this.readAt(head, 0));
  }

  /** The whole file when it is small (under BLOCK when opened, read with one call); undefined for a bigger one. */
  wholeIfSmall(): Buffer | undefined {
    return this.small();
  }

  /** The file's bytes from its start, each block also fed to `hash`. */
  async *bytes(hash?: Hash): AsyncGenerator<Buffer> {
    const whole = this.small();
    if (whole !== undefined) {
      if (whole.length === 0) return;
      hash?.update(whole);
      yield whole;
      return;
    }
    const read = (position: number): Promise<Buffer> => {
      const block = Buffer.allocUnsafe(BLOCK);
      const done = new Promise<Buffer>((resolve, reject) =>
        fs.read(this.descriptor(), block, 0, BLOCK, position, (e, bytesRead) => (e ? reject(new Unreadable(reason(e))) : resolve(block.subarray(0, bytesRead)))),
      );
      // A caller that stops early never awaits the block read ahead: its failure must not be an unhandled rejection.
      done.catch(() => undefined);
      return done;
    };
    let next = read(0);
    for (let position = 0; ; ) {
      const bytes = await next;
      if (bytes.length === 0) return;
      position += bytes.length;
      next = read(position);
      hash?.update(bytes);
      yield bytes;
    }
  }

  /** Its status now (fstat on the open descriptor, to the nanosecond), to compare with `stat`. */
  statNow(): fs.BigIntStats {
    try {
      return fs.fstatSync(this.descriptor(), { bigint: true });
    } catch (e) {
      throw new Unreadable(reason(e));
    }
  }

  close(): void {
    if (this.fd === undefined) return;
    const fd = this.fd;
    this.fd = undefined;
    this.whole = undefined;
    fs.closeSync(fd);
  }

  /**
   * The whole file when it was under BLOCK when opened, read with one call (asking for one byte more than its size,
   * so a file that grew since is seen and read block by block instead); undefined for a bigger file.
   */
  private small(): Buffer | undefined {
    if (this.whole !== undefined || this.stat.size >= BigInt(BLOCK)) return this.whole;
    const buffer = Buffer.allocUnsafe(Number(this.stat.size) + 1);
    const bytesRead = this.readAt(buffer, 0);
    if (bytesRead === buffer.length) return undefined; // it grew: read it as a big file
    this.whole = buffer.subarray(0, bytesRead);
    return this.whole;
  }

  private readAt(buffer: Buffer, position: number): number {
    try {
      return fs.readSync(this.descriptor(), buffer, 0, buffer.length, position);
    } catch (e) {
      throw new Unreadable(reason(e));
    }
  }

  private descriptor(): number {
    if (this.fd === undefined) throw new Error('urlsmith: a file was read after it was closed');
    return this.fd;
  }
}

/** Opens a regular file for reading (OpenFile.open). */
export function openFile(file: string | Buffer): OpenFile {
  return OpenFile.open(file);
}

/** The file's bytes from its start, each block also fed to `hash` (OpenFile.bytes). */
export function fileBytes(file: OpenFile, hash?: Hash): AsyncGenerator<Buffer> {
  return file.bytes(hash);
}

/** A system error code for a person, in the reader's language; undefined for a code without one. */
function reasonText(code: string): string | undefined {
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return t('permission denied');
    case 'ENOENT':
      return t('no such file (removed while urlsmith ran)');
    case 'ENOTDIR':
      return t('no such file (a folder in its path is not a folder)');
    case 'EISDIR':
      return t('a folder, not a file');
    case 'ELOOP':
      return t('too many symbolic links (a loop?)');
    case 'EIO':
      return t('input/output error');
    default:
      return undefined;
  }
}

/**
 * Why an operation on a file failed, for a person: the reason and the system's code. `missing` says what ENOENT
 * means where the file was expected (a file found by the walk that is gone was removed meanwhile; a path the user
 * typed may never have existed).
 */
export function reason(e: unknown, missing?: string): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === undefined) return e instanceof Error ? e.message : String(e);
  return reasonOfCode(code, missing);
}

/** A system error code for a person (see reason); anything that is not a code is a reason already. */
export function reasonOfCode(code: string, missing?: string): string {
  if (!/^E[A-Z]+$/.test(code)) return code;
  const text = code === 'ENOENT' && missing !== undefined ? missing : reasonText(code);
  return text ? t('{reason} ({code})', { reason: text, code }) : code;
}

/** The name a target (files/walk.ts, Target) is reported under; its shape written here, so walk.ts may import this file. */
export function targetName(target: { kind: 'stdin' } | { kind: 'file'; path: string }, stdinName: string, cwd = process.cwd()): string {
  return target.kind === 'stdin' ? stdinName : displayPath(target.path, cwd);
}

/** Relative to the working folder when inside it (what CI logs and SARIF want), absolute otherwise. */
export function displayPath(abs: string, cwd: string): string {
  const rel = path.relative(cwd, abs);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : abs;
}
