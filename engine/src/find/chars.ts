/**
 * Character classes for the finder. A flag table over ASCII plus a short switch for the few non-ASCII characters
 * that matter keeps the scan to one lookup per character, with no regular expression that could backtrack. Where a
 * bare URL ends depends on its view's context (types.ts); each context is a pair of flag masks (`Terminators`),
 * so the scan stays one lookup and one AND per character whatever the context.
 */
import type { UrlContext } from '../types';

/** Letter, digit, "+", "-", ".": the characters of a scheme name (RFC 1738 section 2.1). */
export const SCHEME = 1;
/** Whitespace a wrapper may contain (RFC 1738 appendix: "spaces, linebreaks, tabs, etc."); removed from the URL. */
export const SPACE = 2;
/**
 * Ends a bare URL in running text (`prose`): whitespace, "<", ">", '"', a backslash, control characters, the BOM, and
 * typographic punctuation (TYPO). Every other context's terminators are this set with some added or, for attribute
 * values, only its WHITE and TYPO part (the grammar in syntaxes/ builds its prose class from this flag).
 */
export const END = 4;
/** Punctuation that a bare URL does not end with: it belongs to the sentence around it. */
export const TRAIL = 8;
/** ASCII letter. */
export const ALPHA = 16;
/** Whitespace, ASCII or Unicode: ends a bare URL in every context (always with END). */
export const WHITE = 32;
/**
 * Typographic and CJK punctuation: quotes, dashes, the ellipsis, ideographic and full-width punctuation and brackets.
 * Never part of a URL as written (it would be percent-encoded) and written right against one in text (Chinese and
 * Japanese put no space after a URL; "see http://x—it is free"), so it ends a bare URL in every context (always with
 * END).
 */
export const TYPO = 64;
/**
 * "|": ends a URL in Markdown (tables); in a comment only a JSDoc/TSDoc inline link's target (`{@link url|label}`)
 * and a URL on a "|"-separated line (find/pipe.ts); elsewhere the rules flag it.
 */
export const PIPE = 128;
/** "`": ends a URL in Markdown (a code span's delimiter); elsewhere it only trails. */
export const TICK = 256;
/** "*", "_", "~": Markdown emphasis and strikethrough, dropped from a URL's end in Markdown only. */
export const EMPHASIS = 512;

/** What ends a bare URL in one context, and what is dropped from its end. */
export interface Terminators {
  /** A character with any of these flags ends the URL. */
  readonly end: number;
  /** Characters with any of these flags are dropped from the URL's end. */
  readonly trail: number;
  /** A backslash between a URL character and a letter or digit is a path separator, not an escape (see isPathBackslash). */
  readonly pathBackslash?: boolean;
  /**
   * A backslash is a character of the value, not an escape: the view's escapes are decoded already (a string
   * literal's: document/view/escapes.ts), so one left in it is in the URL, where the rules report it.
   */
  readonly backslashInValue?: boolean;
  /** A "|" that ends the line right after the URL is a plain-text table's border, not the URL's (see scanBare). */
  readonly tableBorder?: boolean;
  /**
   * "|" ends a URL that is an inline link's target (`{@link url|label}`) or that follows a "|" on its line (a table
   * row, a "|"-separated record): see find/pipe.ts. Any other "|" stays in the URL, where the rules report it.
   * Measured: 15 of the 960 cases of the recall run (seed 1738) were a "|" typed into a comment's URL, every one
   * missed while "|" ended all of them.
   */
  readonly pipeDelimits?: boolean;
}

/**
 * The terminators of each context (see UrlContext in types.ts):
 * - `markdown`: "`" ends a URL (a code span's delimiter), emphasis trails, and "|" is read as in a comment (a table
 *   row's cell delimiter, an inline link's target) or in prose (a table's border ending the line); a "|" typed into
 *   a paragraph's URL is reported, as GitHub's autolinks keep it (no change in the 356 diagnostics on this machine's
 *   864 Markdown files when "|" stopped ending every Markdown URL). A backslash before a letter or digit is a
 *   mistyped path separator, as in prose (isPathBackslash): CommonMark escapes only ASCII punctuation (section 2.4),
 *   so in `https://github.com/org\repo` the backslash is the URL's own.
 * - `comment`: prose (a backslash before a letter is a mistyped separator there too: none in the comments of
 *   node_modules' 12,502 JavaScript and TypeScript files and Python's 2,085 modules), and a "|" that ends a JSDoc
 *   inline link's target or a "|"-separated line ends the URL (pipeDelimits).
 * - `string`: a string literal's own quotes are not in its view, so its URL already ends at the view's end; the
 *   prose terminators inside still make sense: '"', "<", ">" there are embedded markup or data (`'<a href="http://x/">'`,
 *   JSON in a string), and a message string is a sentence. Its escapes are decoded (`"a\\b"` is one backslash), so a
 *   backslash left in the view is the value's own: it stays in the URL (`backslashInValue`).
 * - `attribute`: character references are decoded, so "<", ">", '"' and a backslash are the URL's own (unsafe)
 *   characters; only whitespace and typographic punctuation, which no attribute URL holds unencoded, end it.
 */
