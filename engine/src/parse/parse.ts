/**
 * RFC 1738 section 5's grammar as code. A URL is split into parts whose offsets index the URL string:
 *
 *   ftp://user:secret@host.dom:2121/pub/rfc/rfc1738.txt;type=a#top
 *   └┬┘   └┬─┘ └─┬──┘ └──┬───┘ └┬─┘ └────────┬────────┘      │ └┬┘
 *  scheme user password host   port   path (segments)   typecode fragment
 *
 * Parsing never fails: whatever does not fit the grammar still lands in some part, and the rules
 * (engine/src/rules/) say what is wrong with it. Only a first "#" starts a fragment (PRODUCT.md).
 */
import { SCHEMES } from '../grammar/schemes';
import type { Grammar, ParsedUrl } from '../types';
import { loginEnd, parseLogin } from './login';
import { PartList, lastIndexOfIn } from './parts';
import * as paths from './paths';

export function parseUrl(url: string): ParsedUrl {
  const colon = url.indexOf(':');
  const parts = new PartList(url);
  if (colon <= 0) {
    return { url, scheme: '', grammar: 'generic', section: '2.1', parts: parts.parts };
  }
  parts.add('scheme', 0, colon);
  const raw = url.slice(0, colon);
  const scheme = hasUpper(raw) ? raw.toLowerCase() : raw;
  const hash = url.indexOf('#', colon + 1);
  const end = hash >= 0 ? hash : url.length;
  const spec = SCHEMES.get(scheme);
  const start = colon + 1;
  const slashes = url.startsWith('//', start);

  const grammar: Grammar = spec ? spec.grammar : slashes ? 'ip' : 'generic';
  const section = spec ? spec.section : slashes ? '3.1' : '5';
  const result: ParsedUrl = { url, scheme, grammar, section, parts: parts.parts };

  if (grammar === 'mailto') {
    parts.add('address', start, end);
  } else if (grammar === 'news') {
    newsPart(url, parts, start, end);
  } else if (grammar === 'generic' || !slashes) {
    // A scheme of section 3 written without "//" is reported by the `missing-authority` rule.
    parts.add('schemepart', start, end);
  } else {
    const loginStart = start + 2;
    const loginStop = loginEnd(url, loginStart, end, grammar === 'http');
    const { host, port } = parseLogin(url, parts, loginStart, loginStop);
    const slash = url.charCodeAt(loginStop) === 0x2f;
    const pathStart = slash ? loginStop + 1 : loginStop;
    pathFor(grammar, url, parts, pathStart, end, slash);
    if (host.raw.length > 0) result.hostKind = host.raw.charCodeAt(0) === 0x5b ? 'ipv6' : isDigitsAndDots(host.raw) ? 'number' : 'name';
    if (port !== undefined) result.port = port;
    else if (!parts.parts.some((p) => p.name === 'port') && spec?.defaultPort !== undefined) {
      result.port = spec.defaultPort;
      result.portImplied = true;
    }
  }
  if (hash >= 0) parts.add('fragment', hash + 1, url.length);
  return result;
}

function pathFor(grammar: Grammar, url: string, parts: PartList, start: number, end: number, slash: boolean): void {
  switch (grammar) {
    case 'http':
      return paths.httpPath(url, parts, start, end, slash);
    case 'ftp':
      return slash ? paths.ftpPath(url, parts, start, end) : undefined;
    case 'gopher':
      return paths.gopherPath(url, parts, start, end);
    case 'nntp':
      return slash ? paths.nntpPath(url, parts, start, end) : undefined;
    case 'telnet':
      return paths.telnetPath(url, parts, start, end);
    case 'wais':
      return slash ? paths.waisPath(url, parts, start, end) : undefined;
    case 'prospero':
      return slash ? paths.prosperoPath(url, parts, start, end) : undefined;
    default:
      return slash ? paths.genericPath(url, parts, start, end) : undefined;
  }
}

/**
 * newsurl = "news:" grouppart;  grouppart = "*" | group | article;  article = 1*[...] "@" host.
 * "A message identifier may be distinguished from a news group name by the presence of the commercial at" (3.6).
 */
function newsPart(url: string, parts: PartList, start: number, end: number): void {
  const at = lastIndexOfIn(url, '@', start, end);
  if (at < 0) {
    parts.add('group', start, end);
    return;
  }
  parts.add('article', start, end);
  parts.add('host', at + 1, end);
}

function isDigitsAndDots(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 0x30 || c > 0x39) && c !== 0x2e) return false;
  }
  return true;
}

function hasUpper(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) return true;
  }
  return false;
}
