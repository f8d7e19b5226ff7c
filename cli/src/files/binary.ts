import * as fs from 'node:fs/promises';

/** Bytes looked at, and the test itself, are git's: a NUL in the first 8000 bytes means binary (xdiff's buffer_is_binary). */
const SNIFF_BYTES = 8000;

export function looksBinary(head: Uint8Array): boolean {
  return head.subarray(0, SNIFF_BYTES).includes(0);
}

export async function isBinaryFile(file: string): Promise<boolean> {
  const handle = await fs.open(file, 'r');
  try {
    const buf = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buf, 0, SNIFF_BYTES, 0);
    return looksBinary(buf.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
