import type { Locator, Span } from '../types';
import { ALPHA, charClass, COLON, COMMA, CR, DOT, END, HYPHEN, isEastAsianLetter, isPathBackslash, LF, PIPE, PLUS, SCHEME, SLASH, SP, TAB, type Terminators } from './chars';
import { closesReference } from '../grammar/character-reference';
import { isDigit } from '../grammar/chars';
import { backtickEnd } from '../placeholder/syntaxes';
import { pipeDelimitsUrl, urlKeepsItsPipes } from './pipe';
import type { OffsetPool } from './offsets';
import { SchemeKind, type SchemeSet } from './schemes';

/**
 * The bare URL whose scheme ends at the colon text[colon], if there is one; otherwise the offset where the search
 * for the next URL resumes (past the colon, or past a candidate no URL can start inside).
 *
 * Accepted when (precision first: a wrong extent is worse than no URL):
 * - the scheme is known and starts at a word boundary, not before `floor` (the end of the previous locator; see
 *   schemeStart);
 * - an Internet scheme is followed by "//" and something other than more slashes; any other known scheme by at least
 *   one letter, digit or "*" ("Good news: we", "news:-)", "mailto:" alone, "from http:// to https://",
 *   "Decode file:/// URLs" are not URLs).
 * The URL runs to a terminator of the view's context (`stop`; in running text: whitespace, "<", ">", '"', a
 * backslash (an escape of the surrounding language: roff "\-", C, shell), a control character, typographic or CJK
 * punctuation), or to a closing bracket that has no opening one inside the URL (`[t](http://x/y)`, `(see http://x)`;
 * `http://x/a_(b)` keeps its pair: the bracket rule of VS Code's link detector). Trailing punctuation and quotes are
 * then dropped: they end the sentence, not the URL; so is a typesetter's hyphen (man(1) output breaks "com‐" newline
 * "pute": the bare URL cannot cross the break, but it must not end with a character that is never in a URL). At an
 * ASCII "-" before a line break the URL continues on the next line (see joinHyphenBreaks).
 */
export function scanBare(
  text: string,
  colon: number,
  floor: number,
  schemes: SchemeSet,
  pool: OffsetPool,
  stop: Terminators,
): Locator | number {
  // Two looks that turn most colons of running text down ("Note: ", "12:30", "std::", `"key": 1`) before the walk
  // back over a scheme: what follows the colon can start no schemepart (an Internet scheme needs "/", any other a
  // word character: the checks below), or what precedes it ends no known scheme name. Either way, as below, no URL.
  if (!startsWithWordChar(text.charCodeAt(colon + 1)) || !schemes.mayEndName(text.charCodeAt(colon - 1))) return colon + 1;
  const start = schemeStart(text, colon, floor, schemes);
  if (start < 0) return colon + 1;
  // In a comment, a URL of a "|"-separated line or an inline link's target ends at "|" (see find/pipe.ts).
  const pipeless = stop.pipeDelimits === true && !pipeDelimitsUrl(text, start);
  const terms = stop.pipeDelimits && !pipeless ? pipeEnds(stop) : stop;
  const internet = schemes.lookup(text, start, colon) === SchemeKind.Internet;
  // Both checks come before the scan to the URL's end, so a rejected candidate costs a few characters, not a line
  // (a line of "news:-news:-..." would otherwise be read once per colon).
  if (internet ? text.charCodeAt(colon + 1) !== SLASH || text.charCodeAt(colon + 2) !== SLASH : !startsWithWordChar(text.charCodeAt(colon + 1))) {
    return colon + 1;
  }
  // A syntax description, not a URL: its host is an optional part of holes, `http://[<USER>:<PASS>@]<PROXY>:<PORT>`
  // (nghttpx's help), as `http://<host>:<port>/` is a hole ("<" ends a bare URL, so that one is found empty).
  if (internet && text.charCodeAt(colon + 3) === OPEN_SQUARE && text.charCodeAt(colon + 4) === 0x3c) return colon + 1;

  scan.reset(internet ? colon + 3 : text.length);
  let end = trimTrail(text, colon + 1, scanToEnd(text, colon + 1, terms, schemes), terms.trail);
  if (terms.tableBorder === true) end = trimTableBorder(text, colon + 1, end, terms.trail);
  if (text.charCodeAt(end - 1) === PIPE_CHAR && isShellPipe(text, start, end)) end = trimTrail(text, colon + 1, end - 1, terms.trail);
  if (escapesQuote(text, end)) end = trimTrail(text, colon + 1, end - 1, terms.trail);
  if (internet ? onlySlashes(text, colon + 3, end) : end === colon + 1) return colon + 1;
  const found = endsInHyphenBreak(text, end) ? joinHyphenBreaks(text, start, end, pool, terms, schemes) : plainLocator(text, start, end, pool);
  if (pipeless && typeof found !== 'number') urlKeepsItsPipes(text, start, found.end);
  return found;
}

/**
 * Where a bare URL whose schemepart starts at text[from] (past an Internet scheme's "//") ends: the scan and the
 * trailing punctuation of scanBare, for a URL found another way (a mistyped scheme: find/scheme-typo.ts).
 */
