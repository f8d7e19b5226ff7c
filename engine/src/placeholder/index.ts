/**
 * Placeholders: the holes of URL templates and the signs of patterns, each syntax a row of one table (table.ts),
 * found in one scan (find.ts); Placeholders answers what a placeholder hides. The fast path's start characters
 * (starts.ts) and the url-template rule's documentation (docs.ts) are generated from the table.
 */
export { findPlaceholders } from './find';
export { type DocumentMap, NO_PLACEHOLDERS, Placeholders } from './placeholders';
export { isRoleWord } from './authority';
export { printfPlaceholderEnd } from './syntaxes';
export { mayStartPlaceholder, PLACEHOLDER_STARTS, STARTS_WITH_NEXT } from './starts';
export { PLACEHOLDER_ROWS, type PlaceholderRow, type Reach } from './table';
export { placeholderTable } from './docs';
