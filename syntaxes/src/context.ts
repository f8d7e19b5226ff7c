/**
 * Where a URL ends, as a zero-width regex that every rule inside the URL uses as (part of) its `end`.
 *
 * TextMate can only look at one line, so each context says "the URL ends here" from the characters ahead:
 * - bare: at a character that ends a bare URL, at a closing bracket with no opening one (brackets that do have one
 *   are consumed by the group rules in tokens.ts, so any closer seen at this depth is unmatched), at a "," that starts
 *   the next URL of a list (`https://a.example,https://b.example`), or at a run of trailing punctuation followed by any
 *   of these; and before a Hangul, kana or CJK letter glued to an ASCII letter or digit (a Korean or Japanese particle
 *   after the URL). This is the finder's rule (engine/src/find/bare.ts) read left to right.
 * - wrapper: before the whitespace that precedes the closing ">".
 * Each is guarded so that a search never rescans a run: the bare check only starts at the first character of a
 * punctuation run, the wrapper check only at the first character of a whitespace run. Without the guard, a line of
 * a million dots would cost a million scans of the rest of the run.
 */
import {
  ASCII_WORD_CHARS,
  CLOSERS,
  EAST_ASIAN_LETTER_CLASS,
  END_CHARS,
  END_WITHOUT_BACKSLASH,
  END_WITHOUT_EN_DASH,
  INTERNET_SCHEMES,
  SPACE_CHARS,
  TRAIL_CHARS,
  TRAIL_CHARS_BUT_COMMA,
  schemeAlternation,
} from './classes';

export interface Context {
  /** Prefix of repository rule names: "bare" or "wrapper". */
  id: 'bare' | 'wrapper';
  /** Zero-width: the URL ends at this position. */
  end: string;
  /** Class body of characters that cannot be inside the URL at all (bounds look-aheads). */
  outside: string;
  /** Zero-width: the URL ends here, inside the path, search or fragment, when that differs from `end`. */
  pathEnd?: string;
}

const T = TRAIL_CHARS;

/** What follows the "," that ends a URL of a list: a known Internet scheme and "://" (the finder's startsInternetUrl). */
export const LIST_NEXT = `${schemeAlternation(INTERNET_SCHEMES)}://`;
/** One trailing punctuation character that does not end the URL by itself: any but a "," before the next URL. */
export const TRAIL_ONLY = `(?:[${TRAIL_CHARS_BUT_COMMA}]|,(?!${LIST_NEXT}))`;
/** Zero-width: a Hangul, kana or CJK letter is next, glued to the ASCII letter or digit before. */
export const GLUED_EAST_ASIAN = `(?<=[${ASCII_WORD_CHARS}])(?=[${EAST_ASIAN_LETTER_CLASS}])`;

/**
 * A backslash that ends a bare URL: any but one before a letter or digit that is no `\n`, `\r`, `\t` the URL ends after,
 * `\xHH` or `\uHHHH` escape (the finder's isPathBackslash: a mistyped separator stays in the URL, to be reported).
 */
const BACKSLASH_ENDS = `\\\\(?![0-9A-Za-z])|\\\\(?=[nrt](?:[${END_CHARS}${TRAIL_CHARS}]|$)|x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4})`;

/** A "|" that ends the line (spaces aside) is a plain-text table's border, not the URL's (the finder's trimTableBorder). */
export const TABLE_BORDER_ENDS = `\\|[ \\t]*+$`;

/** The bare end, with `closers` the closing brackets that end it at this depth. */
export function bareEnd(closers: string): string {
  return `(?<![${T}])(?=${TRAIL_ONLY}*+(?:[${END_WITHOUT_BACKSLASH}${closers}]|${BACKSLASH_ENDS}|${TABLE_BORDER_ENDS}|,${LIST_NEXT}|$))|${GLUED_EAST_ASIAN}`;
}

/**
 * The bare end in the path, search and fragment: an en dash between two letters does not end the URL there
 * (`https://en.wikipedia.org/wiki/Fisher–Yates_shuffle`; the finder's scanToEnd), any other does.
 */
const EN_DASH_ENDS = `(?<!\\p{L})\\x{2013}|\\x{2013}(?!\\p{L})`;
function barePathEnd(closers: string): string {
  return `(?<![${T}])(?=${TRAIL_ONLY}*+(?:[${END_WITHOUT_EN_DASH}${closers}]|${EN_DASH_ENDS}|${BACKSLASH_ENDS}|${TABLE_BORDER_ENDS}|,${LIST_NEXT}|$))|${GLUED_EAST_ASIAN}`;
}

export const BARE: Context = {
  id: 'bare',
  end: bareEnd(CLOSERS),
  outside: END_CHARS + CLOSERS,
  pathEnd: barePathEnd(CLOSERS),
};

export const WRAPPER: Context = {
  id: 'wrapper',
  // `$` too: should a wrapper ever fail to close on its line, the rules still end with it rather than run on.
  end: `(?<![${SPACE_CHARS}])(?=[${SPACE_CHARS}]*+>)|(?=$)`,
  outside: '<>\\n',
};

/** A rule that starts without consuming must not be able to end at once (vscode-textmate stops the line if so). */
export function notAtEnd(context: Context): string {
  return `(?!${context.end})`;
}
