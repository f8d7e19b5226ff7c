import { findLocators } from './find/find';
import { parseUrl } from './parse/parse';
import type { Diagnostic, LintOptions, LintResult, LintedUrl, Locator } from './types';

/** Finds, parses and checks every URL in a document. Offsets in the result are document offsets. (stub) */
export function lintText(text: string, options: LintOptions = {}): LintResult {
  const urls: LintedUrl[] = findLocators(text, options).map((locator) => lintLocator(locator));
  const diagnostics = urls.flatMap((u) => u.diagnostics).sort((a, b) => a.start - b.start);
  return { urls, diagnostics };
}

/** Checks a single URL given on its own (CLI `explain`); offsets are URL offsets. */
export function lintUrl(url: string): LintedUrl {
  const offsets = new Uint32Array(url.length + 1);
  for (let i = 0; i <= url.length; i++) offsets[i] = i;
  return lintLocator({ kind: 'bare', start: 0, end: url.length, url, offsets, whitespace: [], hyphenBreaks: [] });
}

function lintLocator(locator: Locator): LintedUrl {
  const parsed = parseUrl(locator.url);
  const diagnostics: Diagnostic[] = [];
  return { locator, parsed, diagnostics };
}
