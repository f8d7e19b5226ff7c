import { isReferenceHash } from '../grammar/character-reference';
import { CLASS, Cls, isEscapeAt } from '../grammar/chars';
import type { Part } from '../types';
import { isEmojiJoiner, isInvisible, isScriptJoiner } from '../unicode/invisible';

/**
 * A character the character rules (RFC 1738 section 2.2) care about:
 * - `control`: "the octets 00-1F and 7F hexadecimal represent control characters; these must be encoded"
 * - `non-ascii`: "The octets 80-FF hexadecimal are not used in US-ASCII" (a whole code point; lone surrogates too)
 * - `unsafe`: space < > " # { } | \ ^ [ ] `  ("All unsafe characters must always be encoded within a URL")
 * - `tilde`: "~", unsafe in RFC 1738 but unreserved since RFC 3986 (its own rule, whose severity the preset sets)
 * - `bad-percent`: "%" not followed by two hex digits
 * - `crlf`: a valid escape of CR or LF (%0D, %0A), which section 6 warns about
 * - `invisible`: a non-ASCII character no reader sees (unicode/invisible.ts), anywhere after the scheme, the host
 *   included: `invisible-character` reports it instead of `non-ascii-character`
 * - `router-hash`: a "#" after the first in a fragment that is a hash router's path (`#/...`, `#!/...`): unsafe in
 *   RFC 1738, but the router's own anchor (`https://matrix.to/#/#room:example.org`), its own rule
 */
export interface Notable {
  kind: 'control' | 'non-ascii' | 'invisible' | 'unsafe' | 'tilde' | 'bad-percent' | 'crlf' | 'router-hash';
  start: number;
  end: number;
}

/** The classes of the ASCII characters scanNotable looks at (besides every non-ASCII one). */
export const NOTABLE_CLASSES = Cls.Control | Cls.Space | Cls.National | Cls.Punctuation;
const SCANNED = NOTABLE_CLASSES;

const NONE: readonly Notable[] = [];

/**
 * One pass over the URL after the scheme's ":", skipping the host and port: the host rules own the host's
 * characters (an IP literal's "[" and "]" are its syntax, not unsafe characters), and `port-invalid` reports
 * anything but digits in a port. So no character fix ever edits the authority's brackets, where encoding would
 * not repair a malformed literal but make it something else.
 * The first "#" starts the fragment and is not unsafe; any later "#" is, as a `router-hash` where the fragment is a
 * router path (see isRouterFragment). The "#" of a character reference (`&#xE9;`, grammar/character-reference.ts)
 * is neither: it stands for one character with the "&" and ";" around it.
 */
export function scanNotable(url: string, from: number, host: Part | undefined, port: Part | undefined, fragmentHash: number): readonly Notable[] {
  let out: Notable[] | undefined; // allocated at the first find: most URLs have none
  const hostStart = host ? host.start : -1;
  const hostEnd = host ? (port && port.start > host.end ? port.end : host.end) : -1;
  const laterHash = fragmentHash >= 0 && isRouterFragment(url, fragmentHash) ? 'router-hash' : 'unsafe';
  for (let i = from; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c < 128 && (CLASS[c]! & SCANNED) === 0) continue;
    if (c >= 128 && isInvisible(c) && !isEmojiJoiner(url, i) && !isScriptJoiner(url, i)) {
      (out ??= []).push({ kind: 'invisible', start: i, end: i + 1 });
      continue;
    }
    if (i >= hostStart && i < hostEnd) continue;
    if (c >= 128) {
      const pair = c >= 0xd800 && c <= 0xdbff && (url.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
      (out ??= []).push({ kind: 'non-ascii', start: i, end: pair ? i + 2 : i + 1 });
      if (pair) i++;
    } else if (CLASS[c]! & Cls.Control) {
      (out ??= []).push({ kind: 'control', start: i, end: i + 1 });
    } else if (c === 0x7e) {
      (out ??= []).push({ kind: 'tilde', start: i, end: i + 1 });
    } else if (c === 0x25) {
      if (!isEscapeAt(url, i)) (out ??= []).push({ kind: 'bad-percent', start: i, end: i + 1 });
      else if (url.charCodeAt(i + 1) === 0x30 && /[adAD]/.test(url.charAt(i + 2))) (out ??= []).push({ kind: 'crlf', start: i, end: i + 3 });
    } else if (c !== 0x23 || (i !== fragmentHash && !isReferenceHash(url, i))) {
      (out ??= []).push({ kind: c === 0x23 && i > fragmentHash ? laterHash : 'unsafe', start: i, end: i + 1 });
    }
  }
  return out ?? NONE;
}

/**
 * Whether the fragment that starts at url[hash] is a hash router's path: "#/" or "#!/" (AngularJS, Vue Router's hash
 * mode, matrix.to, the "#!" of Google's old AJAX crawling scheme), or a path without the leading "/" (docsify-style
 * sites: `http://es6.ruanyifeng.com/#docs/async#anchor`): right after a "/" that is not the authority's "//", text
 * up to the next "#" holding a "/", which an in-page anchor's name does not. The router reads what follows as a path of its own, and a later "#" as that path's anchor
 * (`https://docs.example/#/guide#install`). A second "#" after a plain anchor (`#rd#wechat_redirect`) stays unsafe.
 */
function isRouterFragment(url: string, hash: number): boolean {
  const next = url.charCodeAt(hash + 1);
  if (next === 0x2f || (next === 0x21 && url.charCodeAt(hash + 2) === 0x2f)) return true;
  // The slash-less form only where a page's router sits: right after the site's or a folder's "/", past the host.
  if (url.charCodeAt(hash - 1) !== 0x2f || url.charCodeAt(hash - 2) === 0x2f) return false;
  const later = url.indexOf('#', hash + 1);
  if (later < 0) return false;
  const slash = url.indexOf('/', hash + 1);
  return slash > hash + 1 && slash < later;
}
