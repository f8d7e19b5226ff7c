import { isReferenceHash } from '../grammar/character-reference';
import { CLASS } from '../grammar/chars';
import { NOTABLE_CLASSES } from '../scan/notable';
import { mayStartPlaceholder, PLACEHOLDER_STARTS, STARTS_WITH_NEXT } from '../placeholder';

/**
 * One look at every character of a URL after its scheme, before the checks that each would scan it whole: which
 * kinds of character it holds at all. Most URLs in real text hold none of the characters the character rules care
 * about (RFC 1738 2.2's unsafe, control and non-ASCII characters, "%") and none that can start a placeholder, and
 * for those two scans are skipped. The answer may say "maybe" where the precise scan then finds nothing (a "#"
 * that starts the fragment, a "%" of a valid escape): it is a filter, never the verdict.
 */
export const enum Seen {
  /** A character scanNotable (scan/notable.ts) may report. */
  Notable = 1,
  /** A character findPlaceholders (placeholder/table.ts) may start a placeholder or a pattern at. */
  Placeholder = 2,
}

/** Look at the next character too (see mayStartPlaceholder). */
const NEXT = 4;

const SEEN = new Uint8Array(128);
for (let c = 0; c < 128; c++) if ((CLASS[c]! & NOTABLE_CLASSES) !== 0) SEEN[c] = Seen.Notable;
for (let i = 0; i < PLACEHOLDER_STARTS.length; i++) SEEN[PLACEHOLDER_STARTS.charCodeAt(i)] = SEEN[PLACEHOLDER_STARTS.charCodeAt(i)]! | Seen.Placeholder;
for (const c of STARTS_WITH_NEXT.keys()) SEEN[c.charCodeAt(0)] = SEEN[c.charCodeAt(0)]! | NEXT; // ".", ":", "&"

/**
 * The Seen flags of url[from, url.length), and where its first "#" is (the fragment's, RFC 1738 2.2: it is not
 * unsafe there, and scanNotable does not report it), packed in one number: see seenFlags and firstHash.
 */
export function charsSeen(url: string, from: number): number {
  let seen = 0;
  let hash = -1;
  const n = url.length;
  for (let i = from; i < n; i++) {
    const c = url.charCodeAt(i);
    if (c >= 128) {
      seen |= mayStartPlaceholder(c, 0) ? Seen.Notable | Seen.Placeholder : Seen.Notable;
      continue;
    }
    const flags = SEEN[c]!; // c < 128
    if (flags === 0) continue;
    if ((flags & NEXT) !== 0) {
      if (mayStartPlaceholder(c, url.charCodeAt(i + 1))) seen |= Seen.Placeholder;
      seen |= flags & ~NEXT;
    } else if (c === 0x23 && hash < 0 && !isReferenceHash(url, i)) {
      hash = i;
    } else {
      seen |= flags;
    }
  }
  return seen + (hash + 1) * 4;
}

/** The Seen flags of a charsSeen result. */
export function seenFlags(scan: number): number {
  return scan % 4;
}

/** The offset of the first "#" of a charsSeen result, or -1. */
export function firstHash(scan: number): number {
  return Math.floor(scan / 4) - 1;
}
