import { ESCAPES, closeQuote, concatenationAfter, decodedLiteral, isWordChar, lineEnd, skipMarks, type TextView, ViewList, wordEnd } from '../view';

/** The languages that write comments and strings the C way, and what each adds to it. */
export type CFamily = 'c' | 'go' | 'java' | 'rust';

/**
 * C and the languages that share its comments and strings: C, C++, C#, Objective-C and CSS (`c`), Go, Java with
 * Kotlin, Scala, Swift, Groovy, Dart (`java`), and Rust. Comments `//` (doc comments `///`, `//!`) and `/* *\/`
 * (Rust nests them), and `"..."` strings with backslash escapes, decoded as the language reads them (view/escapes.ts);
 * raw and verbatim strings are read as written. Per language:
 * - c: C++ raw strings `R"delim(...)delim"` (also u8R, uR, UR, LR), C# verbatim strings `@"..."` (a backslash is
 *   a character, `""` a quote; `$@"` and `@$"` too). A `'` after a digit is a C++14 digit separator (`1'000`).
 * - go: raw strings in backticks.
 * - java: text blocks `"""..."""` (Java 15, Kotlin, Scala, Swift, Groovy).
 * - rust: raw strings `r"..."`, `r#"..."#` (also br, cr), nested block comments.
 * Character literals ('x', '\n', '\u{1F600}') are skipped, never read; a `'` that does not open one (a Rust
 * lifetime `'a`, a Scala symbol) is a single character of code.
 */
export function cFamilyViews(doc: string, language: CFamily): TextView[] {
  const out = new ViewList(doc);
  const n = doc.length;
  let i = 0;
  while (i < n) {
    const c = doc.charCodeAt(i);
    if (c === 0x2f && doc.charCodeAt(i + 1) === 0x2f) {
      const end = lineEnd(doc, i);
      out.comment(skipMarks(doc, i + 2, end), end);
      i = end;
    } else if (c === 0x2f && doc.charCodeAt(i + 1) === 0x2a) {
      const close = language === 'rust' ? nestedCommentEnd(doc, i + 2) : doc.indexOf('*/', i + 2);
      out.blockComment(i + 2, close === -1 ? n : close);
      i = close === -1 ? n : close + 2;
    } else if (c === 0x22) {
      i = language === 'java' && doc.startsWith('"""', i) ? textBlock(doc, i, out) : quoted(doc, i, language, out);
    } else if (c === 0x27) {
      i = language === 'c' && isDigit(doc.charCodeAt(i - 1)) ? i + 1 : charLiteralEnd(doc, i);
    } else if (c === 0x60 && language === 'go') {
      const close = doc.indexOf('`', i + 1);
      if (close === -1) return out.views;
      out.literal(i + 1, close, ESCAPES.none);
      i = close + 1;
    } else if (c === 0x40 && language === 'c' && (doc.charCodeAt(i + 1) === 0x22 || doc.startsWith('$"', i + 1))) {
      i = verbatim(doc, doc.indexOf('"', i), out);
    } else if (isWordChar(c)) {
      const start = i;
      i = wordEnd(doc, start);
      if (language === 'rust' && isRustRawPrefix(doc, start, i)) i = rustRaw(doc, i, out);
      else if (language === 'c' && doc.charCodeAt(i) === 0x22 && CPP_RAW_PREFIXES.has(doc.slice(start, i))) i = cppRaw(doc, i, out);
    } else {
      i++;
    }
  }
  return out.views;
}

/** The prefixes of a C++ raw string literal (C++11 [lex.string]). */
const CPP_RAW_PREFIXES = new Set(['R', 'u8R', 'uR', 'UR', 'LR']);

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/**
 * A one-line "..." string with backslash escapes (the language's: see view/escapes.ts) at `at`; returns where the scan
 * goes on. In Java (and Kotlin, Scala, Groovy, Dart) and Go a literal followed by "+" is the start of a string the
 * program completes (`new HttpGet("http://test:test@" + target.toHostString() + "/")`, httpcomponents-client): the
 * value ends with a placeholder, read as "…" (the ellipsis row) and mapped to no character, at the closing quote
 * (the URL's range is the literal's: the quote and the "+" are code), so `http://test:test@` is a URL whose host
 * comes later, not one without a host. What it may hide: a URL's own
 * missing host or path before a "+" that appends something else (a query, a comment).
 */
function quoted(doc: string, at: number, language: CFamily, out: ViewList): number {
  const { close, resume } = closeQuote(doc, at + 1, 0x22, 'continued');
  if (close === -1) return resume;
  const plus = language === 'java' || language === 'go' ? concatenationAfter(doc, close + 1) : -1;
  if (plus === -1 || close === at + 1) out.literal(at + 1, close, ESCAPES[language]);
  else out.add(decodedLiteral(doc, at + 1, close, ESCAPES[language], 'string').decoded(close, close, '\u2026').build());
  return resume;
}