export const TERMINATORS: Readonly<Record<UrlContext, Terminators>> = {
  prose: { end: END, trail: TRAIL, pathBackslash: true, tableBorder: true },
  markdown: { end: END | TICK, trail: TRAIL | EMPHASIS, pathBackslash: true, pipeDelimits: true, tableBorder: true },
  comment: { end: END, trail: TRAIL, pathBackslash: true, pipeDelimits: true },
  string: { end: END, trail: TRAIL, backslashInValue: true },
  attribute: { end: WHITE | TYPO, trail: TRAIL },
};

const ascii = new Uint16Array(128);
for (let c = 0; c < 0x20; c++) ascii[c] = END;
ascii[0x7f] = END;
for (const c of ' \t\n\v\f\r') ascii[c.charCodeAt(0)] = SPACE | WHITE | END;
for (const c of '<>"') ascii[c.charCodeAt(0)] = END;
for (const c of '.,;:!?\'`') ascii[c.charCodeAt(0)] = TRAIL;
ascii[0x60] = ascii[0x60]! | TICK; // `
ascii[0x7c] = PIPE; // |
for (const c of '*_~') ascii[c.charCodeAt(0)] = EMPHASIS;
// A backslash ends a bare URL where it is an escape of the surrounding language: roff's "\-" and "\&" (7,241 of
// 8,214 diagnostics on the Debian man-page corpus came from these before roff was read as roff), C and shell
// continuations in comments and strings, Markdown's "\_". In prose it may be a Windows separator typed into a URL
// (`https://www.debian.org/doc/manuals\copyright/`): see isPathBackslash. Inside a <URL:...> wrapper or an attribute
// it stays, and is reported as unsafe.
ascii[0x5c] = END;
for (let c = 0x30; c <= 0x39; c++) ascii[c] = SCHEME;
for (let c = 0x41; c <= 0x5a; c++) {
  ascii[c] = SCHEME | ALPHA;
  ascii[c + 0x20] = SCHEME | ALPHA;
}
for (const c of '+-.') ascii[c.charCodeAt(0)] = ascii[c.charCodeAt(0)]! | SCHEME;

/**
 * Whether the backslash at text[i], inside a bare URL in prose, is a path separator typed by mistake (the rules then
 * report it): a letter or digit follows it, and it is none of the escapes that prose quoting code still writes right
 * after a URL: `\n`, `\r`, `\t` where the URL would end (`"http://h/\n"`), `\xHH` and `\uHHHH` (a changelog's
 * `http://example.org/Andr\xC3\xA9`, the one backslash after a URL in Debian's plain-text docs before this rule).
 */
export function isPathBackslash(text: string, i: number): boolean {
  const next = text.charCodeAt(i + 1);
  if ((charClass(next) & ALPHA) === 0 && !(next >= 0x30 && next <= 0x39)) return false;
  // \n \r \t where the URL would end right after them (`"http://h/\n"`, `\n` then a space): the escape ends a string.
  const after = i + 2 < text.length ? charClass(text.charCodeAt(i + 2)) : END;
  if ((next === 0x6e || next === 0x72 || next === 0x74) && (after & (END | TRAIL)) !== 0) return false;
  if (next === 0x78 && isHexRun(text, i + 2, 2)) return false; // \xHH
  if (next === 0x75 && isHexRun(text, i + 2, 4)) return false; // \uHHHH
  return true;
}

function isHexRun(text: string, from: number, n: number): boolean {
  for (let j = from; j < from + n; j++) {
    const c = text.charCodeAt(j) | 0x20;
    if (!((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66))) return false;
  }
  return true;
}

