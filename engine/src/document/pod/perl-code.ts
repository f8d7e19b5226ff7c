import { closeQuote, concatenationAfter, decodedLiteral, ESCAPES, type EscapeSyntax, isWordChar, type TextView } from '../view';

/**
 * Perl code between POD blocks (perlop, "Quote and Quote-like Operators"), as the code readers read other languages:
 * - `#` comments to the line's end (not `$#array`, the last index of an array);
 * - `'...'` and `"..."` on one line: values (context `string`); `q(...)`, `qq{...}`, `qw[...]` with any delimiter,
 *   brackets nesting: `string` on one line, running text over several;
 * - here-documents (`<<"END"`, `<<'END'`, `<<END`, `<<~END`): their body is running text;
 * - patterns after `=~` and `!~` (`m/.../`, `s/.../.../`, `tr/.../.../`, `/.../`) are skipped, so a quote or "#"
 *   inside one opens nothing.
 * A one-line string's escapes are decoded (`"http://sri:secr3t\@127.0.0.1"` holds an "@"). One forward scan over
 * [from, to), never past it.
 */
export function perlCodeViews(doc: string, from: number, to: number, out: TextView[]): void {
  let i = from;
  let heredoc: { terminator: string; indented: boolean } | undefined;
  // Delimiters of a quote-like operator that found no closer: a later one with the same delimiter would scan to the
  // end again, so it is not tried (keeps the scan linear on broken code).
  const unclosed = new Set<string>();
  while (i < to) {
    const c = doc.charCodeAt(i);
    if (c === 0x0a && heredoc !== undefined) {
      i = hereBody(doc, i + 1, to, heredoc.terminator, heredoc.indented, out);
      heredoc = undefined;
      continue;
    }
    if (c === 0x23 /* # */ && doc.charCodeAt(i - 1) !== 0x24 /* $ */) {
      const end = Math.min(lineEnd(doc, i), to);
      push(out, doc, i + 1, end, 'comment');
      i = end;
      continue;
    }
    if (c === 0x22 || c === 0x27) {
      const { close, resume } = closeQuote(doc, i + 1, c, 'line');
      if (close !== -1 && close < to) {
        // "..." decodes Perl's escapes (`\@` is "@"), '...' only `\\` and `\'` (view/escapes.ts).
        push(out, doc, i + 1, close, 'string', c === 0x22 ? ESCAPES.perl : ESCAPES.singleQuoted, concatenationAfter(doc, close + 1, '.') !== -1);
        i = close + 1;
      } else {
        i = Math.min(resume, to);
      }
      continue;
    }
    if ((c === 0x3d || c === 0x21) && doc.charCodeAt(i + 1) === 0x7e /* =~ !~ */) {
      i = skipPattern(doc, i + 2, to);
      continue;
    }
    if (c === 0x3c && doc.charCodeAt(i + 1) === 0x3c && heredoc === undefined) {
      const here = hereStart(doc, i + 2, to);
      if (here !== undefined) {
        heredoc = here;
        i = here.after;
        continue;
      }
    }
    if (c === 0x71 /* q */ && !isWordChar(doc.charCodeAt(i - 1)) && doc.charCodeAt(i - 1) !== 0x24) {
      const quoted = quoteLike(doc, i, to, out, unclosed);
      if (quoted !== -1) {
        i = quoted;
        continue;
      }
    }
    i++;
  }
}

const PAIRS: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' };

/** `q`, `qq`, `qw` or `qx` at `at` with its delimited content; returns the offset past it, or -1. */
function quoteLike(doc: string, at: number, to: number, out: TextView[], unclosed: Set<string>): number {
  let i = at + 1;
  const second = doc[i];
  if (second === 'q' || second === 'w' || second === 'x') i++;
  if (isWordChar(doc.charCodeAt(i))) return -1;
  while (i < to && (doc[i] === ' ' || doc[i] === '\t')) i++;
  const open = doc[i];
  // Nor "%" (`q%...%`, rare): every escape fix-all writes starts with one, so a fix could close the literal.
  if (open === undefined || i >= to || isWordChar(doc.charCodeAt(i)) || '=,; \n)%'.includes(open)) return -1;
  if (unclosed.has(open)) return -1;
  const close = delimitedEnd(doc, i, to);
  if (close === -1) {
    unclosed.add(open);
    return -1;
  }
  const multiLine = doc.indexOf('\n', i) !== -1 && doc.indexOf('\n', i) < close;
  push(out, doc, i + 1, close, multiLine || second === 'w' ? 'prose' : 'string', second === 'q' ? ESCAPES.perl : ESCAPES.singleQuoted);
  return close + 1;
}

