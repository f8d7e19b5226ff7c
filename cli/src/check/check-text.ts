import type { Hash } from 'node:crypto';
import { type ApplyState, applyEdits, checkDocument, type Diagnostic, type DocumentType, fixAllEdits, initialApplyState, type UrlsmithConfig } from '../../../engine/src';
import { chunkChars, maxLineChars, maxWholeChars, readChunks, wholeOrChunks } from '../input/chunks';
import { DocumentPositions } from '../input/positions';
import type { Problem } from '../format/reporter';
import type { AtomicWriter } from './fix-writer';

export interface CheckedText {
  /** With a writer: whether any fix changed the text. */
  changed: boolean;
  /** With --fix: the file was left unfixed for a reason the user must hear of (an exit code 2). */
  notFixed?: boolean;
}

/**
 * Checks one document of the given type streamed in pieces: each piece is linted, configured, (with `writer`) fixed and written,
 * handed to `report`, then forgotten, so memory depends on the piece size, not on the file size.
 * With a writer the problems reported are those left after fixing, as ESLint reports them, and `written` (when
 * given) is fed the text written, so the cache can key the fixed file by its new content.
 */
export async function checkText(
  bytes: AsyncIterable<Buffer | string>,
  config: UrlsmithConfig,
  report: (problems: Problem[]) => Promise<void>,
  documentType: DocumentType,
  writer?: AtomicWriter,
  written?: Hash,
): Promise<CheckedText> {
  const state = initialApplyState(config);
  const positions = new DocumentPositions();
  let changed = false;
  for await (const chunk of readChunks(bytes, writer !== undefined, wholeOrChunks(documentType), documentType)) {
    let text = chunk.text;
    if (writer && writer.failure === undefined) {
      // Fix everything fixable the config lets through, whatever maxProblems allows to be shown.
      const edits = fixAllEdits(checkDocument(text, { documentType, config, state: probe(state) }).visible);
      const fixed = edits.length > 0 ? applyEdits(text, edits) : text;
      const out = chunk.bom ? `\ufeff${fixed}` : fixed;
      // Once the fixed text cannot be written (a full disk), the rest is reported as it is, fixable problems included.
      if (writer.write(out)) {
        changed ||= fixed !== text;
        text = fixed;
        written?.update(out);
      }
    }
    const shown = checkDocument(text, { documentType, config, state }).visible;
    positions.next(text);
    await report(problemsOf(shown, positions));
  }
  return { changed };
}

/**
 * checkText's problems for a UTF-8 file already read whole (OpenFile.wholeIfSmall) when it is one piece, shorter
 * than a piece in bytes and so in characters; undefined for a longer one, which goes through checkText. The same problems
 * with none of the stream's awaits: a repository is mostly such files, and each await of the stream cost more than
 * checking a 500-byte file.
 */
export function checkWholeText(bytes: Buffer, config: UrlsmithConfig, documentType: DocumentType): Problem[] | undefined {
  // Bytes are at least characters: under every limit readChunks applies (a piece, a line, a whole document), so
  // never a piece more, nor a file it would refuse.
  if (bytes.length >= Math.min(chunkChars(), maxLineChars(), maxWholeChars())) return undefined;
  let text = WHOLE_DECODER.decode(bytes);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const shown = checkDocument(text, { documentType, config, state: initialApplyState(config) }).visible;
  if (shown.length === 0) return [];
  const positions = new DocumentPositions();
  positions.next(text);
  return problemsOf(shown, positions);
}

/** The problems a piece shows, located in the document (`positions` has been given the piece). */
function problemsOf(shown: readonly Diagnostic[], positions: DocumentPositions): Problem[] {
  return shown.map((d) => ({ code: d.code, severity: d.severity, message: d.message, range: positions.range(d), fixable: d.fixes.some((f) => f.safe) }));
}

/** readChunks' decoding of a whole read: invalid UTF-8 to U+FFFD, the byte order mark kept for the caller to drop. */
const WHOLE_DECODER = new TextDecoder('utf-8', { ignoreBOM: true });

/** A copy of the carried state for a look-ahead pass, with no problem budget. */
function probe(state: ApplyState): ApplyState {
  return { disabled: state.disabled.clone(), nextLine: state.nextLine, remaining: undefined };
}
