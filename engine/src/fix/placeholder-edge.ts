import type { Placeholders } from '../template/placeholders';

/**
 * Whether URL offsets [start, end) overlap a placeholder or touch one's edge. A placeholder is read from the
 * characters around it as well as its own (`:PORT` after a host, `$b` after a name, `%s` after a "%"), so a fix
 * right next to one can end it, start another, or make it plain text whose characters the rules then judge: the
 * fix may still be right, but it is not safe for fix-all to apply unseen. A binary search: spans are sorted and
 * disjoint, so a URL of many placeholders and many fixes stays n log n.
 */
export function nextToPlaceholder(placeholders: Placeholders, start: number, end: number): boolean {
  const spans = placeholders.spans;
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (spans[mid]!.end < start) lo = mid + 1;
    else hi = mid;
  }
  return lo < spans.length && spans[lo]!.start <= end;
}
