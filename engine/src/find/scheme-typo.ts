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

/** The typo of a mistyped scheme `name` and `separator` at text[start], when a host follows; else undefined. */
function typoOf(text: string, start: number, name: string, separator: string): { end: number; meant: string } | undefined {
  // The common case first, before any regex: most wrappers hold a well-spelt `http://` or `https://`.
  if (separator === '://' && (name === 'http' || name === 'https' || name === 'ftp')) return undefined;
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

/** "/", ":", ";": the characters of the separators. */
const SLASH = 0x2f;
const COLON = 0x3a;
const SEMICOLON = 0x3b;

/** A character that may not come right before a mistyped scheme: a letter, digit, "+", ".", "-", "_", "/", "@" or ":". */
function inWord(c: number): boolean {
  return (charClass(c) & ALPHA) !== 0 || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2e || c === 0x2d || c === 0x5f || c === SLASH || c === 0x40 || c === COLON;
}

/** The names a scheme typo may have: "http" and "https" with one letter dropped or doubled (or more: see meantScheme), and "ftp". */
const TYPO_NAME = /^(h{1,2}t{1,3}p{1,2}s?|ftp)$/i;
/** The longest such name: "hhtttpps". */
const LONGEST_NAME = 8;

/**
 * The mistyped-scheme candidate whose separator holds the "/" at text[slash]: its start, name and separator (one of
 * "://", ":/" with no third "/", ":://", ";//", "//"), or undefined. The name is the whole run of letters before the
 * separator, at a word boundary (`TYPO_NAME`; not after a character `inWord` names).
 */
function candidateAt(text: string, slash: number): { start: number; name: string; separator: string } | undefined {
  const before = text.charCodeAt(slash - 1);
  let q: number;
  let separator: string;
  if (before === COLON) {
    if (text.charCodeAt(slash - 2) === COLON) {
      if (text.charCodeAt(slash + 1) !== SLASH) return undefined;
      q = slash - 2;
      separator = ':://';
    } else {
      q = slash - 1;
      separator = text.charCodeAt(slash + 1) === SLASH ? '://' : ':/';
    }
  } else if (before === SEMICOLON) {
    if (text.charCodeAt(slash + 1) !== SLASH) return undefined;
    q = slash - 1;
    separator = ';//';
  } else {
    if (text.charCodeAt(slash + 1) !== SLASH) return undefined;
    q = slash;
    separator = '//';
  }
  // Every name ends in "p" or "s".
  const last = text.charCodeAt(q - 1) | 0x20;
  if (last !== 0x70 && last !== 0x73) return undefined;
  let start = q - 1;
  while (start > 0 && q - start <= LONGEST_NAME && (charClass(text.charCodeAt(start - 1)) & ALPHA) !== 0) start--;
  if (q - start > LONGEST_NAME || (start > 0 && inWord(text.charCodeAt(start - 1)))) return undefined;
  const name = text.slice(start, q);
  return TYPO_NAME.test(name) ? { start, name, separator } : undefined;
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

/** The mistyped-scheme URL whose separator holds the "/" at text[slash]: where it starts and ends, and its typo. */
function typoWith(
  text: string,
  slash: number,
  urlEnd: (text: string, from: number, stop: Terminators) => number,
  stop: Terminators,
): { start: number; end: number; typo: { end: number; meant: string } } | undefined {
  const candidate = candidateAt(text, slash);
  if (candidate === undefined) return undefined;
  const { start, name, separator } = candidate;
  const typo = typoOf(text, start, name, separator);
  return typo === undefined ? undefined : { start, end: urlEnd(text, start + typo.end, stop), typo };
}

const NO_SLASHES: readonly number[] = [];

/** A bare locator of text[start, end) as written. */
function typoLocator(text: string, { start, end, typo }: { start: number; end: number; typo: { end: number; meant: string } }, pool: OffsetPool): Locator {
  const offsets = pool.take(end - start + 1);
  for (let i = 0; i < offsets.length; i++) offsets[i] = start + i;
  return { kind: 'bare', start, end, url: text.slice(start, end), offsets, whitespace: [], hyphenBreaks: [], schemeTypo: typo };
}

/**
 * The locators of `found` with the mistyped-scheme URLs of `text` added, in document order. Each is a bare locator of
 * the text as written, its `schemeTypo` naming the misspelt prefix and what it stands for; a candidate inside or
 * overlapping a URL already found is not one. `urlEnd` finds where the URL ends past its host (the bare scan's rule).
 * The candidates are every "//" of the text (`://`, `:://`, `;//`, `//` separators) and `singleSlashes`, the "/" of
 * each `:/` the finder's colon scan met (ascending): looking at every "/" instead cost a fifth of the finder's time.
 */
export function withSchemeTypos(
  text: string,
  found: Locator[],
  pool: OffsetPool,
  urlEnd: (text: string, from: number, stop: Terminators) => number,
  stop: Terminators,
  singleSlashes: readonly number[] = NO_SLASHES,
): Locator[] {
  let out: Locator[] | undefined;
  // A wrapper takes any scheme (`<http:/www.gnu.org/licenses/>` in a licence header): its URL is checked as a typo too.
  for (let w = 0; w < found.length; w++) {
    const l = found[w]!;
    const typo = l.kind === 'wrapper' ? typoAt(l.url) : undefined;
    if (typo === undefined) continue;
    out ??= [...found];
    out[w] = { ...l, schemeTypo: typo };
  }
  let inside = 0;
  let k = 0;
  let single = 0;
  let double = text.indexOf('//');
  for (;;) {
    const next = single < singleSlashes.length ? singleSlashes[single]! : -1;
    if (double === -1 && next === -1) break;
    const slash = next !== -1 && (double === -1 || next < double) ? next : double;
    let from = slash + 1;
    while (inside < found.length && found[inside]!.end <= slash) inside++;
    // A candidate holding a "/" of a found URL would start in or before it and reach into it: never one.
    if (inside < found.length && found[inside]!.start <= slash) from = found[inside]!.end;
    else {
      const typo = typoWith(text, slash, urlEnd, stop);
      if (typo !== undefined) {
        while (k < found.length && found[k]!.end <= typo.start) k++;
        if (k >= found.length || found[k]!.start >= typo.end) {
          out ??= [...found];
          out.push(typoLocator(text, typo, pool));
          // A typo inside the URL just found is not looked for.
          from = typo.end;
        }
      }
    }
    while (single < singleSlashes.length && singleSlashes[single]! < from) single++;
    if (double !== -1 && double < from) double = text.indexOf('//', from);
  }
  return out === undefined ? found : out.sort((a, b) => a.start - b.start);
}
