import { decodedLiteral, type EscapeSyntax } from './escapes';
import type { TextView } from './view';
import { ViewBuilder } from './builder';

/**
 * The views a code or config reader collects in one forward scan, in document order. Readers only ever add a view
 * that starts at or after the end of the previous one, so the list never overlaps.
 *
 * Literals: a literal on one line is a value (context `string`, a URL ends at whitespace or the closing quote); a
 * literal that spans lines (a docstring, a text block, a multi-line template, a heredoc) holds running text, so it
 * is read as prose, where a sentence's closing "." or ")" is not part of the URL.
 */
export class ViewList {
  readonly views: TextView[] = [];
  /** The last line feed search: the first "\n" at or after `searchedFrom` is at `newline` (-1: none). */
  private searchedFrom = -1;
  private newline = -1;

  constructor(readonly doc: string) {}

  /**
   * The first line feed at or after `at`, or -1. Views come in document order, so the previous answer usually still
   * holds: without this, a document of many literals and no line break would be searched to its end once each.
   */
  private nextNewline(at: number): number {
    if (this.searchedFrom < 0 || at < this.searchedFrom || (this.newline !== -1 && at > this.newline)) {
      this.searchedFrom = at;
      this.newline = this.doc.indexOf('\n', at);
    }
    return this.newline;
  }

  /** Running text [from, to): shell words, a heredoc, a YAML plain scalar. */
  prose(from: number, to: number): void {
    this.slice(from, to, 'prose');
  }

  /** A line comment's text [from, to), its marker left out. */
  comment(from: number, to: number): void {
    this.slice(from, to, 'comment');
  }

  /**
   * A line comment whose text starts at `from`, just past its marker ("#" in Python, Ruby, shell and TOML), and runs
   * to the end of its line. Returns that end, where the scan goes on.
   */
  lineComment(from: number): number {
    const end = lineEnd(this.doc, from);
    this.comment(from, end);
    return end;
  }

  /**
   * A string literal's content [from, to), quotes left out, its escapes decoded as `escapes` reads them (see
   * escapes.ts): the view holds the value the program gets, each decoded character mapped to its escape. On one
   * line it is a value: a URL that starts it may run to its end (see whole-value.ts).
   */
  literal(from: number, to: number, escapes: EscapeSyntax, fields?: TextView['fields']): void {
    if (to <= from) return;
    const count = this.views.length;
    const newline = this.nextNewline(from);
    const oneLine = newline === -1 || newline >= to;
    if (escapes.octal === 0 && escapes.other === 'keep' && Object.keys(escapes.simple).length === 0) {
      if (oneLine) this.views.push({ text: this.doc.slice(from, to), context: 'string', start: from, whole: 'string' });
      else this.slice(from, to, 'prose');
    } else {
      this.add(decodedLiteral(this.doc, from, to, escapes, oneLine ? 'string' : 'prose').build());
    }
    if (fields !== undefined) for (let v = count; v < this.views.length; v++) this.views[v]!.fields = fields;
  }

  /**
   * An unquoted value on one line that a configuration format delimits (config/plain-value.ts): running text, but a
   * URL that starts it may run to its end, as in a string literal (see whole-value.ts).
   */
  value(from: number, to: number): void {
    if (to > from) this.views.push({ text: this.doc.slice(from, to), context: 'prose', start: from, whole: 'string' });
  }

  /** A literal whose content is prose however long it is (a Python triple-quoted string: a docstring). */
  text(from: number, to: number, escapes: EscapeSyntax): void {
    if (to > from) this.add(decodedLiteral(this.doc, from, to, escapes, 'prose').build());
  }

