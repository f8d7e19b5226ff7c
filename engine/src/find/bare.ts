import type { Locator, Span } from '../types';
import { ALPHA, charClass, COMMA, DOT, HYPHEN, isEastAsianLetter, PLUS, SCHEME, SLASH, type Terminators } from './chars';
import type { OffsetPool } from './offsets';
import { SchemeKind, type SchemeSet } from './schemes';

/**
 * The bare URL whose scheme ends at the colon text[colon], if there is one; otherwise the offset where the search
 * for the next URL resumes (past the colon, or past a candidate no URL can start inside).
 *
 * Accepted when (precision first: a wrong extent is worse than no URL):
 * - the scheme is known and starts at a word boundary, not before `floor` (the end of the previous locator; see
 *   schemeStart);
 * - an Internet scheme is followed by "//" and something other than more slashes; any other known scheme by at least
 *   one letter, digit or "*" ("Good news: we", "news:-)", "mailto:" alone, "from http:// to https://",
 *   "Decode file:/// URLs" are not URLs).
 * The URL runs to a terminator of the view's context (`stop`; in running text: whitespace, "<", ">", '"', a
 * backslash (an escape of the surrounding language: roff "\-", C, shell), a control character, typographic or CJK
 * punctuation), or to a closing bracket that has no opening one inside the URL (`[t](http://x/y)`, `(see http://x)`;
 * `http://x/a_(b)` keeps its pair: the bracket rule of VS Code's link detector). Trailing punctuation and quotes are
 * then dropped: they end the sentence, not the URL; so is a typesetter's hyphen (man(1) output breaks "com‐" newline
 * "pute": the bare URL cannot cross the break, but it must not end with a character that is never in a URL). An
 * ASCII "-" at a line break leaves the URL's end unknown: no URL is taken there (see brokenAtLineEnd).
 */
export function scanBare(
  text: string,
  colon: number,
  floor: number,
  schemes: SchemeSet,
  pool: OffsetPool,
  stop: Terminators,
): Locator | number {
  // Two looks that turn most colons of running text down ("Note: ", "12:30", "std::", `"key": 1`) before the walk
  // back over a scheme: what follows the colon can start no schemepart (an Internet scheme needs "/", any other a
  // word character: the checks below), or what precedes it ends no known scheme name. Either way, as below, no URL.
  if (!startsWithWordChar(text.charCodeAt(colon + 1)) || !schemes.mayEndName(text.charCodeAt(colon - 1))) return colon + 1;
  const start = schemeStart(text, colon, floor, schemes);
  if (start < 0) return colon + 1;
  const internet = schemes.lookup(text, start, colon) === SchemeKind.Internet;
  // Both checks come before the scan to the URL's end, so a rejected candidate costs a few characters, not a line
  // (a line of "news:-news:-..." would otherwise be read once per colon).
  if (internet ? text.charCodeAt(colon + 1) !== SLASH || text.charCodeAt(colon + 2) !== SLASH : !startsWithWordChar(text.charCodeAt(colon + 1))) {
    return colon + 1;
  }

  let end = scanToEnd(text, colon + 1, stop.end, schemes);
  while (end > colon + 1 && (charClass(text.charCodeAt(end - 1)) & stop.trail) !== 0) end--;
  if (internet ? onlySlashes(text, colon + 3, end) : end === colon + 1) return colon + 1;
  // Any URL starting inside this one would end at the same hyphen: skip past it, so the scan stays linear.
  if (brokenAtLineEnd(text, end)) return end;

  const offsets = pool.take(end - start + 1);
  for (let i = 0; i < offsets.length; i++) offsets[i] = start + i;
  return { kind: 'bare', start, end, url: text.slice(start, end), offsets, whitespace: NO_WHITESPACE, hyphenBreaks: NO_HYPHEN_BREAKS };
}

/** A bare URL has no wrapper whitespace and no hyphen breaks: one frozen empty list each, shared, not two per URL. */
const NO_WHITESPACE: Span[] = Object.freeze([]) as unknown as Span[];
const NO_HYPHEN_BREAKS: number[] = Object.freeze([]) as unknown as number[];

/**
 * Where the known scheme that ends at text[colon] starts, or -1. The scheme must start at a word boundary:
 * - after a character that cannot be in a scheme name ("(", "=", "/", a space, a CJK letter: `请看http://x`), or
 * - after a run of "+", "-", "." that is itself not preceded by a letter or digit (`(+https://x`, a diff's
 *   `-http://x`), or that holds ".." (an ellipsis, never inside a name: `can...http://x`).
 * So "x.http://", "git+https://", "3http://", "std::" and "12:30" are not URLs: there the "+", "-" or "." joins the
 * scheme to a longer name, and a URL found inside it would have the wrong extent. Of several boundaries the first
 * with a known name wins (a longer name such as an extra scheme "git+ssh" over "ssh").
 *
 * Linear overall: a colon is not a scheme character, so the runs walked for different colons never overlap.
 */
