import { RULE_CODES } from '../rules/registry';

/**
 * The word of `known` nearest to a mistyped one (`tild` -> `tilde`, `--fromat` -> `--format`), or undefined when none
 * is near enough to be a guess worth offering, as ESLint and git do. Near: an edit distance (Levenshtein) of at most a
 * third of the typed word's length, at least 2; or the typed word a prefix of exactly one known word (cut short while
 * typing). Case is ignored. Ties go to the first word in `known`'s order, so the suggestion is stable.
 */
export function nearest(typed: string, known: readonly string[]): string | undefined {
  const lower = typed.toLowerCase();
  const prefixed = known.filter((c) => c.startsWith(lower));
  if (lower.length >= 3 && prefixed.length === 1) return prefixed[0];
  const limit = Math.max(2, Math.floor(lower.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const word of known) {
    if (Math.abs(word.length - lower.length) >= bestDistance) continue;
    const d = editDistance(lower, word, bestDistance);
    if (d < bestDistance) {
      best = word;
      bestDistance = d;
    }
  }
  return best;
}

/** The known rule code nearest to a mistyped one (`unsafe-char` -> `unsafe-character`), in the registry's order. */
export function nearestRuleCode(typed: string): string | undefined {
  return nearest(typed, RULE_CODES);
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
