import { type Diagnostic, type UrlintConfig, applyConfig } from '../../../engine/src';
import type { Text } from '../documents/text';
import type { UrlRecord } from './records';

/**
 * The diagnostics a user sees, from the records of a whole document: the engine's applyConfig (severities, `off`,
 * directives, maxProblems) over every URL's problems. Ignored URLs were settled when the records were made; what
 * applyConfig does with them is repeated here: a problem is dropped when its URL starts inside an ignored URL's span
 * or right at its end (the span is closed), so the URL right after an ignored one, with nothing between, goes too.
 * `directives`: the text holds "urlint-"; only then is the whole text (`text()`) needed, to find them.
 */
export function visibleDiagnostics(text: () => string, urls: readonly UrlRecord[], config: UrlintConfig, directives: boolean): Diagnostic[] {
  const raw: Diagnostic[] = [];
  let ignoredEnd = -1;
  for (const u of urls) {
    const dropped = u.ignored || u.span.start === ignoredEnd;
    if (u.ignored) ignoredEnd = u.span.end;
    if (!dropped) for (const d of u.diagnostics) raw.push(d);
  }
  return applyConfig(directives ? text() : '', { urls: [], diagnostics: raw }, config);
}

/** Whether the text holds a directive's "urlint-" at all (applyConfig looks for the same). */
export function hasDirectives(text: Text): boolean {
  return text.includes('urlint-');
}
