/**
 * A document as a reader of its type sees it. Every document type (plain text, Markdown, HTML, roff, code, config)
 * turns its text into views: stretches of text in which URLs are found as in running text, with markup and escapes
 * that are not URL text decoded or left out, and a map from each view character back to the document.
 *
 * URLs never cross views: a string literal's URL ends at its closing quote because the literal is one view.
 */

/**
 * How a bare URL ends inside a view (the finder's terminators; see find/bare.ts):
 * - `prose`: running text (RFC 1738 appendix): whitespace, "<", ">", '"', a backslash, a control character, CJK and
 *   full-width punctuation, an unbalanced closing bracket; trailing sentence punctuation is dropped.
 * - `markdown`: prose, and also "|" and "`" end a URL, and trailing "*", "_", "~" are emphasis, not URL (as the
 *   GitHub Flavored Markdown autolink extension reads them).
 * - `comment`: prose inside a code comment, and "|" ends a URL (JSDoc `{@link url|label}`).
 * - `string`: the content of one string literal: a URL ends at whitespace or at the end of the view.
 * - `attribute`: an HTML/XML attribute value, character references decoded: a URL ends only at whitespace or the
 *   end of the view, so a "<" written as "&lt;" is part of the URL (and reported as unsafe).
 */
export type UrlContext = 'prose' | 'markdown' | 'comment' | 'string' | 'attribute';

export interface TextView {
  /** The text as its reader sees it. */
  text: string;
  /** How bare URLs end in this view. */
  context: UrlContext;
  /**
   * Without `starts`: the view is the unchanged document slice that begins at this document offset.
   * With `starts`: ignored (may be 0).
   */
  start: number;
  /**
   * Document offset where the source of text[i] begins, for i in 0..text.length (starts[text.length]: just past the
   * view's source). Absent when the view is an unchanged slice of the document at `start`.
   */
  starts?: Uint32Array;
  /**
   * Document offset just past the source of text[i] (i < text.length): "&amp;" decodes to one "&" whose source is 5
   * characters long. Absent: starts[i] + 1. Required when any view character comes from more than one document
   * character.
   */
  ends?: Uint32Array;
}

/** The views of a whole document, in document order, not overlapping. */
export type ViewScanner = (text: string) => TextView[];
