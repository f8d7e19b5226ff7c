import { constants } from 'node:buffer';
import { type DocumentType, t } from '../../../engine/src';
import { CutFinder } from './cut';

/**
 * Characters per piece: big enough that cutting costs nothing, small enough that the engine's results for one
 * piece stay a few MB even in text dense with URLs (about 2 KB of results per broken URL: a 40 MB file with two
 * broken URLs on every line peaks at 169 MB with 64K pieces, 240 MB with 256K ones, and is faster too).
 */
const DEFAULT_CHUNK_CHARS = 1 << 16;

/**
 * The piece size for a document of this type. Only plain text can be cut at any line outside a wrapper without
 * changing what is found; the other types have constructs that span lines (code blocks and fences, block comments,
 * multi-line strings, tags), so their documents are read whole.
 */
export function wholeOrChunks(documentType: DocumentType): number {
  return documentType === 'plaintext' ? chunkChars() : Infinity;
}

/**
 * The most characters a document read whole may hold: 32 Mi (32 MiB of ASCII). A whole document costs several times
 * its size at once: its text as a two-byte string (2 bytes a character once any character is past U+00FF, as in most
 * READMEs) beside the blocks it was decoded from, and the engine's Markdown pass about 6 bytes a character more for
 * its views (64 MB over the text for a 10 MB README corpus, against 12 MB as plain text). So a 100 MB Markdown file
 * peaked at 958 MB, and a 300 MB one ended the process. Capped, the largest accepted file (31.5 MB) peaks at 341 MB.
 * A bigger document of a type read whole is reported ("too large to read as markdown") and skipped, not checked as
 * plain text: read that way its code spans, fences and comments would be reported as if they were prose, false
 * alarms the user could not silence. Plain text has no cap (it is read in pieces). Tests set URLSMITH_MAX_WHOLE_CHARS
 * to reach the cap with small files.
 */
export function maxWholeChars(): number {
  return (limits ??= readLimits()).whole;
}

/**
 * The most characters text not yet cut into a piece may hold: 256 Mi, and never more than one string can hold
 * (buffer.constants.MAX_STRING_LENGTH, about 512 Mi in Node 20, less a read's worth). A piece is never cut inside a
 * line, so a 1 GB line ended in V8's "Invalid string length"; past the limit the file is reported and skipped. A
 * 200 MB line is still read. Tests set URLSMITH_MAX_LINE_CHARS to reach it with small files.
 */
export function maxLineChars(): number {
  return (limits ??= readLimits()).line;
}

/** A document of a type read whole is over maxWholeChars: it is reported and skipped. */
export class TooLarge extends Error {}

/** Tests set URLSMITH_CHUNK_CHARS to force many pieces on small inputs. */
export function chunkChars(): number {
  return (limits ??= readLimits()).chunk;
}

/**
 * The three limits, read from the environment once per process: reading process.env is a call into the system's
 * environment block, which done three times for every file was a measurable part of checking 40,000 small ones.
 */
let limits: { whole: number; line: number; chunk: number } | undefined;
function readLimits(): { whole: number; line: number; chunk: number } {
  const setting = (name: string, fallback: number) => {
    const n = Number(process.env[name]);
    return Number.isInteger(n) && n >= 16 ? n : fallback;
  };
  return {
    whole: setting('URLSMITH_MAX_WHOLE_CHARS', 32 << 20),
    line: setting('URLSMITH_MAX_LINE_CHARS', Math.min(256 << 20, constants.MAX_STRING_LENGTH - (4 << 20))),
    chunk: setting('URLSMITH_CHUNK_CHARS', DEFAULT_CHUNK_CHARS),
  };
}

export interface TextChunk {
  text: string;
  /** The first piece of a file that started with a UTF-8 byte order mark (removed from `text`). */
  bom: boolean;
}

/** Whether a byte stream is valid UTF-8 (read to the end, nothing kept). */
export async function isUtf8(bytes: AsyncIterable<Buffer>): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const b of bytes) decoder.decode(b, { stream: true });
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** The input is not valid UTF-8, and the caller asked to be told (a fix must not replace bytes it cannot read). */
export class NotUtf8Error extends Error {}

/**
 * Decodes a byte stream as UTF-8 and yields it in pieces of at least `size` characters (but the last), each cut
 * where CutFinder finds the text can be cut without changing what the engine reports: a piece grows past `size`
 * until such a point comes, so no line is ever cut. With `strict`, invalid UTF-8 throws NotUtf8Error; otherwise it
 * decodes to U+FFFD, as editors show it.
 */
export async function* readChunks(bytes: AsyncIterable<Buffer | string>, strict: boolean, size = chunkChars(), documentType = 'plaintext'): AsyncGenerator<TextChunk> {
  const wholeLimit = size === Infinity ? maxWholeChars() : Infinity;
  const lineLimit = maxLineChars();
  const decoder = new TextDecoder('utf-8', { fatal: strict, ignoreBOM: true });
  let first = true;
  const decode = (b?: Buffer): string => {
    try {
      return b ? decoder.decode(b, { stream: true }) : decoder.decode();
    } catch {
      throw new NotUtf8Error(t('not valid UTF-8'));
    }
  };
  const take = (text: string): TextChunk => {
    const bom = first && text.charCodeAt(0) === 0xfeff;
    first = false;
    return { text: bom ? text.slice(1) : text, bom };
  };
  // The text not yet handed out is `carry` (from earlier reads) then block[pos..]. A block is fed to the cut finder a
  // piece's worth at a time, so a piece ends at the first safe cut past `size`, not at the block's last one (the
  // engine's results for a piece are what memory holds); pieces are sliced off the block, never joined, unless a
  // line crosses from one read into the next.
  let carry = '';
  const cuts = new CutFinder();
  for await (const b of bytes) {
    const block = typeof b === 'string' ? b : decode(b);
    let pos = 0;
    for (let fed = 0; fed < block.length; ) {
      const to = Math.min(block.length, fed + size);
      if (size !== Infinity) cuts.feed(block, fed, to);
      fed = to;
      const cut = cuts.lastSafeCut;
      if (carry.length + (fed - pos) < size || cut === 0) continue;
      cuts.shift(cut);
      if (cut <= carry.length) {
        const piece = carry.slice(0, cut);
        carry = carry.slice(cut);
        yield take(piece);
      } else {
        const end = pos + cut - carry.length;
        const piece = carry + block.slice(pos, end);
        carry = '';
        pos = end;
        yield take(piece);
      }
    }
    if (pos < block.length) {
      const rest = pos === 0 ? block : block.slice(pos);
      if (carry.length + rest.length > lineLimit) throw new TooLarge(t('a line of over {count} characters, more than urlsmith can hold at once, so not checked', { count: lineLimit.toLocaleString('en-US') }));
      carry += rest;
    }
    if (carry.length > wholeLimit) throw new TooLarge(t('too large to read as {type} (over {count} characters), so not checked', { type: documentType, count: wholeLimit.toLocaleString('en-US') }));
  }
  carry += decode();
  if (carry.length > 0 || first) yield take(carry);
}