/** The class flags of one UTF-16 code unit. */
export function charClass(code: number): number {
  return code < 0x80 ? ascii[code]! : nonAsciiClass(code);
}

/**
 * Non-ASCII characters stay inside a bare URL (the rules flag them), except those that are clearly text around it:
 * C1 controls, Unicode spaces, and typographic and CJK punctuation end it; a typesetter's hyphen trails.
 */
function nonAsciiClass(code: number): number {
  if (code <= 0x9f) return code === 0x85 ? WHITE | END : END; // C1 controls; U+0085 is a line break
  if (code >= 0x2000 && code <= 0x200a) return WHITE | END; // en quad .. hair space
  if (code >= 0x2018 && code <= 0x201f) return TYPO | END; // ‘ ’ ‚ ‛ “ ” „ ‟
  if (code >= 0x3008 && code <= 0x3011) return TYPO | END; // 〈 〉 《 》 「 」 『 』 【 】
  if (code >= 0x3014 && code <= 0x301f) return TYPO | END; // 〔 〕 〖 〗 〘 〙 〚 〛 〜 〝 〞 〟
  if (code >= 0xff5b && code <= 0xff64) return TYPO | END; // ｛ ｜ ｝ ～ ｟ ｠ ｡ ｢ ｣ ､ (full-width and half-width forms)
  switch (code) {
    case 0x00a0: // no-break space
    case 0x1680:
    case 0x2028: // line separator
    case 0x2029: // paragraph separator
    case 0x202f:
    case 0x205f:
    case 0x3000: // ideographic space
      return WHITE | END;
    case 0xfeff: // zero-width no-break space (BOM)
      return END;
    case 0x00ab: // « »
    case 0x00bb:
    case 0x2039: // ‹ ›
    case 0x203a:
    case 0x2013: // – — ―
    case 0x2014:
    case 0x2015:
    case 0x2026: // …
    case 0x3001: // 、 。
    case 0x3002:
    case 0xff01: // ！ ＂ ＇ （ ） ， ． ： ； ＜ ＞ ？ ［ ］
    case 0xff02:
    case 0xff07:
    case 0xff08:
    case 0xff09:
    case 0xff0c:
    case 0xff0e:
    case 0xff1a:
    case 0xff1b:
    case 0xff1c:
    case 0xff1e:
    case 0xff1f:
    case 0xff3b:
    case 0xff3d:
      return TYPO | END;
    case 0x00ad: // soft hyphen, and the hyphens groff and other typesetters put at a line break (see isTypesetHyphen)
    case 0x2010:
    case 0x2011:
      return TRAIL;
    default:
      return 0;
  }
}

/**
 * Hyphens that only a typesetter writes: groff breaks a long URL at the end of a line with U+2010 ("com‐" newline
 * "pute/docs"), and soft hyphens mark such breaks. A URL cannot contain them, so at a line break they are not part of it.
 */
export function isTypesetHyphen(code: number): boolean {
  return code === 0x2010 || code === 0x2011 || code === 0x00ad;
}

export const LF = 0x0a;
export const CR = 0x0d;
export const TAB = 0x09;
export const SP = 0x20;
export const SLASH = 0x2f;
export const COLON = 0x3a;
export const LT = 0x3c;
export const GT = 0x3e;
export const HYPHEN = 0x2d;
export const PLUS = 0x2b;
export const COMMA = 0x2c;
export const DOT = 0x2e;
export const QUOTE = 0x22;
export const EQUALS = 0x3d;

/**
 * Hangul (jamo, compatibility jamo, syllables), hiragana, katakana and CJK ideographs, as [first, last] code units.
 * Glued to an ASCII letter or digit, one ends a bare URL (`https://aka.ms/tsconfig를`: a particle, not the path);
 * the fixer keeps an encoding from creating such a glue, and the grammar builds its class from the same ranges.
 */
export const EAST_ASIAN_LETTERS: ReadonlyArray<readonly [number, number]> = [
  [0x1100, 0x11ff],
  [0x3040, 0x30ff],
  [0x3130, 0x318f],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xac00, 0xd7af],
];

export function isEastAsianLetter(c: number): boolean {
  if (c < 0x1100) return false;
  for (const [first, last] of EAST_ASIAN_LETTERS) if (c >= first && c <= last) return true;
  return false;
}
