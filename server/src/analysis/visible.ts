import { type Diagnostic, type UrlintConfig, applyConfig } from '../../../engine/src';
import type { Text } from '../documents/text';
import type { RecordList } from './record-list';

/**
 * The diagnostics a user sees, from the records of a whole document: the engine's applyConfig (severities, `off`,
 * directives, maxProblems) over the URLs' problems in document order. Ignored URLs were settled when the records were
 * made; what applyConfig does with them is repeated here: a problem is dropped when its URL starts inside an ignored
 * URL's span or right at its end (the span is closed), so the URL right after an ignored one, with nothing between,
 * goes too. `directives`: the text holds "urlint-"; only then is the whole text (`text()`) needed, to find them.
 *
 * applyConfig reads problems in order and its state only flows forward, so once maxProblems are shown the problems
 * after them change nothing: it is given a prefix, longer each time, until that many are shown or none are left. A
 * keystroke in a document with 600,000 problems so reads a few thousand of them, not all, and settles (RecordList)
 * only the blocks of records that hold them.
 */
export function visibleDiagnostics(text: () => string, urls: RecordList, config: UrlintConfig, directives: boolean): Diagnostic[] {
  const max = config.maxProblems;
  for (let want = max === undefined ? Infinity : Math.max(256, 2 * max); ; want *= 4) {
    const { raw, complete } = problems(urls, want);
    const shown = applyConfig(directives ? text() : '', { urls: [], diagnostics: raw }, config);
    if (complete || (max !== undefined && shown.length >= max)) return shown;
  }
}

/** The problems of the URLs in order, not ignored, until at least `want` (whole URLs); `complete`: all of them. */
function problems(urls: RecordList, want: number): { raw: Diagnostic[]; complete: boolean } {
  const raw: Diagnostic[] = [];
  let ignoredEnd = -1;
  for (const u of urls) {
    if (raw.length >= want) return { raw, complete: false };
    const dropped = u.ignored || u.span.start === ignoredEnd;
    if (u.ignored) ignoredEnd = u.span.end;
    if (!dropped) for (const d of u.diagnostics) raw.push(d);
  }
  return { raw, complete: true };
}

/** Whether the text holds a directive's "urlint-" at all (applyConfig looks for the same). */
export function hasDirectives(text: Text): boolean {
  return text.includes('urlint-');
}
