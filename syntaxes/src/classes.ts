/**
 * Oniguruma character classes for the grammar, computed from the finder's own table (engine/src/find/chars.ts)
 * rather than copied from it: whatever ends or trails a bare URL for the engine ends or trails it here.
 */
import { finderChars, INTERNET_SCHEMES, OPAQUE_SCHEMES } from '../../engine/src';

const { ALPHA, charClass, EAST_ASIAN_LETTERS, END, SCHEME, SPACE, TRAIL } = finderChars;

/** `\x{HHHH}`: one escape form for every character, so no class member needs special quoting. */
function hex(code: number): string {
  return `\\x{${code.toString(16).toUpperCase()}}`;
}

/**
 * The body (without brackets) of a class holding every BMP code unit whose finder flags include `flag`, but for
 * those listed in `except`.
 */
function classOf(flag: number, except = ''): string {
  let body = '';
  let start = -1;
  for (let code = 0; code <= 0x10000; code++) {
    const inside =
      code < 0x10000 &&
      (code < 0xd800 || code > 0xdfff) &&
      (charClass(code) & flag) !== 0 &&
      !except.includes(String.fromCharCode(code));
    if (inside && start < 0) start = code;
    if (!inside && start >= 0) {
      body += start === code - 1 ? hex(start) : `${hex(start)}-${hex(code - 1)}`;
      start = -1;
    }
  }
  return body;
}

/** Ends a bare URL: whitespace, `<`, `>`, `"`, controls, Unicode spaces and typographic quotes. */
export const END_CHARS = classOf(END);
/** The same without the backslash, which before a letter or digit is a mistyped separator in prose (context.ts). */
export const END_WITHOUT_BACKSLASH = classOf(END, '\\');
/** The same without the en dash, which between two letters in a path is the URL's (context.ts), nor the backslash. */
export const END_WITHOUT_EN_DASH = classOf(END, '\u2013\\');
/** Punctuation a bare URL does not end with (trimmed from its end). */
export const TRAIL_CHARS = classOf(TRAIL);
/** The same without ",": a comma before the next URL of a list ends a bare URL (context.ts). */
export const TRAIL_CHARS_BUT_COMMA = classOf(TRAIL, ',');
/** Whitespace that a wrapper may contain; it is not part of the URL. */
export const SPACE_CHARS = classOf(SPACE);
/** Letters, digits, `+`, `-`, `.`. */
export const SCHEME_CHARS = classOf(SCHEME);
export const ALPHA_CHARS = classOf(ALPHA);
/** ASCII letters and digits: a Hangul, kana or CJK letter right after one ends a bare URL. */
export const ASCII_WORD_CHARS = '0-9A-Za-z';
/** The finder's EAST_ASIAN_LETTERS ranges (engine/src/find/chars.ts) as an Oniguruma class body. */
export const EAST_ASIAN_LETTER_CLASS = EAST_ASIAN_LETTERS.map(([from, to]) => `${hex(from)}-${hex(to)}`).join('');
export const OPENERS = '(\\[{';
export const CLOSERS = ')\\]}';

/** Case-insensitive by explicit pairs: `(?i)` would also fold non-ASCII look-alikes (U+017F for "s") that the engine does not. */
export function caseless(name: string): string {
  return [...name].map((c) => (/[a-z]/i.test(c) ? `[${c.toUpperCase()}${c.toLowerCase()}]` : c)).join('');
}

/** An alternation of scheme names, longest first so that "https" is not cut to "http". */
export function schemeAlternation(names: readonly string[]): string {
  return `(?:${[...names].sort((a, b) => b.length - a.length).map(caseless).join('|')})`;
}

export const HTTP_SCHEMES: readonly string[] = INTERNET_SCHEMES.filter((s) => s === 'http' || s === 'https');
export const OTHER_INTERNET_SCHEMES: readonly string[] = INTERNET_SCHEMES.filter((s) => !HTTP_SCHEMES.includes(s));
export { INTERNET_SCHEMES, OPAQUE_SCHEMES };
