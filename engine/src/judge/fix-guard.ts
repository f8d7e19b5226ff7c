import type { Fix, LintedUrl, Locator, TextEdit } from '../types';
import type { DocumentType } from '../document/document-type';
import { LINK_MAY_FOLLOW, LINKED_SCHEMES } from '../document/asciidoc/inline';

/**
 * Safe fixes that would change how their document is read, made unsafe (offered, but left to the user by fix-all).
 *
 * A fix edits the document, not the view its reader made of it: the rules see a URL as its reader decoded it, but
 * what a fix writes is read again by that reader, next to document text that is syntax in that type. Where a
 * reader can read the same text before and after every fix, it does (a Markdown autolink, a YAML flow collection,
 * an unterminated roff escape: see those readers). Where the edited spot's meaning depends on its neighbours, no
 * reading of the text before the edit can foresee the text after it, so this guard applies instead; it is one
 * place, after the rules, because no rule knows the document type or the syntax around its URL:
 * - an edit right after an unescaped backslash, in types where a backslash and the character after it make one
 *   escape: the edit rewrites that character, so it may rewrite the escape (JSON `"\Telnet://c"`: lower-casing the
 *   scheme turns the literal `\T` into `\t`, a tab; Markdown `\é` in a link: encoding writes `\%`, an escaped "%").
 *   Unless a safe edit replaces the backslash too: fix-all then writes both, and no backslash is left to escape.
 * - a "<" or ">" of a bare URL (written as itself or as "&lt;") inside what would be a `<...>` wrapper but for that
 *   character (`Locator.insideOpenAngle`, noted by the finder), or a '"' or a space, which keep a plain `<...>` from
 *   wrapping (find/wrapper.ts): a URL holds one only in an HTML or XML attribute value or a Markdown link
 *   destination, and encoded, the `<...>` becomes a wrapper and the URL moves (HTML `<a href="<news:H<>">`: once
 *   the inner "<" is "%3C", the URL is the wrapped `<news:H%3C>`). A "<" with no open "<" before it, as in
 *   `href="a?q=1&lt;2"`, is still encoded by fix-all: no wrapper can form.
 * - in Markdown, a "`": it is code syntax wherever it stands. A code span is a backtick run closed by the next run of
 *   equal length (CommonMark 0.31 section 6.1), and a line of three or more backticks opens a fence unless its info
 *   string holds a backtick (section 4.5), so encoding one changes which runs pair up or which lines are code:
 *   `` `<URL:%s``> ``, once the second "`" of "``" is "%60", is a code span from the first "`" and the URL is gone;
 *   ```` ```<telnet:`> ```` becomes a fence that makes the line below it code, and fix-all never settled. The same
 *   in shell, Perl, Ruby and PHP code, where a "`" opens or closes a command substitution: encoding one changes which
 *   backticks pair up, so what the program runs (`news:m\`ᏸ\`\`\`HTTP://#\``: with the first "`" encoded, the
 *   second URL is inside a substitution).
 * - in Markdown, AsciiDoc and reStructuredText, a deletion at a line's start (its indentation aside): what a line
 *   starts with is block syntax there, and the characters the deletion brings to the start may be some (AsciiDoc
 *   `<URLe://@` newline `://>`: without the empty port's ":", the second line is `//>`, a comment, and the URL is gone).
 * - in AsciiDoc, a character after which Asciidoctor links a URL (one of `>()[];"'`) right before a scheme it links
 *   (`http://`, `https://`, `ftp://`, `file://`, `irc://`): encoded, a hex digit stands there and no URL starts
 *   (`file:///[HTTP://>[`: a "[" before it, but a "D" once the "[" is "%5B"; document/asciidoc/inline.ts).
 *
 * Linear: each edit is located in its URL by a binary search and looks at its own characters, and a backslash run
 * is counted once (see escapedBefore).
 */
export class FixGuard {
  /** Document offsets where a safe edit that replaced a backslash ends. */
  private readonly backslashReplacedBefore = new Set<number>();
  /** The number of backslashes right before offset runAt (see escapedBefore). */
  private runAt = -1;
  private runLength = 0;

