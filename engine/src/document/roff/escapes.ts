/**
 * roff escape sequences as a reader of the formatted page sees them (groff(7) "Escape sequences", groff_char(7)).
 *
 * Each escape is classified by what it puts on the page:
 * - a character (`\-` is "-", `\(ti` is "~", `\e` is a backslash): `text` holds it;
 * - nothing (`\&`, `\fB`, `\%`, comments): `text` is "";
 * - something the reader cannot know here (a string or register interpolation, a motion, an unknown glyph):
 *   `text` is undefined and the escape is a boundary no URL crosses, since guessing its output could join or split
 *   a URL wrongly, and a fix must never rewrite an escape it does not understand.
 */
export interface RoffEscape {
  /** Document offset just past the escape. */
  end: number;
  text: string | undefined;
}

/** Glyphs by their groff_char(7) names, for `\(xx` and `\[name]`: the ones man pages write around URLs. */
const GLYPHS = table({
  ti: '~', aq: "'", dq: '"', em: '\u2014', en: '\u2013', hy: '\u2010', mi: '\u2212', lq: '\u201c', rq: '\u201d',
  oq: '\u2018', cq: '\u2019', bu: '\u2022', co: '\u00a9', rg: '\u00ae', tm: '\u2122', at: '@', sl: '/', rs: '\\',
  ha: '^', sh: '#', Do: '$', eq: '=', pl: '+', ga: '`', aa: '\u00b4', ul: '_', ba: '|', or: '|', lB: '[', rB: ']',
  lC: '{', rC: '}', la: '\u27e8', ra: '\u27e9', Fo: '\u00ab', Fc: '\u00bb', fo: '\u2039', fc: '\u203a', dg: '\u2020',
  de: '\u00b0', ps: '\u00b6', sc: '\u00a7', mu: '\u00d7', di: '\u00f7', pc: '\u00b7', Eu: '\u20ac', Po: '\u00a3',
  ct: '\u00a2', Ye: '\u00a5', ss: '\u00df',
});

/** Predefined strings of the man and mdoc macros that pages put right next to URLs (`\*(lq`, `\*R`). */
const STRINGS = table({ lq: '\u201c', rq: '\u201d', R: '\u00ae', Tm: '\u2122', Lq: '\u201c', Rq: '\u201d' });

/** Escapes followed by one name (`\fB`, `\f(CW`, `\f[BI]`) whose output is nothing: font and size changes. */
const NAMED_NOTHING = 'fF';
/** Escapes followed by a name whose output is unknown here: strings, registers, arguments, colours, marks. */
const NAMED_UNKNOWN = '*nk$gmMYV';
/** Escapes followed by a delimited argument (`\h'1m'`, `\X'...'`): motions, drawing, device controls. */
const DELIMITED = 'hvwXobLlDNCRZABSx';

/** Output of the single-character escapes; absent: a boundary (see RoffEscape). */
const SINGLE = table({
  '-': '-', e: '\\', E: '\\', '\\': '\\', '~': ' ', ' ': ' ', '0': ' ', t: '\t', '.': '.', '`': '`', "'": '\u00b4',
  // Zero-width: non-printing input break, break points, italic corrections, transparent, no-space, conditionals,
  // narrow motions that show as nothing on a terminal.
  '&': '', ':': '', '%': '', '/': '', ',': '', ')': '', c: '', '|': '', '^': '', '{': '', '}': '', d: '', u: '',
  p: '', r: '', a: '',
});

/** A Map, so that names such as "constructor" are not found on Object.prototype. */
function table(entries: Record<string, string>): ReadonlyMap<string, string> {
  return new Map(Object.entries(entries));
}

/**
 * The escape whose backslash is doc[at], read no further than `lineEnd` (escapes never cross a line, except the
 * escaped newline itself, which the caller handles). Never undefined: a lone or unknown escape is a boundary.
 */
