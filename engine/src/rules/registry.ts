import { ALL_RULES } from './all';
import type { RuleMeta } from './meta';
import type { Preset, Severity } from '../types';

export type { RuleMeta } from './meta';

/** Every rule's metadata, in documentation order. */
export const RULES: readonly RuleMeta[] = ALL_RULES.map((r) => r.meta);

const BY_CODE = new Map(RULES.map((r) => [r.code, r]));

export function ruleByCode(code: string): RuleMeta | undefined {
  return BY_CODE.get(code);
}

/** A code's severity in a preset; an unknown code is an error, as a rule's own would be. */
export function severityOf(code: string, preset: Preset): Severity {
  return BY_CODE.get(code)?.severities[preset] ?? 'error';
}
