import type { Hash } from 'node:crypto';
import { type ApplyState, applyEdits, checkDocument, type DocumentType, fixAllEdits, initialApplyState, type UrlsmithConfig } from '../../../engine/src';
import { readChunks, wholeOrChunks } from '../input/chunks';
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
    await report(shown.map((d) => ({ code: d.code, severity: d.severity, message: d.message, range: positions.range(d), fixable: d.fixes.some((f) => f.safe) })));
  }
  return { changed };
}

/** A copy of the carried state for a look-ahead pass, with no problem budget. */
function probe(state: ApplyState): ApplyState {
  return { disabled: state.disabled.clone(), nextLine: state.nextLine, remaining: undefined };
}
