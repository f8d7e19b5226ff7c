/**
 * RFC 1738 section 5's grammar as code. A URL is split into parts whose offsets index the URL string:
 *
 *   ftp://user:secret@host.dom:2121/pub/rfc/rfc1738.txt;type=a#top
 *   └┬┘   └┬─┘ └─┬──┘ └──┬───┘ └┬─┘ └────────┬────────┘      │ └┬┘
 *  scheme user password host   port   path (segments)   typecode fragment
 *
 * Parsing never fails: whatever does not fit the grammar still lands in some part, and the rules
 * (engine/src/rules/) say what is wrong with it. Only a first "#" starts a fragment.
 */
import { SCHEMES } from '../grammar/schemes';
import { GRAMMARS } from '../schemes';
import { login, loginEnd } from '../schemes/internet';
import type { Grammar, ParsedUrl } from '../types';
import { PartList } from './parts';

/**
 * genericurl = scheme ":" schemepart. The scheme picks the grammar (engine/src/schemes/, one module per scheme of
 * section 3); an ip-schemepart's login is split here, what follows it by the scheme's module.
 */
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

  if (grammar === 'mailto' || grammar === 'news') {
    GRAMMARS[grammar].urlpath(url, parts, start, end, false);
  } else if (grammar === 'generic' || !slashes) {
    // A scheme of section 3 written without "//" is reported by the `missing-authority` rule.
    GRAMMARS.generic.urlpath(url, parts, start, end, false);
  } else {
    const loginStart = start + 2;
    const loginStop = loginEnd(url, loginStart, end, grammar === 'http');
    const { host, port } = login(url, parts, loginStart, loginStop);
    const slash = url.charCodeAt(loginStop) === 0x2f;
    GRAMMARS[grammar].urlpath(url, parts, slash ? loginStop + 1 : loginStop, end, slash);
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
