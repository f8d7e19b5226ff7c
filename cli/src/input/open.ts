import * as fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import * as path from 'node:path';
import type { Hash } from 'node:crypto';
import { kindOf } from '../../../project/src';
import { t } from '../../../engine/src';

/** A file that could not be read: the message is the reason, shown after the file's name. */
export class Unreadable extends Error {}

export interface OpenFile {
  handle: FileHandle;
  /** As it was when opened (fstat, to the nanosecond): what --fix compares the file with before replacing it. */
  stat: fs.BigIntStats;
}

/** Bytes read at a time. */
const BLOCK = 1 << 20;

/**
 * Opens a regular file for reading. Non-blocking, so a FIFO put where a file was (or named on the command line)
 * cannot hang the run; the type is then checked on the open descriptor, which no rename can swap.
 */
export async function openFile(file: string | Buffer): Promise<OpenFile> {
  let handle: FileHandle;
  try {
    handle = await fs.promises.open(file, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
  } catch (e) {
    throw new Unreadable(reason(e));
  }
  try {
    const stat = await handle.stat({ bigint: true });
    if (!stat.isFile()) throw new Unreadable(t('not a regular file ({kind})', { kind: kindOf(stat) }));
    return { handle, stat };
  } catch (e) {
    await handle.close();
    throw e instanceof Unreadable ? e : new Unreadable(reason(e));
  }
}

/**
 * The file's bytes from its start, block by block, each also fed to `hash`. The next block is read while the caller
 * works on this one, so the disk and the check overlap instead of taking turns.
 */
export async function* fileBytes(handle: FileHandle, hash?: Hash): AsyncGenerator<Buffer> {
  const read = (position: number): Promise<Buffer> => {
    const block = Buffer.allocUnsafe(BLOCK);
    const done = handle.read(block, 0, BLOCK, position).then(
      ({ bytesRead }) => block.subarray(0, bytesRead),
      (e: unknown) => {
        throw new Unreadable(reason(e));
      },
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

/** The first `length` bytes of the file (fewer if it is shorter). */
export async function fileHead(handle: FileHandle, length: number): Promise<Buffer> {
  const head = Buffer.alloc(length);
  try {
    const { bytesRead } = await handle.read(head, 0, length, 0);
    return head.subarray(0, bytesRead);
  } catch (e) {
    throw new Unreadable(reason(e));
  }
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
