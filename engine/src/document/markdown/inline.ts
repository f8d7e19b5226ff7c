import { isAlpha } from '../../grammar/chars';
import { isSchemeChar } from '../../grammar/scheme-name';
import { markCode, type TextView, type UrlContext, ViewBuilder, type WholeValue } from '../view';
import { appendDecoded, codeTagAt, decodeAt, inlineMarkupAt, type Search } from '../markup';
import { isRelativePath } from './relative-destination';

/**
 * Inline Markdown in doc[from, to) (one paragraph, heading, list or table run), as views (CommonMark 0.31 section 6):
 * - running text is a `markdown` view: backslash escapes of ASCII punctuation decoded (`\_` is "_"), character
 *   references decoded, emphasis markers left for the finder's `markdown` context to trim;
 * - a code span is its own `prose` view, nothing decoded: a URL in it ends where the span ends, and its content is
 *   code, not Markdown (`` `curl https://a.example/x` ``);
 * - a link or image destination `[t](url "title")` is its own `attribute` view: exactly the URL, up to whitespace;
 *   the title is left out;
 * - an autolink `<scheme:...>` stays in the text as written (escapes do not apply in it, CommonMark 6.5): the finder
 *   reads it as a wrapper; so does one that holds a control character (see autolinkEnd);
 * - inline HTML: attribute values and comments as in HTML; tags are not text.
 * Each left-out construct ends the text view before it, so text on either side never joins into one URL.
 */
export function scanInline(doc: string, from: number, to: number, out: TextView[], search: Search): void {
  new InlineScanner(doc, to, out, search).scan(from);
}

/** Longest backtick run read as a code span fence; longer runs stay text (and keep the closer search linear). */
const MAX_TICKS = 32;
/** Longest link title looked for after a destination. */
const MAX_TITLE = 1000;

class InlineScanner {
  private text: ViewBuilder;
  /** For each backtick run length, the offset from which no closing run of that length exists before `to`. */
  private readonly noCloser = new Map<number, number>();
  /** A link destination that failed to close was read up to here: attempts before it would fail the same way. */
  private linkFailUntil = -1;
  /**
   * A `<URL:` of the text view has not closed yet. A tag inside it is left out without ending the view, so the
   * wrapper still closes at its ">" (a reader sees the tag as nothing): a reflowed reference list has
   * `<URL:ftp://prospero.isi.edu/pub/prospero/doc</pre> /prospero-protocol.PS.Z>`, whose URL would otherwise be cut
   * at the tag. Only tags without attribute values, whose views would have to come first.
   */
  private inWrapper = false;
  /**
   * Open inline HTML code elements (`<code>`, `<pre>`, `<kbd>`, `<samp>`, `<tt>`) (CommonMark 6.6 raw HTML; the HTML reader's code elements): text
   * inside is code, as in a code span (`<code>curl http://a.example/x</code>`), so its problems are hints and no fix
   * edits it (view/embedded-code.ts). A link inside (`<code>[x](url)</code>`, `<code><a href="url">`) is still a
   * link a reader follows, as in an HTML document: its destination is checked as any; but a destination that holds
   * a space makes no link (CommonMark 6.3), so it is code text like the rest. Counted within the paragraph: an
   * element left open ends with it.
   */
  private code = 0;

  constructor(
    private readonly doc: string,
    private readonly to: number,
    private readonly out: TextView[],
    private readonly search: Search,
  ) {
    this.text = new ViewBuilder(doc, 'markdown');
  }