/** The offset of the delimiter closing the one at `at` (brackets nest, a backslash escapes), or -1. */
function delimitedEnd(doc: string, at: number, to: number): number {
  const open = doc[at]!;
  const closer = PAIRS[open] ?? open;
  let depth = 0;
  for (let i = at + 1; i < to; i++) {
    const ch = doc[i];
    if (ch === '\\') i++;
    else if (ch === closer && depth === 0) return i;
    else if (ch === closer) depth--;
    else if (ch === open && closer !== open) depth++;
  }
  return -1;
}

/** Past a pattern after `=~`: `m`, `s`, `tr`, `y`, `qr` or a bare `/`, with one or two delimited parts (one line). */
function skipPattern(doc: string, from: number, to: number): number {
  let i = from;
  while (i < to && (doc[i] === ' ' || doc[i] === '\t')) i++;
  let parts = 1;
  if (doc.startsWith('tr', i) || doc[i] === 's' || doc[i] === 'y') {
    parts = 2;
    i += doc.startsWith('tr', i) ? 2 : 1;
  } else if (doc[i] === 'm' || doc.startsWith('qr', i)) {
    i += doc[i] === 'm' ? 1 : 2;
  } else if (doc[i] !== '/') {
    return i;
  }
  const end = Math.min(lineEnd(doc, i), to);
  for (let p = 0; p < parts && i < end; p++) {
    const close = delimitedEnd(doc, i, end);
    if (close === -1) return end;
    // s{a}{b}: a bracketed pattern's replacement has delimiters of its own.
    i = p + 1 < parts && PAIRS[doc[i]!] !== undefined ? skipBlanks(doc, close + 1, end) : close;
  }
  return i + 1;
}

function skipBlanks(doc: string, from: number, to: number): number {
  let i = from;
  while (i < to && (doc[i] === ' ' || doc[i] === '\t')) i++;
  return i;
}

/** A here-document operator's terminator after `<<` at `from` (`"END"`, `'END'`, `END`, `~END`), or undefined. */
function hereStart(doc: string, from: number, to: number): { terminator: string; indented: boolean; after: number } | undefined {
  let i = from;
  const indented = doc[i] === '~';
  if (indented) i++;
  const quote = doc[i] === '"' || doc[i] === "'" ? doc[i] : undefined;
  if (quote !== undefined) i++;
  const start = i;
  while (i < to && isWordChar(doc.charCodeAt(i))) i++;
  if (i === start || (quote !== undefined && doc[i] !== quote)) return undefined;
  const first = doc.charCodeAt(start);
  if (quote === undefined && first >= 0x30 && first <= 0x39) return undefined; // `1 << 2`
  return { terminator: doc.slice(start, i), indented, after: quote === undefined ? i : i + 1 };
}

/**
 * A here-document's body from `from` to its terminator line: running text, its view starting at the line break
 * before it (the body's first line is the document's, so nothing may be inserted before it). Returns the offset past
 * the terminator.
 */
function hereBody(doc: string, from: number, to: number, terminator: string, indented: boolean, out: TextView[]): number {
  let at = from;
  while (at < to) {
    const end = Math.min(lineEnd(doc, at), to);
    let lineText = doc.slice(at, end);
    if (lineText.endsWith('\r')) lineText = lineText.slice(0, -1);
    if ((indented ? lineText.trimStart() : lineText) === terminator) {
      push(out, doc, from - 1, at, 'prose');
      return end;
    }
    at = end + 1;
  }
  push(out, doc, from - 1, to, 'prose');
  return to;
}

/**
 * `continued`: a "." concatenates after the string (`"file://localhost" . $path`, libwww-perl's t/local/get.t): the
 * value ends with a placeholder, read as "…" (the ellipsis row) at the closing quote, as the Java reader reads a
 * literal before "+" (code/c.ts), so the URL's rest is the program's, not missing.
 */
function push(out: TextView[], doc: string, from: number, to: number, context: 'comment' | 'string' | 'prose', escapes?: EscapeSyntax, continued = false): void {
  if (to <= from) return;
  if (context === 'string' && escapes !== undefined) {
    // A string view is the value the program gets: a backslash left in it is the URL's (see view/escapes.ts).
    const literal = decodedLiteral(doc, from, to, escapes, 'string');
    const decoded = (continued ? literal.decoded(to, to, '\u2026') : literal).build();
    if (decoded) out.push(decoded);
    return;
  }
  const view: TextView = { text: doc.slice(from, to), context, start: from };
  if (context === 'string') view.whole = 'string';
  out.push(view);
}

function lineEnd(doc: string, at: number): number {
  const e = doc.indexOf('\n', at);
  return e === -1 ? doc.length : e;
}
