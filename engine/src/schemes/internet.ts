/**
 * RFC 1738 3.1, "Common Internet Scheme Syntax": the "//" login that ftp, http, gopher, nntp, telnet, wais, file and
 * prospero share, and that any other scheme may use. Section 5:
 *
 *   ip-schemepart = "//" login [ "/" urlpath ]
 *   login         = [ user [ ":" password ] "@" ] hostport
 *   hostport      = host [ ":" port ]
 *   host          = hostname | hostnumber
 *   hostname      = *[ domainlabel "." ] toplabel
 *   domainlabel   = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
 *   toplabel      = alpha | alpha *[ alphadigit | "-" ] alphadigit
 *   alphadigit    = alpha | digit
 *   hostnumber    = digits "." digits "." digits "." digits
 *   port          = digits
 *   user          = *[ uchar | ";" | "?" | "&" | "=" ]
 *   password      = *[ uchar | ";" | "?" | "&" | "=" ]
 *   urlpath       = *xchar    ; depends on protocol see section 3.1
 *
 * The rules of engine/src/rules/host, port and userinfo check these productions, through `HostInfo` (one pass over
 * the host, made once per URL) and the parts split here.
 */
import { isAlpha, isAlphaDigit, isDigit, isDigits, reservedOutside, reservedSet } from '../grammar/chars';
import type { Production } from '../grammar/productions';
import { isDottedQuad, isIpLiteral } from '../grammar/ip-literal';
import { indexOfIn, lastIndexOfIn, type PartList } from '../parse/parts';
import type { Part } from '../types';

/**
 * login = [ user [ ":" password ] "@" ] hostport;  hostport = host [ ":" port ].
 *
 * "Within the user and password field, any ":", "@", or "/" must be encoded" (3.1), so the login is split at
 * its LAST "@": earlier ones belong to the user or password, where a rule reports them.
 * A host that opens with "[" is an IP literal, which RFC 1738 does not have (see literalEnd).
 *
 * One forward pass finds what the split needs: where the login ends ("/", or "?" too for http: see loginEnd), its
 * last "@", the first ":" before it (user and password) and the first ":" after it (host and port). Adds the parts
 * (the host, then the port when there is one, last) and returns where the login ends.
 */
export function login(url: string, parts: PartList, start: number, end: number, alsoQuery: boolean): number {
  let at = -1;
  let firstColon = -1;
  let colonAfterAt = -1;
  let stop = start;
  for (; stop < end; stop++) {
    const c = url.charCodeAt(stop);
    if (c === 0x2f || (alsoQuery && c === 0x3f)) break;
    if (c === 0x40) {
      at = stop;
      colonAfterAt = -1;
    } else if (c === 0x3a) {
      if (firstColon < 0) firstColon = stop;
      if (colonAfterAt < 0) colonAfterAt = stop;
    }
  }
  let hostStart = start;
  if (at >= 0) {
    if (firstColon >= 0 && firstColon < at) {
      parts.add('user', start, firstColon);
      parts.add('password', firstColon + 1, at);
    } else {
      parts.add('user', start, at);
    }
    hostStart = at + 1;
  }
  const colon = url.charCodeAt(hostStart) === 0x5b ? indexOfIn(url, ':', literalEnd(url, hostStart, stop), stop) : colonAfterAt;
  parts.add('host', hostStart, colon >= 0 ? colon : stop);
  if (colon >= 0) parts.add('port', colon + 1, stop);
  return stop;
}

/** hostport = host [ ":" port ]: adds the host part (returned) and the port part when a ":" follows the host. */
export function hostport(url: string, parts: PartList, start: number, end: number): Part {
  const colon = indexOfIn(url, ':', url.charCodeAt(start) === 0x5b ? literalEnd(url, start, end) : start, end);
  const host = parts.add('host', start, colon >= 0 ? colon : end);
  if (colon >= 0) parts.add('port', colon + 1, end);
  return host;
}

