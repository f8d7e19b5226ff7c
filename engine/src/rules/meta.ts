import type { Preset, Severity } from '../types';

/** What every rule declares, as in markdownlint: id, description, docs link; plus its RFC section. */
export interface RuleMeta {
  /** Stable kebab-case code. */
  code: string;
  /** Severity in the `default` preset; users override it per code. */
  severity: Severity;
  /** Severity in each preset (`severity` is the `default` one). Most rules have the same in both. */
  severities: Readonly<Record<Preset, Severity>>;
  /** RFC 1738 section, e.g. "2.2" or "Appendix". */
  section: string;
  description: string;
  /** Whether the rule's diagnostics carry fixes (in some preset: see the rule's entry in docs/rules.md). */
  fixable: boolean;
  /** Link to the rule's entry in docs/rules.md. */
  docs: string;
}

/** A rule's severity per preset, for the rules that RFC 3986 and RFC 1738 judge differently. */
export interface PresetSeverities {
  default: Severity;
  strict: Severity;
}

export const DOCS_BASE = 'https://github.com/urlint/urlint/blob/main/docs/rules.md';

/**
 * Declares a rule's metadata; the docs link follows from the code. `severity` is one for both presets, or
 * `{ default, strict }` for what was legalised after RFC 1738.
 */
export function meta(code: string, severity: Severity | PresetSeverities, section: string, description: string, fixable = false): RuleMeta {
  const severities = typeof severity === 'string' ? { default: severity, strict: severity } : { default: severity.default, strict: severity.strict };
  return { code, severity: severities.default, severities, section, description, fixable, docs: `${DOCS_BASE}#${code}` };
}