export function bareUrlEnd(text: string, from: number, stop: Terminators, schemes: SchemeSet): number {
  scan.reset(from);
  return trimTrail(text, from, scanToEnd(text, from, stop, schemes), stop.trail);
}

const withPipe = new WeakMap<Terminators, Terminators>();

/** `stop` with "|" among its terminators (one object per context, made once). */
function pipeEnds(stop: Terminators): Terminators {
  let t = withPipe.get(stop);
  if (t === undefined) {
    t = { ...stop, end: stop.end | PIPE, pipeDelimits: false };
    withPipe.set(stop, t);
  }
  return t;
}

function plainLocator(text: string, start: number, end: number, pool: OffsetPool): Locator {
  const offsets = pool.take(end - start + 1);
  for (let i = 0; i < offsets.length; i++) offsets[i] = start + i;
  return { kind: 'bare', start, end, url: text.slice(start, end), offsets, whitespace: NO_WHITESPACE, hyphenBreaks: NO_HYPHEN_BREAKS };
}

/**
 * `end` with the characters of `trail` (sentence punctuation after a URL) dropped from text[from, end). A "`" that
 * closes a command substitution opened inside the URL stays (the placeholder table's backtick row: shell's
 * `file:///`pwd`/x`, an OpenTelemetry collector's `"http://`endpoint`"`); any other "`" after a URL closes a code
 * span around it (`` `http://x.example/` ``, `` `curl http://x.example/a`b` ``).
 */
function trimTrail(text: string, from: number, end: number, trail: number): number {
  let trimmed = end;
  while (trimmed > from && (charClass(text.charCodeAt(trimmed - 1)) & trail) !== 0) trimmed--;
  if (trimmed === end) return end;
  // A ";" that closes a character reference is the reference's (`.../&#x10300;&#x10301;&#x10302;` in RFC 3987).
  if (text.charCodeAt(trimmed) === SEMICOLON && closesReference(text, from, trimmed)) return trimmed + 1;
  let tick = trimmed;
  while (tick < end && text.charCodeAt(tick) !== BACKTICK) tick++;
  return tick < end && closesSubstitution(text, from, trimmed, tick) ? tick + 1 : trimmed;
}

const BACKTICK = 0x60;
const SEMICOLON = 0x3b;

/**
 * Whether the "`" at text[tick] closes a command substitution whose "`" is the last one in text[from, to), opening
 * a segment rather than glued to a name (`a`b` in a code span is the URL's "`" and the span's).
 */
function closesSubstitution(text: string, from: number, to: number, tick: number): boolean {
  let open = to - 1;
  while (open >= from && text.charCodeAt(open) !== BACKTICK) open--;
  if (open < from || isLetterOrDigit(text.charCodeAt(open - 1))) return false;
  return backtickEnd(text, open) === tick + 1;
}

function isLetterOrDigit(c: number): boolean {
  return (charClass(c) & ALPHA) !== 0 || (c >= 0x30 && c <= 0x39);
}

/**
 * `end` without a "|" that ends the line (spaces and tabs may follow it): the right border of a plain-text table
 * whose cell the URL fills (exim's spec.txt: `|     Default: Please%_see%_http://|`, the URL going on in the next
 * row's cell), and the sentence punctuation before it. A "|" inside a URL is its unsafe character all the same.
 */
function trimTableBorder(text: string, from: number, end: number, trail: number): number {
  if (end <= from || text.charCodeAt(end - 1) !== PIPE_CHAR) return end;
  let after = end;
  while (text.charCodeAt(after) === SP || text.charCodeAt(after) === TAB) after++;
  const c = text.charCodeAt(after);
  return c === LF || c === CR || after === text.length ? trimTrail(text, from, end - 1, trail) : end;
}

const PIPE_CHAR = 0x7c;

/**
 * Whether the URL that ends at text[end] ends in a "\" that escapes the quote after it: a string of another language
 * written inside this one's, whose quotes are escaped (`<iframe src=\"https://sphinx-doc.org\"></iframe>`, a `.po`
 * entry in a Python test's string as its reader decodes it; `"{\"url\":\"https://x.example/\"}"` in a shell
 * argument). The backslash is the nested string's, not the URL's. Not where the quote ends the text: a value that
 * is one URL ending in `\'` holds them both (WPT's `"http://\/\/\/\\'"` in ada-url's URL tests).
 */
function escapesQuote(text: string, end: number): boolean {
  const quote = text.charCodeAt(end);
  return text.charCodeAt(end - 1) === BACKSLASH && (quote === DOUBLE_QUOTE || quote === SINGLE_QUOTE) && end + 1 < text.length;
}

const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;

/** How far back on its line a URL's command is looked for. */
const COMMAND_LOOK = 200;

