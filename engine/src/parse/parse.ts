/**
 * RFC 1738 section 5's grammar as code. A URL is split into parts whose offsets index the URL string:
 *
 *   ftp://user:secret@host.dom:2121/pub/rfc/rfc1738.txt;type=a#top
 *   └┬┘   └┬─┘ └─┬──┘ └──┬───┘ └┬─┘ └────────┬────────┘      │ └┬┘
 *  scheme user password host   port   path (segments)   typecode fragment
 *
 * Parsing never fails: whatever does not fit the grammar still lands in some part, and the rules
 * (engine/src/rules/) say what is wrong with it. Only a first "#" starts a fragment, not one of a character
 * reference written in markup's notation (`&#xE9;`, grammar/character-reference.ts).
 */
import { fragmentHash } from '../grammar/character-reference';
import { SCHEMES } from '../grammar/schemes';
import { GRAMMARS } from '../schemes';
import { login, portNumber } from '../schemes/internet';
import type { Grammar, ParsedUrl, Part } from '../types';
import { PartList } from './parts';
import { keepShape } from './shapes';

/**
 * genericurl = scheme ":" schemepart. The scheme picks the grammar (engine/src/schemes/, one module per scheme of
 * section 3); an ip-schemepart's login is split here, what follows it by the scheme's module.
 *
 * Each step looks only at the stretch the step before left it (the login up to its "/", the host after its last
 * "@", the path up to "?"), and a part is its name and offsets: text is sliced and decoded when someone reads it.
 */
export function parseUrl(url: string): ParsedUrl {
  const colon = url.indexOf(':');
  return parseUrlAt(url, colon, colon <= 0 ? -1 : fragmentHash(url, colon + 1));
}

/**
 * parseUrl, given what a caller's own scan already found: the first ":" and the first "#" after it (-1 for none).
 * The lint step finds the "#" in its one look at every character (char-scan.ts), so the URL is not searched again.
 */
export function parseUrlAt(url: string, colon: number, hash: number): ParsedUrl {
  const parts = new PartList(url);
  if (colon <= 0) {
    return { url, scheme: '', grammar: 'generic', section: '2.1', parts: parts.parts };
  }
  const known = knownScheme(url, colon);
  let scheme: string;
  if (known !== undefined) {
    // Written in lower case, as section 5 says: the part's text is the name itself, nothing to slice.
    scheme = known;
    parts.addKnown('scheme', 0, colon, known);
  } else {
    parts.add('scheme', 0, colon);
    const raw = url.slice(0, colon);
    scheme = hasUpper(raw) ? raw.toLowerCase() : raw;
  }
  const end = hash >= 0 ? hash : url.length;
  const spec = SCHEMES.get(scheme);
  const start = colon + 1;
  const slashes = url.charCodeAt(start) === 0x2f && url.charCodeAt(start + 1) === 0x2f;

  const grammar: Grammar = spec ? spec.grammar : slashes ? 'ip' : 'generic';
  const section = spec ? spec.section : slashes ? '3.1' : '5';
  let hostKind: ParsedUrl['hostKind'];
  let port: number | undefined;
  let portImplied = false;
  if (grammar === 'mailto' || grammar === 'news') {
    GRAMMARS[grammar].urlpath(url, parts, start, end, false);
  } else if (grammar === 'generic' || !slashes) {
    // A scheme of section 3 written without "//" is reported by the `missing-authority` rule.
    GRAMMARS.generic.urlpath(url, parts, start, end, false);
  } else {
    const loginStop = login(url, parts, start + 2, end, grammar === 'http');
    const list = parts.parts;
    // login added the host, then the port when there is one: both are there.
    const last = list[list.length - 1]!;
    const portPart = last.name === 'port' ? last : undefined;
    const host = portPart ? list[list.length - 2]! : last;
    const slash = url.charCodeAt(loginStop) === 0x2f;
    GRAMMARS[grammar].urlpath(url, parts, slash ? loginStop + 1 : loginStop, end, slash);
    if (host.end > host.start) hostKind = url.charCodeAt(host.start) === 0x5b ? 'ipv6' : isDigitsAndDots(url, host.start, host.end) ? 'number' : 'name';
    port = portPart ? portNumber(url, portPart) : undefined;
    if (port === undefined && portPart === undefined && spec?.defaultPort !== undefined) {
      port = spec.defaultPort;
      portImplied = true;
    }
  }
  if (hash >= 0) parts.add('fragment', hash + 1, url.length);
  return parsedUrl(url, scheme, grammar, section, parts.parts, hostKind, port, portImplied);
}

/**
 * The parsed URL, made whole at once: an object given its optional fields later changes hidden class on each (and
 * grows a property store), which costs on every URL. An absent field stays absent, as ParsedUrl says.
 */
function parsedUrl(url: string, scheme: string, grammar: Grammar, section: string, parts: Part[], hostKind: ParsedUrl['hostKind'], port: number | undefined, portImplied: boolean): ParsedUrl {
  if (hostKind === undefined) {
    if (port === undefined) return { url, scheme, grammar, section, parts };
    return portImplied ? { url, scheme, grammar, section, parts, port, portImplied } : { url, scheme, grammar, section, parts, port };
  }
  if (port === undefined) return { url, scheme, grammar, section, parts, hostKind };
  return portImplied ? { url, scheme, grammar, section, parts, hostKind, port, portImplied } : { url, scheme, grammar, section, parts, hostKind, port };
}

/** Section 3's scheme names, each a string constant: a URL that starts with one shares it instead of a slice. */
const KNOWN: readonly string[] = [...SCHEMES.keys()];

/** The known scheme name `url` starts with, written in lower case and ending at `colon`; undefined otherwise. */
function knownScheme(url: string, colon: number): string | undefined {
  for (const name of KNOWN) {
    if (name.length === colon && url.startsWith(name)) return name;
  }
  return undefined;
}

// A parsed URL of each form parsedUrl makes (with or without hostKind, port, portImplied), kept alive: see shapes.ts.
for (const sample of ['x', 'x:', 'http://h', 'http://h:1', 'http://h:x', 'http://h:', 'x://h', 'x://h:1', 'file:///', 'news:a@b', 'mailto:a', 'http://[::1]/', 'http://1.2.3.4/', 'http:x', 'http:///']) {
  keepShape(parseUrl(sample));
}

function isDigitsAndDots(s: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
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
