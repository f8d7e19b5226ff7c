import { t } from '../../../engine/src';

/**
 * `--shard i/n`: which files this run checks when a CI matrix spreads one repository over n machines. A file
 * belongs to one shard by a hash of its path as the run names it (relative to the working folder, "/"-separated),
 * so every machine of the matrix, each walking the same checkout, agrees on the split without talking to the
 * others, and adding a file moves no other file to another shard. Standard input belongs to the first shard.
 */
export interface Shard {
  /** 1-based, as written on the command line. */
  index: number;
  count: number;
}

/** The most shards: six digits. */
const MAX_SHARDS = 999999;

/** Reads "i/n" (1 <= i <= n <= MAX_SHARDS), or says what is wrong with it. */
export function parseShard(text: string): Shard | string {
  const match = /^(\d{1,6})\/(\d{1,6})$/.exec(text.trim());
  // The limits are stated in both messages, so a matrix generated past them says how far it may go.
  if (!match) return t('--shard needs i/n, whole numbers with i from 1 to n and n from 1 to {max}, as in --shard 2/4 (got "{value}")', { value: text, max: MAX_SHARDS });
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1 || index < 1 || index > count) return t('--shard {value}: i must be from 1 to n, and n from 1 to {max}', { value: text, max: MAX_SHARDS });
  return { index, count };
}

/** Whether the file named `name` (as the run reports it) is this shard's. */
export function inShard(shard: Shard | undefined, name: string): boolean {
  return shard === undefined || shard.count === 1 || fnv1a(name.split('\\').join('/')) % shard.count === shard.index - 1;
}

/** FNV-1a, 32 bits, over UTF-16 code units: small, fast and spreads similar paths well. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
