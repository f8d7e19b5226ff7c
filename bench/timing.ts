/** Wall-clock timing with warm-up and medians: the one way every figure in the bench is taken. */

declare const gc: (() => void) | undefined;

/** Collects garbage between runs when node was started with --expose-gc, so one run does not pay for another. */
export function settle(): void {
  if (typeof gc === 'function') gc();
}

/** Milliseconds one call of `fn` takes; its result is returned so the work cannot be optimised away. */
export function timeOnce<T>(fn: () => T): { ms: number; result: T } {
  settle();
  const start = process.hrtime.bigint();
  const result = fn();
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  return { ms, result };
}

/** The nearest-rank p-th percentile (0-100): p95 of 5 runs is the slowest, of 20 the 19th. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
