/**
 * Character classes for the finder. A flag table over ASCII plus a short switch for the few non-ASCII characters
 * that matter keeps the scan to one lookup per character, with no regular expression that could backtrack.
 */

/** Letter, digit, "+", "-", ".": the characters of a scheme name (RFC 1738 section 2.1). */
export const SCHEME = 1;
/** Whitespace a wrapper may contain (RFC 1738 appendix: "spaces, linebreaks, tabs, etc."); removed from the URL. */
export const SPACE = 2;
/** Ends a bare URL: whitespace, "<", ">", '"', control characters, and (non-ASCII) spaces and typographic quotes. */
export const END = 4;
/** Punctuation that a bare URL does not end with: it belongs to the sentence around it. */
export const TRAIL = 8;
/** ASCII letter. */
export const ALPHA = 16;

const ascii = new Uint8Array(128);
for (let c = 0; c < 0x20; c++) ascii[c] = END;
ascii[0x7f] = END;
for (const c of ' \t\n\v\f\r') ascii[c.charCodeAt(0)] = SPACE | END;
for (const c of '<>"') ascii[c.charCodeAt(0)] = END;
for (const c of '.,;:!?\'`') ascii[c.charCodeAt(0)] = TRAIL;
// A backslash ends a bare URL. In running text it is almost always an escape of the surrounding language, not part
// of the URL: roff's "\-" and "\&" (7,241 of 8,214 diagnostics on the Debian man-page corpus came from these),
// C and shell continuations, Markdown's "\_". Inside a <URL:...> wrapper it stays, and is reported as unsafe.
ascii[0x5c] = END;
for (let c = 0x30; c <= 0x39; c++) ascii[c] = SCHEME;
for (let c = 0x41; c <= 0x5a; c++) {
  ascii[c] = SCHEME | ALPHA;
  ascii[c + 0x20] = SCHEME | ALPHA;
}
for (const c of '+-.') ascii[c.charCodeAt(0)] |= SCHEME;

/** The class flags of one UTF-16 code unit. */
export function charClass(code: number): number {
  return code < 0x80 ? ascii[code] : nonAsciiClass(code);
}

/**
 * Non-ASCII characters stay inside a bare URL (the rules flag them), except those that are clearly text around it:
 * C1 controls, Unicode spaces, typographic quotes and CJK brackets end it; CJK sentence punctuation trails.
 */
function nonAsciiClass(code: number): number {
  if (code <= 0x9f) return END; // C1 controls
  switch (code) {
    case 0x00a0: // no-break space
    case 0x1680:
    case 0x2028: // line separator
    case 0x2029: // paragraph separator
    case 0x202f:
    case 0x205f:
    case 0x3000: // ideographic space
    case 0xfeff: // zero-width no-break space (BOM)
    case 0x00ab: // « »
    case 0x00bb:
    case 0x2018: // ‘ ’ “ ”
    case 0x2019:
    case 0x201c:
    case 0x201d:
    case 0x2039: // ‹ ›
    case 0x203a:
    case 0x3008: // 〈 〉 《 》 「 」 『 』 【 】
    case 0x3009:
    case 0x300a:
    case 0x300b:
    case 0x300c:
    case 0x300d:
    case 0x300e:
    case 0x300f:
    case 0x3010:
    case 0x3011:
    case 0xff08: // （ ）
    case 0xff09:
      return END;
    case 0x00ad: // soft hyphen, and the hyphens groff and other typesetters put at a line break (see isTypesetHyphen)
    case 0x2010:
    case 0x2011:
    case 0x2026: // …
    case 0x3001: // 、 。
    case 0x3002:
    case 0xff01: // ！ ， ． ： ； ？
    case 0xff0c:
    case 0xff0e:
    case 0xff1a:
    case 0xff1b:
    case 0xff1f:
      return TRAIL;
    default:
      return code >= 0x2000 && code <= 0x200a ? END : 0; // en quad .. hair space
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
export const QUOTE = 0x22;
export const EQUALS = 0x3d;