/** The port a port part's digits name, when they are a `port` (see below); undefined otherwise. */
export function portNumber(url: string, part: Part): number | undefined {
  const { start, end } = part;
  if (end - start > 5 || !isDigits(url, start, end)) return undefined;
  let n = 0;
  for (let i = start; i < end; i++) n = n * 10 + url.charCodeAt(i) - 0x30;
  return n;
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

/** port = digits; and a TCP port has at most five of them (the value's range is `port-out-of-range`'s). */
export function port(raw: string): boolean {
  return raw.length <= 5 && isDigits(raw);
}

/** "If neither <path> nor <searchpart> is present, the "/" may also be omitted": the login ends at "/" (or "?" for http). */
export function loginEnd(url: string, from: number, end: number, alsoQuery: boolean): number {
  for (let i = from; i < end; i++) {
    const c = url.charCodeAt(i);
    if (c === 0x2f || (alsoQuery && c === 0x3f)) return i;
  }
  return end;
}

const USER = reservedSet(';?&=');

/**
 * user = *[ uchar | ";" | "?" | "&" | "=" ], and password the same: the offsets of the reserved characters they leave
 * out (":", "@", "/": "Within the user and password field, any ":", "@", or "/" must be encoded", 3.1).
 */
export function userOrPassword(url: string, start: number, end: number): number[] | undefined {
  return reservedOutside(url, start, end, USER);
}

/** domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit */
export function domainlabel(s: string, start: number, end: number): boolean {
  return end > start && isAlphaDigit(s.charCodeAt(start)) && labelTail(s, start, end);
}

/** toplabel = alpha | alpha *[ alphadigit | "-" ] alphadigit */
export function toplabel(s: string, start: number, end: number): boolean {
  return end > start && isAlpha(s.charCodeAt(start)) && labelTail(s, start, end);
}

/** The part both label productions share: alphadigits and "-" after the first, an alphadigit last. */
function labelTail(s: string, start: number, end: number): boolean {
  for (let i = start + 1; i < end; i++) {
    const c = s.charCodeAt(i);
    if (!isAlphaDigit(c) && c !== 0x2d) return false;
  }
  return isAlphaDigit(s.charCodeAt(end - 1));
}

/**
 * A host split into labels, after RFC 1738 section 5's host productions above. "The rightmost domain label will
 * never start with a digit, though, which syntactically distinguishes all domain names from the IP addresses" (3.1).
 * So a host of only digits and dots is a hostnumber.
 * An empty host (file:///path) has kind "name" and one empty label; the label rules leave it to `host-missing`.
 * A host that opens with "[" is an IP literal (kind "ipv6": RFC 2732, RFC 3986 3.2.2), which RFC 1738 does not
 * have; only the IP literal rules look at it, the name and number rules never do.
 * RFC 1738 3.1 defers to RFC 1034 for the names themselves, whose section 3.5 limits a label to 63 characters and
 * a name to 255.
 */
export interface HostInfo {
  part: Part;
  kind: 'name' | 'number' | 'ipv6';
  nonAscii: boolean;
  /**
   * True when the host is a well-formed name or number, decided in the same pass that splits it, so the
   * host rules (which only look for problems) are skipped for the vast majority of URLs. Never true for an IP
   * literal, which even well formed is something to report (`host-ip-literal`).
   */
  wellFormed: boolean;
  /** For kind "ipv6": whether the literal is well formed (RFC 3986's IP-literal). */
  literalValid: boolean;
  /** Labels with URL offsets; left empty for a well-formed host, which no host rule looks at. */
  labels: Array<{ start: number; end: number; raw: string }>;
}

/** What a host's character is to the pass below: a digit, a letter or "-" (the other label characters), or neither. */
const DIGIT = 1;
const LETTER_OR_HYPHEN = 2;
const HOST_CHAR = new Uint8Array(128);
for (let c = 0; c < 128; c++) HOST_CHAR[c] = isDigit(c) ? DIGIT : isAlpha(c) || c === 0x2d ? LETTER_OR_HYPHEN : 0;

/** RFC 1034 3.5: a label of at most 63 characters, a name of at most 255. */
export const MAX_LABEL = 63;
/** The labels of a well-formed host, which no rule reads: one frozen empty list for all. */
const NO_LABELS = Object.freeze([]) as unknown as HostInfo['labels'];
export const MAX_NAME = 255;

/** host = hostname | hostnumber, in one pass over the URL's text that allocates nothing for a well-formed host. */
export function host(url: string, part: Part): HostInfo {
  const { start, end } = part;
  if (url.charCodeAt(start) === 0x5b && end > start) {
    return { part, kind: 'ipv6', nonAscii: false, wellFormed: false, literalValid: isIpLiteral(part.raw), labels: [] };
  }
  const length = end - start;
  let onlyDigitsAndDots = length > 0;
  let nonAscii = false;
  let labelsOk = length > 0 && length <= MAX_NAME;
  let from = start;
  let topStart = start;
  let labelCount = 0;
  for (let i = start; i <= end; i++) {
    const c = i === end ? 0x2e : url.charCodeAt(i);
    const k = c < 128 ? HOST_CHAR[c] : 0;
    if (k === DIGIT) continue; // the commonest case after a letter: a digit breaks nothing
    if (k === LETTER_OR_HYPHEN) {
      onlyDigitsAndDots = false;
      continue;
    }
    if (c === 0x2e) {
      const len = i - from;
      if (len === 0 || len > MAX_LABEL || url.charCodeAt(from) === 0x2d || url.charCodeAt(i - 1) === 0x2d) labelsOk = false;
      labelCount++;
      topStart = from;
      from = i + 1;
      continue;
    }
    // Anything else: no label character (alphadigit or "-"), and no digit.
    if (c > 0x7f) nonAscii = true;
    labelsOk = false;
    onlyDigitsAndDots = false;
  }
  const kind = onlyDigitsAndDots ? 'number' : 'name';
  const wellFormed = kind === 'number' ? labelCount === 4 && isDottedQuad(url, start, end) : labelsOk && !isDigit(url.charCodeAt(topStart));
  return { part, kind, nonAscii, wellFormed, literalValid: false, labels: wellFormed ? NO_LABELS : splitLabels(part) };
}

/** hostnumber = digits "." digits "." digits "." digits; 3.1: "a set of four decimal digit groups", each an octet. */
export function hostnumber(raw: string): boolean {
  return isDottedQuad(raw, 0, raw.length);
}

function splitLabels(part: Part): HostInfo['labels'] {
  const labels: HostInfo['labels'] = [];
  const raw = part.raw;
  let from = 0;
  for (let i = 0; i <= raw.length; i++) {
    if (i < raw.length && raw.charCodeAt(i) !== 0x2e) continue;
    labels.push({ start: part.start + from, end: part.start + i, raw: raw.slice(from, i) });
    from = i + 1;
  }
  return labels;
}

/**
 * The innermost production of a host that text at URL offset `at` belongs to: the label's (`toplabel` for the
 * rightmost, `domainlabel` for the others) in a name, `hostnumber` for digits and dots, `host` for an IP literal
 * (RFC 1738's host has no such form) or an empty host.
 */
export function hostProduction(info: HostInfo, at: number): Production {
  if (info.kind === 'ipv6' || info.part.raw.length === 0) return 'host';
  if (info.kind === 'number') return 'hostnumber';
  const lastDot = lastIndexOfIn(info.part.raw, '.', 0, info.part.raw.length);
  return at - info.part.start > lastDot ? 'toplabel' : 'domainlabel';
}

/** The production of text in a part of the login; undefined for parts that are not the login's. */
export function loginProduction(part: Part): Production | undefined {
  switch (part.name) {
    case 'user':
      return 'user';
    case 'password':
      return 'password';
    case 'port':
      return 'port';
    case 'host':
      return 'host';
    default:
      return undefined;
  }
}

/** url-path of an ip-based scheme RFC 1738 does not define: urlpath = *xchar. */
export function urlpath(_url: string, parts: PartList, start: number, end: number): void {
  parts.add('path', start, end);
}
