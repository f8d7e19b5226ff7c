import { ALL_RULES } from './all';
import type { RuleMeta } from './meta';
import type { Preset, Severity } from '../types';

export type { RuleMeta } from './meta';

/** Every rule code: the union of the codes the rules declare (all.ts), so a misspelt code does not type-check. */
export type RuleCode = (typeof ALL_RULES)[number]['meta']['code'];

/**
 * Every rule's metadata, in documentation order. Typed with `code: string`, so a set of these codes can be asked
 * about any string (a config's, a diagnostic's); `RULE_CODES` has the narrow type.
 */
export const RULES: readonly RuleMeta[] = ALL_RULES.map((r) => r.meta);

/** Every code, in documentation order. */
export const RULE_CODES: readonly RuleCode[] = ALL_RULES.map((r) => r.meta.code);

const BY_CODE = new Map<string, RuleMeta>(RULES.map((r) => [r.code, r]));

export function ruleByCode(code: string): RuleMeta | undefined {
  return BY_CODE.get(code);
}

export function isRuleCode(code: string): code is RuleCode {
  return BY_CODE.has(code);
}

/** A code's severity in a preset; an unknown code is an error, as a rule's own would be. */
export function severityOf(code: string, preset: Preset): Severity {
  return BY_CODE.get(code)?.severities[preset] ?? 'error';
}