  scan(from: number): void {
    const { doc, to } = this;
    let run = from;
    let i = from;
    while (i < to) {
      const c = doc.charCodeAt(i);
      let next = -1;
      if (c === 0x5c /* \ */ || c === 0x26 /* & */) {
        next = decodeAt(this.text, doc, run, i, to, 'html', isAsciiPunctuation);
      } else if (c === 0x60 /* ` */) {
        const ticks = tickRun(doc, i, to);
        const close = ticks <= MAX_TICKS ? this.closer(i + ticks, ticks) : -1;
        if (close === -1) {
          i += ticks; // literal backticks: none of them opens a span
          continue;
        }
        this.endText(run, i);
        const span = this.out.length;
        this.push(i + ticks, close, 'prose', false);
        markCode(this.out, span);
        next = close + ticks;
      } else if (c === 0x3c /* < */) {
        const auto = autolinkEnd(doc, i, to);
        if (auto !== -1) {
          i = auto; // stays in the text as written
          continue;
        }
        if (hasUrlPrefix(doc, i + 1)) {
          this.inWrapper = true;
          i += 5;
          continue;
        }
        const markup: TextView[] = [];
        const end = inlineMarkupAt(doc, this.search, i, to, markup, () => undefined);
        if (end !== undefined && this.inWrapper && markup.length === 0) {
          // A tag inside an open <URL:...> wrapper is left out of the text, which goes on: see inWrapper.
          this.text.copy(run, i);
          next = end;
        } else if (end !== undefined) {
          this.endText(run, i);
          for (const view of markup) this.out.push(view);
          this.code = Math.max(0, this.code + codeTagAt(doc, i, end));
          next = end;
        }
      } else if (c === 0x3e /* > */) {
        this.inWrapper = false;
      } else if (c === 0x5d /* ] */ && i + 1 < to && doc.charCodeAt(i + 1) === 0x28 /* ( */ && i >= this.linkFailUntil) {
        const link = this.inlineLink(i + 2) ?? spacedDestination(doc, i + 2, to);
        if (link) {
          this.endText(run, i);
          this.push(link.from, link.to, 'attribute', true, link.relative ? 'relative' : link.spaced ? 'link' : link.angle ? 'angle' : 'url');
          next = link.end;
        }
      }
      if (next === -1) {
        i++;
      } else {
        i = run = next;
      }
    }
    this.endText(run, to);
  }

  /** Appends doc[run, at) to the text view and ends it. */
  private endText(run: number, at: number): void {
    this.inWrapper = false;
    this.text.copy(run, at);
    const view = this.text.build();
    if (view) {
      this.out.push(view);
      if (this.code > 0) markCode(this.out, this.out.length - 1);
    }
    this.text = new ViewBuilder(this.doc, 'markdown');
  }

  /** A view of doc[from, to) on its own, with escapes and references decoded or as written. */
  private push(from: number, to: number, context: UrlContext, decode: boolean, whole?: WholeValue): void {
    const b = new ViewBuilder(this.doc, context, whole);
    if (decode) appendMarkdownDecoded(b, this.doc, from, to);
    else b.copy(from, to);
    const view = b.build();
    if (view) {
      this.out.push(view);
      if (this.code > 0 && (whole === 'link' || whole === 'relative')) markCode(this.out, this.out.length - 1);
    }
  }

  /** Offset of the next run of exactly `ticks` backticks at or after `from`, or -1 (CommonMark 6.1). */
  private closer(from: number, ticks: number): number {
    const known = this.noCloser.get(ticks);
    if (known !== undefined && from >= known) return -1;
    const { doc, to } = this;
    let i = from;
    while (i < to) {
      if (doc.charCodeAt(i) !== 0x60) {
        i++;
        continue;
      }
      const n = tickRun(doc, i, to);
      if (n === ticks) return i;
      i += n;
    }
    this.noCloser.set(ticks, from);
    return -1;
  }

  /**
   * The destination of an inline link whose "(" is just before `at` (CommonMark 6.3): `<...>` or a run without
   * whitespace whose parentheses balance, then an optional title and ")". Undefined when it does not close.
   */
  private inlineLink(at: number): Destination | undefined {
    const { doc, to } = this;
    let i = skipSpace(doc, at, to);
    let from: number;
    let end: number;
    const angle = i < to && doc.charCodeAt(i) === 0x3c; /* < */
    if (angle) {
      from = i + 1;
      let j = from;
      while (j < to && doc.charCodeAt(j) !== 0x3e && doc.charCodeAt(j) !== 0x0a && doc.charCodeAt(j) !== 0x3c) j += doc.charCodeAt(j) === 0x5c ? 2 : 1;
      if (j >= to || doc.charCodeAt(j) !== 0x3e) return this.failed(j);
      end = j;
      i = j + 1;
    } else {
      from = i;
      let depth = 0;
      let j = i;
      for (; j < to; j++) {
        const c = doc.charCodeAt(j);
        if (c <= 0x20 || c === 0x7f) break;
        if (c === 0x5c && j + 1 < to && isAsciiPunctuation(doc.charCodeAt(j + 1))) j++;
        else if (c === 0x28) depth++;
        else if (c === 0x29 && depth-- === 0) break;
      }
      if (depth > 0) return this.failed(j);
      end = j;
      i = j;
    }
    i = skipSpace(doc, i, to);
    if (i < to && i > end && isTitleOpener(doc.charCodeAt(i))) {
      const closeChar = doc.charCodeAt(i) === 0x28 ? 0x29 : doc.charCodeAt(i);
      const limit = Math.min(to, i + MAX_TITLE);
      let j = i + 1;
      while (j < limit && doc.charCodeAt(j) !== closeChar) j += doc.charCodeAt(j) === 0x5c ? 2 : 1;
      if (j >= limit) return undefined;
      i = skipSpace(doc, j + 1, to);
    }
    if (i >= to || doc.charCodeAt(i) !== 0x29 /* ) */) return this.failed(i);
    return angle ? { from, to: end, end: i + 1, angle: true } : { from, to: end, end: i + 1 };
  }

