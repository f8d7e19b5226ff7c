import { percentDecode } from '../encoding/percent';
import type { Part, PartName, ParsedUrl } from '../types';
import { keepShape } from './shapes';

/**
 * One component: its name and offsets are recorded by the parse; its raw text is sliced, and decoded, only when a
 * rule, the hover or `explain` reads it. Checking a clean URL reads almost none, and a slice and a decode for every
 * part of every URL was most of what parsing cost. Both are kept once made: a part read twice slices once.
 */
export class UrlPart implements Part {
  private text: string | undefined;
  private decoded: string | undefined;

  constructor(
    private readonly url: string,
    readonly name: PartName,
    readonly start: number,
    readonly end: number,
  ) {
    this.text = undefined;
    this.decoded = undefined;
  }

  get raw(): string {
    if (this.text === undefined) this.text = this.url.slice(this.start, this.end);
    return this.text;
  }

  /** Percent-decoded as UTF-8 (RFC 1738 2.2: "%" hex hex); the raw text itself when it holds no "%". */
  get value(): string {
    if (this.decoded === undefined) {
      const raw = this.raw;
      this.decoded = raw.indexOf('%') < 0 ? raw : percentDecode(raw);
    }
    return this.decoded;
  }

  /** A part whose text the parse already holds as a string (the scheme name): nothing left to slice. */
  static known(url: string, name: PartName, start: number, end: number, raw: string): UrlPart {
    const part = new UrlPart(url, name, start, end);
    part.text = raw;
    return part;
  }

  /** Plain data, as `JSON.stringify` and structured clones should see a part: the getters' values, not the URL. */
  toJSON(): Part {
    return { name: this.name, start: this.start, end: this.end, raw: this.raw, value: this.value };
  }
}

// A part read and one never read have the same hidden class (both fields are set in the constructor): see shapes.ts.
keepShape(new UrlPart('', 'scheme', 0, 0));

/** Collects a URL's parts in source order. */
export class PartList {
  readonly parts: Part[] = [];
  constructor(private readonly url: string) {}

  add(name: PartName, start: number, end: number): Part {
    const part = new UrlPart(this.url, name, start, end);
    this.parts.push(part);
    return part;
  }

  /** Adds a part whose text is already a string (see UrlPart.known). */
  addKnown(name: PartName, start: number, end: number, raw: string): Part {
    const part = UrlPart.known(this.url, name, start, end, raw);
    this.parts.push(part);
    return part;
  }
}

keepShape(new PartList(''));

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
