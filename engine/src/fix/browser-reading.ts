import type { RuleContext } from '../rules/rule';

/**
 * The schemes WHATWG URL calls special: a browser reads a backslash in them as "/", and "http:h" as "http://h".
 */
const SPECIAL = new Set(['http', 'https', 'ws', 'wss', 'ftp', 'file']);

export const isSpecialScheme = (scheme: string): boolean => SPECIAL.has(scheme);

/** Where a browser (WHATWG URL's basic parser) sees a URL's host and path, by URL offsets. */
interface BrowserLayout {
  /** The host and port: after the last "@" of the authority, up to the path; empty when there is no authority. */
  hostStart: number;
  authorityEnd: number;
  authorityStart: number;
  /** The first "?" or "#": the query or fragment, where a backslash is itself. */
  queryStart: number;
  special: boolean;
  /** Where the run of C0 controls and spaces that ends the URL starts (url.length when there is none). */
  trailingStart: number;
}

const layouts = new WeakMap<RuleContext, BrowserLayout>();

/** The layout of a URL, worked out once per URL (a URL of many fixes stays linear). */
function layoutOf(ctx: RuleContext): BrowserLayout {
  let layout = layouts.get(ctx);
  if (layout) return layout;
  const url = ctx.url;
  const special = SPECIAL.has(ctx.parsed.scheme);
  const isSlash = (c: number): boolean => c === 0x2f || (special && c === 0x5c);
  const colon = url.indexOf(':');
  let queryStart = url.length;
  for (let i = colon + 1; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === 0x3f || c === 0x23) {
      queryStart = i;
      break;
    }
  }
  let authorityStart = -1;
  if (ctx.parsed.scheme === 'file') {
    // A file URL's host sits between exactly two slashes and the next one ("file host state"): `file:///x` has none.
    if (isSlash(url.charCodeAt(colon + 1)) && isSlash(url.charCodeAt(colon + 2))) authorityStart = colon + 3;
  } else if (special) {
    authorityStart = colon + 1;
    while (authorityStart < queryStart && isSlash(url.charCodeAt(authorityStart))) authorityStart++;
  } else if (url.startsWith('//', colon + 1)) authorityStart = colon + 3;
  let authorityEnd = authorityStart;
  let hostStart = authorityStart;
  if (authorityStart >= 0) {
    while (authorityEnd < queryStart && !isSlash(url.charCodeAt(authorityEnd))) {
      if (url.charCodeAt(authorityEnd) === 0x40) hostStart = authorityEnd + 1;
      authorityEnd++;
    }
  }
  let trailingStart = url.length;
  while (trailingStart > 0 && url.charCodeAt(trailingStart - 1) <= 0x20) trailingStart--;
  layout = { hostStart, authorityEnd, authorityStart, queryStart, special, trailingStart };
  layouts.set(ctx, layout);
  return layout;
}

/**
 * Whether encoding url[at] changes what a browser reads beyond that character: a character of the host and port
 * as a browser finds them (whatever the scheme's RFC 1738 grammar: `mailto://[::1]` has a host for a browser; an
 * encoded "[" there makes a different host, or none), the last "@" of the authority (it splits user from host), and in a
 * special scheme a backslash before the query (`http://h/a\b` is the path /a/b); and a character a browser drops
 * (a tab or line break anywhere, a control or space that ends the URL): encoded, it becomes part of the URL; and in a
 * file URL the "|" of a Windows drive letter (`file:///C|/x`, the form of RFC 1738's era), which a browser reads as
 * `C:` (WHATWG URL: "a Windows drive letter is two code points, of which the first is an ASCII alpha and the second is
 * either U+003A (:) or U+007C (|)"). Its encoding is offered, not safe.
 */
export function changesBrowserReading(ctx: RuleContext, at: number): boolean {
  const c = ctx.url.charCodeAt(at);
  if (c === 0x09 || c === 0x0a || c === 0x0d) return true;
  const layout = layoutOf(ctx);
  if (c <= 0x20 && at >= layout.trailingStart) return true;
  if (layout.authorityStart >= 0 && at >= layout.hostStart - 1 && at < layout.authorityEnd) return true;
  if (c === 0x7c && ctx.parsed.scheme === 'file' && isDriveLetterBar(ctx.url, at, layout.trailingStart)) return true;
  return layout.special && at < layout.queryStart && ctx.url.charCodeAt(at) === 0x5c;
}

/**
 * Whether url[at] (a "|") ends a drive letter: an ASCII letter at the start of a segment before it (after "/", "\"
 * or the scheme's ":"), and the segment's end after it ("/", "\", "?", "#", or the URL's end, trailing controls aside).
 * Any segment, not only the first: a drive letter deeper in is rare, and there the fix is merely offered.
 */
function isDriveLetterBar(url: string, at: number, trailingStart: number): boolean {
  const letter = url.charCodeAt(at - 1) | 0x20;
  const before = url.charCodeAt(at - 2);
  if (letter < 0x61 || letter > 0x7a || (before !== 0x2f && before !== 0x5c && before !== 0x3a)) return false;
  const after = url.charCodeAt(at + 1);
  return at + 1 >= trailingStart || after === 0x2f || after === 0x5c || after === 0x3f || after === 0x23;
}
