import type { Span } from '../types';
import { AT, DOT, STAR, COLON, SLASH, UNDERSCORE, DASH, HASH, QUESTION, endsAuthority, isDigit, isLetter, isLower, isUpper } from './chars';

/**
 * Placeholders that only the authority holds (RFC 1738 section 3.1: "//<user>:<password>@<host>:<port>/"). There
 * the host is letters, digits, "-" and "." and the port is digits, so these are words a person replaces, or a
 * pattern's wildcard, not a broken host or port:
 * - a port that is a word, letters and "_" without a digit: `https://host:port`, `http://localhost:PORT/` (and so
 *   `http://example.org:foo` too; `:8o` has a digit and stays a broken port);
 * - a host label that is an upper-case identifier with "_": `https://ISSUER_URL`, `http://API_HOST:8080/` (a plain
 *   upper-case host, `EXAMPLE.COM`, is a host; an "_" is never in one, section 3.1's `hostname`);
 * - a run of "*": the wildcard of CSP sources, extension match patterns and git's `http.<url>.*` keys
 *   (`https://*.example.com/`), or Markdown bold markers left inside a host (`https://**vssps**.dev.azure.com/`);
 * - a whole host that is a role word (see ROLE_WORDS): `file://filename`, `ldap://hostport/dn`, or lower-case words
 *   joined by "_" of which one is a role or stand-in word (`http://ip_server/path`, `http://your_host:8080/`).
 */

/**
 * Role words: the names documentation writes where the host goes, to say what the reader puts there, not a machine's
 * name. Section 5's own names for the part (`host`, `hostname`, `hostport`) and the words man pages use beside them:
 * `server` (git's `http://server/gitweb`) and `filename` (perf's `.URL "file://filename"`, a list of file names that
 * perf reads after its `file://` prefix). Only the whole host, lower case, and only these words: any other word is
 * a host name like any (`file://android_asset/`, `http://ip_server/path` keep their reports), so a real host by
 * one of these names loses nothing but a report on its own five to eight letters, and no fix may rewrite it.
 */
const ROLE_WORDS = new Set(['host', 'hostname', 'hostport', 'server', 'filename']);

/**
 * Words that make a whole host of lower-case words joined by "_" a placeholder: the role words, and the words that
 * say whose or what it is (`your_host`, `my_server`, `ip_server`, `remote_addr`, reqwest's test resolver name `many_addrs`,
 * the mocked `http://some_api` and `http://other_url` of getsentry/responses' tests). No host name holds
 * an "_" (section 3.1's `hostname`), so such a host is a name for the reader to replace: a hint, not an
 * `host-invalid-character` error. A host with "_" and none of these words (`file://android_asset/`, a real mistake
 * for file:///android_asset/) keeps its report.
 */
const STAND_IN_HOST_WORDS = new Set([...ROLE_WORDS, 'hosts', 'servers', 'your', 'my', 'ip', 'addr', 'addrs', 'address', 'domain', 'remote', 'machine', 'some', 'other', 'api', 'url']);

/** Whether url[start, end) is a role word (ROLE_WORDS). Cheap for any host: length and first letter before a lookup. */
export function isRoleWord(url: string, start: number, end: number): boolean {
  if (end - start < 4 || end - start > 8) return false;
  const first = url.charCodeAt(start);
  return (first === 0x66 || first === 0x68 || first === 0x73) && ROLE_WORDS.has(url.slice(start, end)); // f h s
}

/**
 * The host that starts at url[hostStart] (see userinfoEnd) when it is a role word, or when one of its labels is
 * lower-case words joined by "_" with one of STAND_IN_HOST_WORDS (`your_host`, `www.some_domain.com` in hyper's
 * example, `non_existing_proxy_server.tld` in pip's tests), the others lower-case letters, digits and "-", up to its
 * ":" or the authority's end.
 */
export function roleWordHost(url: string, hostStart: number): Span | undefined {
  let end = hostStart;
  let joined = false;
  for (;;) {
    const c = url.charCodeAt(end);
    if (c === UNDERSCORE) joined = true;
    else if (!(isLower(c) || isDigit(c) || c === DOT || c === DASH)) break;
    end++;
  }
  const after = url.charCodeAt(end);
  if (end === hostStart || (after !== COLON && !endsAuthority(after))) return undefined;
  if (!joined) return isRoleWord(url, hostStart, end) ? { start: hostStart, end } : undefined;
  const labels = url.slice(hostStart, end).split('.');
  return labels.some((label) => label.includes('_') && /^[a-z]+(?:_[a-z]+)+$/.test(label) && label.split('_').some((w) => STAND_IN_HOST_WORDS.has(w)))
    ? { start: hostStart, end }
    : undefined;
}