/** The commands that take a URL, whose line's "|" right after it is the shell's pipe (isShellPipe). */
const URL_COMMANDS = /(?:^|[\s`$(])(?:curl|wget|http|https|xh)\s[^\n]*$/;

/**
 * Whether the "|" that ends text[start, end) is a shell pipe: a space or a line break follows it and the line before
 * the URL runs a command that takes one (`curl https://encoding.spec.whatwg.org/encodings.json|` then `ruby -rjson
 * -e ...` in ruby/uri's lib/uri/common.rb). Elsewhere a "|" before a space stays the URL's (`see http://x.example/c| too`).
 */
function isShellPipe(text: string, start: number, end: number): boolean {
  const after = text.charCodeAt(end);
  if (after !== SP && after !== TAB && after !== LF && after !== CR) return false;
  // At most COMMAND_LOOK characters back, so a long line of such URLs stays linear.
  let lineStart = start;
  while (lineStart > 0 && start - lineStart < COMMAND_LOOK && text.charCodeAt(lineStart - 1) !== LF) lineStart--;
  return URL_COMMANDS.test(text.slice(lineStart, start));
}

/** A bare URL has no wrapper whitespace and no hyphen breaks: one frozen empty list each, shared, not two per URL. */
const NO_WHITESPACE: Span[] = Object.freeze([]) as unknown as Span[];
const NO_HYPHEN_BREAKS: number[] = Object.freeze([]) as unknown as number[];

/**
 * Where the known scheme that ends at text[colon] starts, or -1. The scheme must start at a word boundary:
 * - after a character that cannot be in a scheme name ("(", "=", "/", a space, a CJK letter: `请看http://x`), or
 * - after a run of "+", "-", "." that is itself not preceded by a letter or digit (`(+https://x`, a diff's
 *   `-http://x`), or that holds ".." (an ellipsis, never inside a name: `can...http://x`).
 * So "x.http://", "git+https://", "3http://", "std::" and "12:30" are not URLs: there the "+", "-" or "." joins the
 * scheme to a longer name, and a URL found inside it would have the wrong extent. Of several boundaries the first
 * with a known name wins (a longer name such as an extra scheme "git+ssh" over "ssh").
 *
 * Linear overall: a colon is not a scheme character, so the runs walked for different colons never overlap.
 */
function schemeStart(text: string, colon: number, floor: number, schemes: SchemeSet): number {
  let run = colon;
  while (run > 0 && (charClass(text.charCodeAt(run - 1)) & SCHEME) !== 0) run--;
  const first = Math.max(run, floor, colon - schemes.maxLength);
  let wordBefore = false; // a letter or digit precedes the current "+-." run within the name
  let ellipsis = false; // the current "+-." run holds ".."
  let afterPunctuation = false;
  for (let p = run; p < colon; p++) {
    const c = text.charCodeAt(p);
    if (c === PLUS || c === HYPHEN || c === DOT) {
      if (c === DOT && afterPunctuation && text.charCodeAt(p - 1) === DOT) ellipsis = true;
      afterPunctuation = true;
      continue;
    }
    const boundary = p === run || (afterPunctuation && (!wordBefore || ellipsis));
    if (boundary && p >= first && (charClass(c) & ALPHA) !== 0 && schemes.lookup(text, p, colon) !== SchemeKind.Unknown) {
      return p;
    }
    wordBefore = true;
    ellipsis = false;
    afterPunctuation = false;
  }
  return -1;
}

/** True when text[from, end) is empty or all "/": "http://", "file:///" are a scheme mentioned in prose. */
function onlySlashes(text: string, from: number, end: number): boolean {
  for (let i = from; i < end; i++) if (text.charCodeAt(i) !== SLASH) return false;
  return true;
}

/**
 * The schemepart starts with a letter, digit, "*" (`news:*`), "%" or "/" (a user's scheme such as `git+ssh://h/r`):
 * "news:-)" is a smiley, not a newsgroup, and `(?i:mailto:|xmpp:)` is a regular expression, not a mail address.
 */
function startsWithWordChar(c: number): boolean {
  return c === 0x2a || c === 0x25 || c === SLASH || (c >= 0x30 && c <= 0x39) || (charClass(c) & ALPHA) !== 0;
}

/**
 * A bare URL broken after a "-" at a line end and continued on the next line (RFC 1738 appendix: "the interpreter of
 * a URL containing a line break immediately after a hyphen should ignore all unencoded whitespace around the line
 * break, and should be aware that the hyphen may or may not actually be part of the URL"). Two writers make them:
 * a line-wrapping tool that breaks only after a hyphen the URL already has (Python's textwrap, with which gcloud's
 * changelogs break `https://cloud.google.com/sdk/docs/release-` newline `    notes`; curl's changelog breaks
 * `.../regular-dlls-statically-linked-` newline `  to-mfc`), and a typesetter that hyphenates a word
 * (`https://translationpro-` newline `ject.org/)` in man-db's manual rendered to ASCII). The URL is joined across each
 * such break whose next line continues it (see continuesUrl), keeping the hyphen as the rules' reading, and each
 * break is listed in `hyphenBreaks` with the whitespace it crosses in `whitespace`, for the hyphen-line-break
 * warning. Where the next line does not continue the URL (see continuesUrl) the URL ends at the hyphen, which stays
 * in it: a URL is never lost at a break (monaco's text-fragment link `...#:~:text=...,-` ends in one, and the next line
 * holds another URL).
 */
function joinHyphenBreaks(text: string, start: number, firstEnd: number, pool: OffsetPool, stop: Terminators, schemes: SchemeSet): Locator {
  const whitespace: Span[] = [];
  let end = firstEnd;
  let length = end - start;
  while (endsInHyphenBreak(text, end)) {
    const next = afterLineBreak(text, end);
    // The continuation is read with the scan's state (brackets, path) carried over: it is the same URL.
    const nextEnd = next < 0 ? -1 : trimTrail(text, next, scanToEnd(text, next, stop, schemes), stop.trail);
    // The next line cannot continue the URL (a blank line, a list item, a quotation, a heading, a new sentence): the
    // URL ends at its hyphen, which is then its own (`...,-` ends a text fragment's suffix), and is never lost.
    if (next < 0 || !continuesUrl(text, end, next, nextEnd)) break;
    whitespace.push({ start: end, end: next });
    length += nextEnd - next;
    end = nextEnd;
  }
  if (whitespace.length === 0) return plainLocator(text, start, end, pool);
  const offsets = pool.take(length + 1);
  const hyphenBreaks: number[] = [];
  const pieces: string[] = [];
  let u = 0;
  let from = start;
  for (const gap of whitespace) {
    for (let d = from; d < gap.start; d++) offsets[u++] = d;
    pieces.push(text.slice(from, gap.start));
    hyphenBreaks.push(u - 1);
    from = gap.end;
  }
  for (let d = from; d < end; d++) offsets[u++] = d;
  offsets[u] = end;
  pieces.push(text.slice(from, end));
  return { kind: 'bare', start, end, url: pieces.join(''), offsets, whitespace, hyphenBreaks };
}

/** Whether text[end - 1] is a "-" followed by nothing but spaces or tabs before a line break. */
function endsInHyphenBreak(text: string, end: number): boolean {
  if (text.charCodeAt(end - 1) !== HYPHEN) return false;
  let i = end;
  while (text.charCodeAt(i) === SP || text.charCodeAt(i) === TAB) i++;
  const c = text.charCodeAt(i);
  return c === LF || c === CR;
}

/**
 * The offset of the first character of the next line after the line break that follows text[end] (spaces and tabs
 * before and after it skipped), or -1 when that line is blank: a paragraph never continues a URL.
 */
function afterLineBreak(text: string, end: number): number {
  let i = end;
  while (text.charCodeAt(i) === SP || text.charCodeAt(i) === TAB) i++;
  i += text.charCodeAt(i) === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
  while (text.charCodeAt(i) === SP || text.charCodeAt(i) === TAB) i++;
  const c = text.charCodeAt(i);
  return i >= text.length || c === LF || c === CR ? -1 : i;
}

/**
 * Whether text[next, nextEnd), the first word of the line after a hyphen break at text[end - 1], continues the URL.
 * A hyphen inside a URL joins two words or syllables, so both sides are a letter or digit (`release-` / `notes`,
 * `translationpro-` / `ject.org/`), or it follows a "/" (a typesetter's, in @types/node's buffer.d.ts:
 * `https://developer.mozilla.org/en-US/docs/Web/JavaScript/-` / ` * Reference/Global_Objects/TypedArray`): a list item (`- x`, `* x`), a quotation mark, a bracket, a comment marker (`#`,
 * `//`) or a punctuation mark on the next line is something else, and so is a URL of its own (`http://` opening the
 * next line: a URL rarely ends in "-", but two URLs are never one).
 */
function continuesUrl(text: string, end: number, next: number, nextEnd: number): boolean {
  const before = text.charCodeAt(end - 2);
  if (nextEnd <= next || !(joinsBeforeHyphen(before) || before === SLASH) || !isAsciiWordChar(text.charCodeAt(next))) return false;
  if (before !== SLASH && isCapitalisedWord(text, next, nextEnd)) return false;
  if (isFieldName(text, next, nextEnd)) return false;
  for (let i = next; i + 2 < nextEnd; i++) {
    if (text.charCodeAt(i) === COLON && text.charCodeAt(i + 1) === SLASH && text.charCodeAt(i + 2) === SLASH) return false;
  }
  return true;
}

/**
 * Whether text[from, end) is the name of a field that opens the next line, `name:` then a space or the line's end:
 * a line of fields, not the rest of a URL. Bikeshed's anchors block in WHATWG's URL standard (whatwg/url 6ae8486,
 * review-drafts/2021-08.bs): `urlPrefix: https://w3c.github.io/media-source/#idl-def-` newline `type: interface; ...`;
 * a bnd instruction under a comment in gson's pom.xml (google/gson 9835b6f): `# https://bnd.bndtools.org/chapters/
 * 920-faq.html#remove-unwanted-imports-` newline `Import-Package: sun.misc;...`. Of the 66 hyphen joins in Debian's
 * /usr/share/doc, node_modules, test/fixtures and 122 public repositories, these 11 are the only continuations
 * followed by ": ", and all 11 were wrong.
 */
function isFieldName(text: string, from: number, end: number): boolean {
  if (text.charCodeAt(end) !== COLON) return false;
  const after = text.charCodeAt(end + 1);
  if (!(after === SP || after === TAB || after === LF || after === CR || Number.isNaN(after))) return false;
  for (let i = from; i < end; i++) {
    const c = text.charCodeAt(i);
    if (!(isAsciiWordChar(c) || c === HYPHEN)) return false;
  }
  return true;
}

/**
 * Whether text[from, end) is one capitalised word of letters (`The`, `Download`): a new sentence, not the rest of a
 * URL (`Download https://x.example/v1-` newline `The next paragraph` is not `.../v1-The`). A URL's own continuation
 * after a hyphen holds more than a word (`ject.org/`, `FIPS.md`, `Reference/Global_Objects`) or starts in lower case
 * (`notes`, `to-mfc`): none of the 38 hyphen joins in Debian's /usr/share/doc and test/fixtures is a capitalised word.
 */
function isCapitalisedWord(text: string, from: number, end: number): boolean {
  const first = text.charCodeAt(from);
  if (first < 0x41 || first > 0x5a || end - from < 2) return false;
  for (let i = from + 1; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x61 || c > 0x7a) return false;
  }
  return true;
}

/**
 * What the scan to a URL's end carries from one line to the next when the URL continues after a hyphen break: the
 * bracket depths (an unmatched closing bracket ends the URL) and whether the path has begun (an en dash between
 * letters is kept only there). One object for every scan: the finder runs one scan at a time, and a URL allocates
 * nothing for it.
 */
class ScanState {
  paren = 0;
  square = 0;
  curly = 0;
  /** The offset from which a "/", "?" or "#" ends the host (past an Internet scheme's "//"), or the text's length. */
  pathFrom = 0;
  inPath = false;
  /** The closing CJK bracket or quote that a path segment opened (`/wiki/【`), or 0: see keepsCjkBracket. */
  cjkClose = 0;
  /** Once looked for (not -1): just past the authority's last "@" ahead of a "|", or that "|" when there is none. */
  userinfoEnd = -1;

  reset(pathFrom: number): void {
    this.cjkClose = 0;
    this.userinfoEnd = -1;
    this.paren = 0;
    this.square = 0;
    this.curly = 0;
    this.pathFrom = pathFrom;
    this.inPath = false;
  }
}

const scan = new ScanState();

/**
 * Index of the first character that ends a bare URL at or after `from`: one with a flag in `stop.end` (but a
 * backslash that isPathBackslash calls a separator, in prose), an unmatched closing bracket, a "," that starts the next
 * URL of a list (`https://a.example,https://b.example`, or a named one: see startsListItem), or a Hangul,
 * kana or CJK ideograph glued to an ASCII letter or digit (Korean and Japanese particles follow a URL without a space:
 * `https://aka.ms/tsconfig를`; a CJK path segment after "/" stays in). An en dash between two letters past the host is
 * the URL's own (`https://en.wikipedia.org/wiki/Fisher–Yates_shuffle`: Wikipedia titles use it), not a dash of the
 * sentence; the rules still flag it as a non-ASCII character. An em dash always ends the URL: English and Chinese
 * prose put it right against a word (`http://x—it is free`). So does a character reference to a character that would
 * end it, written where the text is HTML without being read as HTML (Javadoc: `&quot;http://api&quot;`). So does the
 * text of an AsciiDoc URL macro written where no AsciiDoc reader reads it (see isMacroText). So does an escape of a
 * line break or tab left in a string of another language (see isControlEscape). An interpolation closed on its line,
 * `${...}` or Ruby's `#{...}`, is read to its "}" whatever it holds (`?q=#{number + 1}`, `${match.url.replace(/^@/,
 * '')}`): its code is the program's, a placeholder of the URL (placeholder/table.ts).
 */
function scanToEnd(text: string, from: number, stop: Terminators, schemes: SchemeSet): number {
  const state = scan;
  const endMask = stop.end;
  let i = from;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((charClass(c) & endMask) !== 0 && !(c === EN_DASH && state.inPath && isLetter(text.charCodeAt(i - 1)) && isLetter(text.charCodeAt(i + 1)))) {
      if (!(c === BACKSLASH && (stop.backslashInValue === true || (stop.pathBackslash && i > from && isPathBackslash(text, i)))) && !keepsCjkBracket(text, c, i, state)) break;
    }
    if (c === COMMA && startsListItem(text, i + 1, schemes)) break;
    if (c === BACKSLASH && isControlEscape(text, i) && !afterFileScheme(text, from)) break;
    if ((c === DOLLAR || c === HASH_CHAR) && text.charCodeAt(i + 1) === OPEN_CURLY) {
      const close = interpolationClose(text, i + 2);
      if (close !== -1) {
        i = close; // the "}": what is inside is the program's, spaces and quotes included
        continue;
      }
    }
    if (c === AMPERSAND && isEndingReference(text, i)) break;
    if (isEastAsianLetter(c) && isAsciiWordChar(text.charCodeAt(i - 1))) break;
    // A "|" in an Internet URL's host or port separates fields (no host holds one): Go's net/http connectMethodKey
    // comment `http://proxy.com|https|foo.com` (imroc/req 5197ba7, transport.go), `curl http://host|jq`. Not in the
    // userinfo, where a password may hold one (`ftp://deploy:pa55|wörd@ftp.corp.internal/`): an "@" after it in
    // the authority keeps it, looked for once per URL.
    if (c === PIPE_CHAR && !state.inPath && i >= state.pathFrom && i >= state.userinfoEnd) {
      if (state.userinfoEnd < 0) state.userinfoEnd = authorityAt(text, i);
      if (i >= state.userinfoEnd) break;
    }
    if (c === SLASH || c === 0x3f || c === 0x23) {
      if (i >= state.pathFrom) state.inPath = true; // past the host: its "/", "?" or "#"
    } else if (c === 0x28) state.paren++;
    else if (c === 0x29 && state.paren-- === 0) break;
    else if (c === 0x5b) {
      if (i > from && isMacroText(text, i)) break;
      state.square++;
    }
    else if (c === 0x5d && state.square-- === 0) break;
    else if (c === 0x7b) state.curly++;
    else if (c === 0x7d && state.curly-- === 0) break;
  }
  return i;
}

