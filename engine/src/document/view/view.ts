import type { ViewMap } from './map';
import type { WholeValue } from './whole-value';

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
 * - `attribute`: an HTML/XML attribute value or a Markdown link destination, character references decoded: "<", ">",
 *   '"' and a backslash stay in the URL (a "<" written as "&lt;" is part of it, and reported as unsafe); whitespace,
 *   typographic and CJK punctuation end it, and an unbalanced closing bracket and trailing punctuation are dropped
 *   as in prose.
 */
export type UrlContext = 'prose' | 'markdown' | 'comment' | 'string' | 'attribute';

export interface TextView {
  /** The text as its reader sees it. */
  text: string;
  /** How bare URLs end in this view. */
  context: UrlContext;
  /**
   * Without `map`: the view is the unchanged document slice that begins at this document offset.
   * With `map`: the document offset of the view's first character's source.
   */
  start: number;
  /**
   * Where each view character comes from, when the view is not an unchanged slice: escapes decoded ("&amp;" is one
   * "&" whose source is 5 characters long) or markup left out between pieces. Built by ViewBuilder.
   */
  map?: ViewMap;
  /** The view is one value the document delimits: a URL that starts it runs to its end (see whole-value.ts). */
  whole?: WholeValue;
}

/** The views of a whole document, in document order, not overlapping. */
export type ViewScanner = (text: string) => TextView[];
