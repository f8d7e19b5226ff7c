/**
 * Scans of a URL's characters that the parser's fast path and the rules share, below both: the characters RFC 1738
 * section 2.2 says must be encoded (notable.ts), and the credentials a URL may carry (secrets.ts). The parser asks
 * whether a URL holds any of them before it takes the shortcut; the rules report them.
 */
export { NOTABLE_CLASSES, scanNotable, type Notable } from './notable';
export * from './secrets';