/**
 * Just past the last "@" of the authority from text[from] on (before a "/", "?", "#", a blank or the text's end), or
 * `from` when there is none: what is before it is userinfo.
 */
function authorityAt(text: string, from: number): number {
  let end = from;
  for (let j = from + 1; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === SLASH || c === 0x3f || c === 0x23 || c <= 0x20) break;
    if (c === 0x40) end = j + 1;
  }
  return end;
}

/**
 * Whether the CJK bracket or quote at text[i], which ends a bare URL in running text, is the URL's own: one that opens
 * a path segment (right after a "/" past the host) and is closed before the URL would end, and the one that closes
 * it. Wikipedia titles hold them (`https://zh.wikipedia.org/wiki/【我推的孩子】`, `/wiki/《三体》`), and VS Code's link
 * detector keeps them. Anywhere else they are the sentence's, as before: `见【https://x.example】`, a bracket that no
 * closing one follows (`http://b.example/【`), and 「」 『』 〔〕, which Japanese prose writes right after a URL
 * (`詳しくはhttps://a.example/ja/「ガイド」`).
 */
function keepsCjkBracket(text: string, c: number, i: number, state: ScanState): boolean {
  if (state.cjkClose !== 0) {
    if (c !== state.cjkClose) return false;
    state.cjkClose = 0;
    return true;
  }
  const close = CJK_PAIRS.get(c);
  if (close === undefined || !state.inPath || text.charCodeAt(i - 1) !== SLASH || !closedAhead(text, i + 1, close)) return false;
  state.cjkClose = close;
  return true;
}

