import type { MessagePort } from 'node:worker_threads';
import type { Diagnostic, DocumentType, UrlintConfig } from '../../../engine/src';
import { checkDocument, documentRecords } from './compute';
import { type PackedRecords, pack, transferables } from './packed';

export const LINT_WORKER = 'urlint-lint-worker';

/** `check`: the document's URL records (every check); `fixes`: its visible diagnostics with fixes (fix-all only). */
export type JobKind = 'check' | 'fixes';

export interface WorkerRequest {
  id: number;
  kind: JobKind;
  text: string;
  config: UrlintConfig;
  documentType: DocumentType;
}

export type JobResult = PackedRecords | Diagnostic[];

export type WorkerReply = { id: number; result: JobResult } | { id: number; error: string };

export function runJob(kind: JobKind, text: string, config: UrlintConfig, documentType: DocumentType): JobResult {
  return kind === 'check' ? pack(documentRecords(text, config, documentType)) : checkDocument(text, config, documentType).visible;
}

/** The body of the lint thread: whole documents are checked here so a long one never stalls hovers on the main thread. */
export function runLintWorker(port: MessagePort): void {
  port.on('message', (req: WorkerRequest) => {
    let reply: WorkerReply;
    try {
      reply = { id: req.id, result: runJob(req.kind, req.text, req.config, req.documentType) };
    } catch (e) {
      reply = { id: req.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
    }
    port.postMessage(reply, 'result' in reply && 'urls' in reply.result ? transferables(reply.result) : []);
  });
}
