/**
 * Section 5's "Miscellaneous definitions" as generators, and the characters a mutant inserts to break a part.
 *
 *   safe = "$" | "-" | "_" | "." | "+"          extra = "!" | "*" | "'" | "(" | ")" | ","
 *   reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="    escape = "%" hex hex
 *   unreserved = alpha | digit | safe | extra   uchar = unreserved | escape   xchar = unreserved | reserved | escape
 *
 * A part is generated as a list of tokens (one character, or one escape) so a mutant can insert between two
 * tokens without splitting an escape.
 */
import type { Gen, Production } from './gen';

export const LOWALPHA = 'abcdefghijklmnopqrstuvwxyz';
export const HIALPHA = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const DIGIT = '0123456789';
export const SAFE = '$-_.+';
export const EXTRA = "!*'(),";
export const RESERVED = ';/?:@&=';
export const HEX = '0123456789ABCDEFabcdef';

/**
 * Letters that are no hex digit and start no printf conversion, length modifier or git format ("%s", "%zd", "%H"):
 * a "%" before one is a broken escape, never a template placeholder (engine/src/placeholder/table.ts).
 */
export const NOT_HEX = 'jkmqrvwyJKMQRVWY';

/**
 * Characters no part of a URL may hold unencoded (section 2.2), that the engine does not read as a template or a
 * fragment: no "{", "}", "[", "]", "<", ">", "\" (placeholders and patterns), "#" (a fragment), "%" (an escape).
 */
const UNSAFE = [' ', '"', '|', '^', '`'];
const CONTROL = ['\x01', '\x1f', '\x7f'];
const NON_ASCII = ['\u00e9', '\u20ac', '\u00df'];

export function pick(g: Gen, chars: string): string {
  return chars.charAt(g.rng.int(chars.length));
}

export const alpha = (g: Gen): string => (g.rng.chance(0.85) ? pick(g, LOWALPHA) : pick(g, HIALPHA));
export const digit = (g: Gen): string => pick(g, DIGIT);
export const alphadigit = (g: Gen): string => (g.rng.chance(0.75) ? alpha(g) : digit(g));

/**
 * escape = "%" hex hex. Broken: no hex digit after "%", or one ("%q", "%4q"); `last`: the token ends its part, and
 * what follows a part is a delimiter or the end (never a hex digit), so "%" and "%4" may stand alone there.
 */
export function escape(g: Gen, last = false): string {
  if (g.breaks('escape')) {
    const how = g.rng.pick(last ? ['no-hex', 'one-hex', 'truncated'] : ['no-hex', 'one-hex']);
    const text =
      how === 'no-hex' ? '%' + pick(g, NOT_HEX)
      : how === 'one-hex' ? '%' + pick(g, HEX) + pick(g, NOT_HEX)
      : g.rng.chance(0.5) ? '%' : '%' + pick(g, HEX);
    return g.broke('escape', how, text, false, [0, text.length]);
  }
  // Mostly printable octets; any octet may be encoded (2.2), controls too. Not "%09": in a gopher URL that is the
  // tab between selector and search (3.4.2), so the text after it would be another part.
  const high = g.rng.chance(0.9) ? pick(g, '23456789ABCDEFabcdef') : pick(g, '01');
  const low = pick(g, HEX);
  return high === '0' && low === '9' ? '%0A' : `%${high}${low}`;
}

/**
 * unreserved = alpha | digit | safe | extra, given the token before it: no ".*", ".+" or "..." (regular
 * expressions and elisions to the engine), no "$" before a letter ("$HOST" is a shell variable).
 */
export function unreserved(g: Gen, before = ''): string {
  if (g.rng.chance(0.75)) return before === '$' ? digit(g) : alphadigit(g);
  const c = pick(g, SAFE + EXTRA);
  if (before === '.' && (c === '.' || c === '*' || c === '+')) return digit(g);
  if (before === '(' && c === ')') return digit(g);
  return c;
}

/** uchar = unreserved | escape */
export function uchar(g: Gen, before = '', last = false): string {
  return g.rng.chance(0.1) ? escape(g, last) : unreserved(g, before);
}

/** xchar = unreserved | reserved | escape */
export function xchar(g: Gen, before = '', last = false): string {
  return g.rng.chance(0.15) ? pick(g, RESERVED) : uchar(g, before, last);
}

/** *[ uchar | extras ]: the shape of most parts (hsegment, fsegment, search, user, ...), as tokens. */
export function ucharTokens(g: Gen, extras: string, min: number, max: number): string[] {
  const out: string[] = [];
  const n = g.len(min, max);
  for (let i = 0; i < n; i++) {
    const before = out.length > 0 ? out[out.length - 1] : '';
    out.push(extras.length > 0 && g.rng.chance(0.12) ? pick(g, extras) : uchar(g, before, i === n - 1));
  }
  return out;
}

/** *xchar, as tokens. */
export function xcharTokens(g: Gen, min: number, max: number): string[] {
  const out: string[] = [];
  const n = g.len(min, max);
  for (let i = 0; i < n; i++) out.push(xchar(g, out.length > 0 ? out[out.length - 1] : '', i === n - 1));
  return out;
}

/** Inserts `text` between two tokens (anywhere from before the first to after the last); `at`: its offsets. */
export function insertToken(g: Gen, tokens: readonly string[], text: string): { text: string; at: [number, number] } {
  const before = tokens.slice(0, g.rng.int(tokens.length + 1));
  const start = before.join('').length;
  return { text: before.join('') + text + tokens.slice(before.length).join(''), at: [start, start + text.length] };
}

/**
 * Breaks a part made of characters of a class: inserts one character it may not hold. `forbidden` lists the
 * reserved characters that break it where they stand (not those that would only start the next part: "/" in an
 * hsegment starts the next hsegment). `tilde`: whether "~" may be the break (legal since RFC 3986 where RFC 3986
 * has an unreserved character: paths, queries, user names; not a news group).
 */
export function breakChars(g: Gen, production: Production, tokens: readonly string[], forbidden = '', tilde = true): string {
  const kinds = ['unsafe', 'control', 'non-ascii'];
  if (tilde) kinds.push('tilde');
  if (forbidden.length > 0) kinds.push('reserved', 'reserved');
  const how = g.rng.pick(kinds);
  const c =
    how === 'unsafe' ? g.rng.pick(UNSAFE)
    : how === 'control' ? g.rng.pick(CONTROL)
    : how === 'non-ascii' ? g.rng.pick(NON_ASCII)
    : how === 'tilde' ? '~'
    : pick(g, forbidden);
  const inserted = insertToken(g, tokens, c);
  // RFC 3987 (IRIs) allows non-ASCII where RFC 3986 has an unreserved character, as it does "~".
  return g.broke(production, how === 'tilde' ? how : `${how}-${charName(c)}`, inserted.text, how === 'tilde' || (tilde && how === 'non-ascii'), inserted.at);
}

/** A character as a case's kind names it: itself when printable ASCII other than space, else "U+00E9". */
export function charName(c: string): string {
  const code = c.charCodeAt(0);
  return c.length === 1 && code > 0x20 && code < 0x7f ? c : 'U+' + code.toString(16).toUpperCase().padStart(4, '0');
}
