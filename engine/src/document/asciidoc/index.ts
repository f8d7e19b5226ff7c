import { markCode, type TextView, ViewBuilder } from '../view';
import { scanAsciidocInline } from './inline';

/**
 * AsciiDoc as Asciidoctor reads it (the AsciiDoc Language documentation, "Blocks" and "Macros"), line by line:
 * - paragraphs, titles, list items, table cells: inline AsciiDoc (see scanAsciidocInline): a URL macro's `[text]`,
 *   `link:` and `mailto:` macros, monospace as code;
 * - listing (`----`), literal (`....`), passthrough (`++++`) and fenced (```` ``` ````) blocks, a paragraph styled
 *   `[source]`, `[listing]` or `[literal]`, and an indented (literal) paragraph: code examples, one `comment` view
 *   each, as written (as Markdown code blocks are: see code-examples.ts), but for `include::` directives at a line's
 *   start, which the preprocessor reads in any block;
 * - attribute entries `:name: value`: the value is one value (context `prose`, a URL that starts it runs to its end),
 *   a trailing ` \` continuing it on the next line; `{name}` references are placeholders the finder knows;
 * - comments: `//` lines and `////` blocks: commented-out AsciiDoc, read as inline text in comment views (where
 *   directives are written);
 * - block attribute lines (`[source,ruby]`, `[[id]]`, `[quote, ...]`) and delimiter lines are markup, left out.
 * Other delimited blocks (example `====`, sidebar `****`, quote `____`, open `--`, tables `|===`) hold AsciiDoc and are
 * read as such. Linear: every line is looked at once, and inline scanning is linear in its paragraph.
 */
export function asciidocViews(text: string): TextView[] {
  return new AsciidocReader(text).read();
}

/** Delimiters of blocks whose content is verbatim: the content is code (`////`: a comment). */
const VERBATIM = new Set(['-', '.', '+', '/']);
/** Delimiters of blocks whose content is AsciiDoc: the delimiter line is markup, the content read as usual. */
const COMPOUND = new Set(['=', '*', '_']);
/** Block styles that make the next paragraph verbatim. */
const VERBATIM_STYLES = new Set(['source', 'listing', 'literal']);

class AsciidocReader {
  private readonly out: TextView[] = [];
  private paragraph = -1;
  /** The paragraph is verbatim (a `[source]` style or an indented first line): code, not text. */
  private verbatim = false;
  /** A block attribute line named a verbatim style: the next paragraph is code. */
  private styled = false;
  /** The paragraph's number of lines and its first line's length: a two-line section title has one, as long as its underline. */
  private paragraphLines = 0;
  private firstLineLength = 0;
  /** The paragraph before ended with a description list term (`Hard case::`). */
  private afterTerm = false;

  constructor(private readonly text: string) {}

  read(): TextView[] {
    const { text } = this;
    const n = text.length;
    let i = 0;
    while (i < n) {
      const end = lineEndOf(text, i);
      const next = Math.min(end + 1, n);
      const line = trimmedLine(text, i, end);
      if (line === '') {
        this.endParagraph(i);
        this.styled = false;
        i = next;
        continue;
      }
      if (this.paragraph !== -1 && this.paragraphLines === 1 && !this.verbatim && isUnderline(line, this.firstLineLength)) {
        // A two-line section title (`Title` then `-----` as long): the underline is markup, not a listing block.
        this.endParagraph(i);
        i = next;
        continue;
      }
      const delimiter = blockDelimiter(line);
      if (delimiter !== undefined && (this.paragraph === -1 || !this.verbatim)) {
        this.endParagraph(i);
        this.styled = false;
        i = delimiter.verbatim ? this.verbatimBlock(next, line, delimiter.comment, delimiter.fence) : next;
        continue;
      }
      if (this.paragraph !== -1 && this.verbatim) {
        i = next;
        continue;
      }
      if (isCommentLine(line)) {
        this.endParagraph(i);
        scanAsciidocInline(text, i + 2, i + line.length, this.out, 'comment');
        i = next;
        continue;
      }
      if (this.paragraph === -1) {
        if (line.startsWith('[') && line.endsWith(']')) {
          this.styled = VERBATIM_STYLES.has(blockStyle(line));
          i = next;
          continue;
        }
        if (isBlockTitle(line)) {
          // `.Title` before a block: text, and a `[source]` style above it still applies to the block below.
          scanAsciidocInline(text, i + 1, i + line.length, this.out);
          i = next;
          continue;
        }
        if (line.startsWith(':') && this.attributeEntry(i, end)) {
          i = this.continuedEnd;
          continue;
        }
        this.paragraph = i;
        this.paragraphLines = 0;
        this.firstLineLength = line.length;
        // An indented paragraph is literal, but a list item's, or a description list term's text (`term::`, a blank
        // line, then the indented description: git's docs write them so).
        this.verbatim = this.styled || (isBlank(text.charCodeAt(i)) && !isListItem(line.trimStart()) && !this.afterTerm);
        this.styled = false;
        this.afterTerm = false;
      }
      this.paragraphLines++;
      i = next;
    }
    this.endParagraph(n);
    return this.out;
  }

