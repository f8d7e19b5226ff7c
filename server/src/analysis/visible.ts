import { type Diagnostic, type DocumentType, type Span, type UrlsmithConfig, applyConfigToProblems, initialApplyState } from '../../../engine/src';
import type { Text } from '../documents/text';
import type { RecordList } from './record-list';

/**
 * The diagnostics a user sees, from the records of a whole document: the engine's applyConfigToProblems (severities,
 * `off`, ignored URLs, directives, maxProblems) over the URLs' problems in document order, with the spans of the URLs
 * settled as ignored when the records were made (ignoredBy). `directives`: the text holds "urlsmith-"; only then is the whole text (`text()`) needed, to find them in
 * the comments of `documentType`.
 *
 * applyConfig reads problems in order and its state only flows forward, so once maxProblems are shown the problems
 * after them change nothing: it is given a prefix, longer each time, until that many are shown or none are left (the
 * first as long as maxProblems: enough, unless the configuration drops some). A
 * keystroke in a document with 600,000 problems so reads a few thousand of them, not all, and settles (RecordList)
 * only the blocks of records that hold them.
 */
export function visibleDiagnostics(text: () => string, urls: RecordList, config: UrlsmithConfig, directives: boolean, from = 0, documentType: DocumentType = 'plaintext'): Diagnostic[] {
  const max = config.maxProblems;
  for (let want = max === undefined ? Infinity : Math.max(256, max); ; want *= 4) {
    const { raw, ignored, complete } = problems(urls, want, from);
    const shown = applyConfigToProblems(directives ? text() : '', raw, ignored, config, initialApplyState(config), documentType);
    if (complete || (max !== undefined && shown.length >= max)) return shown;
  }
}

/**
 * The visible diagnostics after an edit whose region checked again starts at `regionStart`, without reading the
 * problems before the region again: what was shown before it stays as it was (the same objects: neither they nor the
 * text before them changed, and no URL crosses a region's start), and applyConfig runs over the problems from the
 * region on with the budget left. When maxProblems were all shown before the region, nothing shown can change. A
 * keystroke near the top of a long document so reads a few problems, not thousands.
 * Undefined when the text has directives: their state at the region is not known from `previous` alone. (An ignored
 * URL drops the one right after it too, but the region starts a line, so no URL before it ends where one in it
 * starts.)
 */
export function visibleAfterEdit(previous: readonly Diagnostic[], urls: RecordList, regionStart: number, config: UrlsmithConfig, directives: boolean): Diagnostic[] | undefined {
  if (directives) return undefined;
  // previous is sorted, and so are the URLs its diagnostics belong to; those after the region may still hold their
  // old offsets (RecordList settles lazily), which are past regionStart all the same.
  let kept = 0;
  let hi = previous.length;
  while (kept < hi) {
    const mid = (kept + hi) >>> 1;
    if (previous[mid]!.url.end <= regionStart) kept = mid + 1;
    else hi = mid;
  }
  const max = config.maxProblems;
  if (max !== undefined && kept >= max) return previous as Diagnostic[];
  const rest = visibleDiagnostics(() => '', urls, { ...config, maxProblems: max === undefined ? undefined : max - kept }, false, urls.firstFrom(regionStart));
  return kept === 0 ? rest : previous.slice(0, kept).concat(rest);
}

/**
 * The problems of the URLs in order from index `from`, until at least `want` (whole URLs), and the spans of those
 * that are ignored; `complete`: all of them.
 */
function problems(urls: RecordList, want: number, from: number): { raw: Diagnostic[]; ignored: Span[]; complete: boolean } {
  const raw: Diagnostic[] = [];
  const ignored: Span[] = [];
  for (const u of urls.from(from)) {
    if (raw.length >= want) return { raw, ignored, complete: false };
    if (u.ignored) ignored.push(u.span);
    for (const d of u.diagnostics) raw.push(d);
  }
  return { raw, ignored, complete: true };
}

/** Whether the text holds a directive's "urlsmith-" at all (applyConfig looks for the same). */
export function hasDirectives(text: Text): boolean {
  return text.includes('urlsmith-');
}
