import type { MessagePort } from 'node:worker_threads';
import type { Diagnostic, DocumentType, UrlintConfig } from '../../../engine/src';
import { checkDocument, documentRecords } from './compute';
import type { UrlRecord } from './records';

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

export type JobResult = UrlRecord[] | Diagnostic[];

export type WorkerReply = { id: number; result: JobResult } | { id: number; error: string };

export function runJob(kind: JobKind, text: string, config: UrlintConfig, documentType: DocumentType, own: boolean): JobResult {
  return kind === 'check' ? documentRecords(text, config, documentType, own) : checkDocument(text, config, documentType).visible;
}

/** The body of the lint thread: whole documents are checked here so a long one never stalls hovers on the main thread. */
export function runLintWorker(port: MessagePort): void {
  port.on('message', (req: WorkerRequest) => {
    let reply: WorkerReply;
    try {
      // Strings need no copying here: the reply is cloned into the main thread's own memory.
      reply = { id: req.id, result: runJob(req.kind, req.text, req.config, req.documentType, false) };
    } catch (e) {
      reply = { id: req.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
    }
    port.postMessage(reply);
  });
}
