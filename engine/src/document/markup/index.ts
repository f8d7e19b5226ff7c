/** The markup reader: HTML and XML (text, attribute values, comments, character references), also used for HTML inside Markdown. */
export { htmlViews } from './html';
export { appendDecoded, decodeAt, type MarkupFlavour } from './entities';
export { codeTagAt, inlineMarkupAt, scanMarkup, Search } from './scan';
