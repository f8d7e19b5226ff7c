import { looksBinary, SNIFF_BYTES } from '../../../project/src';
import type { OpenFile } from '../input/open';

/**
 * How a file's text is read, as an editor opens it (and the language server reads it): a UTF-16 byte order mark
 * (FF FE little-endian, FE FF big-endian; Unicode 15.0 section 23.8) names UTF-16, whose text is full of NULs, so the
 * mark is looked at before the NUL that otherwise makes a file binary (as git judges it); anything else is UTF-8.
 */
export type FileEncoding = 'binary' | 'utf-8' | 'utf-16le' | 'utf-16be';

export function fileEncoding(file: OpenFile): FileEncoding {
  const head = file.head(SNIFF_BYTES);
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return looksBinary(head) ? 'binary' : 'utf-8';
}

/** The file's content for the checker: its bytes (UTF-8, decoded by the reader), or UTF-16 decoded here, mark dropped. */
export function fileText(file: OpenFile, encoding: FileEncoding): AsyncIterable<Buffer | string> {
  return encoding === 'utf-16le' || encoding === 'utf-16be' ? utf16(file, encoding) : file.bytes();
}

async function* utf16(file: OpenFile, encoding: 'utf-16le' | 'utf-16be'): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding);
  for await (const bytes of file.bytes()) yield decoder.decode(bytes, { stream: true });
  yield decoder.decode();
}
