import { readEscape } from './escapes';
import { type TextView, ViewBuilder } from '../view';

/**
 * roff (man-page sources) as the reader of the formatted page sees it: escapes decoded (`\-` is "-", `\(ti` is "~",
 * `\e` is a backslash), zero-width escapes and font changes left out (`\&`, `\%`, `\fB`), comments (`.\"` lines,
 * `\"`, `\#`) and `.ig` blocks left out, an escaped newline joining its lines. Request lines (`.TH`, `.UR url`) stay:
 * their arguments are text, and a quoted argument's '"' ends a URL as it would in prose.
 *
 * An escape whose output is unknown here (`\*x`, `\n(xx`, `\h'1m'`, an unknown glyph) ends the view, so no URL
 * crosses it and no fix rewrites it. A decoded escape maps to its whole source, so a fix that replaces the
 * character it stands for replaces the whole escape and never leaves half of one.
 */
export function roffViews(text: string): TextView[] {
  const views: TextView[] = [];
  let b = new ViewBuilder(text, 'prose');
  const flush = (): void => {
    const view = b.build();
    if (view) views.push(view);
    b = new ViewBuilder(text, 'prose');
  };
  const n = text.length;
  const marks = new LineMarks(text);
  let i = 0;
  // After an escaped newline the next line continues the previous one: it is not a request or comment line.
  let continued = false;
  // Lines still read after a "<" with no ">" after it: a wrapped URL may go on there (at most 16 line breaks).
  let wrapperLines = 0;
  while (i < n) {
    if (!continued && wrapperLines === 0) {
      // Lines without ":", "<", ">" or ".ig" hold no part of a URL: they are skipped, not decoded.
      const next = marks.nextLineWithMark(i);
      if (next > i) {
        flush();
        i = next;
        if (i >= n) break;
      }
    }
    let lineEnd = text.indexOf('\n', i);
    if (lineEnd === -1) lineEnd = n;
    wrapperLines = marks.opensWrapper(i, lineEnd) ? 16 : marks.closesWrapper(i, lineEnd) ? 0 : Math.max(0, wrapperLines - 1);
    if (!continued) {
      if (isCommentLine(text, i, lineEnd)) {
        i = lineEnd; // the newline stays: it ends whatever came before
      } else if (isIgnoreRequest(text, i, lineEnd)) {
        flush();
        i = skipIgnored(text, i, lineEnd);
        continue;
      }
    }
    continued = false;
    let run = i;
    for (;;) {
      const bs = text.indexOf('\\', i);
      if (bs === -1 || bs >= lineEnd) break;
      b.copy(run, bs);
      if (lineEnd < n && (bs + 1 === lineEnd || (bs + 2 === lineEnd && text[bs + 1] === '\r'))) {
        // An escaped newline: the two lines are one input line; the backslash and newline are not text.
        continued = true;
        i = run = lineEnd + 1;
        break;
      }
      const escape = readEscape(text, bs, lineEnd);
      if (escape.text === undefined) flush();
      else if (escape.text !== '') b.decoded(bs, escape.end, escape.text);
      i = run = escape.end;
    }
    if (continued) continue;
    // The rest of the line and its newline, unchanged.
    const next = Math.min(lineEnd + 1, n);
    b.copy(run, next);
    i = next;
  }
  flush();
  return views;
}

/** `.\"` or `'\"` (spaces allowed after the control character), or `.\#`: a whole comment line. */
export function isCommentLine(text: string, from: number, lineEnd: number): boolean {
  if (from >= lineEnd || (text[from] !== '.' && text[from] !== "'")) return false;
  let i = from + 1;
  while (i < lineEnd && (text[i] === ' ' || text[i] === '\t')) i++;
  return i + 1 < lineEnd && text[i] === '\\' && (text[i + 1] === '"' || text[i + 1] === '#');
}

