import type { Span } from '../types';

/**
 * Placeholders: the parts of a URL template that a program or a person fills in later. RFC 1738 section 2.2 makes
 * "{", "}", "[", "]", "<", ">" and "%" without two hex digits unsafe, and section 3.1 allows no "$" or "%" in a host;
 * yet `https://api.example/items/{item_id}`, `"http://%s:%d/path"` or `http://$HOST:$PORT/` are not broken URLs but
 * templates, and percent-encoding their holes breaks the program that fills them. The rules keep quiet about what
 * lies inside a placeholder, and no fix touches it.
 */
export interface Placeholders {
  /** URL offsets of each placeholder, in order and disjoint. For a pattern: one span, the whole URL. */
  readonly spans: readonly Span[];
  /** The URL as a whole is a regular expression (`http://.*gnome.org`), not a URL with holes in it. */
  readonly pattern: boolean;
}

/** Most URLs: shared, so a clean URL costs no allocation. */
export const NO_PLACEHOLDERS: Placeholders = { spans: [], pattern: false };

// Characters that can start a placeholder or a regular-expression sign; all others are skipped with one lookup.
const CANDIDATE = new Uint8Array(128);
for (const c of '{$%[<.\\(?#') CANDIDATE[c.charCodeAt(0)] = 1;
const ELLIPSIS = 0x2026;

const DOLLAR = 0x24;
const PERCENT = 0x25;
const OPEN_PAREN = 0x28;
const CLOSE_PAREN = 0x29;
const DOT = 0x2e;
const EQUALS = 0x3d;
const QUESTION = 0x3f;
const OPEN_SQUARE = 0x5b;
const CLOSE_SQUARE = 0x5d;
const CARET = 0x5e;
const OPEN_CURLY = 0x7b;
const CLOSE_CURLY = 0x7d;
const LESS = 0x3c;
const GREATER = 0x3e;
const PLUS = 0x2b;
const STAR = 0x2a;
const SLASH = 0x2f;

const isLetter = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isHex = (c: number): boolean => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
/** A shell or template variable name's character: letter, digit, "_". */
const isNameChar = (c: number): boolean => isLetter(c) || isDigit(c) || c === 0x5f;
/** A word inside [owner-name] or <name>: letter, digit, "_", "-", and "." for <file.name>. */
const isWordChar = (c: number): boolean => isNameChar(c) || c === 0x2d;

/**
 * The placeholders of `url`, scanning from `from` (just past the scheme's ":"). One pass, linear: each group is
 * scanned once and the scan resumes after it; nothing is allocated unless a placeholder is found.
 */
export function findPlaceholders(url: string, from: number): Placeholders {
  let spans: Span[] | undefined;
  // The authority starts right after "//"; a "(" there opens a regular-expression group, as no host holds "(".
  const authority = url.charCodeAt(from) === SLASH && url.charCodeAt(from + 1) === SLASH ? from + 2 : -1;
  let inQuery = false; // past the first "?" or "#": [x] there is PHP/JSON:API syntax (`filter[name]=`), not a hole
  const n = url.length;
  let i = from;
  while (i < n) {
    const c = url.charCodeAt(i);
    if (c < 128 ? CANDIDATE[c] === 0 : c !== ELLIPSIS) {
      i++;
      continue;
    }
    // Host names are full of dots: a dot is only worth a look before "*", "+" or another dot.
    if (c === DOT) {
      const next = url.charCodeAt(i + 1);
      if (next !== STAR && next !== PLUS && next !== DOT) {
        i++;
        continue;
      }
    }
    if (isPatternSign(url, i, authority, inQuery)) return { spans: [{ start: 0, end: n }], pattern: true };
    // "$" right after a name is part of it (Java's `Outer$Inner.class`), unless a placeholder ends there (`$host$uri`).
    const glued = c === DOLLAR && isNameChar(url.charCodeAt(i - 1)) && (spans === undefined || spans[spans.length - 1].end !== i);
    const end = glued ? i : placeholderEnd(url, i, inQuery);
    if (end > i) {
      (spans ??= []).push({ start: i, end });
      i = end;
      continue;
    }
    if (c === QUESTION || c === 0x23) inQuery = true;
    i++;
  }
  return spans ? { spans, pattern: false } : NO_PLACEHOLDERS;
}

