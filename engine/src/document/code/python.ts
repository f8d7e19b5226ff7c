import { concatenationAfter, decodedLiteral, ESCAPES, type EscapeSyntax, isWordChar, type TextView, type ViewBuilder, ViewList, wordEnd } from '../view';

/**
 * Python: "#" comments and string literals. A literal may have a prefix (r, b, u, f and their pairs, any case) glued
 * to its first quote; it is single-quoted on one line or triple-quoted over any number (a docstring, read as prose).
 * A backslash always keeps the next character from closing the literal (even in a raw string, where `r"\""` is one
 * literal). In an f-string a quote inside a `{...}` replacement field does not close it (Python 3.12 allows
 * `f"{d["k"]}"`); the field stays in the view as written, a placeholder.
 */
export function pythonViews(doc: string): TextView[] {
  const out = new ViewList(doc);
  const n = doc.length;
  let depth = 0;
  let i = 0;
  while (i < n) {
    const c = doc.charCodeAt(i);
    if (c === 0x23) {
      i = out.lineComment(i + 1);
    } else if (c === 0x22 || c === 0x27) {
      i = literal(doc, i, depth > 0, out);
    } else if (isWordChar(c)) {
      const end = wordEnd(doc, i);
      const q = doc.charCodeAt(end);
      if ((q === 0x22 || q === 0x27) && isPrefix(doc, i, end)) i = literal(doc, end, depth > 0, out, { formatted: hasF(doc, i, end), raw: hasR(doc, i, end), bytes: hasB(doc, i, end) });
      else i = end;
    } else {
      // Inside brackets a line break does not end the statement, so literals on the next line still join.
      if (c === 0x28 || c === 0x5b || c === 0x7b) depth++;
      else if ((c === 0x29 || c === 0x5d || c === 0x7d) && depth > 0) depth--;
      i++;
    }
  }
  return out.views;
}

/** Whether [from, to) is a string prefix: one or two of r, b, u, f (any case). */
function isPrefix(doc: string, from: number, to: number): boolean {
  if (to - from > 2) return false;
  for (let i = from; i < to; i++) {
    const c = doc.charCodeAt(i) | 0x20;
    if (c !== 0x72 && c !== 0x62 && c !== 0x75 && c !== 0x66) return false;
  }
  return true;
}

function hasF(doc: string, from: number, to: number): boolean {
  return hasLetter(doc, from, to, 0x66);
}

/** A raw string (`r"\d"`, `Rb"..."`): its backslashes are characters. */
function hasR(doc: string, from: number, to: number): boolean {
  return hasLetter(doc, from, to, 0x72);
}

/** A bytes literal (`b"..."`, `rb"..."`). */
function hasB(doc: string, from: number, to: number): boolean {
  return hasLetter(doc, from, to, 0x62);
}

function hasLetter(doc: string, from: number, to: number, lower: number): boolean {
  for (let i = from; i < to; i++) if ((doc.charCodeAt(i) | 0x20) === lower) return true;
  return false;
}

/**
 * Reads the literal whose first quote is at `at`; returns where the scan goes on. Looks like Ruby's closeRuby and
 * TOML's multiLine, but only Python nests quotes in `{...}` fields (`{{` escaped) and ends a one-line literal at "\n".
 * A one-line literal is joined with the one-line literals right after it, as Python joins adjacent literals into one
 * string (the language reference, "String literal concatenation"): `"https://${HOST}:$PASS@"` newline
 * `"%DOMAIN%github.com/x"` in pip's tests is one value, so one URL. Then, as in Java (c.ts), a "+" after the last
 * one is a string the program completes (`b"http://userinfo@" + SNOWMAN + b".com"`, rfc3986's tests): the value
 * ends with a placeholder "…" mapped to no character at the closing quote.
 */
