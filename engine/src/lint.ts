import { findInDocument } from './document/find-document';
import { documentTypeOfText } from './document/file-types';
import type { DocumentType } from './document/document-type';
import type { DocumentReading } from './document/reading';
import { judgeInContext } from './judge';
import { SCHEMES, type SchemeSpec } from './grammar/schemes';
import { parseCleanHttp } from './parse/clean-http';
import { parseUrl, parseUrlAt } from './parse/parse';
import { ALL_RULES } from './rules/all';
import { schemeTypo } from './rules/scheme/scheme-typo';
import { markdownLinkSpace } from './rules/document/markdown-link-space';
import type { Production } from './grammar/productions';
import { GRAMMARS } from './schemes';
import { host as analyzeHost, hostProduction, loginProduction, type HostInfo } from './schemes/internet';
import { charsSeen, firstHash, seenFlags, Seen } from './parse/char-scan';
import { keepShape } from './parse/shapes';
import { scanNotable, type Notable } from './scan/notable';
import { findPlaceholders, isRoleWord, NO_PLACEHOLDERS, type DocumentMap, type Placeholders } from './placeholder';
import type { Rule, RuleContext, RuleScope, UrlFix } from './rules/rule';
import { severityOf } from './rules/registry';
import type { Diagnostic, Fix, Grammar, LintOptions, LintResult, LintedUrl, Locator, Part, PartName, ParsedUrl, Preset, Severity, Span, TextEdit } from './types';

/**
 * Finds, parses and checks every URL in a document, then judges the problems in their document (judge/). Offsets in
 * the result are document offsets. `reading`: see findInDocument.
 */
export function lintText(text: string, given: LintOptions = {}, reading?: DocumentReading): LintResult {
  const options = scriptOptions(text, given);
  const urls: LintedUrl[] = [];
  for (const locator of findInDocument(text, options, true, reading)) urls.push(lintLocator(locator, options.preset));
  judgeInContext(text, urls, options.documentType, options.checkCode);
  const diagnostics: Diagnostic[] = [];
  for (const url of urls) for (const d of url.diagnostics) diagnostics.push(d);
  // Locators come in document order and each URL's diagnostics are sorted, so this sort is nearly free.
  diagnostics.sort((a, b) => a.start - b.start || a.end - b.end);
  return { urls, diagnostics };
}

/** The options with a plain-text script read as its interpreter's language (see documentTypeOfText). */
export function scriptOptions<T extends { readonly documentType?: DocumentType }>(text: string, options: T): T {
  const type = options.documentType;
  if (type !== 'plaintext') return options;
  const script = documentTypeOfText(type, text);
  return script === type ? options : { ...options, documentType: script };
}

/**
 * Identity offsets (offsets[i] = i), one array shared by every URL checked on its own. It may be longer than
 * url.length + 1 (see Locator.offsets): a view per URL would cost more than checking a clean URL does.
 */
let identity = new Uint32Array(0);
function identityOffsets(length: number): Uint32Array {
  if (identity.length < length + 1) {
    identity = new Uint32Array(Math.max(length + 1, identity.length * 2, 256));
    for (let i = 0; i < identity.length; i++) identity[i] = i;
  }
  return identity;
}

/** A bare URL has no wrapper whitespace and no hyphen breaks: one frozen empty list each, shared, not two per URL. */
const NO_WHITESPACE: Span[] = Object.freeze([]) as unknown as Span[];
const NO_HYPHEN_BREAKS: number[] = Object.freeze([]) as unknown as number[];

/** Checks a single URL given on its own (CLI `explain`, hover tests): URL offsets are document offsets. */
export function lintUrl(url: string, options?: Pick<LintOptions, 'preset'>): LintedUrl {
  return lintLocator(bareLocator(url), options?.preset);
}

/** The locator of a URL given on its own: bare, its offsets its own. */
export function bareLocator(url: string): Locator {
  return { kind: 'bare', start: 0, end: url.length, url, offsets: identityOffsets(url.length), whitespace: NO_WHITESPACE, hyphenBreaks: NO_HYPHEN_BREAKS };
}