  private push(view: TextView | undefined): void {
    if (view) this.out.push(view);
  }

  private endParagraph(at: number): void {
    if (this.paragraph === -1) return;
    this.afterTerm = !this.verbatim && endsWithTerm(this.text, this.paragraph, at);
    if (this.verbatim) this.code(this.paragraph, at);
    else scanAsciidocInline(this.text, this.paragraph, at, this.out);
    this.paragraph = -1;
    this.verbatim = false;
  }

  /**
   * A code example [from, to), as written; but an `include::` directive at a line's start is the preprocessor's,
   * which reads it in every block, verbatim ones too (the AsciiDoc Language documentation, "Includes": a listing
   * block's `include::http://example.com/x.rb[]`, asciidoctorj's sample-with-uri-include.ad): its target is a URL.
   */
  private code(from: number, to: number): void {
    const { text } = this;
    // Searched in the block's own text: a search past `to` would make many blocks quadratic.
    const block = text.slice(from, to);
    let run = from;
    for (let found = block.indexOf('include::'); found !== -1; found = block.indexOf('include::', found + 9)) {
      const line = from + found;
      if (found !== 0 && text.charCodeAt(line - 1) !== 0x0a) continue;
      const end = Math.min(lineEndOf(text, line), to);
      this.example(run, line);
      scanAsciidocInline(text, line, end, this.out);
      run = end;
    }
    this.example(run, to);
  }

  private example(from: number, to: number): void {
    if (to <= from) return;
    const at = this.out.length;
    this.push(new ViewBuilder(this.text, 'comment').copy(from, to).build());
    markCode(this.out, at);
  }

  /** The content of a verbatim block opened by the line before `from`; returns where reading goes on. */
  private verbatimBlock(from: number, delimiter: string, comment: boolean, fence: boolean): number {
    const { text } = this;
    const n = text.length;
    let at = from;
    while (at < n) {
      const end = lineEndOf(text, at);
      const line = trimmedLine(text, at, end);
      if (fence ? line === '```' : line === delimiter) break;
      at = end + 1;
    }
    const contentEnd = Math.min(at, n);
    if (comment) scanAsciidocInline(text, from, contentEnd, this.out, 'comment');
    else this.code(from, contentEnd);
    return at >= n ? n : Math.min(lineEndOf(text, at) + 1, n);
  }

  /** Where the last attribute entry's lines end (past its continuation lines). */
  private continuedEnd = 0;

  /**
   * An attribute entry `:name: value` (or `:name!:` unsetting it) on the line [at, end): its value becomes one view;
   * a value ending in ` \` goes on on the next line (a soft-wrapped value: the break is read as a space). False when
   * the line is no attribute entry.
   */
  private attributeEntry(at: number, end: number): boolean {
    const { text } = this;
    let i = at + 1;
    if (text.charCodeAt(i) === 0x21 /* ! */) i++;
    const nameStart = i;
    while (i < end && isNameChar(text.charCodeAt(i))) i++;
    if (i === nameStart) return false;
    if (text.charCodeAt(i) === 0x21) i++;
    if (text.charCodeAt(i) !== 0x3a /* : */) return false;
    i++;
    if (i < end && !isBlank(text.charCodeAt(i)) && text.charCodeAt(i) !== 0x0d) return false;
    while (i < end && isBlank(text.charCodeAt(i))) i++;
    const value = new ViewBuilder(text, 'prose', 'string');
    let lineEnd = end;
    let from = i;
    for (;;) {
      let to = lineEnd;
      if (to > from && text.charCodeAt(to - 1) === 0x0d) to--;
      if (to - from >= 2 && text.charCodeAt(to - 1) === 0x5c /* \ */ && isBlank(text.charCodeAt(to - 2)) && lineEnd < text.length) {
        value.copy(from, to - 2).decoded(to - 2, lineEnd + 1, ' ');
        from = lineEnd + 1;
        while (from < text.length && isBlank(text.charCodeAt(from))) from++;
        lineEnd = lineEndOf(text, from);
        continue;
      }
      // A value that holds a macro (`:greatest: https://github.com/x/greatest[Greatest]`) is AsciiDoc where it is
      // referenced: read as inline text, so its `[text]` is markup there too. A "[" that closes no macro's target is
      // the value's own (`:u: news:*[ x`, `<URL:[]t>`), which fix-all encodes: the value reads the same after.
      if (value.isEmpty && holdsMacro(text, from, to)) {
        scanAsciidocInline(text, from, to, this.out);
        this.continuedEnd = Math.min(lineEnd + 1, text.length);
        return true;
      }
      value.copy(from, to);
      break;
    }
    this.push(value.build());
    this.continuedEnd = Math.min(lineEnd + 1, text.length);
    return true;
  }
}

interface Delimiter {
  verbatim: boolean;
  comment: boolean;
  fence: boolean;
}

