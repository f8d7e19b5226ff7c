/**
 * The engine's verdict on a case against the generator's, in both presets:
 * - strict (RFC 1738 exactly): a valid URL has no error; a mutant has an error naming the production it breaks.
 * - default: a valid URL has no error and no warning either (section 6's security warnings aside: they are about
 *   well-formed URLs); a mutant's break is an error naming its production, or, for what RFC 3986 and RFC 2732
 *   made legal since, a hint naming it and no error.
 * Where the generator knows the offending text (Mutation.where), a diagnostic naming the production must cover it;
 * and as a mutant breaks one production only, no other error or warning (section 6's aside) may name another.
 */
import { lintUrl, ruleByCode, type Diagnostic, type Preset } from '../../engine/src';
import { caseKind, type OracleCase } from './generate';

export type MismatchKind =
  | 'valid-has-error'
  | 'valid-has-warning'
  | 'mutant-accepted'
  | 'wrong-production'
  | 'wrong-place'
  | 'other-production'
  | 'legalised-is-error'
  | 'legalised-not-hinted';

export interface Mismatch {
  preset: Preset;
  kind: MismatchKind;
  expected: string;
  /** The engine's diagnostics that matter here, as "severity code production". */
  actual: string;
}

/** Distinct "severity code production" entries, sorted: mismatches of one sort group together whatever the positions. */
function show(ds: readonly Diagnostic[]): string {
  if (ds.length === 0) return 'nothing';
  return [...new Set(ds.map((d) => `${d.severity} ${d.code} ${d.production ?? '(no production)'}`))].sort().join(', ');
}

/** Section 6's warnings (a password, a reserved port, an encoded CR or LF) judge no grammar. */
const isSecurity = (d: Diagnostic): boolean => ruleByCode(d.code)?.section === '6';

export function checkCase(c: OracleCase): Mismatch[] {
  const out: Mismatch[] = [];
  for (const preset of ['strict', 'default'] as const) {
    const mismatch = checkPreset(c, preset, lintUrl(c.url, { preset }).diagnostics);
    if (mismatch) out.push(mismatch);
  }
  return out;
}

function checkPreset(c: OracleCase, preset: Preset, ds: readonly Diagnostic[]): Mismatch | undefined {
  const errors = ds.filter((d) => d.severity === 'error');
  const m = c.mutation;
  if (m === undefined) {
    if (errors.length > 0) return { preset, kind: 'valid-has-error', expected: 'valid', actual: show(errors) };
    const warnings = preset === 'default' ? ds.filter((d) => d.severity === 'warning' && !isSecurity(d)) : [];
    if (warnings.length > 0) return { preset, kind: 'valid-has-warning', expected: 'valid', actual: show(warnings) };
    return undefined;
  }
  const others = ds.filter((d) => (d.severity === 'error' || d.severity === 'warning') && !isSecurity(d) && d.production !== m.production);
  if (others.length > 0) return { preset, kind: 'other-production', expected: `nothing but ${m.production}`, actual: show(others) };
  if (preset === 'default' && m.legalised) {
    const expected = `hint in ${m.production}`;
    if (errors.length > 0) return { preset, kind: 'legalised-is-error', expected, actual: show(errors) };
    const hints = ds.filter((d) => d.severity === 'hint');
    // A user with a password is left to the password warning by default (RFC 3986 3.2.1 deprecates only that form),
    // and that warning stays silent on a password that only stands for one or is an example host's (`u:p@`,
    // `user:pass@`, `:x@a.invalid`): no hint is owed then either.
    const withPassword = /^[a-z][a-z0-9+.-]*:\/\/[^/?#@]*:[^/?#@]+@/i.test(c.url);
    if ((withPassword || ds.some((d) => d.code === 'password')) && !hints.some((d) => d.production === m.production)) return undefined;
    if (!hints.some((d) => d.production === m.production)) return { preset, kind: 'legalised-not-hinted', expected, actual: show(hints) };
    return checkPlace(c, preset, hints, expected);
  }
  const expected = `error in ${m.production}`;
  if (errors.length === 0) return { preset, kind: 'mutant-accepted', expected, actual: show(ds) };
  if (!errors.some((d) => d.production === m.production)) return { preset, kind: 'wrong-production', expected, actual: show(errors) };
  return checkPlace(c, preset, errors, expected);
}

/** A diagnostic naming the broken production covers the offending text (a zero-width one: touches it). */
function checkPlace(c: OracleCase, preset: Preset, ds: readonly Diagnostic[], expected: string): Mismatch | undefined {
  const where = c.mutation?.where;
  if (where === undefined) return undefined;
  const naming = ds.filter((d) => d.production === c.mutation?.production);
  const covers = (d: Diagnostic): boolean => (d.end > d.start ? d.start < where.end && where.start < d.end : where.start <= d.start && d.start <= where.end);
  if (naming.some(covers)) return undefined;
  const spans = naming.map((d) => `${d.code} at ${d.start}-${d.end}`).join(', ');
  return { preset, kind: 'wrong-place', expected: `${expected} at ${where.start}-${where.end}`, actual: spans };
}

/** What sort of case mismatched how: cases with one signature are one problem, reported together. */
export function signatureOf(c: OracleCase, mismatches: readonly Mismatch[]): string {
  return [caseKind(c), ...mismatches.map((m) => `${m.preset}: ${m.kind}, expected ${m.expected}, got ${m.actual}`)].join('\n    ');
}
