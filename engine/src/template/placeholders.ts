import type { Span } from '../types';
import { identifierLabelStart, identifierRunEnd, portWordEnd, roleWordHost, userinfoEnd, wildcardEnd } from './authority';
import { closingSquare, squareEnd, UNCLOSED, wordInBrackets } from './brackets';
import {
  AT, BACKSLASH, CARET, CLOSE_CURLY, CLOSE_PAREN, DASH, DOLLAR, DOT, ELLIPSIS, endsAuthority, EQUALS, GREATER, HASH,
  COLON, isDigit, isHex, isLetter, isNameChar, isWordChar, LESS, OPEN_CURLY, OPEN_PAREN, OPEN_SQUARE, PERCENT, PLUS, QUESTION, SLASH, STAR, UNDERSCORE,
} from './chars';

/**
 * Placeholders: the parts of a URL template that a program or a person fills in later. RFC 1738 section 2.2 makes
 * "{", "}", "[", "]", "<", ">" and "%" without two hex digits unsafe, and section 3.1 allows no "$" or "%" in a host;
 * yet `https://api.example/items/{item_id}`, `"http://%s:%d/path"` or `http://$HOST:$PORT/` are not broken URLs but
 * templates, and percent-encoding their holes breaks the program that fills them.
 *
 * What a placeholder may hide, and why (the lint step applies it: lint.ts, UrlContext.push):
 * - its own span: what is inside is not yet written, so nothing there is a problem, and no fix may edit it;
 * - the part it stands for, for that part's own rules only: in the host, the labels it touches (`{tenant}.example`,
 *   `pw-${id}--x.example`: the label's length, hyphens and characters are known only once it is filled in; see
 *   hostExtents); in the port, the port (a port word `:PORT` is the whole port, so the port rules report on it).
 * Nothing else: a second "." beside `{host}` (`http://{host}..example.com/`), a "|" or a space elsewhere in the path,
 * a bad port after a templated host are reported as in any URL. A placeholder hides only itself.
 *
 * A URL is a pattern (a regular expression) only on evidence that no real URL carries (isPatternSign): ".*", a
 * backslash escape of a regex metacharacter or "\." before a label, "\d+" and its kin with a quantifier, "(?:" and
 * its kin, "[^", a bracket class with a quantifier, a group "(" opening the host (a word in parentheses that is a
 * whole label is a hole), ".+" in the host (a user or password may hold both). RFC 1738's safe and extra characters
 * ("$-_.+!*'(),", section 2.2) are never evidence on their own: `gopher://www.example..com/0$_.+!*'(),` is a URL
 * with an empty host label. A backslash before a letter is a Windows separator (`manuals\copyright`), an unsafe
 * character to report, not an escape. A pattern hides the part of the URL that holds its first sign (the authority,
 * the path, the query or the fragment) and everything after it: a regular expression acts backwards from its signs
 * (`(www\.)?`, `[a-z]+`, `a|b\d+`), so nothing from that part on is literal URL text. The parts before it are
 * (`HTTP://` before `.*gnome.org` is still an upper-case scheme); on the corpus of real patterns (libcairo2's
 * `http://.*gnome.org`) no part before the first sign holds anything to report.
 */
