import type { ViewBuilder } from '../view';

/** HTML reads the HTML named references; XML knows only its five predefined entities (XML 1.0 section 4.6). */
export type MarkupFlavour = 'html' | 'xml';

/** A character reference read at "&": what it stands for, and the document offset just past its ";". */
interface Reference {
  text: string;
  end: number;
}

const XML_NAMED = new Map<string, string>([['amp', '&'], ['lt', '<'], ['gt', '>'], ['quot', '"'], ['apos', "'"]]);

/**
 * The named references HTML pages and Markdown write around and inside URLs: the XML five, spaces and dashes,
 * quotes, and the punctuation HTML5 names (`&sol;`, `&colon;`, `&quest;`). A name not listed stays as written,
 * which keeps its "&" and ";" (both legal in a URL) rather than guessing.
 */
const HTML_NAMED = new Map<string, string>([
  ...XML_NAMED,
  ...Object.entries({
    nbsp: '\u00a0', ensp: '\u2002', emsp: '\u2003', thinsp: '\u2009', zwsp: '\u200b', zwnj: '\u200c', zwj: '\u200d',
    lrm: '\u200e', rlm: '\u200f', shy: '\u00ad', ndash: '\u2013', mdash: '\u2014', hellip: '\u2026', lsquo: '\u2018',
    rsquo: '\u2019', sbquo: '\u201a', ldquo: '\u201c', rdquo: '\u201d', bdquo: '\u201e', laquo: '\u00ab',
    raquo: '\u00bb', lsaquo: '\u2039', rsaquo: '\u203a', copy: '\u00a9', reg: '\u00ae', trade: '\u2122',
    middot: '\u00b7', bull: '\u2022', times: '\u00d7', divide: '\u00f7', deg: '\u00b0', plusmn: '\u00b1',
    para: '\u00b6', sect: '\u00a7', euro: '\u20ac', pound: '\u00a3', yen: '\u00a5', cent: '\u00a2', tilde: '\u02dc',
    circ: '\u02c6', sol: '/', colon: ':', quest: '?', equals: '=', num: '#', percnt: '%', period: '.', commat: '@',
    lowbar: '_', verbar: '|', vert: '|', excl: '!', lpar: '(', rpar: ')', lsqb: '[', rsqb: ']', lbrack: '[',
    rbrack: ']', lcub: '{', rcub: '}', lbrace: '{', rbrace: '}', plus: '+', comma: ',', semi: ';', dollar: '$',
    ast: '*', midast: '*', hyphen: '\u2010', dash: '\u2010', grave: '`', Hat: '^', Tab: '\t', NewLine: '\n',
    bsol: '\\', auml: '\u00e4', Auml: '\u00c4', ouml: '\u00f6', Ouml: '\u00d6', uuml: '\u00fc', Uuml: '\u00dc',
    szlig: '\u00df', eacute: '\u00e9', Eacute: '\u00c9', egrave: '\u00e8', aacute: '\u00e1', agrave: '\u00e0',
    ccedil: '\u00e7', ntilde: '\u00f1', oacute: '\u00f3', iacute: '\u00ed', uacute: '\u00fa', ecirc: '\u00ea',
  }),
]);

/** Longest name we look up: a longer run of name characters is not one of ours and stays as written. */
const MAX_NAME = 32;

/**
 * The character reference whose "&" is doc[at], ending before `limit`: `&name;`, `&#NN;` (up to 7 digits) or
 * `&#xHH;` (up to 6 hex digits). Only references closed by ";" are read (the legacy HTML forms without it are
 * ambiguous next to URL query text such as `&copy=1`). A numeric reference to no character (0, a surrogate, past
 * U+10FFFF) stays as written. Reads at most MAX_NAME + 3 characters.
 */
function readReference(doc: string, at: number, limit: number, flavour: MarkupFlavour): Reference | undefined {
  let i = at + 1;
  if (i < limit && doc.charCodeAt(i) === 0x23 /* # */) {
    i++;
    const hex = i < limit && (doc.charCodeAt(i) | 0x20) === 0x78; /* x */
    if (hex) i++;
    const digitsStart = i;
    const max = hex ? 6 : 7;
    while (i < limit && i - digitsStart < max && isDigit(doc.charCodeAt(i), hex)) i++;
    if (i === digitsStart || i >= limit || doc.charCodeAt(i) !== 0x3b /* ; */) return undefined;
    const cp = parseInt(doc.slice(digitsStart, i), hex ? 16 : 10);
    if (cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return undefined;
    return { text: String.fromCodePoint(cp), end: i + 1 };
  }
  const nameStart = i;
  while (i < limit && i - nameStart <= MAX_NAME && isNameChar(doc.charCodeAt(i))) i++;
  if (i === nameStart || i >= limit || doc.charCodeAt(i) !== 0x3b) return undefined;
  const text = (flavour === 'xml' ? XML_NAMED : HTML_NAMED).get(doc.slice(nameStart, i));
  return text === undefined ? undefined : { text, end: i + 1 };
}

/**
 * Decodes what starts at doc[at] into `b`, after the text doc[run, at) as written: a character reference ("&"), or a
 * backslash escape of a character `escapable` accepts (Markdown's `\_`; HTML and XML have none). Returns the offset
 * past it, or -1 when nothing there decodes (nothing is appended then). The HTML, XML and Markdown readers all decode
 * through here, so a decoded character's source is always its whole reference or escape.
 */
export function decodeAt(
  b: ViewBuilder,
  doc: string,
  run: number,
  at: number,
  to: number,
  flavour: MarkupFlavour,
  escapable?: (c: number) => boolean,
): number {
  const c = doc.charCodeAt(at);
  if (c === 0x5c /* \ */) {
    if (escapable === undefined || at + 1 >= to || !escapable(doc.charCodeAt(at + 1))) return -1;
    b.copy(run, at).decoded(at, at + 2, doc.charAt(at + 1));
    return at + 2;
  }
  if (c !== 0x26 /* & */) return -1;
  const ref = readReference(doc, at, to, flavour);
  if (!ref) return -1;
  b.copy(run, at).decoded(at, ref.end, ref.text);
  return ref.end;
}

/** Appends doc[from, to) to the builder with its character references (and escapes, see decodeAt) decoded. */
export function appendDecoded(
  b: ViewBuilder,
  doc: string,
  from: number,
  to: number,
  flavour: MarkupFlavour,
  escapable?: (c: number) => boolean,
): void {
  // A plain loop rather than indexOf: indexOf would look past `to`, and many short ranges would cost quadratic time.
  let run = from;
  let i = from;
  while (i < to) {
    const c = doc.charCodeAt(i);
    const end = c === 0x26 || c === 0x5c ? decodeAt(b, doc, run, i, to, flavour, escapable) : -1;
    if (end === -1) i++;
    else i = run = end;
  }
  b.copy(run, to);
}

function isDigit(c: number, hex: boolean): boolean {
  if (c >= 0x30 && c <= 0x39) return true;
  const l = c | 0x20;
  return hex && l >= 0x61 && l <= 0x66;
}

function isNameChar(c: number): boolean {
  const l = c | 0x20;
  return (l >= 0x61 && l <= 0x7a) || (c >= 0x30 && c <= 0x39);
}
