import { ESCAPES, isBlank, lineEnd, type TextView, ViewList } from '../view';
import { continuesOnNextLine, type PlainValue, startsWithScheme, trimEnd } from './plain-value';

/**
 * YAML (1.2), line by line: "#" starts a comment at a line's start or after a blank (YAML 1.2 section 6.6), outside
 * quoted scalars and block scalars; a quoted scalar ('...' with '' for a quote, "..." with backslash escapes, kept as
 * written) is a literal and may span lines; everything else, plain scalars and keys alike, is prose, so
 * `homepage: https://a.example/x` is found as in running text.
 *
 * A quote opens a quoted scalar only where a scalar can start: at the line's start or after ": ", "- ", "? ", or a
 * flow indicator, so the apostrophe in `title: Don't panic` is text. A "[" or "{" is a flow indicator only where a
 * node can start (`list: [a, 'b']`), and a "," only inside a flow collection (YAML 1.2 section 7.4): in a plain
 * scalar they are characters (`file:///['t'` is one scalar, its quotes included). Were every "[" an indicator,
 * percent-encoding the one in that URL, as fix-all does, would turn the quoted "t" into text. A block scalar (`|` or `>` ending a line) holds
 * text, in which "#" and quotes are characters: its lines (those indented at least as much as its first, and blank
 * ones) are prose.
 *
 * A plain scalar that is a key's value or a sequence entry, on one line, and starts with a scheme name is one value
 * (plain-value.ts): a URL that starts it runs to its end or to a " #" comment (`homepage: https://a.example/my
 * file.pdf`). Flow collections and multi-line scalars are read as before.
 *
 * A quote that never closes would make every later quote of its kind look unclosed too; once one has been seen,
 * later ones of that kind are text, so the scan stays linear.
 */
export function yamlViews(doc: string): TextView[] {
  const out = new ViewList(doc);
  const n = doc.length;
  const dead = new Set<number>();
  const flow = new FlowState();
  let proseStart = 0;
  let line = 0;
  while (line < n) {
    let end = lineEnd(doc, line);
    const value = flow.open ? undefined : plainValue(doc, line, end);
    if (value) {
      out.prose(proseStart, value.from);
      out.value(value.from, value.to);
      proseStart = value.to;
    }
    let i = line;
    /** The last character before `i` on this line that is not blank, or -1, and its offset. */
    let previous = -1;
    let previousAt = -1;
    let contentEnd = -1;
    while (i < end) {
      const c = doc.charCodeAt(i);
      if (c === 0x23 && (i === line || isBlank(doc.charCodeAt(i - 1)))) {
        out.prose(proseStart, i);
        out.comment(i + 1, end);
        proseStart = end;
        contentEnd = i;
        break;
      }
      if ((c === 0x22 || c === 0x27) && !dead.has(c) && flow.startsNode(doc, i, line, previous, previousAt)) {
        const close = closeScalar(doc, i + 1, c);
        if (close === -1) {
          dead.add(c);
        } else {
          out.prose(proseStart, i);
          out.literal(i + 1, close, c === 0x22 ? ESCAPES.yaml : ESCAPES.none);
          proseStart = close + 1;
          // A quoted scalar may end on a later line: the scan goes on from there, on that line.
          if (close > end) end = lineEnd(doc, close);
          previous = c;
          previousAt = close;
          i = close + 1;
          continue;
        }
      }
      if (c === 0x5b || c === 0x7b || c === 0x2c || c === 0x5d || c === 0x7d) flow.indicator(doc, i, line, previous, previousAt);
      if (!isBlank(c) && c !== 0x0d) {
        previous = c;
        previousAt = i;
      }
      i++;
    }
    if (contentEnd === -1) contentEnd = end;
    line = end + 1;
    if (endsWithBlockHeader(doc, lineStartOf(doc, end), contentEnd)) line = blockScalarEnd(doc, line, indentOf(doc, lineStartOf(doc, end)));
  }
  out.prose(proseStart, n);
  return out.views;
}

/**
 * Flow collections (`[a, b]`, `{k: v}`) open where a node can start and may span lines; `mark` is the offset of the
 * last "[", "{" or "," that acted as a flow indicator, after which a node (a quoted scalar) can start.
 */