  private failed(at: number): undefined {
    this.linkFailUntil = at;
    return undefined;
  }
}

/** A link destination doc[from, to), and the offset past the link's ")"; `spaced`: not a link (spacedDestination). */
interface Destination {
  from: number;
  to: number;
  end: number;
  spaced?: true;
  /** Written `<...>` (CommonMark 6.3), where spaces are allowed. */
  angle?: true;
  /** A spaced destination with no scheme, shaped like a relative path (relative-destination.ts). */
  relative?: true;
}

/**
 * `[text](dest with a space)`, whose "(" is just before `at`: what its author meant as a destination, although
 * CommonMark reads no link there (6.3: a destination not in `<...>` "does not include ASCII whitespace", and what
 * follows is no title). It is the text up to the ")" that closes the "(", on the same line, holding a space or tab,
 * and none of "<", ">", '"' or "(" after a space (a title, or a parenthesis of prose). It starts with a letter (a
 * scheme: view/whole-value.ts keeps it only when a URL starts it), or it is a relative path as
 * relative-destination.ts takes one (`docs/my file.md`), marked `relative`.
 */
function spacedDestination(doc: string, at: number, to: number): Destination | undefined {
  const dest = spacedOrTitled(doc, at, to);
  if (dest === undefined || startsWithScheme(doc, dest.from, dest.to)) return dest;
  if (isRelativePath(doc.slice(dest.from, dest.to))) return { ...dest, relative: true };
  return isAlpha(doc.charCodeAt(at)) ? dest : undefined;
}

/** Whether doc[from, to) starts with a scheme name and ":" (RFC 1738 2.1). */
export function startsWithScheme(doc: string, from: number, to: number): boolean {
  if (!isAlpha(doc.charCodeAt(from))) return false;
  let i = from + 1;
  while (i < to && isSchemeChar(doc.charCodeAt(i))) i++;
  return i < to && doc.charCodeAt(i) === 0x3a;
}

/** The destination of spacedDestination, before it is told apart as a URL's or a relative path's. */
function spacedOrTitled(doc: string, at: number, to: number): Destination | undefined {
  if (at >= to) return undefined;
  let depth = 0;
  let spaced = false;
  for (let j = at; j < to && j - at <= MAX_SPACED_DESTINATION; j++) {
    const c = doc.charCodeAt(j);
    // A control character is in no destination (CommonMark 6.3): with the space encoded the text is no link either.
    if (c === 0x0a || c === 0x0d || c === 0x3c || c === 0x3e || (c < 0x20 && c !== 0x09) || c === 0x7f) return undefined;
    if (c === 0x20 || c === 0x09) {
      spaced = true;
      continue;
    }
    if (c === 0x5c) j++;
    else if (c === 0x28 && spaced) return undefined;
    else if ((c === 0x22 || c === 0x27) && spaced && isBlankBefore(doc, j)) return titledDestination(doc, at, j, to);
    else if (c === 0x28) depth++;
    else if (c === 0x29 && depth-- === 0) {
      let end = j;
      while (end > at && (doc.charCodeAt(end - 1) === 0x20 || doc.charCodeAt(end - 1) === 0x09)) end--;
      return spaced && end > at ? { from: at, to: end, end: j + 1, spaced: true } : undefined;
    }
  }
  return undefined;
}

/**
 * `[t](http://h.example/a b "title")`, `![i](http://h.example/my pic.png 'x')`: a spaced destination followed by a
 * title (CommonMark 6.3's link title in quotes, then ")"), the quote at doc[quote] after a blank. The destination is
 * the text before the title, which must itself hold a space; undefined when the title does not close on its line
 * right before the ")".
 */
