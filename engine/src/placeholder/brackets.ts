import { AT, CLOSE_SQUARE, COLON, DASH, DOT, HASH, OPEN_SQUARE, QUESTION, SLASH, isDigit, isLetter, isUpper, isWordChar } from './chars';

/**
 * Square brackets outside a query. RFC 1738 section 2.2 makes "[" and "]" unsafe, so a real URL holds them only
 * around an IPv6 literal host (RFC 2732, which the host-ip-literal rule checks); elsewhere in code and docs they
 * mark a hole or an optional part of a template:
 * - a word that is a whole path segment, host label or port: `https://github.com/[owner-name]/[repo-name]`,
 *   `http://[host]:[port]/`. Inside a segment the brackets are the name's own characters, unsafe ones to encode:
 *   `guide[v2].pdf` (the demo's), `Fisher_[1925].pdf`;
 * - a range, curl's URL glob: `file[1-100].txt`, `file[001-100].txt`, `file[a-z:2].txt` (letters, step 2);
 * - an optional part, usage text's convention, nested or not: `ftp://[[user][:pass]@]host[:port]/`,
 *   `https://{tenant}.ciamlogin.com[/{tenant}[.onmicrosoft.com][/v2.0]]`. It opens with "[" or a delimiter that
 *   starts a URL part ("/", ":", ".", "@", "?", "#", "&", ";", "=") and holds a letter or digit.
 * Not `[0]` or `[]` in a path (left to the unsafe-character rule), nor `[::1]` or `[v1.fe]` as the host (RFC 2732).
 */

/** The value optionalPartAt returns for an optional part not closed within the URL, or nested too deep. */
export const UNCLOSED = -1;

/** Optional parts nest this deep at most (`[[user][:pass]@]` is two); deeper is no template. */
const MAX_DEPTH = 4;

/**
 * `[owner]`, `[service.name]` at url[i]: a word in square brackets that is a whole path segment, host label or port
 * (after "/", ".", ":", "@" or where the host starts; before "/", ".", ":", "@", "?", "#", ";" or the URL's end), or i.
 */
export function squareWordEnd(url: string, i: number, hostStart: boolean): number {
  const word = wordInBrackets(url, i, CLOSE_SQUARE);
  return word > i && (hostStart || startsUnit(url.charCodeAt(i - 1))) && endsUnit(url.charCodeAt(word)) ? word : i;
}

/**
 * The end of the optional part that opens at url[i] ("["), or i when none opens there; UNCLOSED when one opens but
 * does not close (the caller then stops looking for optional parts: each failed scan may run to the URL's end, so it
 * must happen once). Where the host starts, only "[[" opens one: "[:", "[1" or "[v" there is an IP literal, valid or
 * not, which the host-ip-literal and host-invalid-ip-literal rules check.
 */
export function optionalPartAt(url: string, i: number, hostStart: boolean): number {
  const next = url.charCodeAt(i + 1);
  if (!opensOptionalPart(next) || (hostStart && next !== OPEN_SQUARE)) return i;
  return optionalPartEnd(url, i);
}

/**
 * `[owner]`, `<name>`, `[service.name]`: a word (starting with a letter or "_", dots joining words) closed by
 * `close`; not `[::1]`, `[0]`, `[]`. Dotted names in brackets are how Google's API references write a hole
 * (`https://[service.name]/[google.protobuf.Api.name]`); but a dotted one in square brackets starting with "v" is
 * RFC 3986's IPvFuture literal, or a try at one (`[v1.fe]`, `[vg.x]`: section 3.2.2, "v" 1*HEXDIG "." ...), which
 * the host-ip-literal rules check.
 */
export function wordInBrackets(url: string, i: number, close: number): number {
  const first = url.charCodeAt(i + 1);
  if (!isLetter(first) && first !== 0x5f) return i;
  let j = i + 2;
  let dotted = false;
  for (; isWordChar(url.charCodeAt(j)) || url.charCodeAt(j) === DOT; j++) dotted ||= url.charCodeAt(j) === DOT;
  if (close === CLOSE_SQUARE && dotted && (first | 0x20) === 0x76) return i;
  return url.charCodeAt(j) === close ? j + 1 : i;
}