class FlowState {
  private depth = 0;
  private mark = -1;

  /** Inside a flow collection: a plain scalar there ends at a "," or a closing bracket. */
  get open(): boolean {
    return this.depth > 0;
  }

  /**
   * Whether a node can start at `at` (see yamlViews): at the line's start or after a blank or a flow indicator, and
   * with nothing before it on the line but a ":", "-" or "?" indicator or a flow indicator. `previous` is the last
   * non-blank character before it on the line, at `previousAt`.
   */
  startsNode(doc: string, at: number, line: number, previous: number, previousAt: number): boolean {
    if (at > line && !isBlank(doc.charCodeAt(at - 1)) && at - 1 !== this.mark) return false;
    return previous === -1 || previous === 0x3a || previous === 0x2d || previous === 0x3f || previousAt === this.mark;
  }

  /** A "[", "{", ",", "]" or "}" at `at`: an indicator where it opens, separates or closes a flow collection. */
  indicator(doc: string, at: number, line: number, previous: number, previousAt: number): void {
    const c = doc.charCodeAt(at);
    if (c === 0x5b || c === 0x7b) {
      if (!this.startsNode(doc, at, line, previous, previousAt)) return;
      this.depth++;
      this.mark = at;
    } else if (this.depth > 0) {
      if (c === 0x2c) this.mark = at;
      else this.depth--;
    }
  }
}

/**
 * The plain scalar on the line [line, end) that is a key's value (`key: value`) or a sequence entry (`- value`), when
 * it starts with a scheme name, holds no ": " and no quote or bracket where a node starts (the line scan reads those),
 * and no deeper line continues it. It ends at a " #" comment or the line's end, trailing blanks left out.
 */
function plainValue(doc: string, line: number, end: number): PlainValue | undefined {
  let i = line;
  while (i < end && doc.charCodeAt(i) === 0x20) i++;
  let parent = -1;
  while (doc.charCodeAt(i) === 0x2d && (i + 1 === end || isBlank(doc.charCodeAt(i + 1)))) {
    parent = i - line;
    i++;
    while (i < end && isBlank(doc.charCodeAt(i))) i++;
  }
  let from = i;
  const colon = keyColon(doc, i, end);
  if (colon === -2) return undefined;
  if (colon >= 0) {
    parent = i - line;
    from = colon + 1;
    while (from < end && isBlank(doc.charCodeAt(from))) from++;
  } else if (parent < 0) return undefined;
  if (!startsWithScheme(doc, from, end)) return undefined;
  let to = end;
  // A bracket or quote is the plain scalar's own character (YAML 1.2 section 7.3.3: only its first character may not
  // be an indicator, and the value starts with a scheme), unless the line scan above takes it for a node's start
  // (after a blank and a "-" or "?": FlowState.startsNode), which leaves the line to that scan. Otherwise an unsafe
  // one that fix-all encodes (`{` → `%7B`) would change how the value is read (`: mailto:* _file:///{&` was prose
  // until then).
  let previous = -1;
  for (let k = from; k < end; k++) {
    const c = doc.charCodeAt(k);
    if (c === 0x23 && isBlank(doc.charCodeAt(k - 1))) {
      to = k;
      break;
    }
    if (c === 0x3a && (k + 1 === end || isBlank(doc.charCodeAt(k + 1)) || doc.charCodeAt(k + 1) === 0x0d)) return undefined;
    if (SYNTAX.includes(doc[k]!) && opensNode(doc, k, from, previous)) return undefined;
    if (!isBlank(c)) previous = c;
  }
  if (continuesOnNextLine(doc, end, parent, '#')) return undefined;
  return { from, to: trimEnd(doc, from, to), parent };
}

/** Characters that may start a quoted scalar or a flow collection, where a node can start (opensNode). */
const SYNTAX = '\'"[]{}';

/**
 * Whether a quote or bracket at doc[k] of a plain scalar starting at `from` is where the line scan starts a node
 * (FlowState.startsNode): the scalar's first character, or one after a blank and a "-" or "?" (`previous`, the last
 * character before it that is not blank). Anywhere else it is the scalar's own (YAML 1.2 section 7.3.3).
 */
function opensNode(doc: string, k: number, from: number, previous: number): boolean {
  return k === from || (isBlank(doc.charCodeAt(k - 1)) && (previous === 0x2d || previous === 0x3f));
}