/** A text block `"""..."""` at `at` (backslash escapes); read as prose, like any literal over several lines. */
function textBlock(doc: string, at: number, out: ViewList): number {
  let i = at + 3;
  while (i < doc.length) {
    const c = doc.charCodeAt(i);
    if (c === 0x5c) i += 2;
    else if (c === 0x22 && doc.startsWith('"""', i)) {
      out.text(at + 3, i, ESCAPES.java);
      return i + 3;
    } else i++;
  }
  return doc.length;
}

/** A C# verbatim string whose quote is at `at`: `""` is a quote, a backslash an ordinary character. */
function verbatim(doc: string, at: number, out: ViewList): number {
  let i = at + 1;
  for (;;) {
    const close = doc.indexOf('"', i);
    if (close === -1) return doc.length;
    if (doc.charCodeAt(close + 1) === 0x22) {
      i = close + 2;
      continue;
    }
    out.literal(at + 1, close, ESCAPES.none);
    return close + 1;
  }
}

/**
 * Past a character literal at `at` ('x', a surrogate pair, or an escape such as '\'' or '\u{10FFFF}', closed within
 * a few characters on its line); otherwise just past the quote.
 */
function charLiteralEnd(doc: string, at: number): number {
  const first = doc.charCodeAt(at + 1);
  if (first === 0x5c) {
    const limit = Math.min(doc.length, at + 14);
    for (let i = at + 3; i < limit; i++) {
      const c = doc.charCodeAt(i);
      if (c === 0x27) return i + 1;
      if (c === 0x0a) break;
    }
    return at + 1;
  }
  if (first === 0x27 || first === 0x0a || Number.isNaN(first)) return at + 1;
  const width = first >= 0xd800 && first <= 0xdbff ? 2 : 1;
  return doc.charCodeAt(at + 1 + width) === 0x27 ? at + 2 + width : at + 1;
}

/** Offset of the "*\/" that closes a Rust block comment whose content starts at `at` (they nest), or -1. */
function nestedCommentEnd(doc: string, at: number): number {
  let depth = 1;
  let i = at;
  while (i < doc.length - 1) {
    const c = doc.charCodeAt(i);
    const next = doc.charCodeAt(i + 1);
    if (c === 0x2f && next === 0x2a) {
      depth++;
      i += 2;
    } else if (c === 0x2a && next === 0x2f) {
      if (--depth === 0) return i;
      i += 2;
    } else i++;
  }
  return -1;
}

/** Whether the word [from, to) is a Rust raw string prefix (r, br, cr) followed by "#" or '"'. */
function isRustRawPrefix(doc: string, from: number, to: number): boolean {
  if (to - from > 2) return false;
  const word = doc.slice(from, to);
  if (word !== 'r' && word !== 'br' && word !== 'cr') return false;
  const next = doc.charCodeAt(to);
  return next === 0x23 || next === 0x22;
}

/**
 * A Rust raw string whose hashes or quote start at `at`: `r#"..."#` ends at a quote followed by as many "#" as
 * opened it. `r#ident` (a raw identifier) is not a string: the scan goes on after the word.
 */
function rustRaw(doc: string, at: number, out: ViewList): number {
  let hashes = 0;
  while (doc.charCodeAt(at + hashes) === 0x23) hashes++;
  if (doc.charCodeAt(at + hashes) !== 0x22) return at;
  const from = at + hashes + 1;
  let i = from;
  for (;;) {
    const quote = doc.indexOf('"', i);
    if (quote === -1) return doc.length;
    let h = 0;
    while (h < hashes && doc.charCodeAt(quote + 1 + h) === 0x23) h++;
    if (h === hashes) {
      out.literal(from, quote, ESCAPES.none);
      return quote + 1 + hashes;
    }
    i = quote + 1;
  }
}

/**
 * A C++ raw string whose quote is at `at`, after a word ending in "R" (R, u8R, uR, UR, LR): `R"delim(...)delim"`,
 * the delimiter at most 16 characters and free of parentheses, backslashes and blanks (C++11 [lex.string]).
 * Anything else is an ordinary string.
 */
function cppRaw(doc: string, at: number, out: ViewList): number {
  let open = at + 1;
  while (open < doc.length && open - at <= 17) {
    const c = doc.charCodeAt(open);
    if (c === 0x28) break;
    if (c === 0x29 || c === 0x5c || c <= 0x20 || c === 0x22) return quoted(doc, at, 'c', out);
    open++;
  }
  if (doc.charCodeAt(open) !== 0x28) return quoted(doc, at, 'c', out);
  const closing = ')' + doc.slice(at + 1, open) + '"';
  const close = doc.indexOf(closing, open + 1);
  if (close === -1) return doc.length;
  out.literal(open + 1, close, ESCAPES.none);
  return close + closing.length;
}