/** Whether `c`, before "[", ends the text before a segment, label or port: "/", ".", ":", "@", or the URL's start. */
const startsUnit = (c: number): boolean => c === SLASH || c === DOT || c === COLON || c === AT || Number.isNaN(c);

/** Whether `c`, after "]", ends a segment, label or port: "/", ".", ":", "@", "?", "#", ";", or the URL's end. */
const endsUnit = (c: number): boolean => startsUnit(c) || c === QUESTION || c === HASH || c === 0x3b;

/** The index of the "]" closing the bracket at url[i] (no "[" between), or -1. */
export function closingSquare(url: string, i: number): number {
  for (let j = i + 1; j < url.length; j++) {
    const c = url.charCodeAt(j);
    if (c === CLOSE_SQUARE) return j;
    if (c === OPEN_SQUARE) return -1;
  }
  return -1;
}

/**
 * curl's glob range at url[i]: `[1-100]`, `[001-100]`, `[a-z]`, then an optional step `:2`, and "]". A bound of a
 * digit range may be a template's `{...}` (`https://x.example/data?[0-{count-1}]`, a range a script fills in) or a
 * curl test's variable (`[%TESTNUMBER0001-%TESTNUMBER0003]`).
 */
export function rangeEnd(url: string, i: number): number {
  let j = i + 1;
  const first = url.charCodeAt(j);
  if (isLetter(first) && url.charCodeAt(j + 1) === DASH && isLetter(url.charCodeAt(j + 2))) {
    j += 3;
  } else {
    j = boundEnd(url, j);
    if (j < 0 || url.charCodeAt(j) !== DASH) return i;
    j = boundEnd(url, j + 1);
    if (j < 0) return i;
  }
  if (url.charCodeAt(j) === COLON && isDigit(url.charCodeAt(j + 1))) {
    j++;
    while (isDigit(url.charCodeAt(j))) j++;
  }
  return url.charCodeAt(j) === CLOSE_SQUARE ? j + 1 : i;
}

/** The end of a digit range's bound at url[j]: digits, a `{...}`, or "%" and a test variable's upper-case name; -1 for none. */
function boundEnd(url: string, j: number): number {
  const c = url.charCodeAt(j);
  if (c === 0x7b) {
    const close = url.indexOf('}', j);
    return close < 0 ? -1 : close + 1;
  }
  let k = j;
  if (c === 0x25 && isUpper(url.charCodeAt(j + 1))) {
    k = j + 1;
    while (isUpper(url.charCodeAt(k)) || isDigit(url.charCodeAt(k)) || url.charCodeAt(k) === 0x5f) k++;
    return k;
  }
  while (isDigit(url.charCodeAt(k))) k++;
  return k > j ? k : -1;
}

/** "[" followed by `c` opens an optional part: a nested "[" or a delimiter that starts a URL part. */
function opensOptionalPart(c: number): boolean {
  return c === OPEN_SQUARE || c === SLASH || c === COLON || c === DOT || c === AT || c === QUESTION || c === HASH || c === 0x26 || c === 0x3b || c === 0x3d;
}

/** Just past the "]" that closes the optional part at url[i], nested ones included; i without a letter or digit. */
function optionalPartEnd(url: string, i: number): number {
  let depth = 0;
  let word = false;
  for (let j = i; j < url.length; j++) {
    const c = url.charCodeAt(j);
    if (c === OPEN_SQUARE) {
      if (++depth > MAX_DEPTH) return UNCLOSED;
    } else if (c === CLOSE_SQUARE) {
      if (--depth === 0) return word ? j + 1 : i;
    } else if (!word && (isLetter(c) || isDigit(c))) word = true;
  }
  return UNCLOSED;
}
