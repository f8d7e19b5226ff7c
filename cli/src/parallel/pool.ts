import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { t } from '../../../engine/src';
import type { Locale } from '../../../project/src';

/** `workerData.role` that makes the CLI bundle run as a checking thread instead of a command line. */
export const CHECK_WORKER = 'urlsmith-check-worker';

/**
 * What a checking thread is started with. A thread is a module instance of its own, whose `t` has no catalogue until
 * it installs one: `locale` is the main thread's, so the messages a thread writes (the engine's among them) speak it.
 */
export interface CheckWorkerData {
  role: typeof CHECK_WORKER;
  locale: Locale;
}

export function isCheckWorkerData(data: unknown): data is CheckWorkerData {
  return typeof data === 'object' && data !== null && (data as CheckWorkerData).role === CHECK_WORKER;
}

/**
 * `--concurrency`: `off` (or 1) checks on the main thread; `auto` one checking thread per core (none on one core);
 * N uses N threads.
 */
export type Concurrency = 'off' | 'auto' | number;

export function parseConcurrency(text: string): Concurrency | { error: string } {
  if (text === 'off' || text === 'auto') return text;
  if (/^\d{1,3}$/.test(text) && Number(text) >= 1) return Number(text) === 1 ? 'off' : Number(text);
  return { error: t('--concurrency needs auto, off or a number of threads from 1 to {max} (got "{value}")', { value: text, max: 999 }) };
}

/**
 * Threads to start for `wanted`: none means check on the main thread. A number is capped at THREADS_PER_CORE per
 * core: each thread compiles the engine anew and holds memory of its own, and past the cores they only take turns
 * (`--concurrency 999` on 2 cores started 999 threads and took 1.1 GB, to print what 2 print).
 */
export function threadCount(wanted: Concurrency, cores = availableParallelism()): number {
  if (wanted === 'off') return 0;
  // The main thread only walks, reads results and writes the report: one checking thread per core.
  if (wanted === 'auto') return cores <= 1 ? 0 : cores;
  return Math.min(wanted, THREADS_PER_CORE * Math.max(1, cores));
}

/** The most threads `--concurrency N` starts per core (see threadCount). */
export const THREADS_PER_CORE = 4;

interface Pending<R> {
  resolve: (reply: R) => void;
  reject: (error: Error) => void;
}

/**
 * A fixed set of threads running the CLI bundle as checking threads (see check-worker.ts), each given one job at
 * a time. Jobs are answered in any order; the caller keeps its own order (the report is in walk order). A thread
 * that dies fails its job with the reason and is replaced, so one pathological file never stops the run.
 */
export class WorkerPool<J, R> {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending<R>>();
  private readonly waiting: Array<{ job: J } & Pending<R>> = [];

  constructor(
    private readonly script: string,
    private readonly size: number,
    private readonly workerData: CheckWorkerData,
  ) {}

  run(job: J): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ job, resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    const all = [...this.idle, ...this.busy.keys()];
    this.idle.length = 0;
    await Promise.all(all.map((w) => w.terminate()));
  }

  private pump(): void {
    while (this.waiting.length > 0) {
      const worker = this.idle.pop() ?? (this.busy.size < this.size ? this.start() : undefined);
      if (!worker) return;
      const next = this.waiting.shift()!;
      this.busy.set(worker, next);
      worker.postMessage(next.job);
    }
  }

  private start(): Worker {
    const worker = new Worker(this.script, { workerData: this.workerData });
    worker.on('message', (reply: R) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      this.idle.push(worker);
      pending?.resolve(reply);
      this.pump();
    });
    const fail = (error: Error) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      pending?.reject(error);
      this.pump();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(t('checking thread stopped (exit code {code})', { code }))));
    return worker;
  }
}