function schemeStart(text: string, colon: number, floor: number, schemes: SchemeSet): number {
  let run = colon;
  while (run > 0 && (charClass(text.charCodeAt(run - 1)) & SCHEME) !== 0) run--;
  const first = Math.max(run, floor, colon - schemes.maxLength);
  let wordBefore = false; // a letter or digit precedes the current "+-." run within the name
  let ellipsis = false; // the current "+-." run holds ".."
  let afterPunctuation = false;
  for (let p = run; p < colon; p++) {
    const c = text.charCodeAt(p);
    if (c === PLUS || c === HYPHEN || c === DOT) {
      if (c === DOT && afterPunctuation && text.charCodeAt(p - 1) === DOT) ellipsis = true;
      afterPunctuation = true;
      continue;
    }
    const boundary = p === run || (afterPunctuation && (!wordBefore || ellipsis));
    if (boundary && p >= first && (charClass(c) & ALPHA) !== 0 && schemes.lookup(text, p, colon) !== SchemeKind.Unknown) {
      return p;
    }
    wordBefore = true;
    ellipsis = false;
    afterPunctuation = false;
  }
  return -1;
}

/** True when text[from, end) is empty or all "/": "http://", "file:///" are a scheme mentioned in prose. */
function onlySlashes(text: string, from: number, end: number): boolean {
  for (let i = from; i < end; i++) if (text.charCodeAt(i) !== SLASH) return false;
  return true;
}

/**
 * The schemepart starts with a letter, digit, "*" (`news:*`), "%" or "/" (a user's scheme such as `git+ssh://h/r`):
 * "news:-)" is a smiley, not a newsgroup, and `(?i:mailto:|xmpp:)` is a regular expression, not a mail address.
 */
function startsWithWordChar(c: number): boolean {
  return c === 0x2a || c === 0x25 || c === SLASH || (c >= 0x30 && c <= 0x39) || (charClass(c) & ALPHA) !== 0;
}

/**
 * A URL that ends with "-" right before a line break was hyphenated by a formatter ("https://translationpro-"
 * newline "ject.org/" in rendered manuals and wrapped comments): its end is unknown, and a bare URL cannot cross the
 * break, so it is not taken at all rather than taken with a wrong extent.
 */
function brokenAtLineEnd(text: string, end: number): boolean {
  if (text.charCodeAt(end - 1) !== HYPHEN) return false;
  let i = end;
  while (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09) i++;
  const c = text.charCodeAt(i);
  return c === 0x0a || c === 0x0d;
}

/**
 * Index of the first character that ends a bare URL at or after `from`: one with a flag in `endMask`, an unmatched
 * closing bracket, a "," that starts the next URL of a list (`https://a.example,https://b.example`), or a Hangul,
 * kana or CJK ideograph glued to an ASCII letter or digit (Korean and Japanese particles follow a URL without a space:
 * `https://aka.ms/tsconfig를`; a CJK path segment after "/" stays in).
 */
function scanToEnd(text: string, from: number, endMask: number, schemes: SchemeSet): number {
  let paren = 0;
  let square = 0;
  let curly = 0;
  let i = from;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((charClass(c) & endMask) !== 0) break;
    if (c === COMMA && startsInternetUrl(text, i + 1, schemes)) break;
    if (isEastAsianLetter(c) && isAsciiWordChar(text.charCodeAt(i - 1))) break;
    if (c === 0x28) paren++;
    else if (c === 0x29 && paren-- === 0) break;
    else if (c === 0x5b) square++;
    else if (c === 0x5d && square-- === 0) break;
    else if (c === 0x7b) curly++;
    else if (c === 0x7d && curly-- === 0) break;
  }
  return i;
}

/** A known Internet scheme and "://" at text[at]. Called only at commas, so the URL scan stays one pass. */
function startsInternetUrl(text: string, at: number, schemes: SchemeSet): boolean {
  let colon = at;
  const limit = Math.min(text.length, at + schemes.maxLength);
  while (colon < limit && (charClass(text.charCodeAt(colon)) & ALPHA) !== 0) colon++;
  return (
    colon > at &&
    text.charCodeAt(colon) === 0x3a &&
    text.charCodeAt(colon + 1) === SLASH &&
    text.charCodeAt(colon + 2) === SLASH &&
    schemes.lookup(text, at, colon) === SchemeKind.Internet
  );
}

function isAsciiWordChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}
