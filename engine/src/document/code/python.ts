import { ESCAPES, isWordChar, type TextView, ViewList, wordEnd } from '../view';

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
  let i = 0;
  while (i < n) {
    const c = doc.charCodeAt(i);
    if (c === 0x23) {
      i = out.lineComment(i + 1);
    } else if (c === 0x22 || c === 0x27) {
      i = literal(doc, i, false, out);
    } else if (isWordChar(c)) {
      const end = wordEnd(doc, i);
      const q = doc.charCodeAt(end);
      if ((q === 0x22 || q === 0x27) && isPrefix(doc, i, end)) i = literal(doc, end, hasF(doc, i, end), out, hasR(doc, i, end));
      else i = end;
    } else {
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

function hasLetter(doc: string, from: number, to: number, lower: number): boolean {
  for (let i = from; i < to; i++) if ((doc.charCodeAt(i) | 0x20) === lower) return true;
  return false;
}

/**
 * Reads the literal whose first quote is at `at`; returns where the scan goes on. Looks like Ruby's closeRuby and
 * TOML's multiLine, but only Python nests quotes in `{...}` fields (`{{` escaped) and ends a one-line literal at "\n".
 */
function literal(doc: string, at: number, formatted: boolean, out: ViewList, raw = false): number {
  const escapes = raw ? ESCAPES.none : ESCAPES.python;
  const q = doc.charCodeAt(at);
  const triple = doc.charCodeAt(at + 1) === q && doc.charCodeAt(at + 2) === q;
  const from = at + (triple ? 3 : 1);
  let depth = 0;
  let i = from;
  while (i < doc.length) {
    const c = doc.charCodeAt(i);
    if (c === 0x5c) {
      i += 2;
      continue;
    }
    if (c === 0x0a && !triple) return i;
    if (formatted && c === 0x7b) {
      if (depth === 0 && doc.charCodeAt(i + 1) === 0x7b) i++;
      else depth++;
    } else if (formatted && c === 0x7d && depth > 0) {
      depth--;
    } else if (c === q && depth === 0 && (!triple || (doc.charCodeAt(i + 1) === q && doc.charCodeAt(i + 2) === q))) {
      if (triple) out.text(from, i, escapes);
      else out.literal(from, i, escapes, formatted ? 'braces' : undefined);
      return i + (triple ? 3 : 1);
    }
    i++;
  }
  return doc.length;
}
