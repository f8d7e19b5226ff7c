/** Percent-encodes every character outside RFC 1738's unreserved set as UTF-8 octets, upper-case hex. (stub) */
export function percentEncode(s: string): string {
  return s;
}

/** Decodes %XX escapes as UTF-8; invalid sequences become U+FFFD, a lone % stays. (stub) */
export function percentDecode(s: string): string {
  return s;
}
