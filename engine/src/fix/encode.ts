import { encodeCodePoint } from '../encoding/percent';
import type { UrlFix } from '../rules/rule';

/** How a character reads in a message: printable ASCII as itself, anything else as U+XXXX. */
export function showChar(s: string): string {
  const cp = s.codePointAt(0) ?? 0;
  if (cp > 0x20 && cp < 0x7f) return `"${s}"`;
  if (cp === 0x20) return 'space';
  return 'U+' + cp.toString(16).toUpperCase().padStart(4, '0') + (cp > 0x7f && !(cp >= 0xd800 && cp <= 0xdfff) ? ` "${s}"` : '');
}

/**
 * The fix that percent-encodes url[start, end) (one code point) as its UTF-8 octets: a minimal edit that keeps
 * the URL's meaning, since "octets may be encoded by a character triplet" (RFC 1738 2.2).
 * A lone surrogate has no octets, so it gets no fix.
 */
export function encodeFixes(url: string, start: number, end: number): UrlFix[] {
  const cp = url.codePointAt(start) ?? 0;
  if (cp >= 0xd800 && cp <= 0xdfff) return [];
  const newText = encodeCodePoint(cp);
  return [{ title: `Percent-encode ${showChar(url.slice(start, end))} as ${newText}`, edits: [{ start, end, newText }], safe: true }];
}
