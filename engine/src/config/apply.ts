import type { DocumentType } from '../document/document-type';
import type { DocumentReading } from '../document/reading';
import type { Diagnostic, LintResult, LintedUrl, Span } from '../types';
import type { UrlsmithConfig } from './config';
import { type Directive, DisabledCodes, directiveDiagnostics, findDirectives } from './directives';

/**
 * What carries from one piece of a document to the next when a host checks a large file in chunks (the CLI
 * streams): the disable state, a disable-next-line aimed at the next chunk's first line, and the problem budget.
 */
export interface ApplyState {
  disabled: DisabledCodes;
  /** Codes (null: all) silenced on the first line of the next chunk; undefined when none. */
  nextLine: string[] | null | undefined;
  /** Problems still allowed in this document (maxProblems); undefined when unlimited. */
  remaining: number | undefined;
}

export function initialApplyState(config: UrlsmithConfig): ApplyState {
  return { disabled: new DisabledCodes(), nextLine: undefined, remaining: config.maxProblems };
}

/**
 * Applies the user's configuration to a lint result: per-rule severities ('off' drops), ignore patterns,
 * in-document directives (urlsmith-disable-next-line / urlsmith-disable / urlsmith-enable, and a report of each code
 * they list that names no rule) and maxProblems.
 * Returns the diagnostics a user should see, sorted by offset. Directives are read from the comments of the
 * document's type (`documentType`, plain text by default: see directives.ts).
 */
export function applyConfig(text: string, result: LintResult, config: UrlsmithConfig, documentType: DocumentType = 'plaintext'): Diagnostic[] {
  return applyConfigToChunk(text, result, config, initialApplyState(config), documentType);
}

/**
 * applyConfig for one chunk of a document that is checked in pieces; `state` is updated for the next chunk.
 * `reading`: the chunk's reading as its type, when the caller has it (checkDocument), so directives are read from the
 * same pass of the reader as the URLs.
 */
export function applyConfigToChunk(text: string, result: LintResult, config: UrlsmithConfig, state: ApplyState, documentType: DocumentType = 'plaintext', reading?: DocumentReading): Diagnostic[] {
  return applyConfigToProblems(text, result.diagnostics, ignoredSpans(result.urls, config.ignore), config, state, documentType, reading);
}

/**
 * applyConfigToChunk for problems a host kept between checks without their URLs (the language server's records):
 * `ignored` are the document spans of the URLs that match an ignore pattern (ignoredBy), in document order. A
 * problem whose URL starts inside one of them, or right at its end, is dropped, as applyConfig drops it.
 */
export function applyConfigToProblems(text: string, diagnostics: readonly Diagnostic[], ignored: readonly Span[], config: UrlsmithConfig, state: ApplyState, documentType: DocumentType = 'plaintext', reading?: DocumentReading): Diagnostic[] {
  const directives = findDirectives(text, documentType, reading);
  const carried = state.nextLine;
  const carriedEnd = carried === undefined ? 0 : firstLineEnd(text);
  const targets = directives.filter((x) => x.kind === 'disable-next-line');
  // A directive's unknown code is a problem like a URL's: severities, `off` and the budget apply to it too.
  const sorted = [...diagnostics, ...directiveDiagnostics(directives, config.preset)].sort((a, b) => a.start - b.start);

  const shown: Diagnostic[] = [];
  let d = 0;
  let t = 0;
  for (const diagnostic of sorted) {
    for (; d < directives.length && directives[d]!.offset <= diagnostic.start; d++) state.disabled.apply(directives[d]!);
    for (; t < targets.length && targets[t]!.target!.end < diagnostic.start; t++);
    const setting = config.rules[diagnostic.code];
    if (setting === 'off') continue;
    if (isInside(ignored, diagnostic.url.start)) continue;
    if (state.disabled.isDisabled(diagnostic.code)) continue;
    if (carried !== undefined && diagnostic.start <= carriedEnd && silences(carried, diagnostic.code)) continue;
    if (silencedByNextLine(targets, t, diagnostic)) continue;
    if (state.remaining !== undefined) {
      if (state.remaining <= 0) continue;
      state.remaining--;
    }
    shown.push(setting === undefined || setting === diagnostic.severity ? diagnostic : { ...diagnostic, severity: setting });
  }
  for (; d < directives.length; d++) state.disabled.apply(directives[d]!);
  const last = targets.at(-1);
  state.nextLine = last?.target && last.target.start === text.length ? last.codes : undefined;
  return shown;
}

function silences(codes: string[] | null, code: string): boolean {
  return codes === null || codes.includes(code);
}

