import type { FileHandle } from 'node:fs/promises';
import { fileHead } from '../input/open';

/** Bytes looked at, and the test itself, are git's: a NUL in the first 8000 bytes means binary (xdiff's buffer_is_binary). */
const SNIFF_BYTES = 8000;

export function looksBinary(head: Uint8Array): boolean {
  return head.subarray(0, SNIFF_BYTES).includes(0);
}

export async function isBinaryFile(handle: FileHandle): Promise<boolean> {
  return looksBinary(await fileHead(handle, SNIFF_BYTES));
}
