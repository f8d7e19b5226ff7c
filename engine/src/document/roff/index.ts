/** The roff reader (man pages): text lines, requests and macros, escapes. */
export { isCommentLine, roffViews } from './roff';