export interface Placeholders {
  /**
   * URL offsets of each placeholder, in order and disjoint. For a pattern, the last span runs from the start of the
   * part that holds its first sign to the URL's end.
   */
  readonly spans: readonly Span[];
  /** The URL is a regular expression from its last span on (`http://.*gnome.org`), not a URL with holes in it. */
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
 * leaves out: "." before "*", "+" or "." (a pattern's ".*", ".+" in a host, an elided "..."), ":" before a letter
 * or "_" (a port word, `http://localhost:PORT/`), and "…" (U+2026).
 */
export function mayStartPlaceholder(c: number, next: number): boolean {
  if (c === DOT) return next === STAR || next === PLUS || next === DOT;
  if (c === COLON) return isLetter(next) || next === UNDERSCORE;
  return c === ELLIPSIS;
}

/**
 * The placeholders of `url`, scanning from `from` (just past the scheme's ":"). One pass, linear: each group is
 * scanned once and the scan resumes after it; nothing is allocated unless a placeholder is found.
 *
 * `hostStart`: where the parser found the host to start, past the userinfo's "@" (section 3.1), when it found an
 * authority; without it, userinfoEnd's guess. The userinfo is found before anything else is looked for: a user
 * and password hold RFC 1738's extra characters and "?" (section 5, `user` and `password`), so there a ":" starts
 * no port word, a "*" is no wildcard, a "(" opens no host group, and a "?" starts no query
 * (`ftp://u:1i*eo@a.example/`, `ftp://u:y?w@a.example/`, `telnet://(u:p@h/` are a user and a password, which the
 * password rule reports). Holes a template writes there (`$USER:$PASS@`, `%s:%s@`, `{user}@`) are found as anywhere.
 */
export function findPlaceholders(url: string, from: number, hostStart?: number): Placeholders {
  let spans: Span[] | undefined;
  let last = -1; // where the last placeholder ends
  const authority = url.charCodeAt(from) === SLASH && url.charCodeAt(from + 1) === SLASH ? from + 2 : -1;
  // A "(" where the host starts opens a regular-expression group, as no host holds "(".
  const host = authority < 0 ? -1 : hostStart !== undefined && hostStart >= authority ? hostStart : userinfoEnd(url, authority);
  // A role word as the host (`file://filename`) holds no character the scan below stops at: found first, and put
  // in its place among the others at the end (withRole).
  const role = host >= 0 ? roleWordHost(url, host) : undefined;
  let inAuthority = authority >= 0; // until the first "/", "?" or "#" outside a placeholder and the userinfo
  let inQuery = false; // past the first "?" or "#": [x] there is PHP/JSON:API syntax (`filter[name]=`), not a hole
  let optionalParts = true; // false once an optional part "[..." is left open: looking again could cost a scan each
  // Where the part being scanned starts (the authority, the path's first "/", the query's "?", the fragment's "#"):
  // a pattern hides from there on.
  let partStart = authority >= 0 ? authority : from;
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
      if (!inAuthority || (i < host && c !== UNDERSCORE)) {
        i++;
        continue;
      }
      if (c === SLASH) {
        inAuthority = false;
        partStart = i;
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
    if (c === OPEN_PAREN && i === host) {
      // A word in parentheses as a whole host label is a hole, as `<name>` and `[name]` are
      // (`http://(tfsserver):8080/tfs`, azure-devops-node-api's docs), not a group: a regular expression writes a
      // group for what follows it or is in it (`(www\.)?`, `(a|b)`).
      const word = wordInBrackets(url, i, CLOSE_PAREN);
      const after = url.charCodeAt(word);
      if (word > i && (after === COLON || after === DOT || after === SLASH || after === HASH || Number.isNaN(after))) {
        (spans ??= []).push({ start: i, end: (last = word) });
        i = word;
        continue;
      }
    }
    if (isPatternSign(url, i, host, inAuthority && i >= host)) return patternFrom(withRole(spans, role), partStart, n);
    // "$" right after a name is part of it (Java's `Outer$Inner.class`), unless a placeholder ends there (`$host$uri`)
    // or it opens "${": `https://example.org${pathname}` is a JavaScript template whatever precedes it.
    // `$_name` is a shell variable even glued (acme.sh's `http://localhost$_endpoint`): Java names no nested class so
    // (but `0$_.+!*'(),` is RFC 1738's safe and extra characters).
    const glued = c === DOLLAR && url.charCodeAt(i + 1) !== OPEN_CURLY && !(url.charCodeAt(i + 1) === UNDERSCORE && isLetter(url.charCodeAt(i + 2))) && isNameChar(url.charCodeAt(i - 1)) && last !== i;
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
    if ((c === QUESTION && !inQuery && i >= host) || c === HASH) {
      inQuery = true;
      inAuthority = false;
      partStart = i;
    }
    i++;
  }
  spans = withRole(spans, role);
  return spans ? { spans, pattern: false } : NO_PLACEHOLDERS;
}

/** `spans` with the role word host in its place in the order, unless a placeholder already covers part of it. */
function withRole(spans: Span[] | undefined, role: Span | undefined): Span[] | undefined {
  if (role === undefined) return spans;
  if (spans === undefined) return [role];
  let at = 0;
  while (at < spans.length && spans[at]!.end <= role.start) at++;
  if (at < spans.length && spans[at]!.start < role.end) return spans;
  spans.splice(at, 0, role);
  return spans;
}

/** The placeholders before `start` and one span from `start` to `end`: a pattern from that part on (see Placeholders). */
function patternFrom(spans: Span[] | undefined, start: number, end: number): Placeholders {
  const kept = spans ?? [];
  // An optional part that began before the pattern's part (`[/x]` across the authority's end) joins the pattern span.
  while (kept.length > 0 && kept[kept.length - 1]!.end > start) start = Math.min(start, kept.pop()!.start);
  kept.push({ start, end });
  return { spans: kept, pattern: true };
}

/**
 * Whether url[i] starts text that only a regular expression writes, never a URL: ".*"; a backslash escaping a regex
 * metacharacter (`\?`, `\(`, `\+`), or "." before a label (`example\.com`) or at the URL's end, or a class `\d`, `\w`, `\s` (and
 * upper case) before a quantifier (`\d+`, `\w*`, `\d{4}`); "(?:" and its kin; "[^"; a bracket class with a
 * quantifier (`[a-z]+`); "(" opening the host (not the userinfo); ".+" in the host, where no host holds "+"
 * (`http://.+\.example`).
 * Not ".+" after it (`0$_.+!*'(),` is RFC 1738's own safe and extra characters, `?q=Mr.+Smith` a query's space), and
 * not a backslash before a letter (`manuals\copyright`, `a\b`, `C:\dev`: a Windows separator, which the
 * unsafe-character rule reports).
 */
function isPatternSign(url: string, i: number, hostStart: number, inHost: boolean): boolean {
  const c = url.charCodeAt(i);
  const next = url.charCodeAt(i + 1);
  switch (c) {
    case DOT:
      return next === STAR || (next === PLUS && inHost);
    case BACKSLASH:
      // `\.` before a label, or ending the URL (a prefix pattern: acme.sh's `"https://dns-service\."`).
      if (next === DOT) return isLetter(url.charCodeAt(i + 2)) || isDigit(url.charCodeAt(i + 2)) || i + 2 === url.length;
      if ('?()[]{}+*|'.includes(url[i + 1] ?? ' ')) return true;
      return 'dDwWsS'.includes(url[i + 1] ?? ' ') && '+*?{'.includes(url[i + 2] ?? ' ');
    case OPEN_PAREN:
      return i === hostStart || (next === QUESTION && ':=!<P'.includes(url[i + 2] ?? ' '));
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

/**
 * A name between "%%" pairs at url[i]: `https://console.firebase.google.com/project/%%project%%/hosting/sites/%%config.siteId%%`
 * (the Google Cloud SDK's run integrations metadata). No escape starts with "%%", and printf reads "%%" as a "%" of
 * its own, so the pair with a name between is a hole only. The name starts with a letter or "_"; dots join words.
 */
function doublePercentEnd(url: string, i: number): number {
  const first = url.charCodeAt(i + 2);
  if (!isLetter(first) && first !== 0x5f) return i;
  let j = i + 3;
  while (isWordChar(url.charCodeAt(j)) || url.charCodeAt(j) === DOT) j++;
  return url.charCodeAt(j) === PERCENT && url.charCodeAt(j + 1) === PERCENT ? j + 2 : i;
}

/** The end of the placeholder that starts at url[i], or i when none does. */
function placeholderEnd(url: string, i: number): number {
  const c = url.charCodeAt(i);
  const next = url.charCodeAt(i + 1);
  switch (c) {
    case OPEN_CURLY: // {x} {{x}} RFC 6570 {+path} Python {} {0}
      return isBracedGuid(url, i) ? i : braceGroupEnd(url, i, i);
    case DOLLAR:
      if (next === OPEN_CURLY) return braceGroupEnd(url, i + 1, i); // ${x}
      if (next === OPEN_PAREN) return closeOrEnd(url, i + 2, CLOSE_PAREN, i); // $(x), make and shell
      return shellVariableEnd(url, i);
    case PERCENT:
      if (next === OPEN_CURLY) return braceGroupEnd(url, i + 1, i); // Ruby %{name}
      if (next === OPEN_PAREN) {
        // Python %(name)s and %(name): the conversion after ")" is optional.
        const close = closeOrEnd(url, i + 2, CLOSE_PAREN, i);
        if (close === url.length || close === i) return close;
        const conv = printfEnd(url, close - 1);
        return conv > close ? conv : close;
      }
      if (next === PERCENT) return doublePercentEnd(url, i); // %%name%%
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
 * The end of a brace group opening at url[i] ("{"), nested braces included: `{{x}}`, `{a{b}}`; the placeholder
 * starts at `start` (the "$" of `${x}`). Not closed within the URL: see unclosedEnd.
 */
function braceGroupEnd(url: string, i: number, start: number): number {
  let depth = 0;
  for (let j = i; j < url.length; j++) {
    const c = url.charCodeAt(j);
    if (c === OPEN_CURLY) depth++;
    else if (c === CLOSE_CURLY && --depth === 0) return j + 1;
  }
  return unclosedEnd(url, i, start);
}

/**
 * A placeholder opened at url[from] ("{" or "(", from `start`) and never closed within the URL. When only openers
 * (and then whitespace, in a value taken whole) follow, the template was cut at its space (`https://{{ host }}/x` is
 * found as `https://{{`): a placeholder to the URL's end. When URL text follows, the opener is a character, not a
 * hole (`<a href="https://wg21.link/p236{0">`, a "{" typed for a "0"): reported as any unsafe character.
 */
function unclosedEnd(url: string, from: number, start: number): number {
  let j = from;
  while (url.charCodeAt(j) === OPEN_CURLY || url.charCodeAt(j) === OPEN_PAREN) j++;
  const c = url.charCodeAt(j);
  return j === url.length || c === 0x20 || c === 0x09 ? url.length : start;
}

/**
 * A GUID in braces at url[i], `{A793D31E-6DC6-4174-8FA3-DE3F82B51642}` (8-4-4-4-12 hex digits): the registry form
 * Microsoft's products put in real URLs (SharePoint's `?sourcedoc={...}`), a value, not a hole: no template language
 * names a placeholder so (a name starts with a letter or "_", a position is a number). Its braces stay unsafe.
 */
const GUID_GROUPS = [8, 4, 4, 4, 12];
function isBracedGuid(url: string, i: number): boolean {
  let j = i + 1;
  for (const group of GUID_GROUPS) {
    if (j !== i + 1 && url.charCodeAt(j++) !== DASH) return false;
    for (let k = 0; k < group; k++) if (!isHex(url.charCodeAt(j++))) return false;
  }
  return url.charCodeAt(j) === CLOSE_CURLY;
}

/** Just past the first `close` at or after `from`, or, when there is none, see unclosedEnd (the opener is at from - 1). */
function closeOrEnd(url: string, from: number, close: number, start: number): number {
  const at = url.indexOf(String.fromCharCode(close), from);
  return at < 0 ? unclosedEnd(url, from - 1, start) : at + 1;
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