/** `.ig` (optionally naming its end macro): the lines up to the end macro are ignored input. */
function isIgnoreRequest(text: string, from: number, lineEnd: number): boolean {
  if (from + 3 > lineEnd || text[from] !== '.' || text[from + 1] !== 'i' || text[from + 2] !== 'g') return false;
  return from + 3 === lineEnd || text[from + 3] === ' ' || text[from + 3] === '\t' || text[from + 3] === '\r';
}

/** Offset just past the line that ends the `.ig` block starting at `from` (".." or "." and its argument). */
function skipIgnored(text: string, from: number, lineEnd: number): number {
  const arg = text.slice(from + 3, lineEnd).trim();
  const terminator = '.' + (arg === '' ? '.' : arg.split(/[ \t]/, 1)[0]);
  let at = lineEnd + 1;
  while (at < text.length) {
    let end = text.indexOf('\n', at);
    if (end === -1) end = text.length;
    const line = text.slice(at, end).trimEnd();
    if (line === terminator || line.startsWith(terminator + ' ')) return end;
    at = end + 1;
  }
  return text.length;
}

/**
 * Where the characters that a URL needs are: ":" (every URL has one), "<" and ">" (wrappers), and ".ig" requests
 * (which hide what follows). Each is searched for once and only ever forward, so finding the lines worth reading
 * costs one pass over the text whatever the number of lines.
 */
class LineMarks {
  private readonly next = { ':': -1, '<': -1, '>': -1, '\n.ig': -1 };

  constructor(private readonly text: string) {}

  /** The start of the first line at or after the line starting at `from` that holds a mark; text.length if none. */
  nextLineWithMark(from: number): number {
    const t = this.text;
    const ig = t.startsWith('.ig', from) ? from : this.at('\n.ig', from);
    const first = Math.min(this.at(':', from), this.at('<', from), this.at('>', from), ig);
    if (first === Infinity) return t.length;
    return first <= from ? from : t.lastIndexOf('\n', first - 1) + 1;
  }

  /** The line [from, lineEnd) has a "<" after its last ">": a wrapper may continue on the next lines. */
  opensWrapper(from: number, lineEnd: number): boolean {
    let lt = this.at('<', from);
    if (lt >= lineEnd) return false;
    for (let k = this.text.indexOf('<', lt + 1); k !== -1 && k < lineEnd; k = this.text.indexOf('<', k + 1)) lt = k;
    const gt = this.text.indexOf('>', lt);
    return gt === -1 || gt >= lineEnd;
  }

  closesWrapper(from: number, lineEnd: number): boolean {
    return this.at('>', from) < lineEnd;
  }

  /**
   * The first `search` at or after `from` (Infinity if none), remembered so the text is searched forward only. Of the
   * colons only those a URL can have count: after a letter or digit (a scheme's last character) and before something
   * other than whitespace. Man pages are full of "Note: " and "DESCRIPTION:" lines that hold no URL.
   */
  private at(search: keyof LineMarks['next'], from: number): number {
    const t = this.text;
    let at = this.next[search];
    if (at < from && at !== Infinity) {
      at = indexOrInfinity(t, search, from);
      if (search === ':') while (at !== Infinity && !mayEndScheme(t, at)) at = indexOrInfinity(t, ':', at + 1);
      this.next[search] = at;
    }
    return at;
  }
}

/** A colon after a letter or digit and before a character that is not whitespace: it may end a URL's scheme. */
function mayEndScheme(text: string, colon: number): boolean {
  const before = text.charCodeAt(colon - 1) | 0x20;
  const after = text.charCodeAt(colon + 1);
  const alnum = (before >= 0x61 && before <= 0x7a) || (before >= 0x30 && before <= 0x39);
  return alnum && after !== 0x20 && after !== 0x09 && after !== 0x0a && after !== 0x0d && colon + 1 < text.length;
}

function indexOrInfinity(text: string, search: string, from: number): number {
  const at = text.indexOf(search, from);
  return at === -1 ? Infinity : at;
}