/** Targets are in document order and those ending before `from` were passed, so few are looked at. */
function silencedByNextLine(targets: readonly Directive[], from: number, diagnostic: Diagnostic): boolean {
  for (let i = from; i < targets.length && targets[i]!.target!.start <= diagnostic.start; i++) {
    if (diagnostic.start <= targets[i]!.target!.end && silences(targets[i]!.codes, diagnostic.code)) return true;
  }
  return false;
}

function firstLineEnd(text: string): number {
  const m = /[\r\n]/.exec(text);
  return m ? m.index : text.length;
}

/** Document spans of the URLs that match an ignore pattern, in document order. */
function ignoredSpans(urls: readonly LintedUrl[], patterns: readonly string[]): Array<{ start: number; end: number }> {
  if (patterns.length === 0) return [];
  const ignores = compileIgnores(patterns);
  return urls.filter(ignores).map((u) => ({ start: u.locator.start, end: u.locator.end }));
}

function isInside(spans: ReadonlyArray<{ start: number; end: number }>, offset: number): boolean {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = spans[mid]!;
    if (offset < s.start) hi = mid - 1;
    else if (offset > s.end) lo = mid + 1;
    else return true;
  }
  return false;
}

/**
 * Whether a URL matches an ignore pattern of the configuration, the test compiled once (compileIgnores): for a host
 * that keeps URLs between checks (the language server's records) and settles which are ignored when it makes them.
 * applyConfig drops the problems of exactly these URLs.
 */
export function ignoredBy(config: UrlsmithConfig): (url: LintedUrl) => boolean {
  return config.ignore.length === 0 ? () => false : compileIgnores(config.ignore);
}

/**
 * An ignore pattern is a URL prefix when it has a ":" ("http://localhost/"), otherwise a host name,
 * where a leading "*." stands for any subdomain ("*.example.com" matches a.example.com and a.b.example.com,
 * not example.com itself). Scheme and host compare case-insensitively, the rest of a prefix exactly.
 *
 * All the patterns are compiled into one test that costs about the URL's length, whatever their number: host names
 * in a set, "*." suffixes in a set asked once per dot of the host, and prefixes in sets by length, each asked with the
 * URL's own beginning (one set per length no longer than the URL). Trying each pattern in turn made 58,000
 * patterns over 20,000 URLs more than five minutes.
 */
export function compileIgnores(patterns: readonly string[]): (u: LintedUrl) => boolean {
  const hosts = new Set<string>();
  const suffixes = new Set<string>();
  const prefixes = new Map<number, Set<string>>();
  for (const pattern of patterns) {
    if (pattern.includes(':')) {
      const key = caseless(pattern, authorityEnd(pattern));
      let bucket = prefixes.get(key.length);
      if (!bucket) prefixes.set(key.length, (bucket = new Set()));
      bucket.add(key);
      continue;
    }
    const host = pattern.toLowerCase().replace(/\.$/, '');
    if (host.startsWith('*.')) suffixes.add(host.slice(1));
    else hosts.add(host);
  }
  const lengths = [...prefixes.keys()].sort((a, b) => a - b);
  return (u) => {
    if (lengths.length > 0) {
      const url = u.locator.url;
      // The URL's scheme and authority compare without case, as a prefix's do: a prefix's case-insensitive head ends
      // where the URL's does, or the prefix ends before that (authorityEnd reads the same ":" and "/" in both).
      const key = caseless(url, authorityEnd(url));
      for (const n of lengths) {
        if (n > key.length) break;
        if (prefixes.get(n)!.has(key.slice(0, n))) return true;
      }
    }
    if (hosts.size === 0 && suffixes.size === 0) return false;
    const part = u.parsed.parts.find((p) => p.name === 'host');
    if (!part) return false;
    const name = part.value.toLowerCase().replace(/\.$/, '');
    if (hosts.has(name)) return true;
    // "*.example.com" is the suffix ".example.com", which must leave at least one character before it.
    for (let dot = name.indexOf('.', 1); dot > 0 && suffixes.size > 0; dot = name.indexOf('.', dot + 1)) if (suffixes.has(name.slice(dot))) return true;
    return false;
  };
}

/** `text` with its first `cut` characters lower-cased: how a URL or a prefix is compared. */
function caseless(text: string, cut: number): string {
  return text.slice(0, cut).toLowerCase() + text.slice(cut);
}

/** Offset just past "scheme://host:port" in a URL prefix (or past "scheme:" when there is no authority). */
function authorityEnd(prefix: string): number {
  const colon = prefix.indexOf(':');
  if (!prefix.startsWith('//', colon + 1)) return colon + 1;
  const slash = prefix.indexOf('/', colon + 3);
  return slash < 0 ? prefix.length : slash;
}