/**
 * Whether url[i] starts text that only a regular expression writes: ".*", ".+" (not in a query, where "+" is a
 * space: `?q=Mr.+Smith`), a backslash escape of a regex metacharacter or class (`\.`, `\d+`; not `\dev`, a
 * Windows path), "(?:" and its kin, "[^", a bracket class with a quantifier (`[a-z]+`), or "(" opening the host.
 */
function isPatternSign(url: string, i: number, authority: number, inQuery: boolean): boolean {
  const c = url.charCodeAt(i);
  const next = url.charCodeAt(i + 1);
  switch (c) {
    case DOT:
      return next === STAR || (next === PLUS && !inQuery);
    case 0x5c: // backslash
      if ('.?()[]{}+*|'.includes(url[i + 1] ?? ' ')) return true;
      return 'dDwWsSbB'.includes(url[i + 1] ?? ' ') && !isNameChar(url.charCodeAt(i + 2));
    case OPEN_PAREN:
      return i === authority || (next === QUESTION && ':=!<P'.includes(url[i + 2] ?? ' '));
    case OPEN_SQUARE: {
      if (next === CARET) return true;
      const close = closingSquare(url, i);
      const after = close < 0 ? 0 : url.charCodeAt(close + 1);
      return after === PLUS || after === STAR || after === OPEN_CURLY;
    }
    default:
      return false;
  }
}

/** The end of the placeholder that starts at url[i], or i when none does. */
function placeholderEnd(url: string, i: number, inQuery: boolean): number {
  const c = url.charCodeAt(i);
  const next = url.charCodeAt(i + 1);
  switch (c) {
    case OPEN_CURLY: // {x} {{x}} RFC 6570 {+path} Python {} {0}
      return braceGroupEnd(url, i);
    case DOLLAR:
      if (next === OPEN_CURLY) return braceGroupEnd(url, i + 1); // ${x}
      if (next === OPEN_PAREN) return closeOrEnd(url, i + 2, CLOSE_PAREN); // $(x), make and shell
      return shellVariableEnd(url, i);
    case PERCENT:
      if (next === OPEN_CURLY) return braceGroupEnd(url, i + 1); // Ruby %{name}
      if (next === OPEN_PAREN) {
        // Python %(name)s and %(name): the conversion after ")" is optional.
        const close = closeOrEnd(url, i + 2, CLOSE_PAREN);
        if (close === url.length) return close;
        const conv = printfEnd(url, close - 1);
        return conv > close ? conv : close;
      }
      return printfPlaceholderEnd(url, i);
    case OPEN_SQUARE: // [owner-name], in the path only
      if (inQuery) return i;
      return wordInBrackets(url, i, CLOSE_SQUARE);
    case LESS: // <name>
      return wordInBrackets(url, i, GREATER);
    case DOT: {
      // "..." (three or more) standing for a whole segment (`http://example.com/.../x`, `http://.../`): elided text.
      // Inside a segment it is part of a name: GitHub's `compare/v1.2...v1.3`, MDN's `try...catch`. Two dots are a
      // path's parent directory.
      if (url.charCodeAt(i - 1) !== SLASH) return i; // first: a run's later dots then cost one look each
      let j = i;
      while (url.charCodeAt(j) === DOT) j++;
      if (j - i < 3) return i;
      const after = url.charCodeAt(j);
      return j === url.length || after === SLASH || after === QUESTION || after === 0x23 ? j : i;
    }
    case ELLIPSIS:
      return i + 1;
    default:
      return i;
  }
}

/**
 * The end of a brace group opening at url[i] ("{"), nested braces included: `{{x}}`, `{a{b}}`. Not closed within
 * the URL (the template had a space: `https://{{ host }}/x` is found as `https://{{`): it runs to the URL's end.
 */