  private constructor(
    private readonly text: string,
    private readonly backslash: boolean,
    private readonly backtickSyntax: boolean,
    private readonly lineSyntax: boolean,
    private readonly asciidoc: boolean,
  ) {}

  /** The guard of a document of the given type, or undefined for plain text, where no fix needs one. */
  static of(text: string, type: DocumentType | undefined): FixGuard | undefined {
    if (type === undefined || type === 'plaintext') return undefined;
    return new FixGuard(text, BACKSLASH_ESCAPES.has(type), BACKTICK_SYNTAX.has(type), LINE_SYNTAX.has(type), type === 'asciidoc');
  }

  /** Guards one URL's fixes. URLs come in document order, so a backslash's own fix is seen before the next one's. */
  check(url: LintedUrl): void {
    let seen: Map<Fix, Fix> | undefined;
    let leftBracket = false;
    for (const d of url.diagnostics) {
      if (!d.fixes.some((f) => f.safe)) continue;
      const cache = (seen ??= new Map());
      d.fixes = d.fixes.map((f) => {
        if (!f.safe) return f;
        const guarded = this.guarded(f, url.locator, cache);
        if (!guarded.safe && encodesBracket(f)) leftBracket = true;
        return guarded;
      });
    }
    // A bracket is encoded with its partner or not at all (encode-safety.ts): once one is left, so are the URL's
    // others (`<a href="<ftp://L/[-]<">`: the run "]<" left for its "<", its "[" encoded, the URL ended at "]").
    if (!leftBracket) return;
    const left = new Map<Fix, Fix>();
    for (const d of url.diagnostics) d.fixes = d.fixes.map((f) => (f.safe && encodesBracket(f) ? this.left(f, left) : f));
  }

  /** A safe fix made unsafe after the guard let it through (shared fixes stay shared): what it replaced stays. */
  private left(fix: Fix, seen: Map<Fix, Fix>): Fix {
    let made = seen.get(fix);
    if (made !== undefined) return made;
    for (const e of fix.edits) this.backslashReplacedBefore.delete(e.end);
    made = { ...fix, safe: false };
    seen.set(fix, made);
    return made;
  }

  /** The safe fix as it is, or made unsafe. One fix object may be shared by several diagnostics (a wrapper's join): it stays shared. */
  private guarded(fix: Fix, locator: Locator, seen: Map<Fix, Fix>): Fix {
    let guarded = seen.get(fix);
    if (guarded !== undefined) return guarded;
    guarded = fix.edits.some((e) => this.changesReading(locator, e)) ? { ...fix, safe: false } : fix;
    seen.set(fix, guarded);
    if (guarded.safe) for (const e of fix.edits) if (e.end > e.start && this.text.charCodeAt(e.end - 1) === 0x5c) this.backslashReplacedBefore.add(e.end);
    return guarded;
  }

  private changesReading(locator: Locator, e: TextEdit): boolean {
    if (this.backslash && this.escapedBefore(e.start) && !this.backslashReplacedBefore.has(e.start)) return true;
    if (this.backslash && this.unescapesQuote(e)) return true;
    if (this.backtickSyntax && this.replacesBacktick(e)) return true;
    if (this.lineSyntax && e.newText === '' && e.end > e.start && this.atLineStart(e.start)) return true;
    if (this.asciidoc && e.end > e.start && LINK_MAY_FOLLOW.includes(this.text[e.end - 1]!) && startsLinkedScheme(this.text, e.end)) return true;
    return replacesAngleBracket(locator, e);
  }

  /**
   * Whether the edit replaces the backslash right before a quote that an odd run of backslashes escapes: the quote
   * kept in its string would end it. A raw string keeps its backslashes in the value, so its URL holds them one by
   * one (Python `r'gopher://h/?a\'b'`: once "\" was "%5C", the string ended at that quote). An even run escapes
   * nothing (`"...\\"`, a pair decoded as one backslash), and the quote ends the string before and after.
   */
  private unescapesQuote(e: TextEdit): boolean {
    const q = this.text.charCodeAt(e.end);
    if ((q !== 0x27 && q !== 0x22) || e.end === e.start || this.text.charCodeAt(e.end - 1) !== 0x5c || e.newText.endsWith('\\')) return false;
    let run = 0;
    while (e.end - run > 0 && this.text.charCodeAt(e.end - run - 1) === 0x5c) run++;
    return run % 2 === 1;
  }

