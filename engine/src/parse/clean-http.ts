/**
 * The commonest URL in real text, `http://` or `https://`, a host name, then an optional path, search and fragment,
 * recognised and split in one forward scan. A URL this scan accepts is one no rule reports in either preset; any
 * doubt (a port, a login, an IP, an escape, a character any rule or the placeholder finder looks at) and it gives
 * up at once, so the URL takes the full parse and every rule. What it accepts is section 5's
 *
 *   httpurl    = "http://" hostport [ "/" hpath [ "?" search ]]
 *   hostport   = host [ ":" port ]                       (here: no port; the scheme's default is implied)
 *   hostname   = *[ domainlabel "." ] toplabel
 *   domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
 *   toplabel   = alpha | alpha *[ alphadigit | "-" ] alphadigit
 *   hpath      = hsegment *[ "/" hsegment ]
 *   hsegment   = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
 *   search     = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
 *
 * with RFC 1034's limits on labels (63) and names (255) that schemes/internet.ts applies, and a "#" fragment
 * (2.2) of the same characters plus "/" and "?". Of uchar it takes unreserved only: "%" goes to the full path.
 * test/unit/clean-http.test.ts holds it to that: whatever it accepts, the full path parses into the same parts
 * and reports nothing.
 */
import { fragmentHash } from '../grammar/character-reference';
import { CLASS, Cls } from '../grammar/chars';
import { SCHEMES } from '../grammar/schemes';
import { NOTABLE_CLASSES } from '../scan/notable';
import { querySecrets } from '../scan/secrets';
import { MAX_LABEL, MAX_NAME } from '../schemes/internet';
import { PLACEHOLDER_STARTS, STARTS_WITH_NEXT } from '../placeholder';
import type { ParsedUrl, Part } from '../types';
import { PartList } from './parts';
import { keepShape } from './shapes';

const HTTP_PORT = SCHEMES.get('http')!.defaultPort!;
const HTTPS_PORT = SCHEMES.get('https')!.defaultPort!;

/** What a character may be after the host: bits of the parts it may stand in. */
const IN_PATH = 1;
const IN_SEARCH = 2;
const IN_FRAGMENT = 4;
const AFTER_HOST = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const cls = CLASS[c]!;
  // Characters a rule reports (2.2's unsafe, controls, "%"), and those a placeholder can start at: the full path.
  // "_" is one only in the authority (placeholder/table.ts), and none is left here.
  if ((cls & NOTABLE_CLASSES) !== 0 || (PLACEHOLDER_STARTS.includes(String.fromCharCode(c)) && c !== 0x5f)) continue;
  if ((cls & (Cls.Alpha | Cls.Digit | Cls.Safe | Cls.Extra)) !== 0 || ';:@&='.includes(String.fromCharCode(c))) {
    AFTER_HOST[c] = IN_PATH | IN_SEARCH | IN_FRAGMENT;
  }
}
AFTER_HOST[0x2f] = IN_PATH | IN_FRAGMENT; // "/": search leaves it out (`http-search-character`)
AFTER_HOST[0x3f] = IN_FRAGMENT; // "?": the same

/**
 * The scan is one regular expression: V8 runs it over the string's characters in native code, at a fraction of
 * what a charCodeAt loop costs on the slices of a big document that URLs are. It never backtracks: the classes each
 * step chooses between are disjoint, and each lookahead reads one character, but the one after a label's leading
 * digit, which reads that label. In the host, "-" and "." are each followed by a label character, so no label is
 * empty or ends in "-", and the host starts with one, so none starts with "-"; a label that starts with a digit has
 * a "." after it, so it is not the toplabel.
 */
const LABEL_START = '(?:[A-Za-z]|[0-9](?=[A-Za-z0-9-]*\\.))';
const HOSTNAME = `${LABEL_START}(?:[A-Za-z0-9]|-(?=[A-Za-z0-9-])|\\.${LABEL_START})*`;
const CLEAN_HTTP = new RegExp(`^https?://${HOSTNAME}(?:/${run(IN_PATH)}(?:\\?${run(IN_SEARCH)})?)?(?:#${run(IN_FRAGMENT)})?$`);

/**
 * A run of the characters allowed in a part; "." and "&" only where they start no row of the placeholder table
 * (STARTS_WITH_NEXT: "..", ".*", ".+", "&#").
 */