/**
 * Whether `close` comes at or after text[from] before anything that ends a URL, within CJK_LOOK characters (a title is
 * short; the bound keeps a line of openings linear).
 */
function closedAhead(text: string, from: number, close: number): boolean {
  const limit = Math.min(text.length, from + CJK_LOOK);
  for (let j = from; j < limit; j++) {
    const c = text.charCodeAt(j);
    if (c === close) return true;
    if ((charClass(c) & END) !== 0) return false;
  }
  return false;
}

const CJK_LOOK = 128;

/** Opening CJK brackets and quotes that may open a path segment, with their closing ones: 【】 《》 “”. */
const CJK_PAIRS = new Map([
  [0x3010, 0x3011],
  [0x300a, 0x300b],
  [0x201c, 0x201d],
]);

/**
 * Whether text[at] ("&") starts a character reference to a quote or an angle bracket: `&quot;`, `&apos;`, `&lt;`,
 * `&gt;` or a numeric one (`&#34;`, `&#x22;`, `&#39;`, `&#60;`, `&#62;`). Those characters end a bare URL, and the
 * reference is how HTML writes them (Javadoc and other HTML-in-comments: `.target(MyApi.class, &quot;http://api&quot;)`,
 * OpenFeign's SOAPDecoder.java); a query's `&name=` goes on (`&gt=5`, `&quote=1`: no ";" right after the name).
 */
