import { percentDecode } from '../encoding/percent';
import type { Part, PartName } from '../types';

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

  /** Adds one `segment` part per "/"-separated piece of [start, end). */
  addSegments(start: number, end: number): void {
    let from = start;
    for (;;) {
      const slash = indexOfIn(this.url, '/', from, end);
      if (slash < 0) {
        this.add('segment', from, end);
        return;
      }
      this.add('segment', from, slash);
      from = slash + 1;
    }
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
