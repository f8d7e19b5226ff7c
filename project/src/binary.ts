/** Bytes looked at, and the test itself, are git's: a NUL in the first 8000 bytes means binary (xdiff's buffer_is_binary). */
export const SNIFF_BYTES = 8000;

/** Whether a file whose first bytes are `head` is binary, so neither the CLI's walk nor Check Workspace reads it as text. */
export function looksBinary(head: Uint8Array): boolean {
  return head.subarray(0, SNIFF_BYTES).includes(0);
}
