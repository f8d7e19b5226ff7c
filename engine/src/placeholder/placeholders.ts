import type { Span } from '../types';
import type { PlaceholderRow } from './table';

/** Maps URL offsets [start, end) to the document span they cover (the lint step's, for a URL found in a document). */
export interface DocumentMap {
  toDocument(start: number, end: number): Span;
}

/**
 * The placeholders of one URL, and the one answer to "does this span touch a placeholder" for the rules, the fixes
 * and the lint step, each row's reach applied (table.ts, Reach):
 * - its own span: what is inside is not yet written, so nothing there is a problem, and no fix may edit it;
 * - in the host, the labels it touches, for the host rules only (`{tenant}.example`, `pw-${id}--x.example`: the
 *   label's length, hyphens and characters are known only once it is filled in); a port word is the whole port;
 * - a pattern: the part that holds its first sign and everything after it (its span runs to the URL's end).
 * Nothing else: a second "." beside `{host}` (`http://{host}..example.com/`), a "|" or a space elsewhere in the path,
 * a bad port after a templated host are reported as in any URL.
 */
export class Placeholders {
  private extents: Span[] | undefined;

  constructor(
    /**
     * URL offsets of each placeholder, in order and disjoint. For a pattern, the last span runs from the start of the
     * part that holds its first sign to the URL's end.
     */
    readonly spans: readonly Span[],
    /** The row each span was found by (for a pattern, the last span's: its first sign's). */
    readonly rows: readonly PlaceholderRow[],
    /** The URL is a regular expression from its last span on (`http://.*gnome.org`), not a URL with holes in it. */
    readonly pattern: boolean,
    private readonly url = '',
    /** The URL's host (URL offsets), when the caller gave it: the host rules' reach is worked out in it. */
    private readonly host?: Span,
  ) {}

  /** Whether the URL holds none. */
  get none(): boolean {
    return this.spans.length === 0;
  }

  /** The span the url-template hint goes on: the first placeholder, or a pattern's own span (its last). */
  shown(): Span | undefined {
    return this.pattern ? this.spans[this.spans.length - 1] : this.spans[0];
  }

  /** Whether the text these were found in starts with one (or is a pattern). */
  startsText(): boolean {
    return this.pattern || this.spans[0]?.start === 0;
  }

  /** Whether `other`, found in the same URL after an edit, has as many placeholders and the same pattern verdict. */
  sameAs(other: Placeholders): boolean {
    return other.pattern === this.pattern && other.spans.length === this.spans.length;
  }

  /**
   * Whether URL offsets [start, end) overlap a placeholder; an empty span (an insertion) when strictly inside one.
   * With `map`, [start, end) are document offsets and the placeholders are mapped there. A binary search: the spans
   * are sorted and disjoint, and so are their document spans, so a URL of many placeholders and many problems stays
   * n log n.
   */
  touches(start: number, end: number, map?: DocumentMap): boolean {
    return touchesAny(this.spans, start, end, map);
  }

  /**
   * Whether URL offsets [start, end) overlap a placeholder or touch one's edge. A placeholder is read from the
   * characters around it as well as its own (`:PORT` after a host, `$b` after a name, `%s` after a "%"), so a fix
   * right next to one can end it, start another, or make it plain text whose characters the rules then judge: the
   * fix may still be right, but it is not safe for fix-all to apply unseen.
   */
  nextTo(start: number, end: number): boolean {
    const spans = this.spans;
    let lo = 0;
    let hi = spans.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (spans[mid]!.end < start) lo = mid + 1;
      else hi = mid;
    }
    return lo < spans.length && spans[lo]!.start <= end;
  }

  /**
   * Whether a rule's report on document span [start, end) is hidden: it touches a placeholder, or it is a host
   * rule's (`host-*`) and touches a host label that holds one (Reach `host labels`).
   */
  hides(code: string, start: number, end: number, map: DocumentMap): boolean {
    if (touchesAny(this.spans, start, end, map)) return true;
    if (!code.startsWith('host-') || this.host === undefined) return false;
    this.extents ??= hostExtents(this.url, this.host.start, this.host.end, this.spans, this.rows);
    return this.extents.length > 0 && touchesAny(this.extents, start, end, map);
  }
}

/** Most URLs: shared, so a clean URL costs no allocation. */
export const NO_PLACEHOLDERS = new Placeholders([], [], false);

/**
 * See Placeholders.touches. A placeholder that stands for no character of the document (the "…" a Java or Python
 * literal's "+" leaves at its closing quote: document/code/c.ts) is an empty document span: it touches a report that
 * starts, ends or lies at its offset.
 */
function touchesAny(spans: readonly Span[], start: number, end: number, map: DocumentMap | undefined): boolean {
  const at = (k: number): Span => (map ? map.toDocument(spans[k]!.start, spans[k]!.end) : spans[k]!);
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const hole = at(mid);
    if (hole.end < start || (hole.end === start && hole.start < hole.end)) lo = mid + 1;
    else hi = mid;
  }
  if (lo === spans.length) return false;
  const hole = at(lo); // the first placeholder that ends after `start` (or an empty one at it)
  if (hole.start === hole.end) return hole.start <= end;
  return end > start ? hole.start < end : hole.start < start;
}

/**
 * The host's share of the placeholders that overlap it (host: URL offsets [start, end)): for each whose reach is
 * `host labels`, the labels it touches, from the "." before it to the "." after it; for one whose reach is `itself`
 * (a run of "*": a whole label as a wildcard, `*.example.com`, or inside one, `**vssps**` left by Markdown bold), its
 * own span; merged, in order. The other labels are as written (`http://{host}..example.com/` has an empty label).
 */
function hostExtents(url: string, hostStart: number, hostEnd: number, spans: readonly Span[], rows: readonly PlaceholderRow[]): Span[] {
  const extents: Span[] = [];
  for (let k = 0; k < spans.length; k++) {
    const p = spans[k]!;
    if (p.end <= hostStart) continue;
    if (p.start >= hostEnd) break;
    const last = extents[extents.length - 1];
    if (last !== undefined && p.end <= last.end) continue; // in a label already counted
    // Each character is looked at once: the walk back stops at the last extent, the walk on skips what it covers.
    const floor = last !== undefined ? last.end : hostStart;
    let start = Math.max(p.start, floor);
    let end = Math.min(p.end, hostEnd);
    if (rows[k]!.reach !== 'itself') {
      while (start > floor && url.charCodeAt(start - 1) !== 0x2e) start--;
      while (end < hostEnd && url.charCodeAt(end) !== 0x2e) end++;
    }
    if (last !== undefined && start <= last.end) last.end = end;
    else extents.push({ start, end });
  }
  return extents;
}
