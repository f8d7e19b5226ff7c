import type { DocumentType } from './document-type';

/**
 * The markup a plain-text document is written in, read from its first lines: AsciiDoc and reStructuredText were
 * written in `.txt` files for years (AsciiDoc's own convention before `.adoc`, git's Documentation/*.txt; Django's
 * docs/*.txt are reStructuredText), and read as plain text their markup is taken for URL text
 * (`link:index.html[Home]`, `` `Django <https://www.djangoproject.com/>`_ ``).
 *
 * A document is taken for one only when it opens with a title as both write it (`= Title`, or a line underlined, or
 * over- and underlined, with "=" or "-" as long as it give or take two) and its first SNIFF_LINES lines hold a
 * line only that markup writes:
 * - AsciiDoc: an attribute entry (`:keywords: ...`), a `//` comment line, a block macro (`include::`, `image::`,
 *   `ifdef::`), a block attribute line (`[verse]`, `[source,ruby]`, `[[id]]`), an inline macro (`link:x[...]`,
 *   `linkgit:git-add[1]`, `xref:a[b]`);
 * - reStructuredText: a directive or comment (`.. note::`, `.. _target:`, `.. |sub|`), a role (`:ref:`, `:doc:`),
 *   a hyperlink reference with its target (`` `text <https://x.example/>`_ ``).
 * A plain README.txt with an underlined title and none of those stays plain text; so does one with both kinds.
 * Bounded: only the first SNIFF_LINES lines, at most SNIFF_CHARS characters, are looked at.
 */
export function markupOfPlainText(text: string): DocumentType | undefined {
  // Lines are cut only as far as the title test needs: most plain text opens with no title, and is done after a line
  // or three (cutting all SNIFF_LINES of every document cost more than finding its URLs).
  if (!mayOpenWithTitle(text)) return undefined;
  const lines = new HeadLines(text);
  if (!opensWithTitle(lines)) return undefined;
  let asciidoc = 0;
  let rst = 0;
  for (const line of lines.all()) {
    if (ASCIIDOC_LINE.test(line) || ASCIIDOC_INLINE.test(line)) asciidoc++;
    if (RST_LINE.test(line) || RST_INLINE.test(line)) rst++;
  }
  if (asciidoc > 0 && rst === 0) return 'asciidoc';
  if (rst > 0 && asciidoc === 0) return 'rst';
  return undefined;
}

const SNIFF_LINES = 80;
const SNIFF_CHARS = 8192;

/** `:name: value`, `// comment` (not `///`), `include::x[]`, `[verse]`, `[source,ruby]`, `[[id]]`, `[NOTE]`. */
const ASCIIDOC_LINE = /^(?::!?[A-Za-z0-9_][\w-]*!?:(?:[ \t]|$)|\/\/(?!\/)|(?:include|image|ifdef|ifndef|ifeval|endif|toc)::|\[(?:\[[\w-]+\]|verse|source|quote|listing|literal|NOTE|TIP|IMPORTANT|WARNING|CAUTION)[^\]]*\]$)/;
/** `link:target[text]`, `linkgit:name[1]`, `xref:id[text]`, `kbd:[Ctrl]`, `footnote:[text]`. */
const ASCIIDOC_INLINE = /\b(?:link|linkgit|xref|kbd|footnote|pass):[^\s[\]]*\[/;
/** `.. directive::`, `.. _target:`, `.. |sub|`, `.. [#note]`. */
const RST_LINE = /^\.\. (?:[\w:-]+::|_[^:]+:|\||\[)/;
/** A role (`:ref:`, `:doc:`, `:class:`, ...) before its backtick, or `` `text <target>`_ ``. */
const RST_INLINE = /:(?:ref|doc|class|func|meth|attr|mod|term|setting|envvar|option|rfc|pep|ttag|tfilter|lookup|data|exc|file|program|command|py:[a-z]+):`|`[^`]+ <[^<>`\s]+>`__?/;

/**
 * The first SNIFF_LINES lines of the first SNIFF_CHARS characters (the last one possibly cut there), each without
 * its line break and a "\r" before it, cut from the text one at a time as they are asked for.
 */
class HeadLines {
  private readonly cut: string[] = [];
  private at = 0;
  private readonly end: number;

  constructor(private readonly text: string) {
    this.end = Math.min(text.length, SNIFF_CHARS);
  }

  /** Line `i`, or undefined past the last. */
  get(i: number): string | undefined {
    while (this.cut.length <= i && this.cut.length < SNIFF_LINES && this.at <= this.end) {
      let to = this.text.indexOf('\n', this.at);
      if (to < 0 || to > this.end) to = this.end;
      const line = this.text.slice(this.at, to);
      this.cut.push(line.endsWith('\r') ? line.slice(0, -1) : line);
      this.at = to + 1;
    }
    return this.cut[i];
  }

  all(): readonly string[] {
    this.get(SNIFF_LINES);
    return this.cut;
  }
}

/**
 * False when the text cannot open with a title, read without cutting a line: neither its first line with text nor the
 * line after it starts with "=" or "-", which every title shape of opensWithTitle needs (`= Title`, an overline, an
 * underline). True means only "look closer". A first character that trim() might take for a space (a control
 * character, or above U+007F) or a "/" (an AsciiDoc comment line is skipped) is left to opensWithTitle. Most plain text is decided here, with no
 * string made: cutting the first lines of every document cost as much as a tenth of checking plain text.
 */
function mayOpenWithTitle(text: string): boolean {
  let p = 0;
  let c = 0;
  for (; p < text.length; p++) {
    c = text.charCodeAt(p);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) break;
  }
  if (p === text.length) return false;
  if (c === 0x3d || c === 0x2d || c === 0x2f || c < 0x20 || c > 0x7f) return true;
  const end = Math.min(text.length, SNIFF_CHARS);
  const eol = text.indexOf('\n', p);
  if (eol < 0 || eol + 1 >= end) return true;
  const next = text.charCodeAt(eol + 1);
  return next === 0x3d || next === 0x2d;
}

/** Whether the first lines, blank ones and AsciiDoc `//` comments aside, are a title as AsciiDoc and reST write it. */
function opensWithTitle(lines: HeadLines): boolean {
  let i = 0;
  for (let line = lines.get(0); line !== undefined && (line.trim() === '' || /^\/\/(?!\/)/.test(line)); line = lines.get(++i));
  const first = lines.get(i);
  if (first === undefined) return false;
  if (/^= \S/.test(first)) return true;
  // An overline: the title is the next line, and the line after it the underline.
  const next = lines.get(i + 1);
  if (isUnderline(first, 3) && next !== undefined && isUnderline(lines.get(i + 2) ?? '', 3)) return next.trim() !== '';
  return next !== undefined && first.trim() !== '' && isUnderline(next, 3) && Math.abs(next.trimEnd().length - first.trimEnd().length) <= 2;
}

/** A line of one repeated "=" or "-", at least `min` long. */
function isUnderline(line: string, min: number): boolean {
  const t = line.trimEnd();
  if (t.length < min || (t[0] !== '=' && t[0] !== '-')) return false;
  for (let i = 1; i < t.length; i++) if (t[i] !== t[0]) return false;
  return true;
}
