import type { UrlContext } from '../../types';
import type { ViewMap } from './map';

/**
 * A document as a reader of its type sees it. Every document type (plain text, Markdown, HTML, roff, code, config)
 * turns its text into views: stretches of text in which URLs are found as in running text, with markup and escapes
 * that are not URL text decoded or left out, and a map from each view character back to the document.
 *
 * URLs never cross views: a string literal's URL ends at its closing quote because the literal is one view.
 */

export type { UrlContext } from '../../types';

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
  /**
   * A formatted string literal (Python's f-string, PEP 498): a `{...}` is a replacement field, code whose value stands
   * for a part of the string, so what is inside it (`{env.authority_for(env.domain1, proto)}`) is no text of the value.
   */
  fields?: 'braces';
}

/**
 * The kind of value a view is, when the document delimits one (an attribute's URL, a link destination, a string
 * literal): whole-value.ts says what each takes. Declared here so the view and its readers need not import the
 * finder's side of it.
 */
export type WholeValue = 'url' | 'angle' | 'link' | 'relative' | 'string';

/** The views of a whole document, in document order, not overlapping. */
export type ViewScanner = (text: string) => TextView[];
