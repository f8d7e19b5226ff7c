/**
 * Minimises a failing input: drops ever smaller chunks of its text while the same failure kind remains, so the
 * report shows the few characters that matter (`http://[:]]`, not the 200-character document it came from).
 */
import { check, type FailureKind } from './checks';
import type { FuzzInput } from './documents';

/** Removing a chunk is kept when the failure remains; a split surrogate pair is just another input to check. */
export function shrink(input: FuzzInput, kind: FailureKind, maxChecks = 4000): FuzzInput {
  let best = input;
  let checks = 0;
  const fails = (text: string): boolean => {
    checks++;
    return check({ ...best, text }).failures.includes(kind);
  };
  for (let size = Math.max(1, best.text.length >> 1); size >= 1 && checks < maxChecks; size = size === 1 ? 0 : size >> 1) {
    for (let at = 0; at < best.text.length && checks < maxChecks; ) {
      const text = best.text.slice(0, at) + best.text.slice(at + size);
      if (fails(text)) best = { ...best, text };
      else at += size;
    }
  }
  return best;
}
