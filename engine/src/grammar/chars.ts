/**
 * RFC 1738 section 5, "Miscellaneous definitions", as a lookup table over US-ASCII.
 *
 *   safe        = "$" | "-" | "_" | "." | "+"
 *   extra       = "!" | "*" | "'" | "(" | ")" | ","
 *   national    = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`"
 *   punctuation = "<" | ">" | "#" | "%" | <">
 *   reserved    = ";" | "/" | "?" | ":" | "@" | "&" | "="
 *   unreserved  = alpha | digit | safe | extra
 *
 * One table lookup per character keeps every scan linear and branch-light.
 */
export const enum Cls {
  Alpha = 1,
  Digit = 2,
  Safe = 4,
  Extra = 8,
  Reserved = 16,
  National = 32,
  Punctuation = 64,
  Hex = 128,
  Space = 256,
  Control = 512,
}

export const CLASS = new Uint16Array(128);
(() => {
  const mark = (chars: string, cls: number) => {
    for (let i = 0; i < chars.length; i++) CLASS[chars.charCodeAt(i)] |= cls;
  };
  for (let c = 0; c < 0x20; c++) CLASS[c] = Cls.Control;
  CLASS[0x7f] = Cls.Control;
  mark('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', Cls.Alpha);
  mark('0123456789', Cls.Digit | Cls.Hex);
  mark('abcdefABCDEF', Cls.Hex);
  mark('$-_.+', Cls.Safe);
  mark("!*'(),", Cls.Extra);
  mark(';/?:@&=', Cls.Reserved);
  mark('{}|\\^~[]`', Cls.National);
  mark('<>#%"', Cls.Punctuation);
  mark(' ', Cls.Space);
})();

export const UNRESERVED = Cls.Alpha | Cls.Digit | Cls.Safe | Cls.Extra;

export function isAlpha(c: number): boolean {
  return c < 128 && (CLASS[c] & Cls.Alpha) !== 0;
}
export function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}
export function isHex(c: number): boolean {
  return c < 128 && (CLASS[c] & Cls.Hex) !== 0;
}
export function isAlphaDigit(c: number): boolean {
  return c < 128 && (CLASS[c] & (Cls.Alpha | Cls.Digit)) !== 0;
}
/** `%` followed by two hex digits at `i`. */
export function isEscapeAt(s: string, i: number): boolean {
  return s.charCodeAt(i) === 0x25 && isHex(s.charCodeAt(i + 1)) && isHex(s.charCodeAt(i + 2));
}
