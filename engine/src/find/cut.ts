import { isAlpha } from '../grammar/chars';
import { isSchemeChar } from '../grammar/scheme-name';

/**
 * Where plain text may be cut into pieces the finder reads apart with the results it gives on the whole: the two
 * constructs of plain text that cross a line, asked at a line start `at`. A host that checks a document piece by
 * piece (the language server's regions) asks these instead of knowing how the finder reads (find/bare.ts,
 * find/wrapper.ts).
 */

/** What the cut tests read of a text: a JS string is one, and so is a host's text held in pieces. */
export interface SearchableText {
  readonly length: number;
  charCodeAt(index: number): number;
  indexOf(c: string, from?: number): number;
  lastIndexOf(c: string, from?: number): number;
}

/**
 * Whether a wrapper could run across `at`: a "<" that can open one is open before it and a ">" closes after it. Only
 * the last "<" before `at` can (a wrapper from an earlier one ends at it), and only when a scheme name and ":" follow
 * it (`<URL:` is one too, find/wrapper.ts); so `a < b` in a log does not stretch a piece to the next ">", however far.
 */
export function wrapperMayCross(text: SearchableText, at: number): boolean {
  if (at <= 0 || at >= text.length) return false;
  const lt = text.lastIndexOf('<', at - 1);
  if (lt < 0 || text.lastIndexOf('>', at - 1) > lt || !schemeFollows(text, lt + 1)) return false;
  const gt = text.indexOf('>', at);
  if (gt < 0) return false;
  const next = text.indexOf('<', at);
  return next < 0 || gt < next;
}

/**
 * Whether the line before the line start `at` ends in "-" (spaces, tabs and its line break aside): a bare URL there
 * may continue on the line at `at` (find/bare.ts), so `at` is no cut.
 */
export function afterHyphenBreak(text: SearchableText, at: number): boolean {
  if (at <= 0 || at >= text.length) return false;
  let i = at - 1;
  if (text.charCodeAt(i) === 10) i--;
  if (i >= 0 && text.charCodeAt(i) === 13) i--;
  while (i >= 0 && (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09)) i--;
  return i >= 0 && text.charCodeAt(i) === 0x2d;
}

/** A scheme name (RFC 1738 section 2.1: a letter, then letters, digits, "+", "-", ".") and ":" at text[at]. */
function schemeFollows(text: SearchableText, at: number): boolean {
  if (!isAlpha(text.charCodeAt(at))) return false;
  let i = at + 1;
  while (isSchemeChar(text.charCodeAt(i))) i++;
  return text.charCodeAt(i) === 0x3a;
}
