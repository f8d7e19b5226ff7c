/**
 * Smaller examples of a mismatch. A mutant cannot be shrunk by cutting characters (that would break other
 * productions too), so the same sort of case is generated anew in small mode (short parts, few optional ones) and
 * the shortest one that mismatches the same way is kept.
 */
import { Rng } from '../fuzz/random';
import { generateCase, type OracleCase } from './generate';
import { checkCase, signatureOf } from './verdict';

export function smallerExamples(c: OracleCase, signature: string, seed: number, want = 3, tries = 300): OracleCase[] {
  const rng = new Rng(seed);
  const found = new Map<string, OracleCase>([[c.url, c]]);
  const request = { scheme: c.scheme, target: c.mutation?.production, how: c.mutation?.how, small: true };
  for (let i = 0; i < tries; i++) {
    const candidate = generateCase(rng, request);
    if (candidate === undefined || found.has(candidate.url)) continue;
    if (signatureOf(candidate, checkCase(candidate)) === signature) found.set(candidate.url, candidate);
  }
  return [...found.values()].sort((a, b) => a.url.length - b.url.length || (a.url < b.url ? -1 : 1)).slice(0, want);
}