function braceGroupEnd(url: string, i: number): number {
  let depth = 0;
  for (let j = i; j < url.length; j++) {
    const c = url.charCodeAt(j);
    if (c === OPEN_CURLY) depth++;
    else if (c === CLOSE_CURLY && --depth === 0) return j + 1;
  }
  return url.length;
}

/** Just past the first `close` at or after `from`, or the URL's end when there is none. */
function closeOrEnd(url: string, from: number, close: number): number {
  const at = url.indexOf(String.fromCharCode(close), from);
  return at < 0 ? url.length : at + 1;
}

/**
 * `$HOST`, `$var`: "$", a letter or "_", then name characters. Not before "=": `?$filter=...&$top=5` are OData's
 * query options, a real URL's.
 */
function shellVariableEnd(url: string, i: number): number {
  const first = url.charCodeAt(i + 1);
  if (!isLetter(first) && first !== 0x5f) return i;
  let j = i + 2;
  while (isNameChar(url.charCodeAt(j))) j++;
  return url.charCodeAt(j) === EQUALS ? i : j;
}

/** `[owner]`, `<name>`: a word (starting with a letter or "_") closed by `close`; not `[::1]`, `[0]`, `[]`. */
function wordInBrackets(url: string, i: number, close: number): number {
  const first = url.charCodeAt(i + 1);
  if (!isLetter(first) && first !== 0x5f) return i;
  let j = i + 2;
  while (isWordChar(url.charCodeAt(j)) || (close === GREATER && url.charCodeAt(j) === DOT)) j++;
  return url.charCodeAt(j) === close ? j + 1 : i;
}

/** The index of the "]" closing the bracket at url[i] (no "[" between), or -1. */
function closingSquare(url: string, i: number): number {
  for (let j = i + 1; j < url.length; j++) {
    const c = url.charCodeAt(j);
    if (c === CLOSE_SQUARE) return j;
    if (c === OPEN_SQUARE) return -1;
  }
  return -1;
}

/**
 * A printf conversion at url[i] ("%"), unless the "%" is a percent-escape (RFC 1738 section 2.2: "%" and two hex
 * digits). `%s`, `%d/`, `%-5s`, `%.3f` are conversions; `%2F`, `%20`, `%dF`, `%DE` are escapes, even where printf
 * could read them (`%2F`: width 2, conversion F). The one exception is a conversion that reaches past the escape's
 * two digits while the escape would be a control character, which no one writes in a URL: `%02d`, `%10s` are
 * conversions, `%20s` (a space and "s") is not.
 */
function printfPlaceholderEnd(url: string, i: number): number {
  const end = printfEnd(url, i);
  if (end === i) return i;
  if (!isHex(url.charCodeAt(i + 1)) || !isHex(url.charCodeAt(i + 2))) return end;
  const high = url.charCodeAt(i + 1);
  return end > i + 3 && (high === 0x30 || high === 0x31) ? end : i;
}

/**
 * Just past the printf conversion whose "%" (or the ")" of `%(name)`) is url[i]: flags, width, precision, length,
 * conversion letter, and then no letter or digit; or i.
 */
function printfEnd(url: string, i: number): number {
  let j = i + 1;
  while ('-+#0'.includes(url[j] ?? ' ')) j++;
  if (url.charCodeAt(j) === STAR) j++;
  else while (isDigit(url.charCodeAt(j))) j++;
  if (url.charCodeAt(j) === DOT) {
    // A precision has digits or "*": "path%.c" is a stray "%" before a file extension.
    j++;
    if (url.charCodeAt(j) === STAR) j++;
    else if (!isDigit(url.charCodeAt(j))) return i;
    else while (isDigit(url.charCodeAt(j))) j++;
  }
  while ('hlLz'.includes(url[j] ?? ' ')) j++;
  if (!'diouxXeEfFgGaAcs'.includes(url[j] ?? ' ')) return i;
  // A conversion ends a word: "50%off" and "help%team" are a stray "%" before a word, not "%o" and "%te".
  const after = url.charCodeAt(j + 1);
  return isLetter(after) || isDigit(after) ? i : j + 1;
}
