import { ESCAPES, type EscapeSyntax, isBlank, isWordChar, lineEnd, type TextView, ViewList, wordEnd } from '../view';

/** Keywords after which a "/" starts a regular expression, not a division. */
const BEFORE_EXPRESSION = new Set(['if', 'elsif', 'unless', 'while', 'until', 'when', 'and', 'or', 'not', 'return', 'then', 'in', 'case']);

/** `%q(...)`-style literals: the letters that make one a string or a word list. */
const PERCENT_STRING = new Set(['q', 'Q', 'w', 'W', 'i', 'I']);
const PAIRS: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' };

/**
 * Ruby: "#" comments, `=begin`/`=end` blocks, '...' and "..." strings (also `...` commands) over any number of
 * lines, `%q(...)` and its kin with bracket delimiters (`%r{...}` skipped as a regular expression; `%w[...]` a
 * list of words, each its own literal), and heredocs (`<<~EOS`, `<<-EOS`, `<<EOS`), whose bodies are
 * read as prose. In a double-quoted string a quote inside `#{...}` does not close it (`"#{h["k"]}"`); the
 * interpolation stays as written. Regular expressions `/.../` are skipped by the same previous-token heuristic as
 * JavaScript's. `?'` and `?"` are character literals and `$'` and `$"` global variables, not quotes.
 *
 * A quote that never closes would make every later quote of its kind look unclosed too; once one has been seen,
 * later ones of that kind are taken as plain characters, so the scan stays linear.
 */
export function rubyViews(doc: string): TextView[] {
  const out = new ViewList(doc);
  const n = doc.length;
  const heredocs: Heredoc[] = [];
  const dead = new Set<number>();
  let regexAllowed = true;
  let noRegexBefore = 0;
  let i = 0;
  while (i < n) {
    const c = doc.charCodeAt(i);
    const before = doc.charCodeAt(i - 1);
    if (c === 0x3d && (i === 0 || before === 0x0a) && isDirective(doc, i, '=begin')) {
      const body = lineEnd(doc, i) + 1;
      const close = blockEnd(doc, body);
      out.comment(Math.min(body, n), close);
      i = lineEnd(doc, close);
    } else if (c === 0x23 && before !== 0x3f && before !== 0x24) {
      i = out.lineComment(i + 1);
    } else if ((c === 0x22 || c === 0x27 || c === 0x60) && before !== 0x3f && before !== 0x24 && !dead.has(c)) {
      const close = closeRuby(doc, i + 1, c);
      if (close === -1) {
        dead.add(c);
        i++;
      } else {
        out.literal(i + 1, close, c === 0x27 ? ESCAPES.singleQuoted : ESCAPES.ruby);
        i = close + 1;
      }
      regexAllowed = false;
    } else if (c === 0x25 && (PERCENT_STRING.has(doc.charAt(i + 1)) || doc.charAt(i + 1) === 'r') && PAIRS[doc.charAt(i + 2)] !== undefined) {
      // %r{...} is a regular expression: skipped like /.../.
      const close = closeNested(doc, i + 3, doc.charAt(i + 2), PAIRS[doc.charAt(i + 2)]!);
      if (close === -1) return out.views;
      const kind = doc[i + 1]!;
      const escapes = kind === 'q' || kind === 'w' || kind === 'i' ? ESCAPES.singleQuoted : ESCAPES.ruby;
      if (kind === 'w' || kind === 'W' || kind === 'i' || kind === 'I') wordList(doc, i + 3, close, escapes, out);
      else if (kind !== 'r') out.literal(i + 3, close, escapes);
      i = close + 1;
      regexAllowed = false;
    } else if (c === 0x2f && regexAllowed && i >= noRegexBefore) {
      const end = regexEnd(doc, i + 1);
      if (end === -1) {
        noRegexBefore = lineEnd(doc, i);
        i++;
      } else {
        i = end;
        regexAllowed = false;
      }
    } else if (c === 0x3c && doc.charCodeAt(i + 1) === 0x3c) {
      i = heredocOperator(doc, i + 2, heredocs);
      regexAllowed = true;
    } else if (c === 0x0a && heredocs.length > 0) {
      i += 1;
      for (const h of heredocs) {
        const end = heredocEnd(doc, i, h);
        out.prose(i, end.body);
        i = end.next;
      }
      heredocs.length = 0;
    } else if (isWordChar(c)) {
      const end = wordEnd(doc, i);
      regexAllowed = BEFORE_EXPRESSION.has(doc.slice(i, end));
      i = end;
    } else if (c === 0x3f && i + 1 < n && !isBlank(doc.charCodeAt(i + 1)) && doc.charCodeAt(i + 1) !== 0x0a && !isWordChar(before)) {
      // ?x is a character literal (?' ?" ?# included); a ternary "?" is followed by a blank.
      i += 2;
      regexAllowed = false;
    } else {
      if (!isBlank(c) && c !== 0x0a && c !== 0x0d) regexAllowed = c !== 0x29 && c !== 0x5d && c !== 0x7d;
      i++;
    }
  }
  return out.views;
}

interface Heredoc {
  identifier: string;
  /** `<<~` and `<<-`: the closing identifier may be indented. */
  indented: boolean;
}

