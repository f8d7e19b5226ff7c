/**
 * Numeric character references, `&#38;` and `&#x26;` (XML 1.0 section 4.1; HTML): markup's notation for one
 * character. A URL quoted from markup where no markup reader decodes it holds them as written: an RFC's IRI example
 * "in XML notation" (RFC 3987 section 3.1: `http://www.example.org/red%09ros&#xE9;#red`), an HTML snippet in a
 * test's string. The reference stands for one character, so its "#" starts no fragment (RFC 1738 section 2.2's
 * "#" delimits a fragment written after the URL) and is no unsafe character. A "#" after "&" that no ";" closes is
 * the URL's own, unless the URL ends with it: HTML reads a reference the text's end cuts short as one (the HTML
 * standard's "numeric character reference end state": a missing ";" is a parse error, not text), and RFC 3987's
 * own example, `"http://example.com/&#x10300;&#x10301;&#x10302";`, has its last ";" after the quote.
 */
import { isDigit, isHex } from './chars';

/** The longest reference's digits: `&#x10FFFF;` has 6 hex digits, `&#1114111;` 7 decimal ones. */
const MAX_DIGITS = 7;

/**
 * Where the numeric character reference whose "&" is text[amp] ends (just past its ";", or at the text's end when
 * `toEnd` and the digits reach it), or -1 when there is none.
 */
export function referenceEnd(text: string, amp: number, toEnd = false): number {
  if (text.charCodeAt(amp) !== 0x26 || text.charCodeAt(amp + 1) !== 0x23) return -1;
  let j = amp + 2;
  const hex = (text.charCodeAt(j) | 0x20) === 0x78;
  if (hex) j++;
  const from = j;
  while (j - from <= MAX_DIGITS && (hex ? isHex(text.charCodeAt(j)) : isDigit(text.charCodeAt(j)))) j++;
  if (j === from || j - from > MAX_DIGITS) return -1;
  if (text.charCodeAt(j) === 0x3b) return j + 1;
  return toEnd && j === text.length ? j : -1;
}

/** Whether the "#" at url[i] is a numeric character reference's (one the URL's end closes too). */
export function isReferenceHash(url: string, i: number): boolean {
  return referenceEnd(url, i - 1, true) > 0;
}

/** The first "#" of url[from, url.length) that is not a character reference's: where the fragment starts, or -1. */
export function fragmentHash(url: string, from: number): number {
  let hash = url.indexOf('#', from);
  while (hash >= 0 && isReferenceHash(url, hash)) hash = url.indexOf('#', hash + 1);
  return hash;
}

/** Whether the ";" at text[semi] closes a numeric character reference that starts at or after `from`. */
export function closesReference(text: string, from: number, semi: number): boolean {
  let j = semi - 1;
  while (j >= from && semi - j <= MAX_DIGITS + 3 && text.charCodeAt(j) !== 0x26) j--;
  return j >= from && text.charCodeAt(j) === 0x26 && referenceEnd(text, j) === semi + 1;
}
