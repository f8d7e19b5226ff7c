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
  const head = text.slice(0, SNIFF_CHARS);
  const lines = head.split('\n', SNIFF_LINES).map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  if (!opensWithTitle(lines)) return undefined;
  let asciidoc = 0;
  let rst = 0;
  for (const line of lines) {
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

/** Whether the first lines, blank ones and AsciiDoc `//` comments aside, are a title as AsciiDoc and reST write it. */
function opensWithTitle(lines: string[]): boolean {
  let i = 0;
  while (i < lines.length && (lines[i]!.trim() === '' || /^\/\/(?!\/)/.test(lines[i]!))) i++;
  const first = lines[i];
  if (first === undefined) return false;
  if (/^= \S/.test(first)) return true;
  // An overline: the title is the next line, and the line after it the underline.
  if (isUnderline(first, 3) && lines[i + 1] !== undefined && isUnderline(lines[i + 2] ?? '', 3)) return lines[i + 1]!.trim() !== '';
  const under = lines[i + 1];
  return under !== undefined && first.trim() !== '' && isUnderline(under, 3) && Math.abs(under.trimEnd().length - first.trimEnd().length) <= 2;
}

/** A line of one repeated "=" or "-", at least `min` long. */
function isUnderline(line: string, min: number): boolean {
  const t = line.trimEnd();
  if (t.length < min || (t[0] !== '=' && t[0] !== '-')) return false;
  for (let i = 1; i < t.length; i++) if (t[i] !== t[0]) return false;
  return true;
}