/** The rules of each scope, in registry order (see RuleScope). */
const BY_SCOPE = new Map<RuleScope, Rule[]>();
for (const rule of ALL_RULES) {
  const list = BY_SCOPE.get(rule.scope) ?? [];
  list.push(rule);
  BY_SCOPE.set(rule.scope, list);
}
const NONE: readonly Rule[] = [];
const NO_NOTABLE: readonly Notable[] = [];
const rulesOf = (scope: RuleScope): readonly Rule[] => BY_SCOPE.get(scope) ?? NONE;
// Looked up once: every URL runs these lists.
const URL_RULES = rulesOf('url');
const CHARACTER_RULES = rulesOf('characters');
const LOGIN_RULES = rulesOf('login');
const HOST_RULES = rulesOf('host');
const PORT_RULES = rulesOf('port');
const WRAPPER_RULES = rulesOf('wrapper');
const GRAMMAR_RULES: Readonly<Record<Grammar, readonly Rule[]>> = {
  ftp: rulesOf('ftp'),
  http: rulesOf('http'),
  gopher: rulesOf('gopher'),
  mailto: rulesOf('mailto'),
  news: rulesOf('news'),
  nntp: rulesOf('nntp'),
  telnet: rulesOf('telnet'),
  wais: rulesOf('wais'),
  file: rulesOf('file'),
  prospero: rulesOf('prospero'),
  ip: rulesOf('ip'),
  generic: rulesOf('generic'),
};

/** Runs the rules that apply to one located URL and maps what they report onto the document. */
export function lintLocator(locator: Locator, preset: Preset = 'default'): LintedUrl {
  // Most URLs are clean http ones that one scan recognises (parse/clean-http.ts): no rule would report them.
  // A wrapper's layout is the wrapper rules' to judge, so a wrapped URL always takes the rules, as does a bare URL
  // joined across a hyphen break (find/bare.ts).
  if (locator.kind !== 'wrapper' && locator.hyphenBreaks.length === 0 && locator.schemeTypo === undefined) {
    const clean = parseCleanHttp(locator.url);
    if (clean !== undefined) return { locator, parsed: clean, diagnostics: [] };
  }
  return lintWithRules(locator, preset);
}

/** The full parse and every rule that applies: lintLocator without its clean-URL scan (tests compare the two). */
export function lintWithRules(locator: Locator, preset: Preset = 'default'): LintedUrl {
  const url = locator.url;
  // One look at every character after the scheme's ":" (parse/char-scan.ts): what kinds it holds, and the "#".
  const colon = url.indexOf(':');
  const scan = charsSeen(url, colon > 0 ? colon + 1 : 0);
  const hash = firstHash(scan);
  // Without a scheme there is no fragment: the first "#" is as unsafe as any (char-scan.ts counts it as the fragment's).
  const seen = colon <= 0 && hash >= 0 ? seenFlags(scan) | Seen.Notable : seenFlags(scan);
  const ctx = new UrlContext(locator, parseUrlAt(url, colon, colon > 0 ? hash : -1), preset, seen);
  // A mistyped scheme (`https:/host`) is no URL yet: its one problem is the typo, the rest is checked once it is fixed.
  // A relative Markdown destination (`[Test](docs/my file.md)`) is none either: its one problem is the broken link.
  if (locator.schemeTypo !== undefined || locator.relative !== undefined) {
    (locator.relative !== undefined ? markdownLinkSpace : schemeTypo).check(ctx);
    return { locator, parsed: ctx.parsed, diagnostics: ctx.diagnostics };
  }
  run(ctx, URL_RULES);
  if (ctx.notable.length > 0) run(ctx, CHARACTER_RULES);
  if (ctx.hasUser) run(ctx, LOGIN_RULES);
  if (ctx.host && !ctx.host.wellFormed) run(ctx, HOST_RULES);
  if (ctx.hasPort) run(ctx, PORT_RULES);
  run(ctx, GRAMMAR_RULES[ctx.parsed.grammar]);
  if (locator.kind === 'wrapper' || locator.hyphenBreaks.length > 0) run(ctx, WRAPPER_RULES);
  const { diagnostics } = ctx;
  if (diagnostics.length > 1) diagnostics.sort((a, b) => a.start - b.start || a.end - b.end);
  return { locator, parsed: ctx.parsed, diagnostics };
}

function run(ctx: RuleContext, rules: readonly Rule[]): void {
  for (let i = 0; i < rules.length; i++) rules[i]!.check(ctx);
}

/**
 * The RuleContext of one URL. A class rather than an object of closures: checking millions of URLs should
 * allocate one context each, not one per helper. What every URL needs is made here in few passes: the parse's
 * parts, one look at every character (parse/char-scan.ts) that spares the notable-character and placeholder scans
 * for URLs that hold none of their characters, and the host's one pass.
 */
