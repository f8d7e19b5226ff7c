// One check of a whole document, as the lint thread (worker.ts) and the browser server (browser/main.ts) run it.
// No Node import: the web worker bundle runs it on its own thread.
import { type Diagnostic, type DocumentType, type UrlsmithConfig, checkDocument } from '../../../engine/src';
import { ChunkedDocument } from '../documents/chunked-document';
import { documentRecords } from './compute';
import { type PackedRecords, pack } from './packed';
import { hasDirectives } from './visible';

export type JobKind = 'check' | 'fixes';

/** `directives`: the text holds "urlsmith-" (see visible.ts). */
export type JobResult = { packed: PackedRecords; directives: boolean } | Diagnostic[];

export function runJob(kind: JobKind, text: string | string[], config: UrlsmithConfig, documentType: DocumentType): JobResult {
  // Plain text is read in place, piece by piece; other types need one string (their views read the whole).
  if (typeof text !== 'string' && (kind === 'fixes' || documentType !== 'plaintext')) text = text.join('');
  if (kind === 'fixes') return checkDocument(text as string, { documentType, config }).visible;
  const source = typeof text === 'string' ? text : new ChunkedDocument('', '', 0, text);
  return { packed: pack(documentRecords(source, config, documentType)), directives: hasDirectives(source) };
}