  /** Whether only blanks stand between the start of the line and `at`. */
  private atLineStart(at: number): boolean {
    let i = at;
    while (i > 0 && (this.text.charCodeAt(i - 1) === 0x20 || this.text.charCodeAt(i - 1) === 0x09)) i--;
    return i === 0 || this.text.charCodeAt(i - 1) === 0x0a;
  }

  private replacesBacktick(e: TextEdit): boolean {
    for (let i = e.start; i < e.end; i++) if (this.text.charCodeAt(i) === 0x60) return true;
    return false;
  }

  /**
   * Whether `start` follows an odd run of backslashes: the last one escapes the character at `start`. The run before
   * the last offset asked about is remembered: edits come in document order, so one at every backslash of a long
   * run (a wrapped URL's `\\\\...`, each encoded) counts the run once, not once per edit.
   */
  private escapedBefore(start: number): boolean {
    let i = start;
    let run = 0;
    while (i > 0 && this.text.charCodeAt(i - 1) === 0x5c) {
      if (i === this.runAt) {
        run += this.runLength;
        break;
      }
      i--;
      run++;
    }
    this.runAt = start;
    this.runLength = run;
    return run % 2 === 1;
  }
}

/**
 * Types whose readers take a backslash and what follows as one escape: string literals of code and config files
 * (gettext's C strings, Perl's), Markdown's and reStructuredText's escaped punctuation, AsciiDoc's escaped macros
 * and replacements, roff. (Plain text, HTML and XML have no backslash escapes; INI values are read as
 * written.)
 */
const BACKSLASH_ESCAPES: ReadonlySet<DocumentType> = new Set<DocumentType>([
  'markdown', 'roff', 'javascript', 'python', 'shell', 'c', 'go', 'java', 'rust', 'ruby', 'yaml', 'toml', 'json',
  'asciidoc', 'rst', 'gettext', 'perl', 'php',
]);

/** Whether a scheme Asciidoctor links starts at text[at] (any case, as document/asciidoc/inline.ts reads it). */
function startsLinkedScheme(text: string, at: number): boolean {
  const head = text.slice(at, at + 8).toLowerCase();
  return LINKED_SCHEMES.some((s) => head.startsWith(s));
}


/** Whether the fix encodes a "[" or "]". */
function encodesBracket(fix: Fix): boolean {
  return fix.edits.some((e) => /%5[BD]/i.test(e.newText));
}

/** Types where a "`" is syntax wherever it stands: Markdown's code spans and fences, command substitution. */
const BACKTICK_SYNTAX: ReadonlySet<DocumentType> = new Set<DocumentType>(['markdown', 'shell', 'perl', 'ruby', 'php']);

/** Types where what a line starts with is block syntax (a heading, list, quote, comment, directive). */
const LINE_SYNTAX: ReadonlySet<DocumentType> = new Set<DocumentType>(['markdown', 'asciidoc', 'rst']);

/**
 * Whether the edit replaces a character of a URL that a `<...>` would wrap without it (`Locator.insideOpenAngle`):
 * a "<" or ">", and what keeps a plain `<scheme:...>` from being a wrapper, a '"' or whitespace (find/wrapper.ts).
 * In an HTML attribute `'... &lt;gopher://h/a"b&gt;`, once the '"' was "%22", the URL was wrapped and lost its ">".
 */
function replacesAngleBracket(locator: Locator, e: TextEdit): boolean {
  if (locator.insideOpenAngle !== true) return false;
  const { url, offsets } = locator;
  const n = url.length;
  // The first URL character whose source starts at or after the edit's start (offsets never decrease).
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (offsets[mid]! < e.start) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < n && offsets[i]! < e.end; i++) {
    const c = url.charCodeAt(i);
    if (c === 0x3c || c === 0x3e || c === 0x22 || c === 0x20 || c === 0x09) return true;
  }
  return false;
}