function titledDestination(doc: string, at: number, quote: number, to: number): Destination | undefined {
  const close = doc.charCodeAt(quote);
  let j = quote + 1;
  while (j < to && doc.charCodeAt(j) !== close && doc.charCodeAt(j) !== 0x0a) j += doc.charCodeAt(j) === 0x5c ? 2 : 1;
  if (j >= to || doc.charCodeAt(j) !== close) return undefined;
  const paren = skipSpace(doc, j + 1, to);
  if (doc.charCodeAt(paren) !== 0x29) return undefined;
  let end = quote;
  while (end > at && (doc.charCodeAt(end - 1) === 0x20 || doc.charCodeAt(end - 1) === 0x09)) end--;
  for (let k = at; k < end; k++) {
    const c = doc.charCodeAt(k);
    if (c === 0x20 || c === 0x09) return { from: at, to: end, end: paren + 1, spaced: true };
  }
  return undefined;
}

/** Longest `[text](dest with a space)` destination looked for (longer runs are prose in parentheses). */
const MAX_SPACED_DESTINATION = 2048;

function isBlankBefore(doc: string, at: number): boolean {
  const c = doc.charCodeAt(at - 1);
  return c === 0x20 || c === 0x09;
}

/** Appends doc[from, to) with Markdown's backslash escapes and character references (HTML's) decoded. */
export function appendMarkdownDecoded(b: ViewBuilder, doc: string, from: number, to: number): void {
  appendDecoded(b, doc, from, to, 'html', isAsciiPunctuation);
}

/**
 * The offset past an autolink at doc[at] = "<" (CommonMark 6.5): a scheme of 2 to 32 characters, ":", then no
 * whitespace or "<" up to ">". -1 when there is none.
 *
 * CommonMark also refuses an ASCII control character in an autolink; this reader does not. A control character is
 * an error in the URL (RFC 1738 2.2: it "must be encoded"), and its fix, "%00" for U+0000, would turn the text
 * around it into an autolink: escapes and character references inside would stop being decoded, so the fix would
 * change how the rest of the URL reads (`<http://x/\u0000\>`: "\>" is an escaped ">" until the U+0000 is
 * encoded). Read as the autolink it is once fixed, the URL reads the same before and after.
 */
function autolinkEnd(doc: string, at: number, to: number): number {
  let i = at + 1;
  if (i >= to || !isAlpha(doc.charCodeAt(i))) return -1;
  i++;
  while (i < to && i - at <= 33 && isSchemeChar(doc.charCodeAt(i))) i++;
  const schemeLength = i - at - 1;
  if (i >= to || doc.charCodeAt(i) !== 0x3a || schemeLength < 2 || schemeLength > 32) return -1;
  for (i++; i < to; i++) {
    const c = doc.charCodeAt(i);
    if (c === 0x3e) return i + 1;
    if (c === 0x20 || c === 0x3c || isLineSpace(c)) return -1;
  }
  return -1;
}

/** Tab, line feed, line tabulation, form feed, carriage return: whitespace, not a control character to encode. */
function isLineSpace(c: number): boolean {
  return c >= 0x09 && c <= 0x0d;
}

function tickRun(doc: string, at: number, to: number): number {
  let i = at;
  while (i < to && doc.charCodeAt(i) === 0x60) i++;
  return i - at;
}

function skipSpace(doc: string, i: number, to: number): number {
  let newlines = 0;
  while (i < to) {
    const c = doc.charCodeAt(i);
    if (c === 0x0a && ++newlines > 1) break;
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) break;
    i++;
  }
  return i;
}

function isTitleOpener(c: number): boolean {
  return c === 0x22 || c === 0x27 || c === 0x28;
}

/** "URL:" in any case at doc[at]: the RFC 1738 appendix's wrapper after its "<". */
function hasUrlPrefix(doc: string, at: number): boolean {
  return (doc.charCodeAt(at) | 0x20) === 0x75 && (doc.charCodeAt(at + 1) | 0x20) === 0x72 && (doc.charCodeAt(at + 2) | 0x20) === 0x6c && doc.charCodeAt(at + 3) === 0x3a;
}

/** ASCII punctuation, the characters a backslash escapes (CommonMark 2.4). */
export function isAsciiPunctuation(c: number): boolean {
  return (c >= 0x21 && c <= 0x2f) || (c >= 0x3a && c <= 0x40) || (c >= 0x5b && c <= 0x60) || (c >= 0x7b && c <= 0x7e);
}
