import { afterHyphenBreak, wrapperMayCross } from '../../../engine/src';
import type { Text } from '../documents/text';
import type { RecordList } from './record-list';
import type { UrlRecord } from './records';

/**
 * Where a plain-text document must be checked again after an edit, and why that is enough.
 *
 * The finder reads plain text left to right. A bare URL holds a line break only right
 * after a "-" that ends its line (find/bare.ts joins a URL hyphenated at a line end with the next line's first word,
 * or takes no URL there); any other line break ends it, and its scheme is looked for back to the start of its line
 * at most. A wrapper, `<URL:...>` or `<scheme:...>`, crosses lines too, and it runs from its "<" to the first ">"
 * with no "<" between. So at a line start C that no URL crosses and that follows no line ending in "-", what is found
 * before C does not depend on the text after C and the other way round: checking text[0, C) and text[C, end) apart
 * finds exactly what checking the whole finds. (A "<" whose wrapper fails looks ahead at most to the next "<" or
 * ">", and failing only moves the scan past the "<": the same either side of C.)
 *
 * In the new text, no wrapper crosses C unless the last "<" or ">" before C is a "<" and the first after C is a ">".
 * In the old text, the URLs of the last check say which cross C. A cut is taken where neither happens, at a line
 * start before the edit and one after it; between them the text is checked again, outside them the old URLs stand,
 * moved by the edit's length. Only line breaks that LSP counts are used as cuts (LF, CRLF, a lone CR), and a cut
 * never falls between a CR and its LF. Whether a wrapper or a hyphen break may cross a line start is the engine's to
 * say (wrapperMayCross, afterHyphenBreak).
 */

/** An edit, or several composed: text[start, oldEnd) of the old text became text[start, newEnd) of the new one. */
export interface Change {
  start: number;
  oldEnd: number;
  newEnd: number;
}

/** What to check again: new text [start, end), which was old text [start, oldEnd). */
export interface Region {
  start: number;
  end: number;
  oldEnd: number;
}

/** Another edit after `c` (offsets in the text `c` produced), composed with it into one change from the older text. */
export function compose(c: Change | undefined, start: number, end: number, inserted: number): Change {
  if (!c) return { start, oldEnd: end, newEnd: start + inserted };
  const delta = c.newEnd - c.oldEnd;
  const hi = Math.max(c.newEnd, end);
  return { start: Math.min(c.start, start), oldEnd: hi - delta, newEnd: hi + inserted - (end - start) };
}

/** The region to check again after `change`; `urls` are the old text's URLs, sorted. */
export function regionOf(text: Text, change: Change, urls: RecordList): Region {
  const delta = change.newEnd - change.oldEnd;
  let start = change.start > 0 ? lineStart(text, change.start - 1) : 0;
  for (;;) {
    const crossing = urlCrossing(urls, start);
    if (crossing) start = lineStart(text, crossing.span.start);
    else if (wrapperMayCross(text, start)) start = lineStart(text, text.lastIndexOf('<', start - 1));
    else if (afterHyphenBreak(text, start)) start = lineStart(text, start - 1);
    else break;
  }
  let end = nextLineStart(text, change.newEnd);
  for (;;) {
    const crossing = end < text.length ? urlCrossing(urls, end - delta) : undefined;
    if (crossing) end = nextLineStart(text, crossing.span.end + delta - 1);
    else if (wrapperMayCross(text, end)) end = nextLineStart(text, text.indexOf('>', end));
    else if (afterHyphenBreak(text, end)) end = nextLineStart(text, end);
    else break;
  }
  return { start, end, oldEnd: end - delta };
}

/** The old URL whose span holds `at` strictly inside, if any (spans are sorted and do not overlap). */
function urlCrossing(urls: RecordList, at: number): UrlRecord | undefined {
  const before = urls.at(urls.firstFrom(at) - 1);
  return before && before.span.end > at ? before : undefined;
}

/**
 * The start of the line holding text[at]. Native searches rather than a loop per character (a line can be 50 MB
 * long); the CR search is kept to the line, as most texts have none and a search for one would run to the start.
 */
export function lineStart(text: Text, at: number): number {
  for (let i = at; i > 0; ) {
    const lf = text.lastIndexOf('\n', i - 1);
    const cr = text.slice(lf + 1, i).lastIndexOf('\r');
    if (cr < 0) return lf + 1;
    // A CR right before an LF at text[i] is the first half of the CRLF that ends this line: look before it.
    if (text.charCodeAt(lf + 1 + cr + 1) !== 10) return lf + 1 + cr + 1;
    i = lf + 1 + cr;
  }
  return 0;
}

/** The first line start after text[at] (past the line break that ends its line), or the end of the text. */
export function nextLineStart(text: Text, at: number): number {
  const from = Math.max(0, at);
  const lf = text.indexOf('\n', from);
  const cr = text.slice(from, lf < 0 ? text.length : lf).indexOf('\r');
  if (cr >= 0) return text.charCodeAt(from + cr + 1) === 10 ? from + cr + 2 : from + cr + 1;
  return lf < 0 ? text.length : lf + 1;
}
