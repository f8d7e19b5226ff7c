import { isAlphaDigit } from './chars';

/**
 * The scheme name, written once for the finder and the rules alike. Section 5:
 *
 *   scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]      ; the scheme is in lower case; interpreters should use case-ignore
 *
 * and section 2.1: "The lower case letters "a"--"z", digits, and the characters plus ("+"), period ("."), and hyphen
 * ("-") are allowed. For resiliency, programs interpreting URLs should treat upper case letters as equivalent to lower
 * case in scheme names". So upper case is accepted here, and the `scheme-case` rule suggests the lower-case form.
 * No leading letter is required: that came with RFC 2396 and RFC 3986 (`scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" /
 * "." )`).
 */
export function isSchemeChar(c: number): boolean {
  return isAlphaDigit(c) || c === 0x2b || c === 0x2d || c === 0x2e;
}

/** The offset of the first character in text[start, end) that is no scheme character, or -1. */
export function firstNonSchemeChar(text: string, start: number, end: number): number {
  for (let i = start; i < end; i++) if (!isSchemeChar(text.charCodeAt(i))) return i;
  return -1;
}

/** Whether text[start, end) is a scheme name (either case). */
export function scheme(text: string, start = 0, end = text.length): boolean {
  return end > start && firstNonSchemeChar(text, start, end) < 0;
}
