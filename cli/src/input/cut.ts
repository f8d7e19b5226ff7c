import { BLANK_LINE_REACH, isAlpha, isSchemeChar } from '../../../engine/src';

/**
 * Where plain text can be cut into pieces that the engine checks one at a time with exactly the results it gives on
 * the whole text. In plain text two constructs cross a line: a wrapper, `<URL:...>` or `<scheme:...>`, whose URL may
 * continue on the next lines (RFC 1738 appendix), and a bare URL broken after a "-" at a line end, which the finder
 * joins with the next line's first word (engine/src/find/bare.ts). Any other bare URL ends at whitespace (RFC 1738
 * section 2.2: whitespace is unsafe and never part of a URL). So a cut is safe right after a line feed, unless the
 * line before it ends in "-" (spaces, tabs and a CR aside), or a "<" before it may still open a wrapper that closes
 * after it.
 *
 * A line is never cut, however long: a piece is extended to the next safe line break, so a 20 MB one-line URL is
 * read whole. Memory stays bounded for text with line breaks; only a pathological file (one huge line, or a `<URL:`
 * that never closes nor meets a blank line) is held whole.
 *
 * The scan is incremental and linear: each character is looked at once, however the text arrives.
 */
export class CutFinder {
  /** Characters fed since the last shift. */
  private length = 0;
  /** Offset of the last "<" not closed by ">", or -1. */
  private open = -1;
  /** What the "<" at `open` may start, read as its next characters come in. */
  private openKind: 'unknown' | 'url' | 'plain' | 'none' = 'none';
  /** How much of "url:" follows the open "<". */
  private prefixSoFar = 0;
  /** Whether a blank line (a run of whitespace holding two line breaks) followed `open`. */
  private blankSinceOpen = false;
  /** Line breaks in the current run of whitespace. */
  private breaksInRun = 0;
  /** The previous character was a CR: a line break of its own only if no LF follows (CRLF counts once). */
  private afterCr = false;
  /** The last safe cut: the offset just past a line feed where no wrapper may be open, or 0. */
  private safe = 0;
  /** The last character fed that is not a space, tab or CR is a "-": a line feed now may be a hyphen break. */
  private hyphenLast = false;

  /** The text the last "<" search ran on, and where it found one (-1: none), so stretches of one text share it. */
  private ltText: string | undefined;
  private ltAt = -1;

  /** Reads the next stretch of the text: text[from, to). */
  feed(text: string, from = 0, to = text.length): void {
    const base = this.length - from;
    for (let i = from; i < to; i++) {
      if (this.quiet(base + i)) {
        // No wrapper can be open until the next "<": every line feed before it is a safe cut. Blank lines only matter
        // after a "<", which starts a new run of whitespace anyway.
        const next = this.nextLessThan(text, i);
        const lt = next >= to ? -1 : next;
        const stop = lt < 0 ? to : lt;
        const lf = this.lastCut(text, i, stop);
        if (lf >= i) this.safe = base + lf + 1;
        const last = skipBackBlanks(text, i, stop - 1);
        if (last >= i) this.hyphenLast = text.charCodeAt(last) === HYPHEN;
        this.afterCr = false;
        this.breaksInRun = 0;
        if (lt < 0) break;
        i = lt;
      }
      const at = base + i;
      const c = text.charCodeAt(i);
      if (this.afterCr && c !== LF) this.lineBreak();
      this.afterCr = c === CR;
      if (this.openKind === 'unknown') this.readOpening(at, c);
      if (c === LT) {
        this.open = at;
        this.openKind = 'unknown';
        this.prefixSoFar = 0;
        this.blankSinceOpen = false;
      } else if (c === GT) {
        this.open = -1;
        this.openKind = 'none';
      }
      if (c === LF) {
        this.lineBreak();
        if (!this.mayBeOpen(at + 1) && !this.hyphenLast) this.safe = at + 1;
      } else if (c !== CR && c !== SP && c !== TAB && c !== VT && c !== FF) {
        this.breaksInRun = 0;
      }
      if (c !== CR && c !== SP && c !== TAB) this.hyphenLast = c === HYPHEN;
    }
    this.length += to - from;
  }

