import { Worker } from 'node:worker_threads';
import type { Diagnostic, DocumentType, UrlsmithConfig } from '../../../engine/src';
import { type PackedRecords, unpack } from './packed';
import { RecordList } from './record-list';

/** What a whole check hands back. */
export interface WholeCheck {
  urls: RecordList;
  directives: boolean;
}
import { spokenLocale } from '../l10n/locale';
import { type JobKind, type JobResult, LINT_WORKER, type LintWorkerData, type WorkerReply, type WorkerRequest, runJob } from './worker';

/** A run still worth finishing for a document that changed meanwhile; above this size, restarting the thread is cheaper. */
const RESTART_OVER = 256 * 1024;

interface Job {
  key: string;
  kind: JobKind;
  text: string | string[];
  config: UrlsmithConfig;
  documentType: DocumentType;
  settle: (c: JobResult | undefined, error?: Error) => void;
}

/**
 * Runs the engine on one background thread, one document at a time. A newer run for the same document
 * supersedes the older one: a queued run is dropped, and a long running one is cancelled by restarting the
 * thread. Superseded runs resolve to undefined. Without worker threads, runs happen inline.
 */
export class Linter {
  private worker: Worker | undefined;
  private running: (Job & { id: number }) | undefined;
  private readonly queue: Job[] = [];
  private nextId = 1;
  private inline = false;

  constructor(
    private readonly workerScript: string,
    private readonly log: (message: string) => void,
  ) {}

  /** The URL records of a whole document, and whether it holds "urlsmith-". */
  async run(key: string, text: string | string[], config: UrlsmithConfig, documentType: DocumentType): Promise<WholeCheck | undefined> {
    const r = (await this.enqueue(key, 'check', text, config, documentType)) as { packed: PackedRecords; directives: boolean } | undefined;
    // Packed strings were cloned into this thread's memory: they keep no old text alive.
    return r && { urls: RecordList.of(unpack(r.packed)), directives: r.directives };
  }

  /** The visible diagnostics of a whole document with their fixes (fix-all of a document that is not plain text). */
  fixes(key: string, text: string, config: UrlsmithConfig, documentType: DocumentType): Promise<Diagnostic[] | undefined> {
    return this.enqueue(`${key}#fixes`, 'fixes', text, config, documentType) as Promise<Diagnostic[] | undefined>;
  }

  private enqueue(key: string, kind: JobKind, text: string | string[], config: UrlsmithConfig, documentType: DocumentType): Promise<JobResult | undefined> {
    this.cancelOne(key);
    return new Promise((resolve, reject) => {
      this.queue.push({ key, kind, text, config, documentType, settle: (c, error) => (error ? reject(error) : resolve(c)) });
      this.pump();
    });
  }

  /** Starts the thread ahead of the first run: loading it takes a tenth of a second that the first open need not wait. */
  warm(): void {
    this.ensureWorker();
  }

  /** Drops every run for `key`: the document changed or closed. */
  cancel(key: string): void {
    this.cancelOne(key);
    this.cancelOne(`${key}#fixes`);
  }

  private cancelOne(key: string): void {
    for (let i = this.queue.length - 1; i >= 0; i--) {
      if (this.queue[i]!.key === key) this.queue.splice(i, 1)[0]!.settle(undefined);
    }
    const r = this.running;
    if (r?.key === key && sizeOf(r.text) > RESTART_OVER) {
      this.running = undefined;
      this.stopWorker();
      r.settle(undefined);
      this.pump();
    }
  }

  dispose(): void {
    for (const j of this.queue.splice(0)) j.settle(undefined);
    this.stopWorker();
  }

  private pump(): void {
    if (this.running || this.queue.length === 0) return;
    const job = this.queue.shift()!;
    const worker = this.ensureWorker();
    if (!worker) {
      this.runInline(job);
      return;
    }
    const id = this.nextId++;
    this.running = { ...job, id };
    const req: WorkerRequest = { id, kind: job.kind, text: job.text, config: job.config, documentType: job.documentType };
    worker.postMessage(req);
  }

  private runInline(job: Job): void {
    try {
      job.settle(runJob(job.kind, job.text, job.config, job.documentType));
    } catch (e) {
      job.settle(undefined, e instanceof Error ? e : new Error(String(e)));
    }
    setImmediate(() => this.pump());
  }

  private ensureWorker(): Worker | undefined {
    if (this.inline) return undefined;
    if (this.worker) return this.worker;
    try {
      // Threads start after initialize (the first check, or warm() once initialized): the locale is known by then.
      const workerData: LintWorkerData = { kind: LINT_WORKER, locale: spokenLocale() };
      const w = new Worker(this.workerScript, { workerData });
      w.on('message', (reply: WorkerReply) => this.onReply(reply));
      w.on('error', (e) => this.onCrash(w, e));
      w.on('exit', (code) => this.onCrash(w, new Error(`lint thread exited with code ${code}`)));
      w.unref();
      this.worker = w;
      return w;
    } catch (e) {
      this.log(`urlsmith: no worker thread (${String(e)}); linting on the main thread`);
      this.inline = true;
      return undefined;
    }
  }

  private onReply(reply: WorkerReply): void {
    const r = this.running;
    if (!r || r.id !== reply.id) return;
    this.running = undefined;
    if ('error' in reply) r.settle(undefined, new Error(reply.error));
    else r.settle(reply.result);
    this.pump();
  }

  /** A thread that dies (out of memory on a pathological text) fails its run; the next run gets a new thread. */
  private onCrash(w: Worker, e: Error): void {
    if (w !== this.worker) return; // a thread stopped on purpose
    this.worker = undefined;
    const r = this.running;
    this.running = undefined;
    r?.settle(undefined, e);
    this.pump();
  }

  private stopWorker(): void {
    const w = this.worker;
    this.worker = undefined;
    void w?.terminate();
  }
}

function sizeOf(text: string | string[]): number {
  if (typeof text === 'string') return text.length;
  let n = 0;
  for (const p of text) n += p.length;
  return n;
}
