/** Character codes and classes shared by the placeholder scanners (placeholder/*.ts). */

export const HASH = 0x23;
export const DOLLAR = 0x24;
export const PERCENT = 0x25;
export const OPEN_PAREN = 0x28;
export const CLOSE_PAREN = 0x29;
export const STAR = 0x2a;
export const PLUS = 0x2b;
export const DASH = 0x2d;
export const DOT = 0x2e;
export const SLASH = 0x2f;
export const COLON = 0x3a;
export const LESS = 0x3c;
export const EQUALS = 0x3d;
export const GREATER = 0x3e;
export const QUESTION = 0x3f;
export const AT = 0x40;
export const OPEN_SQUARE = 0x5b;
export const BACKSLASH = 0x5c;
export const CLOSE_SQUARE = 0x5d;
export const CARET = 0x5e;
export const UNDERSCORE = 0x5f;
export const OPEN_CURLY = 0x7b;
export const PIPE = 0x7c;
export const CLOSE_CURLY = 0x7d;
export const ELLIPSIS = 0x2026;

export const isUpper = (c: number): boolean => c >= 0x41 && c <= 0x5a;
export const isLower = (c: number): boolean => c >= 0x61 && c <= 0x7a;
export const isLetter = (c: number): boolean => isUpper(c) || isLower(c);
export const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
export const isHex = (c: number): boolean => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
/** A shell or template variable name's character: letter, digit, "_". */
export const isNameChar = (c: number): boolean => isLetter(c) || isDigit(c) || c === UNDERSCORE;
/** A word inside [owner-name] or <name>: letter, digit, "_", "-" (and "." for <file.name>, checked by the caller). */
export const isWordChar = (c: number): boolean => isNameChar(c) || c === DASH;
/** Where the authority ends (RFC 1738 section 3.1: "//<user>:<password>@<host>:<port>/<url-path>"), or NaN past the end. */
export const endsAuthority = (c: number): boolean => c === SLASH || c === QUESTION || c === HASH || Number.isNaN(c);