  /** The last safe cut in what was fed since the last shift (0: none yet). */
  get lastSafeCut(): number {
    return this.safe;
  }

  /** Forgets the first `cut` characters, which the caller has taken off the text. */
  shift(cut: number): void {
    this.length -= cut;
    this.safe = 0;
    if (this.open >= 0) this.open -= cut;
  }

  /**
   * The first "<" at or after `from` in `text`. A block read is fed in several stretches: the search result is kept,
   * so a block without "<" is searched once, not once per stretch.
   */
  private nextLessThan(text: string, from: number): number {
    if (text !== this.ltText || (this.ltAt >= 0 && this.ltAt < from)) {
      this.ltText = text;
      this.ltAt = text.indexOf('<', from);
    }
    return this.ltAt;
  }

  /**
   * The last line feed in text[from, to) that does not end a line ending in "-", or -1. Each step looks further
   * back than the last, so a stretch is read once.
   */
  private lastCut(text: string, from: number, to: number): number {
    let lf = to > from ? text.lastIndexOf('\n', to - 1) : -1;
    while (lf >= from) {
      const before = skipBackBlanks(text, from, lf - 1);
      if (!(before >= from ? text.charCodeAt(before) === HYPHEN : this.hyphenLast)) return lf;
      lf = before > from ? text.lastIndexOf('\n', before - 1) : -1;
    }
    return -1;
  }

  private lineBreak(): void {
    this.breaksInRun++;
    if (this.breaksInRun >= 2 && this.open >= 0) this.blankSinceOpen = true;
  }

  /**
   * Reads the character at `at` after an unclosed "<": "URL:" in any case, or a letter, scheme characters and ":"
   * (RFC 1738 section 2.1), may open a wrapper; anything else may not (find/wrapper.ts).
   */
  private readOpening(at: number, c: number): void {
    const k = at - this.open;
    if (k <= 4 && this.prefixSoFar === k - 1 && (c | 0x20) === URL_PREFIX.charCodeAt(k - 1)) {
      this.prefixSoFar = k;
      if (k === 4) this.openKind = 'url';
    }
    if (this.openKind !== 'unknown') return;
    if (k === 1 ? !isAlpha(c) : !isSchemeChar(c)) this.openKind = c === COLON && k > 1 ? 'plain' : 'none';
  }

  /** Whether no "<" before `at` may open a wrapper at `at` or after it, until the next "<". */
  private quiet(at: number): boolean {
    return this.open < 0 || !this.mayBeOpen(at);
  }

  /**
   * Whether the "<" at `open` may start a wrapper still open at `at` (just past a line feed), so a cut there could
   * change what is found. Conservative: only what the finder surely rejects counts as closed (find/wrapper.ts):
   * - a plain `<...` that is not `<scheme:` (a letter, scheme characters, then ":", RFC 1738 section 2.1);
   * - a plain `<scheme:...` across a blank line;
   * - a `<URL:...` past BLANK_LINE_REACH characters once it crossed a blank line.
   */
  private mayBeOpen(at: number): boolean {
    if (this.open < 0 || this.openKind === 'none') return false;
    if (this.openKind === 'url') return !(this.blankSinceOpen && at - this.open > BLANK_LINE_REACH.characters);
    return !this.blankSinceOpen;
  }
}

/** The offset of the last character of text[from, at] that is not a space, tab or CR, or from - 1. */
function skipBackBlanks(text: string, from: number, at: number): number {
  let j = at;
  while (j >= from && (text.charCodeAt(j) === SP || text.charCodeAt(j) === TAB || text.charCodeAt(j) === CR)) j--;
  return j;
}

const HYPHEN = 0x2d;
const TAB = 0x09;
const LF = 0x0a;
const VT = 0x0b;
const FF = 0x0c;
const CR = 0x0d;
const SP = 0x20;
const COLON = 0x3a;
const LT = 0x3c;
const URL_PREFIX = 'url:';
const GT = 0x3e;
