import type { Locator } from '../types';
import { ALPHA, charClass, type Terminators } from './chars';
import type { OffsetPool } from './offsets';

/**
 * Mistyped Internet schemes: text that a reader takes for a URL and no program does, because its scheme or the "://"
 * after it is misspelt (RFC 1738 section 3.1: "The scheme specific data start with a double slash "//" to indicate
 * that it complies with the common Internet scheme syntax"). What is recognised, and what it may hide:
 *
 * | written                               | meant      | real text                                                 |
 * |---------------------------------------|------------|-----------------------------------------------------------|
 * | `http:/`, `https:/`, `ftp:/` + a host | `scheme://` | curl.1 (Debian curl 7.88): `curl -P eth0 ftp:/example.com` |
 * | `http//`, `https//` + a host          | `scheme://` | pthread_attr_setguardsize.3: `https//bugzilla.redhat.com` |
 * | `http;//`, `http:://`                 | `scheme://` | the same slips of the keyboard (none on this machine)     |
 * | `htp`, `htttp`, `hhttp` (one letter dropped or doubled; and with `s`) + `://` | `http://`, `https://` | none here |
 *
 * Only where a host name follows (two labels or more, the last starting with a letter, or `localhost`), and only at a
 * word boundary (not after a letter, digit, "+", "-", ".", "_", "/", "@" or ":"), so prose and code stay silent:
 * `ratio 1:2`, `Note:`, `std::vector`, `http//` alone, `git+https:/x`, `ftp://https//host` (a URL's own text: the
 * finder keeps the URL, and a typo inside one is not looked for). Searched on this machine (Debian's /usr/share/doc
 * and man pages, node_modules, test/fixtures): 4 texts have one of these shapes before a host, all 4 real typos.
 * A scheme of a user's own (`git+ssh`) is never taken for a typo.
 */
const TYPO = /(?<![A-Za-z0-9+.\-_/@:])(h{1,2}t{1,3}p{1,2}s?|ftp)(:\/\/|:\/(?!\/)|::\/\/|;\/\/|\/\/)/gi;

/** The typo of a mistyped scheme `name` and `separator` at text[start], when a host follows; else undefined. */
function typoOf(text: string, start: number, name: string, separator: string): { end: number; meant: string } | undefined {
  const meant = meantScheme(name);
  if (meant === undefined || (separator === '://' && name.toLowerCase() === meant)) return undefined;
  const end = name.length + separator.length;
  return hostEnd(text, start + end) < 0 ? undefined : { end, meant: `${meant}://` };
}

const TYPO_START = /^(h{1,2}t{1,3}p{1,2}s?|ftp)(:\/\/|:\/(?!\/)|::\/\/|;\/\/|\/\/)/i;

/** The typo a wrapper's URL starts with, if any. */
function typoAt(url: string): { end: number; meant: string } | undefined {
  const m = TYPO_START.exec(url);
  return m === null ? undefined : typoOf(url, 0, m[1]!, m[2]!);
}

/** The scheme a misspelt name stands for, or undefined when it is none of the table's. */
function meantScheme(name: string): string | undefined {
  const n = name.toLowerCase();
  if (n === 'ftp') return 'ftp';
  // One letter doubled or dropped: h, t, p each once or twice, "ttt" once (`htttp`); `hhttpp` is two slips, not one.
  const slips = Math.abs(/h+/.exec(n)![0].length - 1) + Math.abs(/t+/.exec(n)![0].length - 2) + Math.abs(/p+/.exec(n)![0].length - 1);
  if (slips > 1) return undefined;
  return n.endsWith('s') ? 'https' : 'http';
}

/**
 * Where a host name that starts at text[from] ends, or -1 when none starts there: labels of letters, digits and "-"
 * joined by ".", at least two, the last starting with a letter (`github.com`, `x.example`, `www.w3.org`), or
 * `localhost`; what follows it is not another host character.
 */
function hostEnd(text: string, from: number): number {
  let i = from;
  let labels = 0;
  let lastStart: number;
  for (;;) {
    const start = i;
    while (i < text.length && isHostChar(text.charCodeAt(i))) i++;
    if (i === start) return -1;
    labels++;
    lastStart = start;
    if (text.charCodeAt(i) !== 0x2e || !isHostChar(text.charCodeAt(i + 1))) break;
    i++;
  }
  const last = text.slice(lastStart, i).toLowerCase();
  if (labels === 1) return last === 'localhost' ? i : -1;
  if (labels === 4 && /^[\d.]+$/.test(text.slice(from, i))) return i; // a dotted IPv4 address: `http:/127.0.0.1:3000/`
  return (charClass(text.charCodeAt(lastStart)) & ALPHA) !== 0 && i - lastStart >= 2 ? i : -1;
}

function isHostChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (charClass(c) & ALPHA) !== 0 || c === 0x2d;
}

/**
 * The locators of `found` with the mistyped-scheme URLs of `text` added, in document order. Each is a bare locator of
 * the text as written, its `schemeTypo` naming the misspelt prefix and what it stands for; a candidate inside or
 * overlapping a URL already found is not one. `urlEnd` finds where the URL ends past its host (the bare scan's rule).
 */
export function withSchemeTypos(
  text: string,
  found: Locator[],
  pool: OffsetPool,
  urlEnd: (text: string, from: number, stop: Terminators) => number,
  stop: Terminators,
): Locator[] {
  // Cheap filter first: every shape holds "p" or "ps" followed by ":", ";" or "/".
  if (!/ps?[:;/]/i.test(text)) return found;
  let out: Locator[] | undefined;
  // A wrapper takes any scheme (`<http:/www.gnu.org/licenses/>` in a licence header): its URL is checked as a typo too.
  for (let w = 0; w < found.length; w++) {
    const l = found[w]!;
    const typo = l.kind === 'wrapper' ? typoAt(l.url) : undefined;
    if (typo === undefined) continue;
    out ??= [...found];
    out[w] = { ...l, schemeTypo: typo };
  }
  let k = 0;
  TYPO.lastIndex = 0;
  for (let m = TYPO.exec(text); m !== null; m = TYPO.exec(text)) {
    const start = m.index;
    const typo = typoOf(text, start, m[1]!, m[2]!);
    if (typo === undefined) continue;
    const host = start + typo.end;
    const end = urlEnd(text, host, stop);
    while (k < found.length && found[k]!.end <= start) k++;
    if (k < found.length && found[k]!.start < end) continue;
    const offsets = pool.take(end - start + 1);
    for (let i = 0; i < offsets.length; i++) offsets[i] = start + i;
    const located: Locator = {
      kind: 'bare',
      start,
      end,
      url: text.slice(start, end),
      offsets,
      whitespace: [],
      hyphenBreaks: [],
      schemeTypo: typo,
    };
    out ??= [...found];
    out.push(located);
    TYPO.lastIndex = end;
  }
  return out === undefined ? found : out.sort((a, b) => a.start - b.start);
}
