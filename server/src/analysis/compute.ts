import { type Diagnostic, type DocumentType, type LintedUrl, type UrlintConfig, applyConfig, lintText } from '../../../engine/src';

/**
 * A whole document's check, as the lint thread hands it back: only what the main thread needs, in a compact
 * form. (Copying a full LintResult between threads costs more than computing it: ~0.5 s for 5 MB.)
 */
export interface Checked {
  /** The diagnostics the configuration lets through (at most maxProblems). */
  visible: Diagnostic[];
  /** Each URL's own document span (inside a wrapper: without `<URL:` and `>`), as start/end pairs. */
  linkSpans: Int32Array;
  /** The joined URL of each span. */
  linkTargets: string[];
}

/** What the engine is run with for one document. */
export function lintOptions(config: UrlintConfig, documentType: DocumentType) {
  return { extraSchemes: config.extraSchemes, preset: config.preset, documentType };
}

export function checkDocument(text: string, config: UrlintConfig, documentType: DocumentType): Checked {
  const result = lintText(text, lintOptions(config, documentType));
  const linkSpans = new Int32Array(result.urls.length * 2);
  const linkTargets: string[] = [];
  result.urls.forEach(({ locator }, i) => {
    linkSpans[2 * i] = locator.offsets[0];
    linkSpans[2 * i + 1] = locator.offsets[locator.url.length];
    linkTargets.push(locator.url);
  });
  return { visible: applyConfig(text, result, config), linkSpans, linkTargets };
}

/** A slice of a document checked on its own, its offsets moved to document offsets. */
export interface Slice {
  urls: LintedUrl[];
  visible: Diagnostic[];
}

export function checkSlice(text: string, start: number, end: number, config: UrlintConfig, documentType: DocumentType): Slice {
  const slice = text.slice(start, end);
  const result = lintText(slice, lintOptions(config, documentType));
  return shiftSlice({ urls: result.urls, visible: applyConfig(slice, result, config) }, start);
}

/** Only document offsets move: parsed parts index the URL string and stay as they are. */
function shiftSlice(s: Slice, delta: number): Slice {
  if (delta === 0) return s;
  const span = <T extends { start: number; end: number }>(x: T): T => ({ ...x, start: x.start + delta, end: x.end + delta });
  const diag = (d: Diagnostic): Diagnostic => ({ ...span(d), url: span(d.url), fixes: d.fixes.map((f) => ({ ...f, edits: f.edits.map(span) })) });
  return {
    urls: s.urls.map((u) => ({
      ...u,
      locator: { ...span(u.locator), offsets: u.locator.offsets.map((o) => o + delta), ends: u.locator.ends?.map((o) => o + delta), whitespace: u.locator.whitespace.map(span) },
      diagnostics: u.diagnostics.map(diag),
    })),
    visible: s.visible.map(diag),
  };
}
