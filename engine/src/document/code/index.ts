/** The code readers: comments and string literals of each language family. */
export { codeViews, type CodeLanguage } from './code';
