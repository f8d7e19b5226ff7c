import { markCode, type TextView, ViewBuilder } from '../view';
import { Ahead, scanRstInline } from './inline';

/**
 * reStructuredText as docutils reads it (the reStructuredText Markup Specification), block by block:
 * - paragraphs, list items, table cells, section titles: inline markup (see scanRstInline);
 * - literal blocks (the indented block after a paragraph ending in `::`), doctest blocks (`>>>`), and the content of
 *   code directives (`code-block`, `code`, `sourcecode`, and Sphinx's test and console directives): code examples,
 *   one `comment` view each, as written (see code-examples.ts);
 * - hyperlink targets `.. _name: url` and `.. __: url` (and `__ url`): the URL is one `attribute` view, its
 *   continuation lines joined with their indentation left out (the specification: "whitespace is removed");
 * - `.. image::` and `.. figure::` arguments and `:target:` options: likewise;
 * - comments (`..` followed by anything that is no directive, target, footnote or substitution): comment views,
 *   where directives are written; `.. raw::` content and other directive options are left out.
 * Other directives' content is reStructuredText and read as such. Linear: every line is looked at a bounded number
 * of times.
 */
export function rstViews(text: string): TextView[] {
  return new RstReader(text).read();
}

/** Directives whose content is code. */
const CODE_DIRECTIVES = new Set([
  'code-block', 'code', 'sourcecode', 'doctest', 'testcode', 'testoutput', 'testsetup', 'testcleanup', 'ipython', 'jupyter-execute',
  'prompt', 'console', 'highlight', 'literalinclude', 'productionlist', 'math',
]);
/** Directives whose argument is a URI. */
const URI_DIRECTIVES = new Set(['image', 'figure']);
/** Directives whose content is no text anybody reads as reStructuredText. */
const SKIPPED_DIRECTIVES = new Set(['raw', 'graphviz', 'digraph', 'graph', 'mermaid', 'uml', 'plantuml']);

interface Line {
  start: number;
  /** The offset of the first character that is not a blank; `end` on a blank line. */
  content: number;
  /** Just past the line's text (before "\r\n" or "\n"). */
  end: number;
  next: number;
  indent: number;
}

class RstReader {
  private readonly out: TextView[] = [];
  private readonly ahead: Ahead;

  constructor(private readonly text: string) {
    this.ahead = new Ahead(text);
  }

  read(): TextView[] {
    const { text } = this;
    const n = text.length;
    let i = 0;
    let literalAfter = -1; // a paragraph at this indent ended with "::": a more indented block is literal
    while (i < n) {
      const line = this.line(i);
      if (line.content === line.end) {
        i = line.next;
        continue;
      }
      if (literalAfter !== -1) {
        const indent = literalAfter;
        literalAfter = -1;
        if (line.indent > indent) {
          i = this.codeBlock(i, indent);
          continue;
        }
      }
      if (text.startsWith('..', line.content) && (line.content + 2 === line.end || isBlank(text.charCodeAt(line.content + 2)))) {
        i = this.explicit(line);
        continue;
      }
      if (text.startsWith('__ ', line.content)) {
        this.attribute(line.content + 3, line.end);
        i = line.next;
        continue;
      }
      if (text.startsWith('>>>', line.content)) {
        const end = this.paragraphEnd(line);
        this.code(line.start, end);
        i = end;
        continue;
      }
      const end = this.paragraphEnd(line);
      scanRstInline(text, line.start, end, this.out, this.ahead);
      if (endsWithDoubleColon(text, line.start, end)) literalAfter = line.indent;
      i = end;
    }
    return this.out;
  }

