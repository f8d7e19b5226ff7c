import type { MessagePort } from 'node:worker_threads';
import type { DocumentType, UrlintConfig } from '../../../engine/src';
import { type Checked, checkDocument } from './compute';

export const LINT_WORKER = 'urlint-lint-worker';

export interface WorkerRequest {
  id: number;
  text: string;
  config: UrlintConfig;
  documentType: DocumentType;
}

export type WorkerReply = { id: number; checked: Checked } | { id: number; error: string };

/** The body of the lint thread: the engine runs here so a long document never stalls hovers on the main thread. */
export function runLintWorker(port: MessagePort): void {
  port.on('message', (req: WorkerRequest) => {
    let reply: WorkerReply;
    try {
      reply = { id: req.id, checked: checkDocument(req.text, req.config, req.documentType) };
    } catch (e) {
      reply = { id: req.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
    }
    port.postMessage(reply);
  });
}
