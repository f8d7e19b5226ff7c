import type { FileHandle } from 'node:fs/promises';
import { looksBinary, SNIFF_BYTES } from '../../../project/src';
import { fileHead } from '../input/open';

export async function isBinaryFile(handle: FileHandle): Promise<boolean> {
  return looksBinary(await fileHead(handle, SNIFF_BYTES));
}
