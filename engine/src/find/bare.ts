import type { Locator } from '../types';
import { ALPHA, charClass, END, SCHEME, SLASH, TRAIL } from './chars';
import type { OffsetPool } from './offsets';
import { SchemeKind, type SchemeSet } from './schemes';

/**
 * The bare URL whose scheme ends at the colon text[colon], if there is one.
 *
 * Accepted when (precision first; PRODUCT.md "Finding locators in text"):
 * - the scheme is known and starts at a word boundary: the character before it is not a letter, digit, "+", "-"
 *   or "." (so "x.http://", "git+https://", "std::" and "12:30" are not URLs), and not before `floor` (the end of
 *   the previous locator);
 * - an Internet scheme is followed by "//" and something other than more slashes; any other known scheme by at least
 *   one letter, digit or "*" ("Good news: we", "news:-)", "mailto:" alone, "from http:// to https://",
 *   "Decode file:/// URLs" are not URLs).
 * The URL runs to whitespace, "<", ">", '"', a backslash (an escape of the surrounding language: roff "\-", C,
 * shell) or a control character, or to a closing bracket that has no opening one inside the URL (`[t](http://x/y)`,
 * `(see http://x)`; `http://x/a_(b)` keeps its pair: the bracket rule of VS Code's link detector). Trailing
 * punctuation and quotes are then dropped: they end the sentence, not the URL; so is a typesetter's hyphen (man(1)
 * output breaks "com‐" newline "pute": the bare URL cannot cross the break, but it must not end with a character
 * that is never in a URL).
 */
export function scanBare(
  text: string,
  colon: number,
  floor: number,
  schemes: SchemeSet,
  pool: OffsetPool,
): Locator | undefined {
  // Walk back over scheme characters, at most one past the longest known name: a longer run (no word boundary
  // within reach) then fails the lookup below, so the walk stays bounded. `floor` keeps locators disjoint.
  const limit = Math.max(0, colon - schemes.maxLength - 1);
  let start = colon;
  while (start > limit && (charClass(text.charCodeAt(start - 1)) & SCHEME) !== 0) start--;
  if (start < floor) return undefined;
  const kind = schemes.lookup(text, start, colon);
  if (kind === SchemeKind.Unknown) return undefined;

  const internet = kind === SchemeKind.Internet;
  if (internet && (text.charCodeAt(colon + 1) !== SLASH || text.charCodeAt(colon + 2) !== SLASH)) return undefined;

  let end = scanToEnd(text, colon + 1);
  while (end > colon + 1 && (charClass(text.charCodeAt(end - 1)) & TRAIL) !== 0) end--;
  if (internet ? onlySlashes(text, colon + 3, end) : !hasWordChar(text, colon + 1, end)) return undefined;

  const offsets = pool.take(end - start + 1);
  for (let i = 0; i < offsets.length; i++) offsets[i] = start + i;
  return { kind: 'bare', start, end, url: text.slice(start, end), offsets, whitespace: [], hyphenBreaks: [] };
}

/** True when text[from, end) is empty or all "/": "http://", "file:///" are a scheme mentioned in prose. */
function onlySlashes(text: string, from: number, end: number): boolean {
  for (let i = from; i < end; i++) if (text.charCodeAt(i) !== SLASH) return false;
  return true;
}

/** A letter, digit or "*" (`news:*`) in text[from, end): "news:-)" is a smiley, not a newsgroup. */
function hasWordChar(text: string, from: number, end: number): boolean {
  for (let i = from; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x2a || (c >= 0x30 && c <= 0x39) || (charClass(c) & ALPHA) !== 0) return true;
  }
  return false;
}

/** Index of the first character that ends a bare URL at or after `from`: a terminator or an unmatched closer. */
function scanToEnd(text: string, from: number): number {
  let paren = 0;
  let square = 0;
  let curly = 0;
  let i = from;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((charClass(c) & END) !== 0) break;
    if (c === 0x28) paren++;
    else if (c === 0x29 && paren-- === 0) break;
    else if (c === 0x5b) square++;
    else if (c === 0x5d && square-- === 0) break;
    else if (c === 0x7b) curly++;
    else if (c === 0x7d && curly-- === 0) break;
  }
  return i;
}
