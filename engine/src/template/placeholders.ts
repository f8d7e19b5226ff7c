import type { Span } from '../types';
import { identifierLabelStart, identifierRunEnd, portWordEnd, wildcardEnd } from './authority';
import { closingSquare, squareEnd, UNCLOSED, wordInBrackets } from './brackets';
import {
  AT, BACKSLASH, CARET, CLOSE_CURLY, CLOSE_PAREN, DOLLAR, DOT, ELLIPSIS, endsAuthority, EQUALS, GREATER, HASH,
  COLON, isDigit, isHex, isLetter, isNameChar, LESS, OPEN_CURLY, OPEN_PAREN, OPEN_SQUARE, PERCENT, PLUS, QUESTION, SLASH, STAR, UNDERSCORE,
} from './chars';

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

// What each ASCII character can start: nothing (0), a placeholder or a regular-expression sign anywhere (1), or
// one only in the authority (2: "/" ends the authority; ":" a port, "*" a wildcard, "_" an identifier host label).
const ANYWHERE = 1;
const IN_AUTHORITY = 2;
const CANDIDATE = new Uint8Array(128);
for (const c of '{$%[<.\\(?#') CANDIDATE[c.charCodeAt(0)] = ANYWHERE;
for (const c of '/:*_') CANDIDATE[c.charCodeAt(0)] = IN_AUTHORITY;

/**
 * Every character that can start a placeholder or a pattern sign above, but "." and ":" (see mayStartPlaceholder)
 * and "/", "?", "#" (which only end the authority or start the query): a URL after its scheme without any of these,
 * nor a "." or ":" that mayStartPlaceholder accepts, has no placeholder, and parse/char-scan.ts lets the lint step
 * skip findPlaceholders for it. Keep it in step with CANDIDATE and the scanners it leads to.
 */
export const PLACEHOLDER_STARTS = '{$%[<\\(*_';

/**
 * Whether `c` followed by `next` can start a placeholder or pattern sign, for the characters PLACEHOLDER_STARTS
 * leaves out: "." before "*", "+" or "." (a pattern's ".*", ".+", an elided "..."), ":" before a letter or "_" (a
 * port word, `http://localhost:PORT/`), and "…" (U+2026).
 */
export function mayStartPlaceholder(c: number, next: number): boolean {
  if (c === DOT) return next === STAR || next === PLUS || next === DOT;
  if (c === COLON) return isLetter(next) || next === UNDERSCORE;
  return c === ELLIPSIS;
}

/**
 * The placeholders of `url`, scanning from `from` (just past the scheme's ":"). One pass, linear: each group is
 * scanned once and the scan resumes after it; nothing is allocated unless a placeholder is found.
 */
export function findPlaceholders(url: string, from: number): Placeholders {
  let spans: Span[] | undefined;
  let last = -1; // where the last placeholder ends
  // The authority starts right after "//"; a "(" there opens a regular-expression group, as no host holds "(".
  const authority = url.charCodeAt(from) === SLASH && url.charCodeAt(from + 1) === SLASH ? from + 2 : -1;
  let inAuthority = authority >= 0; // until the first "/", "?" or "#" outside a placeholder
  let inQuery = false; // past the first "?" or "#": [x] there is PHP/JSON:API syntax (`filter[name]=`), not a hole
  let optionalParts = true; // false once an optional part "[..." is left open: looking again could cost a scan each
  const n = url.length;
  let i = authority >= 0 ? authority : from;
  while (i < n) {
    const c = url.charCodeAt(i);
    const kind = c < 128 ? CANDIDATE[c] : c === ELLIPSIS ? ANYWHERE : 0;
    if (kind === 0) {
      i++;
      continue;
    }
    if (kind === IN_AUTHORITY) {
      if (!inAuthority) {
        i++;
        continue;
      }
      if (c === SLASH) {
        inAuthority = false;
        i++;
        continue;
      }
      if (c === UNDERSCORE) {
        // An upper-case identifier label; when it is none, the rest of its run ("A_B_C") is skipped, looked at once.
        const end = identifierRunEnd(url, i);
        const start = identifierLabelStart(url, i, end, authority);
        if (start >= 0 && start >= last) (spans ??= []).push({ start, end: (last = end) });
        i = end;
        continue;
      }
      const end = c === STAR ? wildcardEnd(url, i) : portWordEnd(url, i);
      const start = c === STAR ? i : i + 1; // a port placeholder is the word; its ":" stays the port's delimiter
      if (end > i) (spans ??= []).push({ start, end: (last = end) });
      i = end > i ? end : i + 1;
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
    // "$" right after a name is part of it (Java's `Outer$Inner.class`), unless a placeholder ends there (`$host$uri`)
    // or it opens "${": `https://example.org${pathname}` is a JavaScript template whatever precedes it.
    const glued = c === DOLLAR && url.charCodeAt(i + 1) !== OPEN_CURLY && isNameChar(url.charCodeAt(i - 1)) && last !== i;
    let end: number;
    if (glued || (c === OPEN_SQUARE && inQuery)) end = i;
    else if (c === OPEN_SQUARE) {
      // "[" where the host starts may be an IPv6 literal (RFC 2732), after "//" or a user's "@".
      const hostStart = i === authority || (inAuthority && url.charCodeAt(i - 1) === AT);
      end = squareEnd(url, i, hostStart, optionalParts);
      if (end === UNCLOSED) {
        optionalParts = false;
        end = i;
      }
    } else end = placeholderEnd(url, i);
    if (end > i) {
      (spans ??= []).push({ start: i, end: (last = end) });
      i = end;
      continue;
    }
    if (c === QUESTION || c === HASH) {
      inQuery = true;
      inAuthority = false;
    }
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
    case BACKSLASH:
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
function placeholderEnd(url: string, i: number): number {
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
      return Math.max(printfPlaceholderEnd(url, i), gitFormatEnd(url, i));
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
      return j === url.length || after === SLASH || after === QUESTION || after === HASH ? j : i;
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

/**
 * git's pretty-format placeholders, in links that `git log --format` fills in: `%H`, `%h` (commit hash), `%T`, `%t`
 * (tree), `%P`, `%p` (parents), `%an`, `%aN`, `%cn`, `%cN` (author and committer names). Only where one ends the
 * URL or a part of it (before "/", "?", "#" or ")"), so `50%H2O` or `100%Pure` stay a stray "%" to report. None of
 * these is a percent-escape: "H", "T", "P", "t", "p" and "n" are no hex digits (RFC 1738 section 2.2).
 */
function gitFormatEnd(url: string, i: number): number {
  const first = url[i + 1] ?? ' ';
  let j: number;
  if ('HhTtPp'.includes(first)) j = i + 2;
  else if ((first === 'a' || first === 'c') && 'nN'.includes(url[i + 2] ?? ' ')) j = i + 3;
  else return i;
  const after = url.charCodeAt(j);
  return endsAuthority(after) || after === CLOSE_PAREN ? j : i;
}