  private line(at: number): Line {
    const { text } = this;
    let next = text.indexOf('\n', at);
    next = next === -1 ? text.length : next + 1;
    let end = next;
    if (end > at && text.charCodeAt(end - 1) === 0x0a) end--;
    if (end > at && text.charCodeAt(end - 1) === 0x0d) end--;
    let content = at;
    let indent = 0;
    for (; content < end; content++) {
      const c = text.charCodeAt(content);
      if (c === 0x20) indent++;
      else if (c === 0x09) indent += 8 - (indent % 8);
      else break;
    }
    while (end > content && isBlank(text.charCodeAt(end - 1))) end--;
    return { start: at, content, end, next, indent };
  }

  /**
   * The end of the paragraph that starts with `first`: the next blank line, a line indented less, or explicit markup.
   * More indented lines go on (a list item's or definition's continuation: `` `text `` newline `` <url>`_ ``).
   */
  private paragraphEnd(first: Line): number {
    let at = first.next;
    while (at < this.text.length) {
      const line = this.line(at);
      if (line.content === line.end || line.indent < first.indent) break;
      if (this.text.startsWith('.. ', line.content)) break;
      at = line.next;
    }
    return at;
  }

  /** The end of the block of lines after the one ending at `from` that are blank or indented more than `indent`. */
  private indentedEnd(from: number, indent: number): number {
    let at = from;
    let end = from;
    while (at < this.text.length) {
      const line = this.line(at);
      if (line.content < line.end) {
        if (line.indent <= indent) break;
        end = line.next;
      }
      at = line.next;
    }
    return end;
  }

  /** A literal block at or after `from` indented more than `indent`: code. Returns its end. */
  private codeBlock(from: number, indent: number): number {
    const end = this.indentedEnd(from, indent);
    this.code(from, end);
    return end;
  }

  private code(from: number, to: number): void {
    const at = this.out.length;
    const view = new ViewBuilder(this.text, 'comment').copy(from, to).build();
    if (view) this.out.push(view);
    markCode(this.out, at);
  }

  /** An explicit markup block starting with `..` on `line`; returns where reading goes on. */
  private explicit(line: Line): number {
    const { text } = this;
    const body = Math.min(line.content + 3, line.end);
    const blockEnd = this.indentedEnd(line.next, line.indent);
    const c = text.charCodeAt(body);
    if (body < line.end && c === 0x5f /* _ */) {
      const colon = targetColon(text, body + 1, line.end);
      if (colon !== -1) this.target(colon + 1, line, blockEnd);
      return blockEnd;
    }
    if (body < line.end && (c === 0x5b /* [ */ || c === 0x7c) /* | */) {
      // A footnote, citation or substitution definition: its text is reStructuredText (an image's URI aside).
      const close = text.indexOf(c === 0x5b ? ']' : '|', body + 1);
      if (close !== -1 && close < line.end) {
        const rest = close + 1;
        const directive = directiveAt(text, rest, line.end);
        if (directive) return this.directive(directive, line, blockEnd);
        scanRstInline(text, rest, blockEnd, this.out, this.ahead);
        return blockEnd;
      }
    }
    const directive = directiveAt(text, body, line.end);
    if (directive) return this.directive(directive, line, blockEnd);
    // A comment: its text (the first line's and the indented block's) is one comment view, up to its last line's end
    // (a directive in it silences the line after that one).
    let end = blockEnd;
    while (end > body && (text.charCodeAt(end - 1) === 0x0a || text.charCodeAt(end - 1) === 0x0d)) end--;
    const view = new ViewBuilder(text, 'comment').copy(body, end).build();
    if (view) this.out.push(view);
    return blockEnd;
  }

  /** A hyperlink target's URL, from `from` on its first line through its indented continuation lines. */
  private target(from: number, first: Line, blockEnd: number): void {
    const { text } = this;
    const b = new ViewBuilder(text, 'attribute', 'url');
    let at = from;
    while (at < first.end && isBlank(text.charCodeAt(at))) at++;
    b.copy(at, first.end);
    for (let next = first.next; next < blockEnd; ) {
      const line = this.line(next);
      b.copy(line.content, line.end);
      next = line.next;
    }
    const view = b.build();
    if (view) this.out.push(view);
  }