  /**
   * A block comment's content [from, to), between "/*" and "*\/". The decoration of a documentation comment is left
   * out: the extra "*" or "!" of "/**" and "/*!", and on each later line the indentation and the "*" run that starts
   * it (" * "), so a URL at a line's end never runs into the next line's "*".
   */
  blockComment(from: number, to: number): void {
    const doc = this.doc;
    const builder = new ViewBuilder(doc, 'comment');
    let at = from;
    while (at < to && (doc.charCodeAt(at) === 0x2a || doc.charCodeAt(at) === 0x21)) at++;
    for (;;) {
      const newline = this.nextNewline(at);
      if (newline === -1 || newline >= to) {
        builder.copy(at, to);
        break;
      }
      builder.copy(at, newline + 1);
      at = newline + 1;
      let star = at;
      while (star < to && (doc.charCodeAt(star) === 0x20 || doc.charCodeAt(star) === 0x09)) star++;
      if (star < to && doc.charCodeAt(star) === 0x2a) {
        while (star < to && doc.charCodeAt(star) === 0x2a) star++;
        at = star;
      }
    }
    const view = builder.build();
    if (view) this.views.push(view);
  }

  /** Adds a prebuilt view (a decoded JSON string). */
  add(view: TextView | undefined): void {
    if (view) this.views.push(view);
  }

  private slice(from: number, to: number, context: TextView['context']): void {
    if (to > from) this.views.push({ text: this.doc.slice(from, to), context, start: from });
  }
}

/** Offset of the line feed that ends the line holding `at`, or the document's length. */
export function lineEnd(doc: string, at: number): number {
  const i = doc.indexOf('\n', at);
  return i === -1 ? doc.length : i;
}

/** Letters, digits, "_" and any non-ASCII code unit: the characters of identifiers and numbers in every language. */
export function isWordChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x5f || c >= 0x80;
}

/** The end of the word that starts at `at` (see isWordChar); `dollar` also counts "$" (JavaScript). */
export function wordEnd(doc: string, at: number, dollar = false): number {
  let i = at;
  while (i < doc.length) {
    const c = doc.charCodeAt(i);
    if (!(isWordChar(c) || (dollar && c === 0x24))) break;
    i++;
  }
  return i;
}

/** Space or tab. */
export function isBlank(c: number): boolean {
  return c === 0x20 || c === 0x09;
}

/**
 * How far a quoted literal may run: `line`, to its line's end (Perl's and TOML's one-line strings, where a backslash
 * before the line break is the string's own character, or no string at all); `continued`, the same but a backslash
 * before the line break carries it to the next line (C's and JavaScript's line continuation); `document`, over any
 * number of lines.
 */
export type QuoteReach = 'line' | 'continued' | 'document';

/**
 * The offset of the quote that closes a literal whose content starts at `from`, a backslash escaping the next
 * character; -1 when the line (see QuoteReach) or the document ends first. `resume` is where the scan stopped, so a
 * reader that gives up on the literal never scans the same characters again.
 */
export function closeQuote(doc: string, from: number, quote: number, reach: QuoteReach): { close: number; resume: number } {
  let i = from;
  while (i < doc.length) {
    const c = doc.charCodeAt(i);
    if (c === quote) return { close: i, resume: i + 1 };
    if (c === 0x0a && reach !== 'document') return { close: -1, resume: i };
    if (c === 0x5c && !(reach === 'line' && doc.charCodeAt(i + 1) === 0x0a)) i += 2;
    else i++;
  }
  return { close: -1, resume: doc.length };
}

/** Past the extra "/" and "!" of a documentation line comment ("///", "//!"). */
export function skipMarks(doc: string, from: number, to: number): number {
  let i = from;
  while (i < to && (doc.charCodeAt(i) === 0x2f || doc.charCodeAt(i) === 0x21)) i++;
  return i;
}

/**
 * The offset of the operator that concatenates after a string literal whose closing quote ends at doc[from] (blanks
 * between), or -1: "+" (not "++" or "+="), or Perl's "." (not ".." or ".=") when `operator` is ".". Java, Go, Python
 * and Perl readers read a literal the operator follows as a string the program completes (code/c.ts,
 * code/python.ts, pod/perl-code.ts).
 */
export function concatenationAfter(doc: string, from: number, operator: '+' | '.' = '+'): number {
  let i = from;
  while (doc.charCodeAt(i) === 0x20 || doc.charCodeAt(i) === 0x09) i++;
  const op = operator.charCodeAt(0);
  if (doc.charCodeAt(i) !== op) return -1;
  const next = doc.charCodeAt(i + 1);
  return next === op || next === 0x3d ? -1 : i;
}
