import { percentDecode } from '../encoding/percent';
import type { Part, PartName, ParsedUrl } from '../types';

/** Collects a URL's parts in source order. */
export class PartList {
  readonly parts: Part[] = [];
  constructor(private readonly url: string) {}

  add(name: PartName, start: number, end: number): Part {
    const raw = this.url.slice(start, end);
    const part: Part = { name, start, end, raw, value: raw.indexOf('%') < 0 ? raw : percentDecode(raw) };
    this.parts.push(part);
    return part;
  }
}

/** indexOf bounded to [from, end): -1 when absent. Never looks past `end`, so nested scans stay linear. */
export function indexOfIn(s: string, ch: string, from: number, end: number): number {
  const c = ch.charCodeAt(0);
  for (let i = from; i < end; i++) if (s.charCodeAt(i) === c) return i;
  return -1;
}

/** lastIndexOf bounded to [from, end): -1 when absent. Never looks before `from`. */
export function lastIndexOfIn(s: string, ch: string, from: number, end: number): number {
  const c = ch.charCodeAt(0);
  for (let i = end - 1; i >= from; i--) if (s.charCodeAt(i) === c) return i;
  return -1;
}

/**
 * The "/"-separated segments of a path part, as `segment` parts (URL offsets, decoded values): fpath = fsegment
 * *[ "/" fsegment ] (section 5). Computed on demand, since no rule needs them and most URLs are never asked.
 */
export function pathSegments(parsed: ParsedUrl): Part[] {
  const path = parsed.parts.find((p) => p.name === 'path');
  if (!path) return [];
  const list = new PartList(parsed.url);
  let from = path.start;
  for (;;) {
    const slash = indexOfIn(parsed.url, '/', from, path.end);
    list.add('segment', from, slash < 0 ? path.end : slash);
    if (slash < 0) return list.parts;
    from = slash + 1;
  }
}