export function readEscape(doc: string, at: number, lineEnd: number): RoffEscape {
  const k = at + 1;
  if (k >= lineEnd) return { end: lineEnd, text: undefined };
  const c = doc.charAt(k);
  // Comments: `\"` runs to the end of the line; `\#` too (groff also swallows its newline, which we keep: a line
  // break is the safer boundary for a URL).
  if (c === '"' || c === '#') return { end: lineEnd, text: '' };
  if (c === '(') {
    const end = Math.min(k + 3, lineEnd);
    return { end, text: GLYPHS.get(doc.slice(k + 1, end)) };
  }
  if (c === '[') {
    const name = bracketed(doc, k, lineEnd);
    if (name === undefined) return { end: k + 1, text: undefined };
    return { end: name.end, text: glyph(name.text) };
  }
  if (c === 's') return { end: sizeEnd(doc, k + 1, lineEnd), text: '' };
  if (NAMED_NOTHING.includes(c)) return { end: nameEnd(doc, k + 1, lineEnd), text: '' };
  if (NAMED_UNKNOWN.includes(c)) {
    let from = k + 1;
    if (c === 'n' && from < lineEnd && (doc[from] === '+' || doc[from] === '-')) from++;
    const end = nameEnd(doc, from, lineEnd);
    return { end, text: c === '*' ? STRINGS.get(nameOf(doc, from, end)) : undefined };
  }
  if (DELIMITED.includes(c)) {
    // An argument whose closing delimiter is missing runs to the end of the line (groff reads on to the newline
    // looking for it). Were the rest of the line text, a fix there could write the delimiter and close the argument
    // early: `\Z-HTTP://﯆` would become `\Z-http://xn--5r6c`, whose "-" ends the argument in the middle of the URL.
    // The search stops at the line's end, and the scan goes on past the argument, so each line is read once.
    const delimiter = doc.charCodeAt(k + 1);
    let i = k + 2;
    while (i < lineEnd && doc.charCodeAt(i) !== delimiter) i++;
    return { end: Math.min(i + 1, lineEnd), text: undefined };
  }
  return { end: k + 1, text: SINGLE.get(c) };
}

/** `\[name]` at doc[open] = "[": the name and the offset past "]", if it closes on the line within 40 characters. */
function bracketed(doc: string, open: number, lineEnd: number): { text: string; end: number } | undefined {
  const limit = Math.min(lineEnd, open + 41);
  for (let i = open + 1; i < limit; i++) if (doc[i] === ']') return { text: doc.slice(open + 1, i), end: i + 1 };
  return undefined;
}

/** A glyph by name, or a Unicode one written `u` and 4 to 6 hex digits (`\[u00E9]`). */
function glyph(name: string): string | undefined {
  const known = GLYPHS.get(name);
  if (known !== undefined) return known;
  if (name.length >= 5 && name.length <= 7 && name[0] === 'u' && isHex(name, 1)) {
    const cp = parseInt(name.slice(1), 16);
    if (cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff)) return String.fromCodePoint(cp);
  }
  return undefined;
}

function isHex(s: string, from: number): boolean {
  for (let i = from; i < s.length; i++) {
    const c = s.charCodeAt(i) | 0x20;
    if (!((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66))) return false;
  }
  return true;
}

/** End of a name after an escape letter: `(xx`, `[name]`, or one character. */
function nameEnd(doc: string, from: number, lineEnd: number): number {
  if (from >= lineEnd) return lineEnd;
  if (doc[from] === '(') return Math.min(from + 3, lineEnd);
  if (doc[from] === '[') return bracketed(doc, from, lineEnd)?.end ?? from + 1;
  return from + 1;
}

/** The name that nameEnd delimited, without its "(" or brackets. */
function nameOf(doc: string, from: number, end: number): string {
  if (doc[from] === '(') return doc.slice(from + 1, end);
  if (doc[from] === '[') return doc.slice(from + 1, end - 1);
  return doc.slice(from, end);
}

/** End of a size change after `\s`: `\s0`, `\s-1`, `\s+(12`, `\s[12]`. */
function sizeEnd(doc: string, from: number, lineEnd: number): number {
  let i = from;
  if (i < lineEnd && (doc[i] === '+' || doc[i] === '-')) i++;
  if (i < lineEnd && (doc[i] === '(' || doc[i] === '[')) return nameEnd(doc, i, lineEnd);
  return i < lineEnd && doc.charAt(i) >= '0' && doc.charAt(i) <= '9' ? i + 1 : i;
}
