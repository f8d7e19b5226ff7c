/**
 * Read access to a document's text without one string of it: what the incremental check reads around an edit. A JS
 * string is one; so is a ChunkedDocument, which answers without joining its pieces. Searches look for one character.
 */
export interface Text {
  readonly length: number;
  charCodeAt(index: number): number;
  /** First index of the character `c` at or after `from`, or -1. */
  indexOf(c: string, from?: number): number;
  /** Last index of the character `c` at or before `from`, or -1. */
  lastIndexOf(c: string, from?: number): number;
  slice(start: number, end?: number): string;
  /** Whether `s` occurs anywhere (any length). */
  includes(s: string): boolean;
}
