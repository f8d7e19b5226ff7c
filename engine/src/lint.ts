import { findLocators } from './find/find';
import { SCHEMES } from './grammar/schemes';
import { parseUrl } from './parse/parse';
import { ALL_RULES } from './rules/all';
import { analyzeHost } from './rules/host-info';
import { scanNotable } from './rules/notable';
import type { RuleContext, UrlFix } from './rules/rule';
import { ruleByCode } from './rules/registry';
import type { Diagnostic, Fix, LintOptions, LintResult, LintedUrl, Locator, PartName, Span } from './types';

/** Finds, parses and checks every URL in a document. Offsets in the result are document offsets. */
export function lintText(text: string, options: LintOptions = {}): LintResult {
  const urls: LintedUrl[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const locator of findLocators(text, options)) {
    const linted = lintLocator(locator);
    urls.push(linted);
    for (const d of linted.diagnostics) diagnostics.push(d);
  }
  // Locators come in document order and each URL's diagnostics are sorted, so this sort is nearly free.
  diagnostics.sort((a, b) => a.start - b.start || a.end - b.end);
  return { urls, diagnostics };
}

/** Checks a single URL given on its own (CLI `explain`, hover tests): URL offsets are document offsets. */
export function lintUrl(url: string): LintedUrl {
  const offsets = new Uint32Array(url.length + 1);
  for (let i = 0; i <= url.length; i++) offsets[i] = i;
  return lintLocator({ kind: 'bare', start: 0, end: url.length, url, offsets, whitespace: [], hyphenBreaks: [] });
}

/** Runs every rule on one located URL and maps what they report onto the document. */
export function lintLocator(locator: Locator): LintedUrl {
  const { url, offsets } = locator;
  const parsed = parseUrl(url);
  const diagnostics: Diagnostic[] = [];
  const urlSpan: Span = { start: locator.start, end: locator.end };
  const toDoc = (start: number, end: number): Span => ({
    start: offsets[start],
    end: end > start ? offsets[end - 1] + 1 : offsets[start],
  });
  const mapFix = (f: UrlFix): Fix => ({ title: f.title, safe: f.safe, edits: f.edits.map((e) => ({ ...toDoc(e.start, e.end), newText: e.newText })) });
  const push = (code: string, span: Span, message: string, fixes: Fix[]) => {
    const severity = ruleByCode(code)?.severity ?? 'error';
    diagnostics.push({ code, severity, message, start: span.start, end: span.end, url: urlSpan, fixes });
  };

  const hostPart = parsed.parts.find((p) => p.name === 'host');
  const fragment = parsed.parts.find((p) => p.name === 'fragment');
  const schemeEnd = parsed.parts[0]?.name === 'scheme' ? parsed.parts[0].end + 1 : 0;
  const ctx: RuleContext = {
    url,
    parsed,
    locator,
    spec: SCHEMES.get(parsed.scheme),
    notable: scanNotable(url, schemeEnd, hostPart ? [hostPart] : [], fragment ? fragment.start - 1 : -1),
    host: hostPart ? analyzeHost(hostPart) : undefined,
    part: (name: PartName) => parsed.parts.find((p) => p.name === name),
    report: (code, start, end, message, fixes = []) => push(code, toDoc(start, end), message, fixes.map(mapFix)),
    reportInDocument: (code, start, end, message, fixes = []) => push(code, { start, end }, message, fixes),
  };
  for (const rule of ALL_RULES) rule.check(ctx);
  diagnostics.sort((a, b) => a.start - b.start || a.end - b.end);
  return { locator, parsed, diagnostics };
}