/**
 * Where the host of the authority that starts at url[authority] starts: just past the userinfo's "@" (section 3.1,
 * "<user>:<password>@"), or the authority itself without one. The userinfo is what precedes the last "@" before
 * the authority's first "/", "?" or "#": RFC 1738 lets "?" into a user or password (section 5: `user = *[ uchar |
 * ";" | "?" | "&" | "=" ]`), but an http URL's "?" starts its search, and a scan without the scheme's grammar
 * cannot tell which; the lint step passes the parser's own split instead (findPlaceholders).
 */
export function userinfoEnd(url: string, authority: number): number {
  let hostStart = authority;
  for (let i = authority; !endsAuthority(url.charCodeAt(i)); i++) if (url.charCodeAt(i) === AT) hostStart = i + 1;
  return hostStart;
}

/**
 * The end of the port word after the ":" at url[colon], or colon: letters and "_", then the authority's end. Not
 * when the first path segment after it holds an "@" past its start: then the "/" was written inside a password
 * that section 3.1 says to encode ("Within the user and password field, any ":", "@", or "/" must be encoded"),
 * and the word is its start (`ftp://u:p/w@host/`: the parser's port "p", which the port rules report). An "@"
 * opening the segment is a name's (`http://localhost:PORT/@vite/client`, npm's `@scope`).
 */
export function portWordEnd(url: string, colon: number): number {
  let j = colon + 1;
  while (isLetter(url.charCodeAt(j)) || url.charCodeAt(j) === UNDERSCORE) j++;
  if (j === colon + 1 || !endsAuthority(url.charCodeAt(j))) return colon;
  if (url.charCodeAt(j) === SLASH) {
    for (let k = j + 1; !endsAuthority(url.charCodeAt(k)); k++) if (url.charCodeAt(k) === AT && k > j + 1) return colon;
  }
  return j;
}

/**
 * Just past the ":" that ends a Unix socket's path written where the port goes, `http://unix:/var/run/docker.sock:/x`
 * from the ":" at url[colon]: got's `enableUnixSockets`, nginx's `proxy_pass http://unix:/tmp/backend.socket:/uri/`
 * and libevent's evhttp read the URL so, the request's path after the second ":". `colon` when the path does not
 * start with "/" or no ":" ends it before a "?", "#", space or the URL's end.
 */
export function unixSocketEnd(url: string, colon: number): number {
  if (url.charCodeAt(colon + 1) !== SLASH) return colon;
  for (let j = colon + 2; j < url.length; j++) {
    const c = url.charCodeAt(j);
    if (c === COLON) return j > colon + 2 ? j + 1 : colon;
    if (c === QUESTION || c === HASH || c <= 0x20) return colon;
  }
  return colon;
}

/** The end of the run of "*" at url[i]. */
export function wildcardEnd(url: string, i: number): number {
  let j = i + 1;
  while (url.charCodeAt(j) === STAR) j++;
  return j;
}

const isIdentifierChar = (c: number): boolean => isUpper(c) || isDigit(c) || c === UNDERSCORE;

/** Just past the run of upper-case letters, digits and "_" that holds url[i]. */
export function identifierRunEnd(url: string, i: number): number {
  let j = i + 1;
  while (isIdentifierChar(url.charCodeAt(j))) j++;
  return j;
}

/**
 * The start of the upper-case identifier label that holds the "_" at url[i] and ends at `end`, or -1. The label
 * starts with a letter, at the authority's start or after "." or "@", and ends before ".", ":" or the authority's end.
 */
export function identifierLabelStart(url: string, i: number, end: number, authority: number): number {
  let s = i;
  while (s > authority && isIdentifierChar(url.charCodeAt(s - 1))) s--;
  if (!isUpper(url.charCodeAt(s))) return -1;
  const before = url.charCodeAt(s - 1);
  if (s !== authority && before !== DOT && before !== AT) return -1;
  const after = url.charCodeAt(end);
  return after === DOT || after === COLON || endsAuthority(after) ? s : -1;
}
