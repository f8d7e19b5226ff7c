import type { Severity } from '../types';

/** What every rule declares, as in markdownlint: id, description, docs link; plus its RFC section. */
export interface RuleMeta {
  code: string;
  severity: Severity;
  /** RFC 1738 section, e.g. "2.2" or "Appendix". */
  section: string;
  description: string;
  fixable: boolean;
  /** Link to the rule's entry in docs/rules.md. */
  docs: string;
}

export const DOCS_BASE = 'https://github.com/urlint/urlint/blob/main/docs/rules.md';

export const RULES: readonly RuleMeta[] = [];

export function ruleByCode(code: string): RuleMeta | undefined {
  return RULES.find((r) => r.code === code);
}