  /** A one-line URI argument or option value [from, to). */
  private attribute(from: number, to: number): void {
    let at = from;
    while (at < to && isBlank(this.text.charCodeAt(at))) at++;
    const view = new ViewBuilder(this.text, 'attribute', 'url').copy(at, to).build();
    if (view) this.out.push(view);
  }

  /** A directive `name:: argument` with its options and content in the block up to `blockEnd`. */
  private directive(d: { name: string; argument: number }, line: Line, blockEnd: number): number {
    const { text } = this;
    const name = d.name.toLowerCase();
    const rawName = name.includes(':') ? name.slice(name.lastIndexOf(':') + 1) : name;
    if (URI_DIRECTIVES.has(rawName)) this.attribute(d.argument, line.end);
    else if (!CODE_DIRECTIVES.has(rawName) && !SKIPPED_DIRECTIVES.has(rawName)) scanRstInline(text, d.argument, line.end, this.out, this.ahead);
    // Options: `:name: value` lines right after the directive line.
    let at = line.next;
    while (at < blockEnd) {
      const option = this.line(at);
      if (option.content === option.end || text.charCodeAt(option.content) !== 0x3a /* : */) break;
      const close = text.indexOf(': ', option.content + 1);
      if (close !== -1 && close < option.end && text.startsWith(':target:', option.content)) this.attribute(close + 2, option.end);
      at = option.next;
    }
    if (at >= blockEnd) return blockEnd;
    if (CODE_DIRECTIVES.has(rawName)) this.code(at, blockEnd);
    else if (!SKIPPED_DIRECTIVES.has(rawName)) return at; // the content is reStructuredText: read on
    return blockEnd;
  }
}

/** `name::` right at `at` (letters, digits, "-", "_", ".", ":" inside the name), then a blank or the line's end. */
function directiveAt(text: string, at: number, lineEnd: number): { name: string; argument: number } | undefined {
  let i = at;
  while (i < lineEnd && isBlank(text.charCodeAt(i))) i++;
  const start = i;
  while (i < lineEnd) {
    const c = text.charCodeAt(i);
    if (c === 0x3a && text.charCodeAt(i + 1) === 0x3a) break;
    if (!(isAlnum(c) || c === 0x2d || c === 0x5f || c === 0x2e || c === 0x3a || c === 0x2b)) return undefined;
    i++;
  }
  if (i >= lineEnd || i === start) return undefined;
  const after = i + 2;
  if (after < lineEnd && !isBlank(text.charCodeAt(after))) return undefined;
  let argument = after;
  while (argument < lineEnd && isBlank(text.charCodeAt(argument))) argument++;
  return { name: text.slice(start, i), argument };
}

/**
 * The colon that ends a hyperlink target's name (`.. _name: url`, `` .. _`a: b`: url ``, `.. __: url`), or -1:
 * the first ":" after the name that a blank or the line's end follows, a backslash escaping one in the name.
 */
function targetColon(text: string, from: number, lineEnd: number): number {
  let i = from;
  if (text.charCodeAt(i) === 0x60 /* ` */) {
    const close = text.indexOf('`', i + 1);
    if (close === -1 || close >= lineEnd) return -1;
    i = close + 1;
  }
  for (; i < lineEnd; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5c) i++;
    else if (c === 0x3a && (i + 1 === lineEnd || isBlank(text.charCodeAt(i + 1)))) return i;
  }
  return -1;
}

/** A paragraph [from, to) whose text ends with "::": a literal block follows. */
function endsWithDoubleColon(text: string, from: number, to: number): boolean {
  let end = to;
  while (end > from && (text.charCodeAt(end - 1) <= 0x20)) end--;
  return end - from >= 2 && text.charCodeAt(end - 1) === 0x3a && text.charCodeAt(end - 2) === 0x3a;
}

function isBlank(c: number): boolean {
  return c === 0x20 || c === 0x09;
}

function isAlnum(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
}
