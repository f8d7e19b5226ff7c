import type { Part } from '../types';
import { indexOfIn, lastIndexOfIn, type PartList } from './parts';

/**
 * RFC 1738 section 5:
 *   login    = [ user [ ":" password ] "@" ] hostport
 *   hostport = host [ ":" port ]
 *
 * "Within the user and password field, any ":", "@", or "/" must be encoded" (3.1), so the login is split at
 * its LAST "@": earlier ones belong to the user or password, where a rule reports them.
 * A host that opens with "[" is an IP literal, which RFC 1738 does not have (see literalEnd).
 * Returns the port part's digits as a number when they are valid.
 */
export function parseLogin(url: string, parts: PartList, start: number, end: number): { host: Part; port?: number } {
  let hostStart = start;
  const at = lastIndexOfIn(url, '@', start, end);
  if (at >= 0) {
    const colon = indexOfIn(url, ':', start, at);
    if (colon >= 0) {
      parts.add('user', start, colon);
      parts.add('password', colon + 1, at);
    } else {
      parts.add('user', start, at);
    }
    hostStart = at + 1;
  }
  const colon = indexOfIn(url, ':', url.charCodeAt(hostStart) === 0x5b ? literalEnd(url, hostStart, end) : hostStart, end);
  const host = parts.add('host', hostStart, colon >= 0 ? colon : end);
  if (colon < 0) return { host };
  const port = parts.add('port', colon + 1, end);
  return isPortNumber(port.raw) ? { host, port: Number(port.raw) } : { host };
}

/**
 * Where the port's ":" search starts when the host opens with "[": an IP literal (RFC 2732, RFC 3986 3.2.2) has
 * colons of its own, so the host runs to its "]". Without a "]" the rest of the login is host; after one, text up
 * to the next ":" still is. Either way a malformed literal is one host part (which the host rules report whole),
 * never a host cut inside the brackets with the rest taken for a port.
 */
function literalEnd(url: string, start: number, end: number): number {
  const close = indexOfIn(url, ']', start, end);
  return close < 0 ? end : close + 1;
}

/** port = digits, within a TCP port's five digits. */
function isPortNumber(s: string): boolean {
  if (s.length === 0 || s.length > 5) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

/** "If neither <path> nor <searchpart> is present, the "/" may also be omitted": the login ends at "/" (or "?" for http). */
export function loginEnd(url: string, from: number, end: number, alsoQuery: boolean): number {
  for (let i = from; i < end; i++) {
    const c = url.charCodeAt(i);
    if (c === 0x2f || (alsoQuery && c === 0x3f)) return i;
  }
  return end;
}
