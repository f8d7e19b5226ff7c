import { looksBinary } from '../../../project/src';

/**
 * A file's bytes as an editor reads them: a byte-order mark names the encoding (UTF-16 LE FF FE, UTF-16 BE FE FF,
 * UTF-8 EF BB BF; Unicode 15.0 section 23.8) and is dropped; without one, UTF-8. Invalid sequences become U+FFFD.
 * Undefined for a binary file (a NUL early on, as git judges it) — a UTF-16 text is full of NULs, so the mark is
 * looked at first: VS Code opens such files as text, and Check Workspace skipped them as binary.
 */
export function decodeFile(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  if (looksBinary(bytes)) return undefined;
  return new TextDecoder('utf-8').decode(bytes);
}
