import type { DocumentType } from '../document/document-type';
import type { Preset, Severity } from '../types';

/** What every rule declares, as in markdownlint: id, description, docs link; plus its RFC section. */
export interface RuleMeta<C extends string = string> {
  /** Stable kebab-case code. */
  code: C;
  /** Severity in the `default` preset; users override it per code. */
  severity: Severity;
  /** Severity in each preset (`severity` is the `default` one). Most rules have the same in both. */
  severities: Readonly<Record<Preset, Severity>>;
  /** RFC 1738 section, e.g. "2.2" or "Appendix". */
  section: string;
  /**
   * What each preset judges by: `strict` always RFC 1738 (its section); `default` the same, or, where the default
   * preset follows a later RFC that legalised what RFC 1738 forbids, that RFC's section (docs/rules.md says both).
   */
  basis: Readonly<Record<Preset, string>>;
  description: string;
  /** Whether the rule's diagnostics carry fixes (in some preset: see the rule's entry in docs/rules.md). */
  fixable: boolean;
  /** Link to the rule's entry in docs/rules.md. */
  docs: string;
}

/** A rule's severity per preset, for the rules that RFC 3986 (or another later RFC) and RFC 1738 judge differently. */
export interface PresetSeverities {
  default: Severity;
  strict: Severity;
  /** The later RFC and section the default preset follows, e.g. "RFC 3986 section 2.3" (see RuleMeta.basis). */
  follows: string;
}

export const DOCS_BASE = 'https://github.com/urlsmith/urlsmith/blob/main/docs/rules.md';

/**
 * Which fixes a rule's diagnostics carry, as its docs entry states them; test/unit/rule-examples.test.ts checks
 * the declaration against the fixes the rule emits. `false`: never a fix.
 */
export type Fixable =
  | false
  | {
      /** Where fixes are offered: in both presets, or only in `strict` (what RFC 3986 legalised is never rewritten by default). */
      presets: 'both' | 'strict';
      /**
       * Whether fix-all applies them: true when the fix keeps the URL's meaning (the docs' intro lists where a safe
       * fix is still held back: next to a placeholder, after an escaping backslash...); false when every fix makes
       * a choice or changes the layout, and is only offered as a quick fix.
       */
      fixAll: boolean;
      /** Why, after "applied by fix-all" or "not applied by fix-all" in the docs. */
      note?: string;
    };

/**
 * An example of a rule's docs entry, checked by test/unit/rule-examples.test.ts. `url` is checked on its own
 * (lintUrl); `text` is a document (lintText), for what only a document has (a wrapper's line breaks, a URL in a
 * shell command).
 */
export type RuleExample = ({ url: string; text?: undefined } | { text: string; url?: undefined }) & {
  /** How the docs write it when the real text cannot be shown (a tab, 64 letters). */
  shown?: string;
  /** Checked in this preset only; else in both. */
  preset?: Preset;
  /** The document type a `text` example is read as (default plain text): a Markdown link for `markdown-link-space`. */
  documentType?: DocumentType;
  /**
   * The distinct codes it gets (any order), each one's diagnostics counted once. Default: the rule's code for
   * an invalid example, none for a valid one.
   */
  codes?: readonly string[];
  /**
   * What the rule's fixes make of it (the docs' "becomes"), in the presets where the rule fixes: one text per
   * alternative fix (the first fix of each diagnostic, then the second...).
   */
  fixed?: string | readonly string[];
};

/** What the rule's docs entry shows: examples it reports, and examples it leaves alone. */
export interface RuleExamples {
  invalid: readonly RuleExample[];
  valid?: readonly RuleExample[];
}

/** A rule's entry in docs/rules.md beyond its metadata (docs/rules.md is generated from these: scripts/rules-doc). */
export interface RuleDocumentation {
  /** Markdown after the one-line description: what the description leaves out. */
  details?: string;
  /** Said after the default severity (`url-template`: where its one hint goes). */
  severityNote?: string;
  fixable: Fixable;
  examples: RuleExamples;
}
