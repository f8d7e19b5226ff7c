import { END, isPathBackslash, TERMINATORS } from '../../find/chars';
import { isMacroText } from '../../find/bare';
import type { Locator } from '../../types';
import type { TextView, WholeValue } from './view';

/**
 * Where the document delimits a value, a URL in it is the whole value, not the text up to its first space (RFC 1738
 * section 2.2: "The space character is unsafe", so a space inside a delimited URL is a mistake to report, not the
 * URL's end). A view says what kind of value it is (TextView.whole):
 * - `url`: a value that is one URL by the document's definition: an HTML/XML attribute such as `href` or `src`
 *   (markup/scan.ts lists them), a Markdown link or image destination, a link reference definition's destination.
 * - `angle`: a Markdown link destination written `<...>` (CommonMark 6.3), where a space is allowed and a renderer
 *   encodes it: the form the markdown-link-space fix proposes. Marked `delimited: 'markdown-angle'`: its spaces are no
 *   `unsafe-character` (lint.ts).
 * - `link`: the text between the parentheses of a Markdown `[text](...)` that CommonMark does not read as a link
 *   because its destination holds a space (CommonMark 6.3: a destination not in `<...>` "does not include ASCII
 *   whitespace"). The locator is marked `delimited: 'markdown-link'`, which the markdown-link-space rule reports.
 * - `relative`: the same for a destination with no scheme that the Markdown reader takes for a relative path
 *   (`[Test](docs/my file.md)`; markdown/relative-destination.ts). The finder finds no URL in it, so the whole value
 *   is one locator marked `relative` (and `delimited: 'markdown-link'`); should the finder find one, the value is
 *   read as a `link`.
 * - `string`: a string literal or config value. A string may hold a sentence that starts with a URL
 *   (`"https://a.example/ is down"`), so it is taken whole only when what follows the URL continues it: see
 *   continuesUrl.
 * In every kind the value must start with the URL (leading and trailing whitespace aside: browsers and URL parsers
 * strip it), the finder must have found a bare URL there, and the value must not span lines (a value laid out over
 * lines is text, and a line break is no character a URL holds). Otherwise the finder's locators stand.
 */
export type { WholeValue } from './view';

