import { RULE_CODES } from '../../../engine/src';

/**
 * The known rule code nearest to a mistyped one (`tild` -> `tilde`, `unsafe-char` -> `unsafe-character`), or
 * undefined when none is near enough to be a guess worth offering. Near: an edit distance (Levenshtein) of at most a
 * third of the typed code's length, at least 2; or the typed code a prefix of exactly one known code (a code cut short
 * while typing). Ties go to the first code in the registry's order, so the suggestion is stable.
 */
export function nearestRuleCode(typed: string): string | undefined {
  const lower = typed.toLowerCase();
  const prefixed = RULE_CODES.filter((c) => c.startsWith(lower));
  if (lower.length >= 3 && prefixed.length === 1) return prefixed[0];
  const limit = Math.max(2, Math.floor(lower.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const code of RULE_CODES) {
    if (Math.abs(code.length - lower.length) >= bestDistance) continue;
    const d = editDistance(lower, code, bestDistance);
    if (d < bestDistance) {
      best = code;
      bestDistance = d;
    }
  }
  return best;
}

/** Levenshtein distance, two rows; stops early once every cell of a row is at least `cap` (the answer is then >= cap). */
function editDistance(a: string, b: string, cap: number): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      row.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin >= cap) return cap;
    prev = row;
  }
  return prev[b.length]!;
}