/**
 * The offset of the ":" that ends a plain key starting at `from` (a ":" before a blank or the line's end), -1 when
 * there is none, -2 when the key holds a quote or a bracket where a node starts (opensNode) or a comment (left to the
 * line scan). Elsewhere a bracket or quote is the plain key's own (YAML 1.2 section 7.3.3, as in the value): with
 * `nntp:///{y: nntp://e/` the line was prose until fix-all encoded the "{", and the value's URL then reached further.
 */
function keyColon(doc: string, from: number, end: number): number {
  let previous = -1;
  for (let k = from; k < end; k++) {
    const c = doc.charCodeAt(k);
    if (c === 0x3a && (k + 1 === end || isBlank(doc.charCodeAt(k + 1)) || doc.charCodeAt(k + 1) === 0x0d)) return k;
    if (SYNTAX.includes(doc[k]!) && opensNode(doc, k, from, previous)) return -2;
    if (c === 0x23 && k > from && isBlank(doc.charCodeAt(k - 1))) return -2;
    if (!isBlank(c)) previous = c;
    if (c === 0x23 && k === from) return -2;
  }
  return -1;
}

/** The offset of the quote that closes a quoted scalar whose content starts at `from`, or -1. */
function closeScalar(doc: string, from: number, quote: number): number {
  let i = from;
  while (i < doc.length) {
    const c = doc.charCodeAt(i);
    if (quote === 0x22 && c === 0x5c) {
      i += 2;
      continue;
    }
    if (c === quote) {
      if (quote === 0x27 && doc.charCodeAt(i + 1) === 0x27) {
        i += 2;
        continue;
      }
      return i;
    }
    i++;
  }
  return -1;
}

function lineStartOf(doc: string, end: number): number {
  return doc.lastIndexOf('\n', end - 1) + 1;
}

function indentOf(doc: string, line: number): number {
  let i = line;
  while (doc.charCodeAt(i) === 0x20) i++;
  return i - line;
}

/**
 * Whether the line's content [line, to) ends with a block scalar header: "|" or ">", then at most two chomping and
 * indentation indicators, after a blank (or alone on the line), and the line holds nothing else but a key, a "- " or
 * a "? " before it (`key: |`, `- >-`).
 */
function endsWithBlockHeader(doc: string, line: number, to: number): boolean {
  let i = to;
  while (i > line && (isBlank(doc.charCodeAt(i - 1)) || doc.charCodeAt(i - 1) === 0x0d)) i--;
  let indicators = 0;
  while (i > line && indicators < 2 && isIndicator(doc.charCodeAt(i - 1))) {
    i--;
    indicators++;
  }
  if (i === line) return false;
  const mark = doc.charCodeAt(i - 1);
  if (mark !== 0x7c && mark !== 0x3e) return false;
  i--;
  if (i === line) return true;
  if (!isBlank(doc.charCodeAt(i - 1))) return false;
  while (i > line && isBlank(doc.charCodeAt(i - 1))) i--;
  if (i === line) return true;
  const before = doc.charCodeAt(i - 1);
  return before === 0x3a || before === 0x2d || before === 0x3f;
}

/** "+", "-" (chomping) or a digit 1-9 (indentation). */
function isIndicator(c: number): boolean {
  return c === 0x2b || c === 0x2d || (c >= 0x31 && c <= 0x39);
}

/**
 * The start of the first line after a block scalar whose content starts at line `at` under a node indented by
 * `parent` spaces: its content is indented by its first non-blank line (deeper than the parent), and every later line
 * at least as deep, or blank, belongs to it.
 */
function blockScalarEnd(doc: string, at: number, parent: number): number {
  let line = at;
  let indent = -1;
  while (line < doc.length) {
    const end = lineEnd(doc, line);
    const spaces = indentOf(doc, line);
    let k = line + spaces;
    while (k < end && (isBlank(doc.charCodeAt(k)) || doc.charCodeAt(k) === 0x0d)) k++;
    const blank = k === end;
    if (!blank) {
      if (indent === -1) {
        if (spaces <= parent) return line;
        indent = spaces;
      } else if (spaces < indent) return line;
    }
    line = end + 1;
  }
  return doc.length;
}
