import * as fs from 'node:fs';
import { t } from '../../engine/src';

/**
 * The most a settings file (a `.gitignore`; a config has MAX_CONFIG_BYTES) may hold: 1 MiB. Real ones are a few KB (the
 * largest .gitignore on a Debian machine with 900 npm packages and gsutil's vendored projects is 2,282 bytes); a
 * bigger one is a mistake or an attack
 * (`.gitignore -> /dev/zero` drove urlsmith to 8.4 GB), and is an error, not a read.
 */
export const MAX_SETTINGS_BYTES = 1 << 20;

/**
 * The most a `.urlsmithrc.json` may hold: 32 MiB. A config can carry a long `ignore` list (a blocklist of a million
 * hosts is 18 MB, parsed in about a second and 450 MB); beyond this it is a mistake or an attack, refused as above.
 */
export const MAX_CONFIG_BYTES = 32 << 20;

/** A small file's text, or why it was not read: an errno code (ENOENT, EACCES, ELOOP...) or a sentence. */
export type SmallFile = { text: string } | { error: string; code?: string };

/**
 * Reads a small regular file whole, or says why not, never throwing and never waiting: it is opened non-blocking (a
 * FIFO cannot hang the read), its type is checked on the open descriptor (no rename can swap it after the check),
 * and no more than `limit` + 1 bytes are ever read (a device or a file growing meanwhile cannot fill memory).
 */
export function readSmallFile(file: string, limit = MAX_SETTINGS_BYTES, options: { noFollow?: boolean } = {}): SmallFile {
  let fd: number;
  try {
    // With `noFollow`, a symbolic link is not opened at all (ELOOP): for urlsmith's own files, which a link must not redirect.
    const flags = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0) | (options.noFollow ? (fs.constants.O_NOFOLLOW ?? 0) : 0);
    fd = fs.openSync(file, flags);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return { error: code ?? (e as Error).message, ...(code ? { code } : {}) };
  }
  try {
    const stat = fs.fstatSync(fd);
    if (!stat.isFile()) return { error: t('not a regular file ({kind})', { kind: kindOf(stat) }) };
    if (stat.size > limit) return { error: tooLarge(limit) };
    // Blocks as they come, not a buffer of `limit` bytes: a 1 KB file costs 1 KB whatever the limit.
    const blocks: Buffer[] = [];
    let length = 0;
    while (length <= limit) {
      const block = Buffer.allocUnsafe(Math.min(1 << 16, limit + 1 - length));
      const n = fs.readSync(fd, block, 0, block.length, null);
      if (n === 0) break;
      blocks.push(block.subarray(0, n));
      length += n;
    }
    if (length > limit) return { error: tooLarge(limit) };
    return { text: Buffer.concat(blocks, length).toString('utf8') };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return { error: code ?? (e as Error).message, ...(code ? { code } : {}) };
  } finally {
    fs.closeSync(fd);
  }
}

function tooLarge(limit: number): string {
  // "MiB" is a unit symbol (IEC 80000-13), the same in every language; "bytes" is a word.
  const size = limit >= 1 << 20 && limit % (1 << 20) === 0 ? `${limit / (1 << 20)} MiB` : t('{count} bytes', { count: limit });
  return t('over {size}, the most urlsmith reads in a file like this', { size });
}

/** What a path that is not a regular file is, for a person. */
export function kindOf(stat: fs.Stats | fs.BigIntStats): string {
  if (stat.isDirectory()) return t('a folder');
  if (stat.isFIFO()) return t('a FIFO');
  if (stat.isSocket()) return t('a socket');
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return t('a device');
  if (stat.isSymbolicLink()) return t('a symbolic link');
  return t('not a file');
}