/** Whether the line at `at` starts with `word` followed by a blank or the line's end. */
function isDirective(doc: string, at: number, word: string): boolean {
  if (!doc.startsWith(word, at)) return false;
  const next = doc.charCodeAt(at + word.length);
  return Number.isNaN(next) || isBlank(next) || next === 0x0a || next === 0x0d;
}

/** Offset of the `=end` line at or after `at`, or the document's length. */
function blockEnd(doc: string, at: number): number {
  let line = at;
  while (line < doc.length) {
    if (isDirective(doc, line, '=end')) return line;
    line = lineEnd(doc, line) + 1;
  }
  return doc.length;
}

/**
 * The offset of the quote that closes a Ruby string whose content starts at `from`, or -1. Backslashes escape; in a
 * double-quoted string or a command, a quote inside `#{...}` is part of the interpolation. (Not Python's literal
 * scan: Ruby strings span lines, and only `#{` opens a nested part.)
 */
function closeRuby(doc: string, from: number, quote: number): number {
  const interpolates = quote !== 0x27;
  let depth = 0;
  let i = from;
  while (i < doc.length) {
    const c = doc.charCodeAt(i);
    if (c === 0x5c) {
      i += 2;
      continue;
    }
    if (interpolates && c === 0x23 && doc.charCodeAt(i + 1) === 0x7b) {
      depth++;
      i += 2;
      continue;
    }
    if (depth > 0 && c === 0x7b) depth++;
    else if (depth > 0 && c === 0x7d) depth--;
    else if (c === quote && depth === 0) return i;
    i++;
  }
  return -1;
}

/**
 * A word list `%w[...]` (and `%W`, `%i`, `%I`) between [from, to): an array of strings, one per word, the words
 * separated by white space (a backslash keeps the next character, a space included, in the word). Each word is its
 * own literal, so `%w[http://example.com /123]` is a URL and a path, not a URL with a space in its host
 * (httprb/http test/http/redirector_test.rb).
 */
function wordList(doc: string, from: number, to: number, escapes: EscapeSyntax, out: ViewList): void {
  let i = from;
  while (i < to) {
    while (i < to && isListBlank(doc.charCodeAt(i))) i++;
    const start = i;
    while (i < to && !isListBlank(doc.charCodeAt(i))) i += doc.charCodeAt(i) === 0x5c ? 2 : 1;
    if (i > start) out.literal(start, Math.min(i, to), escapes);
  }
}

/** White space between the words of a word list. */
function isListBlank(c: number): boolean {
  return isBlank(c) || c === 0x0a || c === 0x0d;
}

/** The offset of the `close` bracket that balances an `open` one before `from` (they nest), or -1. */
function closeNested(doc: string, from: number, open: string, close: string): number {
  let depth = 1;
  for (let i = from; i < doc.length; i++) {
    const c = doc[i];
    if (c === '\\') i++;
    else if (c === open) depth++;
    else if (c === close && --depth === 0) return i;
  }
  return -1;
}

/** The end of a one-line regular expression whose body starts at `at` (after its flags), or -1. */
function regexEnd(doc: string, at: number): number {
  let inClass = false;
  for (let i = at; i < doc.length; i++) {
    const c = doc.charCodeAt(i);
    if (c === 0x0a) return -1;
    if (c === 0x5c) i++;
    else if (c === 0x5b) inClass = true;
    else if (c === 0x5d) inClass = false;
    else if (c === 0x2f && !inClass) return wordEnd(doc, i + 1);
  }
  return -1;
}

/**
 * Reads a heredoc identifier after "<<": `<<~ID`, `<<-ID`, or `<<ID` with an upper-case ID (so `a << b` and
 * `list <<item` are left alone), an ID optionally quoted. Returns where the scan goes on.
 */
function heredocOperator(doc: string, at: number, heredocs: Heredoc[]): number {
  let i = at;
  const mark = doc.charCodeAt(i);
  const indented = mark === 0x7e || mark === 0x2d;
  if (indented) i++;
  let quote = doc.charCodeAt(i);
  if (quote === 0x27 || quote === 0x22 || quote === 0x60) i++;
  else quote = 0;
  const first = doc.charCodeAt(i);
  const upper = first >= 0x41 && first <= 0x5a;
  if (!(upper || (first === 0x5f && indented) || (indented && first >= 0x61 && first <= 0x7a) || (quote !== 0 && isWordChar(first)))) return at;
  const end = wordEnd(doc, i);
  if (quote !== 0 && doc.charCodeAt(end) !== quote) return at;
  heredocs.push({ identifier: doc.slice(i, end), indented });
  return quote !== 0 ? end + 1 : end;
}

/** A heredoc body that starts at `at`: where it ends (its closing line's start) and where the scan goes on. */
function heredocEnd(doc: string, at: number, h: Heredoc): { body: number; next: number } {
  let line = at;
  while (line < doc.length) {
    const end = lineEnd(doc, line);
    let from = line;
    if (h.indented) while (isBlank(doc.charCodeAt(from))) from++;
    let to = end;
    if (to > from && doc.charCodeAt(to - 1) === 0x0d) to--;
    if (to - from === h.identifier.length && doc.startsWith(h.identifier, from)) return { body: line, next: Math.min(end + 1, doc.length) };
    line = end + 1;
  }
  return { body: doc.length, next: doc.length };
}