class UrlContext implements RuleContext, DocumentMap {
  readonly url: string;
  readonly spec: SchemeSpec | undefined;
  readonly notable: readonly Notable[];
  readonly host: HostInfo | undefined;
  /** Template holes and patterns (see placeholder/table.ts): what overlaps them is not reported or fixed, as each row's reach says. */
  readonly placeholders: Placeholders;
  readonly diagnostics: Diagnostic[] = [];
  /** Whether the URL has a user part (the login rules' scope) or a port part (the port rules'). */
  readonly hasUser: boolean;
  readonly hasPort: boolean;
  private lastFix: Fix | undefined;
  private lastFixTouches = false;
  /** The document span of the whole URL, made at the first report. */
  private span: Span | undefined;

  constructor(
    readonly locator: Locator,
    readonly parsed: ParsedUrl,
    readonly preset: Preset,
    seen: number,
  ) {
    const url = parsed.url;
    this.url = url;
    this.span = undefined;
    this.spec = SCHEMES.get(parsed.scheme);
    const parts = parsed.parts;
    let host: Part | undefined;
    let port: Part | undefined;
    let hasUser = false;
    let fragmentHash = -1;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      const name = part.name;
      if (name === 'host') host ??= part;
      else if (name === 'port') port ??= part;
      else if (name === 'user') hasUser = true;
      else if (name === 'fragment') fragmentHash = part.start - 1;
    }
    this.hasUser = hasUser;
    this.hasPort = port !== undefined;
    const first = parts[0];
    const schemeEnd = first !== undefined && first.name === 'scheme' ? first.end + 1 : 0;
    const notable = (seen & Seen.Notable) !== 0 ? scanNotable(url, schemeEnd, host, port, fragmentHash) : NO_NOTABLE;
    // A Markdown destination written `<...>` may hold spaces (CommonMark 6.3), which a renderer encodes: not unsafe there.
    this.notable = locator.delimited === 'markdown-angle' ? notable.filter((n) => !(n.kind === 'unsafe' && url.charCodeAt(n.start) === 0x20)) : notable;
    this.host = host ? analyzeHost(url, host) : undefined;
    // A role word host (`file://filename`) holds no character charsSeen flags: its host is looked at here. The scan
    // takes the parser's host start, so what it takes for the userinfo is the scheme's (an ftp password holds "?").
    const roleHost = host !== undefined && isRoleWord(url, host.start, host.end);
    this.placeholders = (seen & Seen.Placeholder) !== 0 || roleHost ? findPlaceholders(url, schemeEnd, host, locator) : NO_PLACEHOLDERS;
  }

  part(name: PartName): Part | undefined {
    const parts = this.parsed.parts;
    for (let i = 0; i < parts.length; i++) if (parts[i]!.name === name) return parts[i];
    return undefined;
  }

  report(code: string, start: number, end: number, message: string, fixes: UrlFix[] = [], production?: Production, atLeast?: Severity): void {
    const mapped: Fix[] = fixes.map((f) => ({ title: f.title, safe: f.safe, edits: f.edits.flatMap((e) => this.editInDocument(e)) }));
    this.push(code, this.toDocument(start, end), message, mapped, production, atLeast);
  }

  /**
   * A URL edit as document edits. A character-for-character rewrite (lower-casing a scheme) of URL text that a
   * wrapper's line break runs through (`<URL:M` / `O:>`, read as `MO:`) is made one edit per unbroken run, so the
   * line break stays: as one edit over the whole span, `mo` replaced `M`, the line break and `O`, and the text lost a
   * line (fuzz fixpoint case "a case fix across a wrapper's line break keeps it"). Any other edit maps whole.
   */
  private editInDocument(e: { start: number; end: number; newText: string }): TextEdit[] {
    const whole = { ...this.toDocument(e.start, e.end), newText: e.newText };
    const length = e.end - e.start;
    if (length < 2 || e.newText.length !== length || whole.end - whole.start === length) return [whole];
    const runs: TextEdit[] = [];
    for (let i = e.start; i < e.end; i++) {
      const one = this.toDocument(i, i + 1);
      const last = runs[runs.length - 1];
      // A character that maps onto the one before (half of a surrogate pair, an escape's parts): the edit is whole.
      if (last !== undefined && one.start < last.end) return [whole];
      if (last !== undefined && last.end === one.start) {
        last.end = one.end;
        last.newText += e.newText[i - e.start];
      } else runs.push({ ...one, newText: e.newText[i - e.start]! });
    }
    return runs;
  }

  reportInDocument(code: string, start: number, end: number, message: string, fixes: Fix[] = []): void {
    this.push(code, { start, end }, message, fixes, undefined);
  }

  /**
   * The innermost production of section 5 that text at URL offset `at` belongs to. Asked only when a rule reports
   * (rare), so it costs nothing for a clean URL. The innermost part holding `at` is the last one: parts are in
   * source order, and the one part nested in another (a news article's host) comes after it.
   */
  productionAt(at: number): Production | undefined {
    const parts = this.parsed.parts;
    let found: Part | undefined;
    for (let i = 0; i < parts.length; i++) {
      const p = parts[i]!;
      if ((p.start <= at && at < p.end) || (p.start === at && p.end === at)) found = p;
    }
    if (!found) return undefined;
    switch (found.name) {
      case 'scheme':
        return 'scheme';
      case 'schemepart':
        return 'schemepart';
      case 'fragment':
        // "#" fragment identifiers are not part of section 5's BNF (2.2 only mentions them).
        return undefined;
      case 'host':
        if (this.host && this.host.part === found) return hostProduction(this.host, at);
        break;
    }
    return GRAMMARS[this.parsed.grammar].production(found, at, this.url) ?? loginProduction(found);
  }

  /** URL offsets [start, end) to the document span they cover (a span across a wrapper's line break includes it). */
  toDocument(start: number, end: number): Span {
    const { offsets, ends } = this.locator;
    // A span is whole characters: a rule that counts code units (invalid-scheme reports each one) would otherwise
    // start or end a range between the two halves of a surrogate pair, which no editor can show or select.
    if (start > 0 && splitsPair(this.url, start)) start--;
    if (end > start && splitsPair(this.url, end)) end++;
    // Offsets cover url.length + 1 entries (Locator.offsets), and a span lies within the URL.
    if (end <= start) return { start: offsets[start]!, end: offsets[start]! };
    return { start: offsets[start]!, end: ends ? ends[end - 1]! : offsets[end - 1]! + 1 };
  }

  private push(code: string, span: Span, message: string, fixes: Fix[], production: Production | undefined, atLeast?: Severity): void {
    if (!this.placeholders.none && code !== 'url-template') {
      // A placeholder is filled in later: nothing it hides is a problem of this URL, and no fix may edit it.
      // (url-template's own hint spans a placeholder on purpose.)
      if (this.placeholders.hides(code, span.start, span.end, this)) return;
      fixes = fixes.filter((f) => !this.fixTouchesPlaceholder(f));
    }
    const preset = severityOf(code, this.preset);
    const severity = atLeast !== undefined && SEVERITY_RANK[atLeast] > SEVERITY_RANK[preset] ? atLeast : preset;
    this.span ??= { start: this.locator.start, end: this.locator.end };
    const diagnostic: Diagnostic = { code, severity, message, start: span.start, end: span.end, url: this.span, fixes };
    if (production !== undefined) diagnostic.production = production;
    this.diagnostics.push(diagnostic);
  }

  /** Whether a fix edits a placeholder. One fix object shared by many diagnostics (joining a wrapper) is checked once. */
  private fixTouchesPlaceholder(fix: Fix): boolean {
    if (fix !== this.lastFix) {
      this.lastFix = fix;
      this.lastFixTouches = fix.edits.some((e) => this.placeholders.touches(e.start, e.end, this));
    }
    return this.lastFixTouches;
  }
}

// A context, and checked URLs with and without problems (a diagnostic with and without a production, fixes), kept
// alive with their hidden classes: see parse/shapes.ts.
keepShape(new UrlContext(bareLocator('http://h/'), parseUrl('http://h/'), 'default', 0));
for (const sample of ['http://h/', 'HTTP://h_/%7e%/{x}/~ ', 'ftp://u:p@h:99999/a;type=x', '<URL:http://h/>']) keepShape(lintText(sample));

/** Mildest first: a rule's `atLeast` raises a diagnostic only above its preset's severity. */
const SEVERITY_RANK: Record<Severity, number> = { hint: 0, information: 1, warning: 2, error: 3 };

/** Whether index `i` of `s` falls between a high surrogate and the low surrogate that completes it. */
function splitsPair(s: string, i: number): boolean {
  return i < s.length && (s.charCodeAt(i - 1) & 0xfc00) === 0xd800 && (s.charCodeAt(i) & 0xfc00) === 0xdc00;
}
