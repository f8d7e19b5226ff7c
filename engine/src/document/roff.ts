import { readEscape } from './roff-escapes';
import type { TextView } from './view';
import { ViewBuilder } from './view-builder';

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
  let i = 0;
  // After an escaped newline the next line continues the previous one: it is not a request or comment line.
  let continued = false;
  while (i < n) {
    let lineEnd = text.indexOf('\n', i);
    if (lineEnd === -1) lineEnd = n;
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
function isCommentLine(text: string, from: number, lineEnd: number): boolean {
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
