/**
 * Views: what every reader gives the finder. A view is a run of document text as a reader of its type sees it (a
 * Markdown paragraph, an HTML attribute value, a code comment), with the map from its characters back to the
 * document and the context that says where a bare URL in it ends.
 */
export type { TextView, UrlContext, ViewScanner } from './view';
export { ViewBuilder } from './builder';
export { decodedLiteral, ESCAPES, type EscapeSyntax } from './escapes';
export { ViewMap } from './map';
export { takeWhole, type WholeValue } from './whole-value';
export { ViewList, closeQuote, concatenationAfter, isBlank, isWordChar, lineEnd, skipMarks, wordEnd } from './view-list';
export { markCode } from './embedded-code';
