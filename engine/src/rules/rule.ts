import type { Placeholders } from '../placeholder';
import type { SchemeSpec } from '../grammar/schemes';
import type { Fix, Grammar, Locator, Part, PartName, ParsedUrl, Preset, Severity } from '../types';
import type { HostInfo } from '../schemes/internet';
import type { Notable } from '../scan/notable';
import type { RuleDocumentation, RuleMeta } from './meta';
import type { Production } from '../grammar/productions';

/** A replacement in URL offsets; the lint step maps it onto the document through `Locator.offsets`. */
export interface UrlEdit {
  start: number;
  end: number;
  newText: string;
}

export interface UrlFix {
  title: string;
  edits: UrlEdit[];
  safe: boolean;
}

/** What a rule sees of one URL. Shared analyses (notable characters, host labels) are computed once per URL. */
export interface RuleContext {
  readonly url: string;
  readonly parsed: ParsedUrl;
  readonly locator: Locator;
  /** Section 3's facts about the scheme, when RFC 1738 defines it. */
  readonly spec: SchemeSpec | undefined;
  /** Characters that are not plain unreserved/reserved ones, outside the scheme and host. */
  readonly notable: readonly Notable[];
  /** The host (ip-based schemes and news articles), split into labels. */
  readonly host: HostInfo | undefined;
  /** Template holes and patterns (placeholder/table.ts); what overlaps them is neither reported nor fixed. */
  readonly placeholders: Placeholders;
  /**
   * The preset the URL is checked with. It sets each code's severity (the context applies it), and a rule reads
   * it to decide which fixes exist: what RFC 3986 legalised is never fixed in `default`.
   */
  readonly preset: Preset;
  part(name: PartName): Part | undefined;
  /**
   * Reports a problem at URL offsets [start, end), naming the section 5 production it breaks, the innermost one
   * (`Diagnostic.production`; `productionAt` finds the one of a part's text).
   */
  report(code: string, start: number, end: number, message: string, fixes?: UrlFix[], production?: Production, atLeast?: Severity): void;
  /** The innermost section 5 production that the text at URL offset `at` belongs to (see grammar/productions.ts). */
  productionAt(at: number): Production | undefined;
  /** Reports a problem at document offsets (wrapper layout rules, which are about the text, not the URL). */
  reportInDocument(code: string, start: number, end: number, message: string, fixes?: Fix[]): void;
}

/**
 * What a rule looks at, so the runner calls it only for URLs that have that: most URLs in real text are clean,
 * and checking millions of them should cost a handful of calls each, not one per rule.
 * - `url`: every URL;  `characters`: URLs with notable characters (see notable.ts);
 * - `login`: URLs with a user;  `host`: URLs whose host is not a well-formed name or number (IP literals included);
 * - `port`: URLs with an explicit port;  `wrapper`: URLs inside a <URL:...> or <scheme:...> wrapper, and bare URLs
 *   joined across a hyphen break (the layout of the text around the URL);
 * - a Grammar: URLs of that scheme;
 * - `document`: no URL; the rule is about the document itself and reported when the configuration is applied
 *   (`directive-unknown-rule`): the runner never calls it.
 */
export type RuleScope = 'url' | 'characters' | 'login' | 'host' | 'port' | 'wrapper' | 'document' | Grammar;

/**
 * One rule, one module (after markdownlint): its metadata, what it looks at, and a check that reports through the
 * context. Made by defineRule (define-rule.ts), which also keeps the rule's docs entry (docs/rules.md is generated).
 */
export interface Rule<C extends string = string> {
  meta: RuleMeta<C>;
  scope: RuleScope;
  check(ctx: RuleContext): void;
  documentation: RuleDocumentation;
}