const FENCE = /^```[\w.+#,-]*$/;

/** The block a delimiter line opens or closes (AsciiDoc's "Delimited blocks"), or undefined. */
function blockDelimiter(line: string): Delimiter | undefined {
  // A fence is "```" and at most a language (`ruby`, `ruby,linenums`): a line that starts with backticks and goes on
  // with text is a paragraph (clojure-site's "````` is the syntax quote." opened no block for Asciidoctor).
  if (FENCE.test(line)) return { verbatim: true, comment: false, fence: true };
  if (line === '--') return { verbatim: false, comment: false, fence: false };
  if (line.length >= 4 && /^[|,:!]===+$/.test(line)) return { verbatim: false, comment: false, fence: false };
  const c = line[0]!;
  if (line.length < 4 || !(VERBATIM.has(c) || COMPOUND.has(c))) return undefined;
  for (let k = 1; k < line.length; k++) if (line[k] !== c) return undefined;
  return { verbatim: VERBATIM.has(c), comment: c === '/', fence: false };
}

/**
 * A two-line section title's underline (Asciidoctor's SetextSectionLineRx): one of "=-~^+" repeated, as long as the
 * title line within one character.
 */
function isUnderline(line: string, titleLength: number): boolean {
  const c = line[0];
  if (c === undefined || !'=-~^+'.includes(c) || Math.abs(line.length - titleLength) > 1 || line.length < 2) return false;
  for (let k = 1; k < line.length; k++) if (line[k] !== c) return false;
  return true;
}

/** Whether text[from, to) ends with a description list term's delimiter: `::`, `:::`, `::::` or `;;`. */
function endsWithTerm(text: string, from: number, to: number): boolean {
  let end = to;
  while (end > from && text.charCodeAt(end - 1) <= 0x20) end--;
  const last = text.slice(Math.max(from, end - 2), end);
  return last === '::' || last === ';;';
}

/** A list item's marker and a blank: `*`...`*****`, `-`, `.`...`.....`, `1.` (an indented one is no literal paragraph). */
function isListItem(line: string): boolean {
  let i = 0;
  const c = line[0];
  if (c === '*' || c === '.') while (line[i] === c && i < 5) i++;
  else if (c === '-') i = 1;
  else {
    while (i < line.length && i < 9 && line[i]! >= '0' && line[i]! <= '9') i++;
    if (i === 0 || line[i] !== '.') return false;
    i++;
  }
  return i > 0 && (line[i] === ' ' || line[i] === '\t');
}

/** `//` then anything but another "/": a comment line (Asciidoctor's CommentLineRx). */
function isCommentLine(line: string): boolean {
  return line.startsWith('//') && line[2] !== '/';
}

/** `.Title`: a "." and then neither a blank nor another "." (a literal block's `....` is a delimiter). */
function isBlockTitle(line: string): boolean {
  return line.length > 1 && line[0] === '.' && line[1] !== '.' && line[1] !== ' ' && line[1] !== '\t';
}

/**
 * Whether text[from, to) (one line) holds a macro: a word with "://" or a macro's name (`link:`, `mailto:`, `image:`,
 * `xref:`) before a "[" that a "]" later on the line closes. One pass over the line: the last "]" is found first.
 */
function holdsMacro(text: string, from: number, to: number): boolean {
  let lastClose = -1;
  for (let i = to - 1; i >= from && lastClose === -1; i--) if (text.charCodeAt(i) === 0x5d) lastClose = i;
  let macroWord = startsMacroName(text, from);
  for (let i = from; i < lastClose; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x09) macroWord = startsMacroName(text, i + 1);
    else if (c === 0x3a && text.startsWith('//', i + 1)) macroWord = true;
    else if (c === 0x5b && macroWord) return true;
  }
  return false;
}

/** Whether a macro's name starts at text[at]. */
function startsMacroName(text: string, at: number): boolean {
  return MACRO_NAMES.some((name) => text.startsWith(name, at));
}

const MACRO_NAMES = ['link:', 'mailto:', 'image:', 'xref:', 'include::'];

/** The style of a block attribute line: its first positional attribute, before ",", "#", "." or "%". */
function blockStyle(line: string): string {
  let end = 1;
  while (end < line.length && !',#.%]'.includes(line[end]!)) end++;
  return line.slice(1, end).trim();
}

/** The line [at, end) without its carriage return and trailing blanks. */
function trimmedLine(text: string, at: number, end: number): string {
  let to = end;
  while (to > at && (text.charCodeAt(to - 1) === 0x0d || isBlank(text.charCodeAt(to - 1)))) to--;
  return text.slice(at, to);
}

function lineEndOf(text: string, at: number): number {
  const e = text.indexOf('\n', at);
  return e === -1 ? text.length : e;
}

function isBlank(c: number): boolean {
  return c === 0x20 || c === 0x09;
}

/** Letters, digits, "_" and "-": an attribute name's characters. */
function isNameChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) || c === 0x5f || c === 0x2d;
}
