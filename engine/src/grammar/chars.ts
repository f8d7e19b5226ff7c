/**
 * RFC 1738 section 5, "Miscellaneous definitions", as a lookup table over US-ASCII. The one definition of each
 * character class: every module that asks "is this a uchar?" asks here.
 *
 *   lowalpha    = "a" | "b" | ... | "z"
 *   hialpha     = "A" | "B" | ... | "Z"
 *   alpha       = lowalpha | hialpha
 *   alphadigit  = alpha | digit          (section 5 lists it with the host productions of 3.1)
 *   digit       = "0" | "1" | ... | "9"
 *   safe        = "$" | "-" | "_" | "." | "+"
 *   extra       = "!" | "*" | "'" | "(" | ")" | ","
 *   national    = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`"
 *   punctuation = "<" | ">" | "#" | "%" | <">
 *   reserved    = ";" | "/" | "?" | ":" | "@" | "&" | "="
 *   hex         = digit | "A" | "B" | "C" | "D" | "E" | "F" | "a" | "b" | "c" | "d" | "e" | "f"
 *   escape      = "%" hex hex
 *   unreserved  = alpha | digit | safe | extra
 *   uchar       = unreserved | escape
 *   xchar       = unreserved | reserved | escape
 *   digits      = 1*digit
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
    for (let i = 0; i < chars.length; i++) CLASS[chars.charCodeAt(i)] = CLASS[chars.charCodeAt(i)]! | cls;
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

/** unreserved = alpha | digit | safe | extra */
export const UNRESERVED = Cls.Alpha | Cls.Digit | Cls.Safe | Cls.Extra;
/** xchar = unreserved | reserved | escape (the escape is a "%" the caller checks with isEscapeAt). */
export const XCHAR = UNRESERVED | Cls.Reserved;

export function isLowAlpha(c: number): boolean {
  return c >= 0x61 && c <= 0x7a;
}
export function isReserved(c: number): boolean {
  return c < 128 && (CLASS[c]! & Cls.Reserved) !== 0;
}
export function isUnreserved(c: number): boolean {
  return c < 128 && (CLASS[c]! & UNRESERVED) !== 0;
}
/** digits = 1*digit */
export function isDigits(s: string, start = 0, end = s.length): boolean {
  if (end <= start) return false;
  for (let i = start; i < end; i++) if (!isDigit(s.charCodeAt(i))) return false;
  return true;
}

/**
 * The reserved characters a production allows besides uchar, as a bit mask over the seven of them: most of section
 * 5's path productions read `*[ uchar | ";" | ":" | "@" | "&" | "=" ]` with some of the seven. Built once per
 * production, at load.
 */
export type ReservedSet = number;
const RESERVED_CHARS = ';/?:@&=';
export function reservedSet(chars: string): ReservedSet {
  let set = 0;
  for (let i = 0; i < chars.length; i++) set |= 1 << RESERVED_CHARS.indexOf(chars.charAt(i));
  return set;
}
const RESERVED_BIT = new Uint8Array(128);
for (let i = 0; i < RESERVED_CHARS.length; i++) RESERVED_BIT[RESERVED_CHARS.charCodeAt(i)] = i + 1;

/**
 * The offsets in url[start, end) of reserved characters that `allowed` leaves out: what breaks a production of the
 * form `*[ uchar | <some reserved> ]`. Only reserved characters: an unsafe, control or non-ASCII character, or a "%"
 * that starts no escape, breaks every such production alike and is the character rules' to report (RFC 1738 2.2).
 * Undefined when there is none (the usual case: nothing is allocated).
 */
export function reservedOutside(url: string, start: number, end: number, allowed: ReservedSet): number[] | undefined {
  let out: number[] | undefined;
  for (let i = start; i < end; i++) {
    const c = url.charCodeAt(i);
    if (c >= 128) continue;
    const bit = RESERVED_BIT[c]!; // c < 128
    if (bit !== 0 && (allowed & (1 << (bit - 1))) === 0) (out ??= []).push(i);
  }
  return out;
}

export function isAlpha(c: number): boolean {
  return c < 128 && (CLASS[c]! & Cls.Alpha) !== 0;
}
export function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}
export function isHex(c: number): boolean {
  return c < 128 && (CLASS[c]! & Cls.Hex) !== 0;
}
export function isAlphaDigit(c: number): boolean {
  return c < 128 && (CLASS[c]! & (Cls.Alpha | Cls.Digit)) !== 0;
}
/** `%` followed by two hex digits at `i`. */
export function isEscapeAt(s: string, i: number): boolean {
  return s.charCodeAt(i) === 0x25 && isHex(s.charCodeAt(i + 1)) && isHex(s.charCodeAt(i + 2));
}
