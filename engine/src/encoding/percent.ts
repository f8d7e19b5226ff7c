import { CLASS, UNRESERVED, isHex } from '../grammar/chars';

const HEX = '0123456789ABCDEF';

/** The UTF-8 octets of one code point as upper-case %XX triplets (RFC 1738 2.2: "%" hex hex). */
export function encodeCodePoint(cp: number): string {
  if (cp < 0x80) return '%' + HEX[cp >> 4] + HEX[cp & 15];
  const octets: number[] = [];
  if (cp < 0x800) octets.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
  else if (cp < 0x10000) octets.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  else octets.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  let out = '';
  for (const o of octets) out += '%' + HEX[o >> 4] + HEX[o & 15];
  return out;
}

/**
 * Percent-encodes every character outside RFC 1738's `unreserved` set (alpha, digit, safe, extra),
 * reserved characters and "%" included: the result is safe to place inside any URL component.
 * A lone surrogate has no UTF-8 form and is encoded as U+FFFD.
 */
export function percentEncode(s: string): string {
  return encodeOutside(s, false);
}

/**
 * percentEncode for text that may already hold escapes ("Percent-Encode Selection" on part of a URL): a "%" that
 * starts an escape (RFC 1738 2.2: "%" hex hex) is kept with its two digits, so `%41` stays `%41` and encoding twice
 * changes nothing the second time; a "%" that starts none is data and becomes `%25`.
 */
export function percentEncodeKeepingEscapes(s: string): string {
  return encodeOutside(s, true);
}

function encodeOutside(s: string, keepEscapes: boolean): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 128 && (CLASS[c]! & UNRESERVED) !== 0) continue;
    if (keepEscapes && c === 0x25 && isHex(s.charCodeAt(i + 1)) && isHex(s.charCodeAt(i + 2))) {
      i += 2;
      continue;
    }
    out += s.slice(from, i);
    const cp = s.codePointAt(i) as number;
    const isPair = cp > 0xffff;
    out += encodeCodePoint(cp >= 0xd800 && cp <= 0xdfff ? 0xfffd : cp);
    if (isPair) i++;
    from = i + 1;
  }
  return from === 0 ? s : out + s.slice(from);
}

/**
 * Decodes %XX escapes, reading the octets as UTF-8. A malformed UTF-8 sequence becomes U+FFFD, and a "%"
 * that does not start an escape is kept as it is, so decoding never fails.
 */
export function percentDecode(s: string): string {
  let i = s.indexOf('%');
  if (i < 0) return s;
  let out = s.slice(0, i);
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (c !== 0x25 || !isHex(s.charCodeAt(i + 1)) || !isHex(s.charCodeAt(i + 2))) {
      out += s[i++];
      continue;
    }
    // Gather a run of escaped octets, then decode it as UTF-8.
    const octets: number[] = [];
    while (s.charCodeAt(i) === 0x25 && isHex(s.charCodeAt(i + 1)) && isHex(s.charCodeAt(i + 2))) {
      octets.push(parseInt(s.substr(i + 1, 2), 16));
      i += 3;
    }
    out += decodeUtf8(octets);
  }
  return out;
}

/** Strict UTF-8 decoding (no overlongs, no surrogates); each bad sequence yields one U+FFFD. */
export function decodeUtf8(octets: readonly number[]): string {
  let out = '';
  let i = 0;
  while (i < octets.length) {
    const b = octets[i]!; // i < octets.length
    if (b < 0x80) {
      out += String.fromCharCode(b);
      i++;
      continue;
    }
    const n = b >= 0xf0 && b <= 0xf4 ? 3 : b >= 0xe0 ? (b <= 0xef ? 2 : 0) : b >= 0xc2 && b <= 0xdf ? 1 : 0;
    let cp = n === 1 ? b & 0x1f : n === 2 ? b & 0x0f : b & 0x07;
    let ok = n > 0 && i + n < octets.length;
    for (let k = 1; ok && k <= n; k++) {
      const cont = octets[i + k];
      if (cont === undefined || (cont & 0xc0) !== 0x80) ok = false;
      else cp = (cp << 6) | (cont & 0x3f);
    }
    const min = n === 1 ? 0x80 : n === 2 ? 0x800 : 0x10000;
    if (ok && cp >= min && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff)) {
      out += String.fromCodePoint(cp);
      i += n + 1;
    } else {
      out += '\ufffd';
      i++;
    }
  }
  return out;
}