function literal(doc: string, at: number, inBrackets: boolean, out: ViewList, prefix = NO_PREFIX): number {
  const { formatted, raw, bytes } = prefix;
  const escapes = raw ? ESCAPES.none : ESCAPES.python;
  const q = doc.charCodeAt(at);
  const triple = doc.charCodeAt(at + 1) === q && doc.charCodeAt(at + 2) === q;
  const from = at + (triple ? 3 : 1);
  const close = closingQuote(doc, from, q, triple, formatted);
  if (close < 0) return -close - 1;
  if (triple) {
    out.text(from, close, escapes);
    return close + 3;
  }
  const pieces: Piece[] = [{ from, close, escapes }];
  let fields = formatted;
  for (let next = nextLiteral(doc, close + 1, inBrackets); next !== undefined; next = nextLiteral(doc, pieces[pieces.length - 1]!.close + 1, inBrackets)) {
    if (next.bytes !== bytes) break; // bytes and text do not join (a SyntaxError): each is read alone
    const end = closingQuote(doc, next.from, next.quote, false, next.formatted);
    if (end < 0) break;
    pieces.push({ from: next.from, close: end, escapes: next.raw ? ESCAPES.none : ESCAPES.python });
    fields ||= next.formatted;
  }
  const last = pieces[pieces.length - 1]!.close;
  const plus = concatenationAfter(doc, last + 1);
  if (pieces.length === 1 && plus === -1) {
    out.literal(from, close, escapes, formatted ? 'braces' : undefined);
    return close + 1;
  }
  let view: ViewBuilder | undefined;
  for (const piece of pieces) view = decodedLiteral(doc, piece.from, piece.close, piece.escapes, 'string', view);
  if (plus !== -1) view!.decoded(last, last, '\u2026');
  const built = view!.build();
  if (built !== undefined && fields) built.fields = 'braces';
  out.add(built);
  return last + 1;
}

interface Piece {
  from: number;
  close: number;
  escapes: EscapeSyntax;
}

/**
 * The closing quote of the literal whose text starts at `from`, or, when it has none (a one-line literal cut by its
 * line's end, or the document's end), -1 minus where the scan goes on.
 */
function closingQuote(doc: string, from: number, q: number, triple: boolean, formatted: boolean): number {
  let depth = 0;
  let i = from;
  while (i < doc.length) {
    const c = doc.charCodeAt(i);
    if (c === 0x5c) {
      i += 2;
      continue;
    }
    if (c === 0x0a && !triple) return -i - 1;
    if (formatted && c === 0x7b) {
      if (depth === 0 && doc.charCodeAt(i + 1) === 0x7b) i++;
      else depth++;
    } else if (formatted && c === 0x7d && depth > 0) {
      depth--;
    } else if (c === q && depth === 0 && (!triple || (doc.charCodeAt(i + 1) === q && doc.charCodeAt(i + 2) === q))) {
      return i;
    }
    i++;
  }
  return -doc.length - 1;
}

/** A literal's prefix letters: f (formatted), r (raw), b (bytes). */
interface Prefix {
  formatted: boolean;
  raw: boolean;
  bytes: boolean;
}
const NO_PREFIX: Prefix = { formatted: false, raw: false, bytes: false };

/**
 * The one-line literal that starts after blanks and backslash line joins at doc[at] (and line breaks, inside
 * brackets, where they do not end the statement), its prefix included, if one does: the next piece of an implicit
 * concatenation. Not a triple-quoted one (a docstring stands alone).
 */
function nextLiteral(doc: string, at: number, inBrackets: boolean): (Prefix & { from: number; quote: number }) | undefined {
  let i = at;
  for (;;) {
    const c = doc.charCodeAt(i);
    if (c === 0x20 || c === 0x09 || (inBrackets && (c === 0x0a || c === 0x0d))) i++;
    else if (c === 0x5c && (doc.charCodeAt(i + 1) === 0x0a || doc.charCodeAt(i + 1) === 0x0d)) i += 2;
    else break;
  }
  let quote = i;
  while (quote < i + 2 && isWordChar(doc.charCodeAt(quote))) quote++;
  const q = doc.charCodeAt(quote);
  if ((q !== 0x22 && q !== 0x27) || !isPrefix(doc, i, quote)) return undefined;
  if (doc.charCodeAt(quote + 1) === q && doc.charCodeAt(quote + 2) === q) return undefined;
  return { from: quote + 1, quote: q, formatted: hasF(doc, i, quote), raw: hasR(doc, i, quote), bytes: hasB(doc, i, quote) };
}
