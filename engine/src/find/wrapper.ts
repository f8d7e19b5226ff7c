import type { Locator, Span } from '../types';
import { ALPHA, charClass, COLON, CR, EQUALS, GT, HYPHEN, isTypesetHyphen, LF, LT, QUOTE, SCHEME, SLASH, SP, SPACE, TAB } from './chars';
import type { OffsetPool } from './offsets';
import { SchemeKind, type SchemeSet } from './schemes';

/**
 * The wrapper that opens with the "<" at text[lt], if there is one (RFC 1738 appendix, "Recommendations for URLs in
 * Context").
 *
 * `<URL:...>` (prefix in any case) always wraps a URL. A plain `<scheme:...>` is far more often markup or code
 * (`<xsl:template match="x">`, `<a:b>`, `<std::vector>`), so it is accepted only when:
 * - the scheme is known (as for bare URLs) or the schemepart starts with "//" (`<foo://x>`), and not a namespace
 *   (`<HTTP::Cookie>`) or a source position (`<file:line>`): see plainSchemeAccepted, and
 * - the content has no '"' and nothing that looks like an attribute: whitespace, then a name, then "=".
 * Either wrapper must close with ">" before the next "<"; that bound also keeps the finder linear, since no character
 * is scanned for two wrappers. A plain wrapper must also close before a blank line. A `<URL:...>` wrapper may cross
 * blank lines (the appendix: whitespace inside the brackets is ignored; a re-flowed reference list puts one inside
 * `<URL:ftp://boombox.micro.umn.edu/pub/` ... `/Gopher+/Gopher+.txt>`), but only within BLANK_LINE_REACH, and its
 * content must hold a letter: `<URL:...>` is prose naming the notation, and no URL lacks a scheme, which starts with
 * a letter (section 2.1). Whitespace inside is not part of the URL, nor is a typesetter's hyphen (U+2010, soft
 * hyphen) before a line break: `<https://savan‐` newline `nah.gnu.org/>` from man(1) output is
 * https://savannah.gnu.org/, its removed run starting at the hyphen.
 */
export function scanWrapper(text: string, lt: number, schemes: SchemeSet, pool: OffsetPool): Locator | undefined {
  const contentStart = hasUrlPrefix(text, lt + 1) ? lt + 5 : lt + 1;
  const plain = contentStart === lt + 1;
  if (plain && !plainSchemeAccepted(text, contentStart, schemes)) return undefined;

  const whitespace: Span[] = [];
  const hyphenBreaks: number[] = [];
  let urlLength = 0;
  let letters = 0; // ALPHA when the content holds an ASCII letter
  let lineBreaks = 0;
  let blankLine = false;
  // Past this offset the wrapper has not closed; it moves in from the end of the text once a blank line is crossed.
  let deadline = text.length;
  // In a plain wrapper, set after whitespace while the characters since could still be an attribute name.
  let maybeAttribute = false;
  let i = contentStart;
  for (;;) {
    if (i >= deadline) return undefined;
    const c = text.charCodeAt(i);
    if (c === GT) break;
    if (c === LT) return undefined;
    const cls = charClass(c);
    const space = (cls & SPACE) !== 0;
    // A typesetter's hyphen at a line break goes with the break (it cannot be in a URL); an ASCII "-" stays.
    const run = space ? scanWhitespace(text, i) : isTypesetHyphen(c) ? scanWhitespace(text, i + 1) : undefined;
    if (run !== undefined && (space || run.hyphenBreak)) {
      lineBreaks += run.lineBreaks;
      if (run.lineBreaks > 1) {
        if (plain) return undefined; // a blank line: a plain wrapper never closed
        blankLine = true;
        deadline = Math.min(deadline, lt + BLANK_LINE_REACH.characters);
      }
      if (blankLine && lineBreaks > BLANK_LINE_REACH.lineBreaks) return undefined;
      if (space && run.hyphenBreak && i > contentStart && text.charCodeAt(i - 1) === HYPHEN) hyphenBreaks.push(urlLength - 1);
      whitespace.push({ start: i, end: run.end });
      maybeAttribute = plain;
      i = run.end;
      continue;
    }
    if (plain) {
      if (c === QUOTE) return undefined;
      if (maybeAttribute) {
        if (c === EQUALS) return undefined;
        maybeAttribute = (cls & (ALPHA | SCHEME)) !== 0 || c === 0x5f || c === COLON;
      }
    }
    letters |= cls & ALPHA;
    urlLength++;
    i++;
  }
  if (letters === 0) return undefined;
  return build(text, lt, contentStart, i, pool.take(urlLength + 1), whitespace, hyphenBreaks);
}

