import type { MessagePort } from 'node:worker_threads';
import type { DocumentType, UrlsmithConfig } from '../../../engine/src';
import { type Locale, LOCALES } from '../../../project/src';
import { speak } from '../l10n/locale';
import { type JobKind, type JobResult, runJob } from './job';
import { transferables } from './packed';

export { type JobKind, type JobResult, runJob } from './job';

export const LINT_WORKER = 'urlsmith-lint-worker';

/**
 * What the server hands a lint thread as its worker data. A thread is a module instance of its own, with its own
 * `t`: the locale goes along so the diagnostics' messages it writes read in the client's language.
 */
export interface LintWorkerData {
  kind: typeof LINT_WORKER;
  locale: Locale;
}

export function isLintWorkerData(x: unknown): x is LintWorkerData {
  return typeof x === 'object' && x !== null && (x as LintWorkerData).kind === LINT_WORKER && LOCALES.includes((x as LintWorkerData).locale);
}

/** `check`: the document's URL records (every check); `fixes`: its visible diagnostics with fixes (fix-all only). */
export interface WorkerRequest {
  id: number;
  kind: JobKind;
  /** The document's text, or its pieces in order (see ChunkedDocument.textForCheck). */
  text: string | string[];
  config: UrlsmithConfig;
  documentType: DocumentType;
}

export type WorkerReply = { id: number; result: JobResult } | { id: number; error: string };


/** The body of the lint thread: whole documents are checked here so a long one never stalls hovers on the main thread. */
export function runLintWorker(port: MessagePort, locale: Locale): void {
  speak(locale);
  port.on('message', (req: WorkerRequest) => {
    let reply: WorkerReply;
    try {
      reply = { id: req.id, result: runJob(req.kind, req.text, req.config, req.documentType) };
    } catch (e) {
      reply = { id: req.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
    }
    port.postMessage(reply, 'result' in reply && 'packed' in reply.result ? transferables(reply.result.packed) : []);
  });
}