function run(part: number): string {
  const guarded = ['.', '&'].filter((ch) => (AFTER_HOST[ch.charCodeAt(0)]! & part) !== 0);
  let chars = '';
  for (let c = 0; c < 128; c++) if ((AFTER_HOST[c]! & part) !== 0 && !guarded.includes(String.fromCharCode(c))) chars += hex(c);
  const before = guarded.map((ch) => `|${hex(ch.charCodeAt(0))}(?![${[...(STARTS_WITH_NEXT.get(ch) ?? '')].map((n) => hex(n.charCodeAt(0))).join('')}])`);
  return `(?:[${chars}]${before.join('')})*`;
}

function hex(c: number): string {
  return `\\x${c.toString(16).padStart(2, '0')}`;
}

/**
 * Longer URLs take the full parse. The expression's loops keep a backtrack entry per character, and V8 gives up on
 * one that runs out of stack (a URL of 20 MB on one line did); a URL of thousands of characters is rare enough that
 * the shortcut has nothing to win there.
 */
const MAX_LENGTH = 4096;

/** The parse of `url` when it is a clean httpurl as above; undefined for any other URL. */
export function parseCleanHttp(url: string): ParsedUrl | undefined {
  if (url.length > MAX_LENGTH || !CLEAN_HTTP.test(url)) return undefined;
  const scheme = url.charCodeAt(4) === 0x73 ? 'https' : 'http';
  // RFC 1034 3.5's lengths, which the expression leaves out: a URL this short holds no label over 63.
  if (url.length - scheme.length - 3 > MAX_LABEL && !withinLengths(url, scheme.length + 3)) return undefined;
  // A credential in the query (`?access_token=...`) is the `query-secret` rule's to report.
  if (url.includes('=') && querySecrets(url).length > 0) return undefined;
  return new CleanHttpUrl(url, scheme);
}

/** A label of at most 63 characters and a name of at most 255, as RFC 1034 3.5 has them. */
function withinLengths(url: string, hostStart: number): boolean {
  const end = hostEnd(url, hostStart);
  if (end - hostStart <= MAX_LABEL) return true;
  if (end - hostStart > MAX_NAME) return false;
  for (let label = hostStart; ; ) {
    const dot = url.indexOf('.', label);
    const stop = dot < 0 || dot > end ? end : dot;
    if (stop - label > MAX_LABEL) return false;
    if (stop === end) return true;
    label = dot + 1;
  }
}

/** Where the host of a URL the scan accepted ends: at its first "/" or "#", or the URL's end. */
function hostEnd(url: string, hostStart: number): number {
  const slash = url.indexOf('/', hostStart);
  const hash = fragmentHash(url, hostStart);
  if (slash >= 0 && (hash < 0 || slash < hash)) return slash;
  return hash >= 0 ? hash : url.length;
}

/**
 * A clean httpurl: what the scan knew is set, and its parts are split on first read. No rule reads them (none runs
 * on a clean URL); the hover, `explain` and the configuration's host settings do, for a few URLs.
 */
class CleanHttpUrl implements ParsedUrl {
  readonly grammar = 'http';
  readonly section = '3.3';
  readonly hostKind = 'name';
  readonly port: number;
  readonly portImplied = true;
  private split: Part[] | undefined;

  constructor(
    readonly url: string,
    readonly scheme: 'http' | 'https',
  ) {
    this.port = scheme === 'http' ? HTTP_PORT : HTTPS_PORT;
    this.split = undefined;
  }

  get parts(): Part[] {
    this.split ??= splitParts(this.url, this.scheme);
    return this.split;
  }

  /** Plain data, as a parsed URL of any other kind is. */
  toJSON(): ParsedUrl {
    const { url, scheme, grammar, section, parts, hostKind, port, portImplied } = this;
    return { url, scheme, grammar, section, parts, hostKind, port, portImplied };
  }
}

keepShape(new CleanHttpUrl('http://h', 'http'));

/** The parts of a URL the scan accepted: scheme, host, and the path, search and fragment it has. */
function splitParts(url: string, scheme: string): Part[] {
  const hostStart = scheme.length + 3;
  const n = url.length;
  const hash = fragmentHash(url, hostStart);
  const end = hash < 0 ? n : hash;
  let slash = url.indexOf('/', hostStart);
  if (slash > end) slash = -1;
  let q = slash < 0 ? -1 : url.indexOf('?', slash);
  if (q > end) q = -1;
  const parts = new PartList(url);
  parts.addKnown('scheme', 0, scheme.length, scheme);
  parts.add('host', hostStart, slash < 0 ? end : slash);
  if (slash >= 0) parts.add('path', slash + 1, q >= 0 ? q : end);
  if (q >= 0) parts.add('search', q + 1, end);
  if (hash >= 0) parts.add('fragment', hash + 1, n);
  return parts.parts;
}
