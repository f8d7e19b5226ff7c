import type { Position, Range } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Span } from '../../../engine/src';

/**
 * The engine speaks UTF-16 document offsets and LSP speaks UTF-16 line/character positions, so the
 * TextDocument's own line index does the conversion (it treats \r\n, \r and \n as line ends, as LSP does).
 */
export function toRange(doc: TextDocument, span: Span): Range {
  return { start: doc.positionAt(span.start), end: doc.positionAt(span.end) };
}

export function toOffset(doc: TextDocument, position: Position): number {
  return doc.offsetAt(position);
}

export function toSpan(doc: TextDocument, range: Range): Span {
  const a = doc.offsetAt(range.start);
  const b = doc.offsetAt(range.end);
  return a <= b ? { start: a, end: b } : { start: b, end: a };
}

/** True when the half-open spans share a character, or when an empty span touches the other (a cursor at a URL's end). */
export function touches(a: Span, b: Span): boolean {
  return a.start <= b.end && b.start <= a.end;
}
