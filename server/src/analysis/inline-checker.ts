import { runJob } from './job';
import type { WholeChecker } from './analyses';
import { unpack } from './packed';
import { RecordList } from './record-list';
import type { Diagnostic } from '../../../engine/src';

/**
 * Whole checks run on the calling thread: the browser server is a web worker already, so the editor's UI never waits
 * on it. A run starts after the current task, so a newer run for the same document cancels an older one not yet begun.
 */
export function inlineChecker(): WholeChecker {
  const latest = new Map<string, number>();
  let next = 1;
  const later = <T>(key: string, work: () => T): Promise<T | undefined> => {
    const id = next++;
    latest.set(key, id);
    return new Promise((resolve, reject) =>
      setTimeout(() => {
        if (latest.get(key) !== id) return resolve(undefined);
        latest.delete(key);
        try {
          resolve(work());
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)));
        }
      }, 0),
    );
  };
  return {
    run: (key, text, config, documentType) =>
      later(key, () => {
        const r = runJob('check', text, config, documentType) as { packed: Parameters<typeof unpack>[0]; directives: boolean };
        return { urls: RecordList.of(unpack(r.packed)), directives: r.directives };
      }),
    fixes: (key, text, config, documentType) => later(`${key}#fixes`, () => runJob('fixes', text, config, documentType) as Diagnostic[]),
    cancel: (key) => {
      latest.delete(key);
      latest.delete(`${key}#fixes`);
    },
  };
}