function isEndingReference(text: string, at: number): boolean {
  const limit = Math.min(text.length, at + 7); // the longest is "&#x3e;": a bounded look, so a run of "&" stays linear
  for (let semi = at + 2; semi < limit; semi++) {
    if (text.charCodeAt(semi) === 0x3b) return ENDING_REFERENCES.has(text.slice(at + 1, semi).toLowerCase());
  }
  return false;
}
const ENDING_REFERENCES = new Set(['quot', 'apos', 'lt', 'gt', '#34', '#x22', '#39', '#x27', '#60', '#x3c', '#62', '#x3e']);
const AMPERSAND = 0x26;

/**
 * Whether the "[" at text[at] opens an AsciiDoc URL macro's text, `https://example.org/guide[the guide]`, written
 * where no AsciiDoc reader reads it (a Ruby string in asciidoctor's tests, a `.txt` too short to tell): the URL ends
 * before it. It is that when the "]" closing it comes on the same line, within MACRO_LOOK characters, with no "["
 * "%" or ":" between, and ends the word (then a blank, the text's end, a quote, ")", ",", ";", or sentence punctuation before
 * one of those), and what is between is empty (`mailto:doc.writer@asciidoc.org[]`) or holds a letter and is none of
 * what a URL writes in brackets:
 * - a range of curl's globbing (`file[1-100].txt`, `[a-z]`: the "]" does not end the word there anyway, or the
 *   text is two words joined by "-");
 * - an optional part or a stand-in of a syntax description (`[:port]`, `[/path]`, `[?query]`, `[<USER>@]`, a whole
 *   segment `https://[service.name]/[google.protobuf.Api.name]`) or an IPv6 literal (`http://[::1]`): it starts
 *   with a delimiter or follows a "/";
 * - a subscript of a query's key (`?fields[articles]`, PHP's `?a[]=1`): after the last "?" or "&" comes no "=".
 * What it may hide: a URL whose last segment ends in a bracketed word, `http://x.example/a[b]`, whose brackets are
 * not reported.
 */
