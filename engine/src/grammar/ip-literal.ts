/**
 * IP literal hosts, which came after RFC 1738: RFC 2732 (1999) put an IPv6 address in square brackets in a URL's
 * host, and RFC 3986 section 3.2.2 (2005) made it part of the generic syntax:
 *
 *   IP-literal  = "[" ( IPv6address / IPvFuture ) "]"
 *   IPvFuture   = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
 *   IPv6address = the RFC 4291 text forms: eight h16 groups, "::" for one or more zero groups, and an optional
 *                 dotted IPv4 address as the last two groups
 *   h16         = 1*4HEXDIG
 *
 * RFC 6874 adds a zone: IPv6addrz = IPv6address "%25" ZoneID, ZoneID = 1*( unreserved / pct-encoded ).
 * Every check here is one pass over the literal.
 */
import { isDigit, isEscapeAt, isHex } from './chars';

/** Whether `raw` (brackets included) is a well-formed IP literal. */
export function isIpLiteral(raw: string): boolean {
  const n = raw.length;
  if (n < 3 || raw.charCodeAt(0) !== 0x5b || raw.charCodeAt(n - 1) !== 0x5d) return false;
  const first = raw.charCodeAt(1);
  if (first === 0x76 || first === 0x56) return isIpvFuture(raw, 2, n - 1);
  const zone = raw.indexOf('%25', 1);
  if (zone < 0) return isIpv6(raw, 1, n - 1);
  return zone < n - 4 && isIpv6(raw, 1, zone) && isZoneId(raw, zone + 3, n - 1);
}

/** RFC 4291 section 2.2 text forms, in [start, end). */
function isIpv6(s: string, start: number, end: number): boolean {
  let i = start;
  let groups = 0;
  let compressed = false;
  if (s.startsWith('::', i)) {
    compressed = true;
    i += 2;
    if (i === end) return true;
  }
  for (;;) {
    const from = i;
    while (i < end && i - from < 5 && isHex(s.charCodeAt(i))) i++;
    if (i < end && s.charCodeAt(i) === 0x2e) {
      // A dotted IPv4 address stands for the last two groups.
      if (!isDottedQuad(s, from, end)) return false;
      groups += 2;
      break;
    }
    if (i === from || i - from > 4) return false;
    groups++;
    if (i === end) break;
    if (s.charCodeAt(i) !== 0x3a) return false;
    i++;
    if (i < end && s.charCodeAt(i) === 0x3a) {
      if (compressed) return false;
      compressed = true;
      i++;
      if (i === end) break;
    } else if (i === end) {
      return false;
    }
  }
  // "::" stands for at least one group of zeros.
  return compressed ? groups <= 7 : groups === 8;
}

/**
 * Four groups of one to three digits, each at most 255, separated by ".", in [start, end): RFC 3986's IPv4address
 * (dec-octet "." dec-octet "." dec-octet "." dec-octet) inside a literal, and RFC 1738's hostnumber ("a set of four
 * decimal digit groups separated by "."", 3.1) as a host.
 */
export function isDottedQuad(s: string, start: number, end: number): boolean {
  let groups = 0;
  let from = start;
  for (let i = start; i <= end; i++) {
    if (i < end && s.charCodeAt(i) !== 0x2e) {
      if (!isDigit(s.charCodeAt(i))) return false;
      continue;
    }
    const len = i - from;
    if (len === 0 || len > 3) return false;
    let n = 0;
    for (let k = from; k < i; k++) n = n * 10 + s.charCodeAt(k) - 0x30;
    if (n > 255) return false;
    groups++;
    from = i + 1;
  }
  return groups === 4;
}

/** 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ), after the "v", in [start, end). */
function isIpvFuture(s: string, start: number, end: number): boolean {
  let i = start;
  while (i < end && isHex(s.charCodeAt(i))) i++;
  if (i === start || i >= end - 1 || s.charCodeAt(i) !== 0x2e) return false;
  for (i++; i < end; i++) {
    if (!isUnreserved3986(s.charCodeAt(i)) && !isSubDelim(s.charCodeAt(i)) && s.charCodeAt(i) !== 0x3a) return false;
  }
  return true;
}

/** ZoneID = 1*( unreserved / pct-encoded ), in [start, end). */
function isZoneId(s: string, start: number, end: number): boolean {
  if (start >= end) return false;
  for (let i = start; i < end; i++) {
    if (isUnreserved3986(s.charCodeAt(i))) continue;
    if (!isEscapeAt(s, i) || i + 3 > end) return false;
    i += 2;
  }
  return true;
}

/** RFC 3986 unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~". */
function isUnreserved3986(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || isDigit(c) || c === 0x2d || c === 0x2e || c === 0x5f || c === 0x7e;
}

/** RFC 3986 sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=". */
function isSubDelim(c: number): boolean {
  return c === 0x21 || c === 0x24 || (c >= 0x26 && c <= 0x2c) || c === 0x3b || c === 0x3d;
}
