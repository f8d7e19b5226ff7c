import type { MessagePort } from 'node:worker_threads';
import type { DocumentType, UrlsmithConfig } from '../../../engine/src';
import { checkText, checkWholeText } from '../check/check-text';
import { fileEncoding, fileText } from '../files/binary';
import type { Problem } from '../format/reporter';
import { openFile, reason } from '../input/open';

/** One file for a checking thread: everything the main thread decided about it (its config, its type). Never --fix. */
export interface CheckJob {
  /** Bytes for a name that is not UTF-8 (see files/walk.ts). */
  path: string | Uint8Array;
  config: UrlsmithConfig;
  type: DocumentType;
}

/**
 * What a thread found in one file, for the main thread to report in walk order: the problems piece by piece (as the
 * main thread would have reported them) and the warnings about the file. `error`: it could not be read or checked
 * (the reason, as the main thread words it).
 */
export interface CheckOutcome {
  binary: boolean;
  pieces: Problem[][];
  warnings: string[];
  error?: string;
}

/** The body of a checking thread: one batch of files at a time, answered with their outcomes in order. */
export function runCheckWorker(port: MessagePort): void {
  port.on('message', (jobs: CheckJob[]) => {
    void (async () => {
      const outcomes: CheckOutcome[] = [];
      for (const job of jobs) outcomes.push(await checkJob(job));
      port.postMessage(outcomes);
    })();
  });
}

async function checkJob(job: CheckJob): Promise<CheckOutcome> {
  const outcome: CheckOutcome = { binary: false, pieces: [], warnings: [] };
  const report = async (problems: Problem[]) => {
    if (problems.length > 0) outcome.pieces.push(problems);
  };
  let file;
  try {
    file = openFile(typeof job.path === 'string' ? job.path : Buffer.from(job.path));
    const encoding = fileEncoding(file);
    if (encoding === 'binary') return { ...outcome, binary: true };
    const whole = encoding === 'utf-8' ? file.wholeIfSmall() : undefined;
    const problems = whole && checkWholeText(whole, job.config, job.type);
    if (problems) await report(problems);
    else await checkText(fileText(file, encoding), job.config, report, job.type);
  } catch (e) {
    outcome.error = reason(e);
  } finally {
    file?.close();
  }
  return outcome;
}