/**
 * How far a `<URL:...>` wrapper that crosses a blank line may reach: from its "<" to its ">" at most this many
 * characters and line breaks. A wrapped URL re-flowed with a blank line spans a few lines (RFC 1738's longest
 * wrapped URLs take two); 1024 characters hold any URL a person would write out, broken at 64 columns over 16 lines.
 * Past that, a "<URL:" that has not closed is a stray mention, and the paragraphs after its blank line are not its
 * URL. The bound stays well inside the 4096 characters the CLI keeps together for an open wrapper when it cuts a
 * stream into pieces (cli/src/input/cut.ts), so cutting never changes what is found.
 */
export const BLANK_LINE_REACH = { characters: 1024, lineBreaks: 16 } as const;

/** "URL:" in any case at text[at]. */
function hasUrlPrefix(text: string, at: number): boolean {
  return (
    (text.charCodeAt(at) | 0x20) === 0x75 && // u
    (text.charCodeAt(at + 1) | 0x20) === 0x72 && // r
    (text.charCodeAt(at + 2) | 0x20) === 0x6c && // l
    text.charCodeAt(at + 3) === COLON
  );
}

/** A plain wrapper's scheme: known, or any scheme name followed by "://". */
function plainSchemeAccepted(text: string, at: number, schemes: SchemeSet): boolean {
  if ((charClass(text.charCodeAt(at)) & ALPHA) === 0) return false;
  let colon = at + 1;
  while (colon < text.length && (charClass(text.charCodeAt(colon)) & SCHEME) !== 0) colon++;
  if (text.charCodeAt(colon) !== COLON) return false;
  if (text.charCodeAt(colon + 1) === SLASH && text.charCodeAt(colon + 2) === SLASH) return true;
  // A second ":" before a letter makes a namespace, never a URL: `#<HTTP::Response ...>` (Ruby's inspect output),
  // `Array<HTTP::Cookie>` (a YARD type), `<std::vector>`. `file:` before a letter is a source position (`<file:line>`
  // in Lua's sources, GCC's `file:line:column`): a file URL starts `file:/` (section 3.10). `<http:x>`, `<file::x>`
  // stay URLs.
  if (text.charCodeAt(colon + 1) === COLON && (charClass(text.charCodeAt(colon + 2)) & ALPHA) !== 0) return false;
  if (colon - at === 4 && text.slice(at, colon).toLowerCase() === 'file' && (charClass(text.charCodeAt(colon + 1)) & ALPHA) !== 0) return false;
  return schemes.lookup(text, at, colon) !== SchemeKind.Unknown;
}

interface WhitespaceRun {
  end: number;
  /** CRLF, LF and CR each count as one. */
  lineBreaks: number;
  /** The run starts with spaces or tabs and then a line break: after a "-", an ambiguous hyphenation. */
  hyphenBreak: boolean;
}

function scanWhitespace(text: string, start: number): WhitespaceRun {
  let i = start;
  while (text.charCodeAt(i) === SP || text.charCodeAt(i) === TAB) i++;
  const first = text.charCodeAt(i);
  const hyphenBreak = first === LF || first === CR;
  let lineBreaks = 0;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((charClass(c) & SPACE) === 0) break;
    if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) lineBreaks++;
  }
  return { end: i, lineBreaks, hyphenBreak };
}

/** The locator of a closed wrapper: its URL is the content between the runs of whitespace. */
function build(
  text: string,
  lt: number,
  contentStart: number,
  gt: number,
  offsets: Uint32Array,
  whitespace: Span[],
  hyphenBreaks: number[],
): Locator {
  const pieces: string[] = [];
  let u = 0;
  let last = contentStart;
  const copy = (from: number, to: number): void => {
    if (to <= from) return;
    pieces.push(text.slice(from, to));
    for (let d = from; d < to; d++) offsets[u++] = d;
    last = to;
  };
  let from = contentStart;
  for (const run of whitespace) {
    copy(from, run.start);
    from = run.end;
  }
  copy(from, gt);
  offsets[u] = last;
  return { kind: 'wrapper', start: lt, end: gt + 1, url: pieces.join(''), offsets, whitespace, hyphenBreaks };
}
