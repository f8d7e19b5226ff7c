import { ESCAPES, closeQuote, lineEnd, type TextView, ViewList } from '../view';

/**
 * TOML (1.0): "#" comments and the four kinds of strings: basic "..." (backslash escapes, decoded),
 * literal '...' (none), and their multi-line forms """...""" and '''...''' (read as prose, like any literal over
 * several lines). A multi-line string may end with up to two quotes of its own before the closing three (`""""`).
 * Keys, numbers, dates and booleans are not read.
 */
export function tomlViews(doc: string): TextView[] {
  // The loop of Python's reader, without its string prefixes: the strings differ (see oneLine and multiLine).
  const out = new ViewList(doc);
  const n = doc.length;
  let i = 0;
  while (i < n) {
    const c = doc.charCodeAt(i);
    if (c === 0x23) {
      i = out.lineComment(i + 1);
    } else if (c === 0x22 || c === 0x27) {
      const multi = doc.charCodeAt(i + 1) === c && doc.charCodeAt(i + 2) === c;
      i = multi ? multiLine(doc, i, c, out) : oneLine(doc, i, c, out);
    } else {
      i++;
    }
  }
  return out.views;
}

function oneLine(doc: string, at: number, quote: number, out: ViewList): number {
  if (quote === 0x22) {
    const { close, resume } = closeQuote(doc, at + 1, quote, 'line');
    if (close !== -1) out.literal(at + 1, close, ESCAPES.toml);
    return resume;
  }
  const end = lineEnd(doc, at);
  const close = doc.indexOf("'", at + 1);
  if (close === -1 || close > end) return end;
  out.literal(at + 1, close, ESCAPES.none);
  return close + 1;
}

/** A """ or ''' string; unlike Python's, it may end with up to two of its quotes before the closing three. */
function multiLine(doc: string, at: number, quote: number, out: ViewList): number {
  const from = at + 3;
  let i = from;
  while (i < doc.length) {
    const c = doc.charCodeAt(i);
    if (c === 0x5c && quote === 0x22) {
      i += 2;
      continue;
    }
    if (c === quote && doc.charCodeAt(i + 1) === quote && doc.charCodeAt(i + 2) === quote) {
      let run = 3;
      while (run < 5 && doc.charCodeAt(i + run) === quote) run++;
      out.text(from, i + run - 3, quote === 0x22 ? ESCAPES.toml : ESCAPES.none);
      return i + run;
    }
    i++;
  }
  return doc.length;
}
