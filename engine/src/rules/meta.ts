import type { Severity } from '../types';

/** What every rule declares, as in markdownlint: id, description, docs link; plus its RFC section. */
export interface RuleMeta {
  /** Stable kebab-case code. */
  code: string;
  /** Default severity; users override it per code. */
  severity: Severity;
  /** RFC 1738 section, e.g. "2.2" or "Appendix". */
  section: string;
  description: string;
  /** Whether the rule's diagnostics carry fixes. */
  fixable: boolean;
  /** Link to the rule's entry in docs/rules.md. */
  docs: string;
}

export const DOCS_BASE = 'https://github.com/urlint/urlint/blob/main/docs/rules.md';

/** Declares a rule's metadata; the docs link follows from the code. */
export function meta(code: string, severity: Severity, section: string, description: string, fixable = false): RuleMeta {
  return { code, severity, section, description, fixable, docs: `${DOCS_BASE}#${code}` };
}
