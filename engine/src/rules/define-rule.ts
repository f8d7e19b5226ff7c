import type { Production } from '../grammar/productions';
import type { Fix, Severity } from '../types';
import { DOCS_BASE, type Fixable, type PresetSeverities, type RuleDocumentation, type RuleExamples, type RuleMeta } from './meta';
import type { Rule, RuleContext, RuleScope, UrlFix } from './rule';
import { inScope, runnerScope, type ContextOf, type DefinedScope } from './scoped-context';

export interface ReportOptions {
  fixes?: UrlFix[];
  /** The innermost section 5 production the text breaks (see RuleContext.report). */
  production?: Production;
  /**
   * This one diagnostic's severity where the preset's is milder: for text the standard the milder severity follows
   * does not allow either (a character no IRI holds, under a code whose default follows RFC 3987). A rule's
   * `severityNote` says when. A severity the user sets for the code still wins.
   */
  atLeast?: Severity;
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
 * Makes a rule from its definition: the Rule the runner (lint.ts) calls.
 */
export function defineRule<C extends string, S extends DefinedScope>(definition: RuleDefinition<C, S>): Rule<C> {
  const { code, severity, section, description, fixable, details, severityNote, examples, scope } = definition;
  const severities = typeof severity === 'string' ? { default: severity, strict: severity } : { default: severity.default, strict: severity.strict };
  // A rule about urlsmith's own directives has no section ('none'): it is judged by nothing in an RFC.
  const rfc1738 = section === 'Appendix' ? 'RFC 1738 appendix' : section === 'none' ? "urlsmith's directives (no RFC)" : `RFC 1738 section ${section}`;
  const basis = { default: typeof severity === 'string' ? rfc1738 : severity.follows, strict: rfc1738 };
  const meta = { code, severity: severities.default, severities, section, basis, description, fixable: fixable !== false, docs: `${DOCS_BASE}#${code}` };
  return new DefinedRule(meta, scope, definition.check as (ctx: RuleContext, report: Report) => void, { details, severityNote, fixable, examples });
}

/**
 * `check(ctx)` tests the scope (scoped-context.ts), then runs the definition's check with the context, now of the
 * scope's type, and a `report` bound to the code. No allocation per call: the rule's one `report` reads the context
 * being checked from a field (checks never nest), cleared after the check so that no document is kept alive.
 * A class rather than a closure per rule: the runner calls most rules for every URL, and with one `check` method
 * for all of them its call site stays monomorphic and is inlined, so a rule still costs one dynamic call, as before
 * the wrapper (wrapper closures measured about 5% slower on lintUrl).
 */
class DefinedRule<C extends string> implements Rule<C> {
  readonly scope: RuleScope;
  private current: RuleContext | undefined = undefined;
  private readonly report: Report;

  constructor(
    readonly meta: RuleMeta<C>,
    private readonly definedScope: DefinedScope,
    private readonly run: (ctx: RuleContext, report: Report) => void,
    readonly documentation: RuleDocumentation,
  ) {
    this.scope = runnerScope(definedScope);
    const code = meta.code;
    this.report = Object.assign(
      (start: number, end: number, message: string, options?: ReportOptions) => this.current?.report(code, start, end, message, options?.fixes, options?.production, options?.atLeast),
      { inDocument: (start: number, end: number, message: string, fixes?: Fix[]) => this.current?.reportInDocument(code, start, end, message, fixes) },
    );
  }

  check(ctx: RuleContext): void {
    if (!inScope(this.definedScope, ctx)) return;
    this.current = ctx;
    this.run(ctx, this.report);
    this.current = undefined;
  }
}