export function isMacroText(text: string, at: number): boolean {
  if (text.charCodeAt(at - 1) === SLASH) return false;
  const limit = Math.min(text.length, at + MACRO_LOOK);
  let close = -1;
  let letter = false;
  for (let j = at + 1; j < limit; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x5d) {
      close = j;
      break;
    }
    // A "%" too: what fix-all writes when the brackets are the URL's (an inner "[" becomes "%5B", "<>" has no letter
    // and "%3C%3E" two), so a text with one is never a macro's, before or after a fix. And a ":", which another URL
    // in it would hold, whose fixes would write a "%".
    if (c === OPEN_SQUARE || c === 0x0a || c === 0x0d || c === 0x25 || c === 0x3a) return false;
    if (!letter && isLetter(c)) letter = true;
  }
  if (close === -1 || !endsWord(text, close + 1)) return false;
  if (close === at + 1) return true;
  const first = text.charCodeAt(at + 1);
  if (!letter || MACRO_NOT_FIRST.includes(String.fromCharCode(first))) return false;
  if (isRange(text, at + 1, close)) return false;
  return !inQueryKey(text, at);
}

const MACRO_LOOK = 256;
const MACRO_NOT_FIRST = ':/?#&=@<{$%.[';

/**
 * Whether text[at] ends a word: the text's end, a blank, a quote, ")", ",", ";", or ".", "!", "?", ":" before one;
 * after up to three "*" or "_" that close emphasis.
 */
function endsWord(text: string, at: number): boolean {
  // Closing emphasis marks first (`**https://github.com/o/r[Name]**` in Markdown or AsciiDoc prose), at most a few.
  let i = at;
  while (i - at < 3 && (text.charCodeAt(i) === 0x2a || text.charCodeAt(i) === 0x5f)) i++;
  if (endsWordHere(text, i)) return true;
  // One sentence mark before such an end; not a run of them (no recursion: a run of dots stays one look).
  return '.!?:'.includes(text[i] ?? ' ') && !'.!?:'.includes(text[i + 1] ?? ' ') && endsWordHere(text, i + 1);
}

function endsWordHere(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  return Number.isNaN(c) || c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || '"\'`),;'.includes(text[at]!);
}

/**
 * A range of curl's globbing (`1-100`, `001-100`, `a-z`): two runs of digits, or two single letters, joined by one
 * "-". Two words so joined are a macro's text (`[Asciidoctor-doctest]` in asciidoctor-reveal.js's Markdown changelog).
 */
function isRange(text: string, from: number, to: number): boolean {
  const dash = text.indexOf('-', from);
  if (dash <= from || dash >= to - 1) return false;
  if (dash === from + 1 && to === dash + 2) return isLetter(text.charCodeAt(from)) && isLetter(text.charCodeAt(dash + 1));
  for (let j = from; j < to; j++) if (j !== dash && !isDigit(text.charCodeAt(j))) return false;
  return true;
}

/** Whether text[at] follows a query's key: a "?" before it in the word, and no "=" since the last "?" or "&". */
function inQueryKey(text: string, at: number): boolean {
  for (let j = at - 1; j >= 0 && at - j < MACRO_LOOK; j--) {
    const c = text.charCodeAt(j);
    if (c === 0x3d) return false;
    if (c === 0x3f || c === 0x26) return true;
    if (c === 0x20 || c === 0x0a || c === 0x09) return false;
  }
  return false;
}

const OPEN_SQUARE = 0x5b;
const EN_DASH = 0x2013;
const BACKSLASH = 0x5c;

/** An ASCII letter, or a non-ASCII letter of any script (`Fisher–Yates`, `Gödel–Escher`). */
function isLetter(c: number): boolean {
  if (c < 0x80) return (charClass(c) & ALPHA) !== 0;
  return LETTER.test(String.fromCharCode(c));
}

const LETTER = /^\p{L}$/u;

