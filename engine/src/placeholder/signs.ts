import { closingSquare } from './brackets';
import { CARET, DOT, isDigit, isLetter, OPEN_CURLY, PLUS, QUESTION, STAR } from './chars';

/**
 * The signs that a URL is a pattern (a regular expression), not a URL with holes: text only a regular expression
 * writes, never a URL. Each answers whether its sign starts at url[i]. RFC 1738's safe and extra characters
 * ("$-_.+!*'(),", section 2.2) are never a sign on their own (`gopher://www.example..com/0$_.+!*'(),` is a URL with
 * an empty host label), and a backslash before a letter is a Windows separator (`manuals\copyright`, `C:\dev`), an
 * unsafe character the unsafe-character rule reports, not an escape.
 */

/** ".*": any run of characters. */
export const isDotStar = (url: string, i: number): boolean => url.charCodeAt(i + 1) === STAR;

/** ".+" (the caller keeps it to the host, where no host name holds "+": `http://.+\.example`). */
export const isDotPlus = (url: string, i: number): boolean => url.charCodeAt(i + 1) === PLUS;

/** "\." before a label (`example\.com`) or ending the URL (a prefix pattern: acme.sh's `"https://dns-service\."`). */
export function isEscapedDot(url: string, i: number): boolean {
  if (url.charCodeAt(i + 1) !== DOT) return false;
  const after = url.charCodeAt(i + 2);
  return isLetter(after) || isDigit(after) || i + 2 === url.length;
}

/**
 * A "$" that ends the URL: a regular expression's end anchor (`"^https://example.co$"`, gorilla/mux's
 * HeadersRegexp example). RFC 1738 lets "$" into a URL, but not one ends with it.
 */
export function isEndAnchor(url: string, i: number): boolean {
  return i > 0 && i === url.length - 1 && url.charCodeAt(i) === 0x24;
}

/** A backslash before a regular expression's metacharacter: `\?`, `\(`, `\+`. */
export const isEscapedMetacharacter = (url: string, i: number): boolean => '?()[]{}+*|'.includes(url[i + 1] ?? ' ');

/** A class `\d`, `\w`, `\s` (or upper case) before a quantifier: `\d+`, `\w*`, `\d{4}`. */
export const isQuantifiedClassEscape = (url: string, i: number): boolean => 'dDwWsS'.includes(url[i + 1] ?? ' ') && '+*?{'.includes(url[i + 2] ?? ' ');

/** "(?:" and its kin: "(?=", "(?!", "(?<", "(?P". */
export const isGroupExtension = (url: string, i: number): boolean => url.charCodeAt(i + 1) === QUESTION && ':=!<P'.includes(url[i + 2] ?? ' ');

/**
 * A group of alternatives with no blank: `(|.git)`, `(www|api)` (zsh's glob alternation in a `case` pattern, a
 * regular expression's "|"). It ends at the first ")"; a "(" before it means no such group here (the next "(" is
 * looked at on its own), so each character is read once per group. A "|" outside parentheses (`?a|b`) is the URL's
 * own unsafe character, and so is a "(" group without "|" (`Foo_(bar)`, a Wikipedia title).
 */
export function isAlternationGroup(url: string, i: number): boolean {
  let bar = false;
  for (let j = i + 1; j < url.length; j++) {
    const c = url.charCodeAt(j);
    if (c === 0x29) return bar;
    if (c === 0x7c) bar = true;
    else if (c === 0x28 || c <= 0x20) return false;
  }
  return false;
}

/** "[^": a negated class. */
export const isNegatedClass = (url: string, i: number): boolean => url.charCodeAt(i + 1) === CARET;

/** A bracket class with a quantifier after it: `[a-z]+`, `[0-9]*`, `[a-f]{8}`. */
export function isQuantifiedClass(url: string, i: number): boolean {
  const close = closingSquare(url, i);
  const after = close < 0 ? 0 : url.charCodeAt(close + 1);
  return after === PLUS || after === STAR || after === OPEN_CURLY;
}

/**
 * A class of whole ranges and "_" only, with or without a quantifier: `[a-z]`, `[A-Z0-9]`, `[a-zA-Z0-9_]`. No URL
 * spells out the alphabet's range; a curl glob `[a-z]` is the curl range row's in curl's reach, which comes first.
 */
export function isWholeRangeClass(url: string, i: number): boolean {
  let j = i + 1;
  for (;;) {
    if (url.charCodeAt(j) === 0x5f) j++;
    else if (WHOLE_RANGES.some((r) => url.startsWith(r, j))) j += 3;
    else break;
  }
  return j > i + 1 && url.charCodeAt(j) === 0x5d;
}

const WHOLE_RANGES = ['a-z', 'A-Z', '0-9'];