/** The finder's locators of a view (view offsets), with a URL that starts the view's value extended to all of it. */
export function takeWhole(view: TextView, found: Locator[]): Locator[] {
  if (view.whole === 'relative' && found.length === 0) return relativeDestination(view.text);
  const kind = view.whole === 'relative' ? 'link' : view.whole;
  const first = found[0];
  if (kind === undefined || first === undefined || first.kind !== 'bare') return found;
  // A URL joined across a hyphen break spans lines, and so does its value (YAML `"...#- ` CR `k: ..."` was taken
  // whole, its line break in the URL, until fix-all encoded the blank before the break and the join was gone).
  if (first.whitespace.length > 0) return found;
  const text = view.text;
  const from = trimmedStart(text);
  let to = trimmedEnd(text, from);
  if (first.start !== from) return found;
  // An AsciiDoc URL macro's text ends the URL in a string too (`'http://google.com[Google^]'` in asciidoctor's tests).
  // Not in a value the document says is one URL (an `href`, a link destination, a hyperlink target): there a "[" is
  // the URL's (`.. _: telnet://1%20@[]` was cut before `[]` once its space was encoded, and whole before).
  if (kind === 'string' && text.charCodeAt(first.end) === 0x5b && isMacroText(text, first.end)) return found;
  // A string that ends a sentence with the URL keeps its full stop out of it (Python joins adjacent literals:
  // `"... see "` newline `"https://a.example/x.html."`).
  // But not an escaped "." (`"https://dns-service\."`, a regular expression's): that one is the value's.
  // Nor exactly two (`'http://a/b/c/g..'`, RFC 3986 section 5.4.2's "g.." segment in ruby/uri's tests): no sentence
  // ends with "..", which is a path's segment.
  const twoDots = text.endsWith('..', to) && text[to - 3] !== '.';
  // A ":" after a path, query or fragment is theirs (`URI "http://example/:"`); one right after the host is a port's, completed by
  // the program (`'http://localhost:' + port` in JavaScript, a prefix `startswith("http://0.0.0.0:")`): trimmed.
  // Asked of the value, not of the finder's URL: a fix that encodes what ended that URL (`"mailto:e</:"`) must not
  // change the answer.
  const colonIsPath = beyondAuthority(text.slice(from, to));
  if (kind === 'string' && !twoDots) {
    while (to > first.end && (SENTENCE_END.includes(text[to - 1]!) || (text[to - 1] === ':' && !colonIsPath)) && !(text[to - 1] === '.' && text[to - 2] === '\\')) to--;
  }
  // A NUL ends a C string (a Windows resource script's `"https://x.example/\0"`): the value stops there, where a NUL
  // ends a bare URL too. Where it does not (an attribute value), the finder reads on through it once a fix encodes
  // the space before it, so it is the value's as well.
  const stop = TERMINATORS[view.context];
  const nul = (stop.end & END) !== 0 ? text.indexOf('\0', first.end) : -1;
  if (nul !== -1 && nul < to) to = nul;
  while (to > first.end && isSpace(text.charCodeAt(to - 1))) to--;
  if (first.end === to && kind !== 'link') return found;
  if (!continuesUrl(text, from, first.end, to, kind, stop.pathBackslash === true, stop.backslashInValue === true, view.fields === 'braces')) return found;
  const url = text.slice(from, to);
  const whole: Locator = {
    kind: 'bare',
    start: from,
    end: to,
    url,
    offsets: offsetsFrom(from, url.length),
    whitespace: first.whitespace,
    hyphenBreaks: first.hyphenBreaks,
    delimited: kind === 'link' ? 'markdown-link' : kind === 'angle' ? 'markdown-angle' : 'value',
  };
  // A mistyped scheme stays one taken whole (its prefix is the value's start either way).
  if (first.schemeTypo !== undefined) whole.schemeTypo = first.schemeTypo;
  // Past `to` comes trailing whitespace, or the text after a NUL, which the finder reads as the same text whatever
  // fix-all does before it (`k=http:///# b` NUL `gopher://e:/`): its URLs stay.
  const after = found.filter((l) => l.start >= to);
  return after.length === 0 ? [whole] : [whole, ...after];
}

/** The locator of a relative destination that holds a space: the view's text, leading and trailing whitespace aside. */
function relativeDestination(text: string): Locator[] {
  const from = trimmedStart(text);
  const to = trimmedEnd(text, from);
  if (from === to) return [];
  const url = text.slice(from, to);
  return [{ kind: 'bare', start: from, end: to, url, offsets: offsetsFrom(from, url.length), whitespace: [], hyphenBreaks: [], delimited: 'markdown-link', relative: true }];
}

/** Where a value starts and ends, the whitespace around it aside (URL parsers strip it). */
function trimmedStart(text: string): number {
  let from = 0;
  while (from < text.length && isSpace(text.charCodeAt(from))) from++;
  return from;
}

function trimmedEnd(text: string, from: number): number {
  let to = text.length;
  while (to > from && isSpace(text.charCodeAt(to - 1))) to--;
  return to;
}

/** View offsets of a URL of `length` characters written as itself from view offset `from`. */
function offsetsFrom(from: number, length: number): Uint32Array {
  const offsets = new Uint32Array(length + 1);
  for (let i = 0; i <= length; i++) offsets[i] = from + i;
  return offsets;
}