/**
 * Whether the "\" at text[i] writes a line break or a tab, `\r`, `\n` or `\t`, as an escape of a string written
 * inside another (JSON in a Java test's string, as the Java reader decodes it: `please use
 * https://pivotal.io/security#reporting\r\n-->`): the letter is followed by another "\", a blank, a quote, "<" or ">",
 * or the text's end: what no URL holds.
 * A path's backslash before a word (`http://x.example\tools`, `\new`) is the URL's, reported as unsafe, and so is
 * any in a file URL, where a Windows path's folder may be one letter (`file:///C:\new\t\x`).
 */
function isControlEscape(text: string, i: number): boolean {
  const letter = text.charCodeAt(i + 1);
  if (letter !== 0x6e && letter !== 0x72 && letter !== 0x74) return false; // n r t
  const next = text.charCodeAt(i + 2);
  return next === BACKSLASH || Number.isNaN(next) || next <= 0x20 || next === DOUBLE_QUOTE || next === SINGLE_QUOTE || next === 0x3c || next === 0x3e;
}

/**
 * The "}" that closes an interpolation whose code starts at text[from], within INTERPOLATION_LOOK characters and on
 * the same line, or -1. Only one that holds a blank or a quote needs it (any other is read to its "}" anyway); -1 too
 * for one that holds none, so the walk over it is repeated at most once. Not one that holds a "{" or a "%": fix-all
 * may encode a "{" as "%7B", and an interpolation must read the same before and after.
 */
function interpolationClose(text: string, from: number): number {
  let spaced = false;
  const limit = Math.min(text.length, from + INTERPOLATION_LOOK);
  for (let j = from; j < limit; j++) {
    const c = text.charCodeAt(j);
    if (c === LF || c === CR || c === OPEN_CURLY || c === PERCENT) return -1;
    if (c === CLOSE_CURLY) return spaced ? j : -1;
    if (c === SP || c === TAB || c === DOUBLE_QUOTE || c === SINGLE_QUOTE) spaced = true;
  }
  return -1;
}
const PERCENT = 0x25;
const INTERPOLATION_LOOK = 120;
const DOLLAR = 0x24;
const HASH_CHAR = 0x23;
const OPEN_CURLY = 0x7b;
const CLOSE_CURLY = 0x7d;

/** Whether the URL whose text after the scheme's ":" starts at text[from] is a file URL. */
function afterFileScheme(text: string, from: number): boolean {
  let colon = from - 1;
  while (colon >= 0 && text.charCodeAt(colon) !== COLON && from - colon < 8) colon--;
  return colon >= 4 && text.slice(colon - 4, colon).toLowerCase() === 'file';
}

/**
 * Whether the next item of a list starts at text[at], after a ",": an Internet URL, or a name and "=" before one
 * (etcd's `--initial-cluster node1=http://10.0.0.1:2380,node2=http://10.0.0.2:2380`). The name is looked at for at
 * most LIST_NAME characters, so a line of commas stays linear.
 */
function startsListItem(text: string, at: number, schemes: SchemeSet): boolean {
  if (startsInternetUrl(text, at, schemes)) return true;
  let eq = at;
  const limit = Math.min(text.length, at + LIST_NAME);
  while (eq < limit && isListNameChar(text.charCodeAt(eq))) eq++;
  return eq > at && text.charCodeAt(eq) === 0x3d && startsInternetUrl(text, eq + 1, schemes);
}
const LIST_NAME = 64;

function isListNameChar(c: number): boolean {
  return isAsciiWordChar(c) || c === HYPHEN || c === DOT;
}

/** A known Internet scheme and "://" at text[at]. Called only at commas, so the URL scan stays one pass. */
function startsInternetUrl(text: string, at: number, schemes: SchemeSet): boolean {
  let colon = at;
  const limit = Math.min(text.length, at + schemes.maxLength);
  while (colon < limit && (charClass(text.charCodeAt(colon)) & ALPHA) !== 0) colon++;
  return (
    colon > at &&
    text.charCodeAt(colon) === 0x3a &&
    text.charCodeAt(colon + 1) === SLASH &&
    text.charCodeAt(colon + 2) === SLASH &&
    schemes.lookup(text, at, colon) === SchemeKind.Internet
  );
}

/**
 * A character a hyphen can join to what follows: a letter or digit of any script (`café-` / `bar`), or one that a fix
 * writes as an escape (`^`, `|`, a `%` that starts none, a fragment's second `#`, a `~` in strict: `%5E`, `%7C`, `%25`,
 * `%23`, `%7E`), whose last character is a hex digit.
 * Either way the fixed text joins the same lines as the text before the fix (found by npm run fuzz: `file:///䪶-`
 * newline `k`, joined only once the ideograph was encoded).
 */
function joinsBeforeHyphen(c: number): boolean {
  return isAsciiWordChar(c) || c >= 0x80 || ENCODED_BEFORE_HYPHEN.includes(String.fromCharCode(c));
}
const ENCODED_BEFORE_HYPHEN = '%^|{}\\[]`#~';

function isAsciiWordChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}
