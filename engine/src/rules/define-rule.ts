import type { Production } from '../grammar/productions';
import type { Fix, Severity } from '../types';
import { DOCS_BASE, type Fixable, type PresetSeverities, type RuleExamples } from './meta';
import type { Rule, RuleContext, UrlFix } from './rule';
import { narrowing, runnerScope, type ContextOf, type DefinedScope } from './scoped-context';

export interface ReportOptions {
  fixes?: UrlFix[];
  /** The innermost section 5 production the text breaks (see RuleContext.report). */
  production?: Production;
}

/** Reports a problem under the rule's own code: a rule cannot report another's. */
export interface Report {
  /** At URL offsets [start, end). */
  (start: number, end: number, message: string, options?: ReportOptions): void;
  /** At document offsets (wrapper layout rules, which are about the text, not the URL). */
  inDocument(start: number, end: number, message: string, fixes?: Fix[]): void;
}

/** Everything a rule declares, once: its metadata, its docs entry, what it looks at, and its check. */
export interface RuleDefinition<C extends string, S extends DefinedScope> {
  /** Stable kebab-case code; the set of all codes is the type RuleCode (registry.ts). */
  code: C;
  /** One severity for both presets, or `{ default, strict }` for what was legalised after RFC 1738. */
  severity: Severity | PresetSeverities;
  /** RFC 1738 section, e.g. "2.2" or "Appendix". */
  section: string;
  /** One sentence: the first line of the docs entry, the hover text and the schema's description. */
  description: string;
  fixable: Fixable;
  /** Markdown after the description in docs/rules.md (see RuleDocumentation). */
  details?: string;
  severityNote?: string;
  examples: RuleExamples;
  scope: S;
  check(ctx: ContextOf<S>, report: Report): void;
}

/**
 * Makes a rule from its definition. The result is the Rule the runner (lint.ts) calls: `check(ctx)` tests the
 * scope's narrowing, then calls the definition's check with the typed context and a `report` bound to the code.
 * No allocation per call: the rule's one `report` reads the context being checked from a variable (checks never
 * nest), cleared after the check so that no document is kept alive. Rules run for every URL: the wrapper is kept to
 * an assignment and a call (and the scope's one test).
 */
export function defineRule<C extends string, S extends DefinedScope>(definition: RuleDefinition<C, S>): Rule<C> {
  const { code, severity, section, description, fixable, details, severityNote, examples, scope } = definition;
  const severities = typeof severity === 'string' ? { default: severity, strict: severity } : { default: severity.default, strict: severity.strict };
  let current: RuleContext | undefined;
  const report: Report = Object.assign(
    (start: number, end: number, message: string, options?: ReportOptions) => current?.report(code, start, end, message, options?.fixes, options?.production),
    { inDocument: (start: number, end: number, message: string, fixes?: Fix[]) => current?.reportInDocument(code, start, end, message, fixes) },
  );
  const inScope = narrowing(scope);
  const check = definition.check as (ctx: RuleContext, report: Report) => void;
  return {
    meta: { code, severity: severities.default, severities, section, description, fixable: fixable !== false, docs: `${DOCS_BASE}#${code}` },
    scope: runnerScope(scope),
    check: inScope
      ? (ctx) => {
          if (!inScope(ctx)) return;
          current = ctx;
          check(ctx, report);
          current = undefined;
        }
      : (ctx) => {
          current = ctx;
          check(ctx, report);
          current = undefined;
        },
    documentation: { details, severityNote, fixable, examples },
  };
}