/**
 * Whether text[from, to), what follows the URL the finder found at the start of a value, is more of that URL.
 * Never across a line break. For `url` and `link` values, always otherwise: the document says the value is a URL.
 *
 * For a `string`, the finder stopped at one of its terminators; the value is one URL when:
 * - no backslash follows, right after the URL or in a later word, but for a path separator the prose finder keeps
 *   (isPathBackslash: `url = file:///C:/my dir\file` in INI) and in a view whose escapes are decoded, where a
 *   backslash is the value's own (`"https://a.example/\n"` is read as the URL and a line feed, which ends it, and
 *   `"http://json-schema.org/draft-07\\schema"` holds one backslash), and
 * - after each run of whitespace comes no word and no other URL, but for one bare word that ends the value (see the
 *   end of the function). A word is letters and digits (any script, with
 *   inner "'" and "-"), bracketed or followed by sentence punctuation: `"https://a.example/ for details"`,
 *   `"http://x.example/ (default)"`, `"https://a.example https://b.example"` are text or lists, while
 *   `"https://eslint.org/docs/lat est/rules/x"`, `"https://a.example/my guide.pdf"` continue a path ("est/rules/x"
 *   and "guide.pdf" hold URL punctuation between word characters). Anything else after the URL without whitespace
 *   ("。", '"', "<", ">", a closing bracket, trailing punctuation) is inside the value, so it is the URL's.
 * A `${...}` substitution (a JavaScript template literal, a shell or template placeholder) is code standing for a
 * part of the URL: what is inside it is neither a word nor a space of the value
 * (`https://codeload.github.com/gist/${project}/tar.gz/${maybeEncode(committish) || 'master'}`); so is a `{...}`
 * replacement field of a Python f-string (`f'https://{env.authority_for(env.domain1, proto)}'`).
 * Set on the string literals of 4,176 JavaScript and TypeScript files of node_modules and 2,038 Python files of
 * Python's library: 2 string values start with a URL and go on after whitespace, a template literal (taken whole)
 * and `"http://bit.ly/2hrImnY for details).\n"` (a message: not taken). Values that go on without whitespace are
 * as rare: a sentence split over adjacent Python literals ends `urllib3.contrib.html."` (its full stop stays out),
 * a test vector `"http://a/b/c/g."` (cut as before), escapes (`\n`, `\N{COMET}`: not taken).
 */
function continuesUrl(
  text: string,
  start: number,
  from: number,
  to: number,
  kind: WholeValue,
  pathBackslash: boolean,
  backslashInValue: boolean,
  braceFields: boolean,
): boolean {
  let afterSpace = false;
  let tokens = 0; // runs of non-space after whitespace
  let bareWords = 0;
  let substitution = 0; // depth of `${` ... `}` (see above), counted from the URL's start
  const closed = closedSubstitutions(text, start, to);
  for (let i = start; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x24 && substitution === 0 && closed.has(i)) {
      substitution++;
      i++;
      continue;
    }
    // An f-string's replacement field (TextView.fields) is a substitution too; "{{" is an escaped "{", text.
    if (braceFields && substitution === 0 && c === 0x7b) {
      if (text.charCodeAt(i + 1) === 0x7b) i++;
      else substitution++;
      continue;
    }
    if (substitution > 0) {
      if (c === 0x7b) substitution++;
      else if (c === 0x7d) substitution--;
    }
    if (i < from) continue;
    if (c === 0x0a || c === 0x0d) return false;
    if (kind !== 'string' || substitution > 0) continue;
    if (c === 0x5c && !backslashInValue && !(pathBackslash && isPathBackslash(text, i))) return false;
    if (isSpace(c)) {
      afterSpace = true;
      continue;
    }
    if (!afterSpace) continue;
    afterSpace = false;
    let end = i;
    while (end < to && !isSpace(text.charCodeAt(end))) {
      // A backslash in a later word ends the value as one right after the URL does (`"file:///R %\\="`,
      // `y = ftp://0/ #\%s`): once a fix encodes the space, the finder ends the URL there, so taking the value whole
      // would fix a URL the fixed text no longer holds. But not a path separator in prose (see isPathBackslash).
      if (text.charCodeAt(end) === 0x5c && !backslashInValue && !(pathBackslash && isPathBackslash(text, end))) return false;
      end++;
    }
    if (startsUrl(text, i, end)) return false;
    tokens++;
    if (isWord(text, i, end)) {
      if (!isBareWord(text, i, end)) return false;
      bareWords++;
    }
    i = end - 1;
  }
  // One bare word after one space ends the value: a space typed into the last segment (`.../prefer-regex-literal s`,
  // `http://foobar.com/tes t`, from the recall run), not a sentence, which has more words or punctuation, nor a
  // label after a site (`"https://a.example Homepage"`: the URL has no path there, and the word is capitalised).
  return bareWords === 0 || (tokens === 1 && bareWords === 1 && hasPath(text, start, from));
}

