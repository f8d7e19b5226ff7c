import { type Diagnostic, type LintResult, type UrlintConfig, applyConfig, lintText } from '../../../engine/src';

/** One run of the engine over a text: everything found, and the diagnostics the user's configuration lets through. */
export interface Computed {
  result: LintResult;
  visible: Diagnostic[];
}

export function compute(text: string, config: UrlintConfig): Computed {
  const result = lintText(text, { extraSchemes: config.extraSchemes });
  return { result, visible: applyConfig(text, result, config) };
}

/**
 * Moves a result computed on a slice of a document to document offsets. Only document offsets move:
 * parsed parts index the URL string and stay as they are.
 */
export function shiftComputed(c: Computed, delta: number): Computed {
  if (delta === 0) return c;
  const span = <T extends { start: number; end: number }>(s: T): T => ({ ...s, start: s.start + delta, end: s.end + delta });
  const diag = (d: Diagnostic): Diagnostic => ({
    ...span(d),
    url: span(d.url),
    fixes: d.fixes.map((f) => ({ ...f, edits: f.edits.map(span) })),
  });
  const urls = c.result.urls.map((u) => ({
    ...u,
    locator: { ...span(u.locator), offsets: u.locator.offsets.map((o) => o + delta), whitespace: u.locator.whitespace.map(span) },
    diagnostics: u.diagnostics.map(diag),
  }));
  return { result: { urls, diagnostics: c.result.diagnostics.map(diag) }, visible: c.visible.map(diag) };
}
