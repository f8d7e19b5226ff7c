import { isInlineLinkTarget } from '../find/pipe';
import { isCommentLine } from './roff';
import type { DocumentType } from './document-type';
import type { TextView, UrlContext } from './view';

/**
 * Comments and running text per document type, as the document layer reads them (from the views of one
 * DocumentReading, reading.ts): where an in-document directive
 * may be written (a comment of the type), and where a clean URL may be rewritten (text a person reads, that no
 * program takes as a value).
 */

/** Where a view's text starts in the document. */
export function viewStart(v: TextView): number {
  return v.map ? v.map.start(0) : v.start;
}

/** Where a view's text ends in the document (its start when it is empty). */
export function viewEnd(v: TextView): number {
  if (v.text.length === 0) return viewStart(v);
  return v.map ? v.map.end(v.text.length - 1) : v.start + v.text.length;
}

/**
 * The comments of a document, one view each (markers left out), in document order: where directives are read.
 * - code (JavaScript, Python, C, Go, Java, Rust, Ruby, shell) and YAML, TOML, INI: the comment views of the type's
 *   reader (code/, config/), which already tell a `#` or `//` in a string from a comment;
 * - Markdown, HTML, XML: `<!-- ... -->`, the content view the reader gives a comment (one that starts right after
 *   a `<!--`), so a comment shown in a code span or written inside a code block is not one;
 * - roff: `.\"` and `.\#` comment lines (their text after the `\"`);
 * - AsciiDoc (`//`, `////`), reStructuredText (`..` comments), POD (`=for comment`), gettext (`#` and `#.`): the
 *   comment views of their readers; a code example is never a comment, even where its view is read like one;
 * - plain text has no comment syntax: a line that begins with "urlsmith-" (after blanks) is handed over whole, and
 *   the directive reader takes it only when the whole line is a directive (see directives.ts);
 * - JSON has no comments: none.
 */
export function commentViews(type: DocumentType, text: string, views: () => TextView[]): TextView[] {
  switch (type) {
    case 'plaintext':
      return directiveLines(text);
    case 'json':
      return [];
    case 'roff':
      return roffComments(text);
    case 'markdown':
    case 'html':
    case 'xml':
      return views().filter((v) => v.context === 'prose' && text.startsWith('<!--', viewStart(v) - 4));
    default:
      // Not a code example that a reader shows as written (an AsciiDoc listing block, a POD verbatim paragraph):
      // `# urlsmith-disable` there is the example's text.
      return views().filter((v) => v.context === 'comment' && v.code !== true);
  }
}

/** Lines whose first non-blank characters are "urlsmith-": found by searching for it, so a text without it costs one search. */
function directiveLines(text: string): TextView[] {
  const lines: TextView[] = [];
  for (let at = text.indexOf('urlsmith-'); at >= 0; at = text.indexOf('urlsmith-', at + 'urlsmith-'.length)) {
    let start = at;
    while (start > 0 && (text[start - 1] === ' ' || text[start - 1] === '\t')) start--;
    if (start > 0 && text[start - 1] !== '\n' && text[start - 1] !== '\r') continue;
    const end = lineEnd(text, at);
    lines.push({ text: text.slice(start, end), context: 'prose', start });
    at = end - 'urlsmith-'.length; // the next search starts at the line's end
  }
  return lines;
}

/** `.\"` comment lines: the view is the text after the `\"` (or `\#`) to the line's end. */
function roffComments(text: string): TextView[] {
  const out: TextView[] = [];
  for (let start = 0; start < text.length; ) {
    const end = lineEnd(text, start);
    if (isCommentLine(text, start, end)) {
      const marker = text.indexOf('\\', start) + 2;
      out.push({ text: text.slice(marker, end), context: 'comment', start: marker });
    }
    start = end + 1;
  }
  return out;
}

function lineEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || c === 0x0d) return i;
  }
  return text.length;
}

/**
 * The views that are running text a person reads, per document type: there a rewrite of a clean URL (wrapping it
 * in `<URL:...>`, RFC 1738's appendix) changes how the text reads, not what a program gets.
 * - plain text and roff: the text itself;
 * - code and configuration: comments only; a string literal, a docstring, a config value and a shell word are
 *   values a program reads, where a wrapper would become part of the value;
 * - Markdown: none. CommonMark reads `<URL:http://a.example/>` as an autolink whose destination is
 *   "URL:http://a.example/", so the link would break; HTML and XML read it as a tag; JSON has only values. Nor
 *   AsciiDoc, reStructuredText, POD and gettext: their `<...>` is markup too (an AsciiDoc autolink, an embedded URI,
 *   a formatting code) or a message a program shows. Code examples (a POD verbatim paragraph in Perl) never.
 */
function proseContexts(type: DocumentType): ReadonlySet<UrlContext> {
  switch (type) {
    case 'plaintext':
    case 'roff':
      return new Set<UrlContext>(['prose']);
    case 'markdown':
    case 'html':
    case 'xml':
    case 'json':
    case 'asciidoc':
    case 'rst':
    case 'pod':
    case 'gettext':
      return new Set<UrlContext>();
    default:
      return new Set<UrlContext>(['comment']);
  }
}

/**
 * A test of whether document text [start, end) lies inside one view that is running text (see proseContexts), and is
 * not the argument of markup there (markupArgument). The
 * views are asked for when first needed, however many spans are tested; spans are looked up by binary search.
 */
export function proseTest(type: DocumentType, text: string, views: () => TextView[]): (start: number, end: number) => boolean {
  const contexts = proseContexts(type);
  if (contexts.size === 0) return () => false;
  if (type === 'plaintext') return (start) => !markupArgument(text, start);
  let prose: TextView[] | undefined;
  return (start, end) => {
    prose ??= views().filter((v) => contexts.has(v.context) && v.code !== true);
    let lo = 0;
    let hi = prose.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (viewEnd(prose[mid]!) < end) lo = mid + 1;
      else hi = mid;
    }
    const v = prose[lo];
    return v !== undefined && viewStart(v) <= start && !markupArgument(text, start);
  };
}

/**
 * Whether the URL at `start` is the argument of markup written in running text, where a wrapper would break the
 * markup: a Markdown link's destination (`[text](url)`, common in doc comments and plain-text READMEs) or a
 * JSDoc/TSDoc inline link (`{@link url}`). Measured on 500 JavaScript and 500 Python files: 14 `{@link` and 11 `](`
 * among 257 URLs in comments.
 */
function markupArgument(text: string, start: number): boolean {
  if (text.startsWith('](', start - 2)) return true;
  return isInlineLinkTarget(text, start);
}