/**
 * Offsets of the `${` in text[from, to) whose `}` closes within it. An open one (`news:a${7 {k}`) is text, not code:
 * fix-all encodes its "{", after which it is no substitution either, so the value reads the same before and after.
 */
function closedSubstitutions(text: string, from: number, to: number): Set<number> {
  const closed = new Set<number>();
  const open: number[] = []; // offsets of the unclosed "{"s, a `${`'s as its "$"
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x24 && text.charCodeAt(i + 1) === 0x7b && i + 1 < to) {
      open.push(i);
      i++;
    } else if (c === 0x7b) open.push(-1);
    else if (c === 0x7d && open.length > 0) {
      const at = open.pop()!;
      if (at >= 0) closed.add(at);
    }
  }
  return closed;
}

/** Lower-case letters and digits only, no bracket, quote or punctuation around it (see isWord and continuesUrl). */
function isBareWord(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (OPENERS.includes(text[i]!) || CLOSERS.includes(text[i]!) || (c >= 0x41 && c <= 0x5a)) return false;
  }
  return true;
}

/** Whether text[start, end), a URL, has a path after its "//" authority. */
function hasPath(text: string, start: number, end: number): boolean {
  const authority = text.indexOf('//', start);
  const from = authority >= 0 && authority < end ? authority + 2 : start;
  let slash = text.indexOf('/', from);
  // A "/" right before the search or fragment is the empty path, which fix-all writes into `http://h?q` (RFC 1738
  // 3.3): `http://h/?q b` and `http://h?q b` have the same path, none.
  while (slash >= 0 && slash < end - 1 && (text[slash + 1] === '?' || text[slash + 1] === '#')) slash = text.indexOf('/', slash + 1);
  return slash >= 0 && slash < end - 1;
}

/**
 * Punctuation that ends a sentence: at the end of a string it follows the URL, as in prose. Not "?", nor ":" after
 * more than the authority (beyondAuthority): a value that is one URL and then one of those is a question or a label
 * only in prose, and in a string it is the URL's (an empty query, `URI "http://example/?"`, and a path ending in ":", `URI "http://example/:"`, in
 * mechanize's parser tests; a wiki namespace `'https://wiki.example/Help:'`).
 */
const SENTENCE_END = '.,;!';

/**
 * Whether a URL has more than its authority: a "/", "?" or "#" after its "//" (or, without one, after its scheme's
 * ":"). A final ":" is then the path's, query's or fragment's, not an empty port; and fix-all, which may insert the
 * empty path's "/" before a "?" (`http://?6:` to `http:///?6:`), does not change the answer.
 */
function beyondAuthority(url: string): boolean {
  const colon = url.indexOf(':');
  const from = url.startsWith('//', colon + 1) ? colon + 3 : colon + 1;
  for (let i = from; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === 0x2f || c === 0x3f || c === 0x23) return true;
  }
  return false;
}

/** Opening brackets and quotes before a word, and closing ones and sentence punctuation after it. */
const OPENERS = '([{"\'`';
const CLOSERS = ')]}"\'`.,;:!?';

/** Whether text[from, to) is a word of prose: see continuesUrl. */
function isWord(text: string, from: number, to: number): boolean {
  let a = from;
  let b = to;
  while (a < b && OPENERS.includes(text[a]!)) a++;
  while (b > a && CLOSERS.includes(text[b - 1]!)) b--;
  if (a === b) return false;
  for (let i = a; i < b; i++) {
    const c = text.charCodeAt(i);
    if (isLetterOrDigit(c)) continue;
    if ((c === 0x27 || c === 0x2d) && i > a && i + 1 < b) continue;
    return false;
  }
  return true;
}

/** A scheme name and ":" at the start of text[from, to): another URL, so the value is a list. */
function startsUrl(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x3a) return i > from;
    if (!isLetterOrDigit(c) && c !== 0x2b && c !== 0x2d && c !== 0x2e) return false;
  }
  return false;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function isLetterOrDigit(c: number): boolean {
  if (c < 0x80) return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
  return LETTER_OR_DIGIT.test(String.fromCharCode(c));
}

/** Space, tab, line feed, form feed, carriage return: ASCII whitespace, which URL parsers strip around a value. */
function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
}
