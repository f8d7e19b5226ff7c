/**
 * Real files of this machine for the samplers that judge the engine on text nobody here wrote (precision/sample.ts,
 * recall/run.ts): a sorted walk, a seeded shuffle to pick from it, and decoding (.gz decompressed).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/** mulberry32: a small seeded generator, so a sample can be drawn again. */
export function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: T[], rnd: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

export function walk(dir: string, keep: (path: string) => boolean, out: string[] = []): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir).sort();
  } catch {
    return out;
  }
  for (const name of entries) {
    const path = join(dir, name);
    let st;
    try {
      st = statSync(path);
    } catch {
      continue;
    }
    if (st.isDirectory()) walk(path, keep, out);
    else if (st.isFile() && st.size > 0 && st.size < 2_000_000 && keep(path)) out.push(path);
  }
  return out;
}

export function read(path: string): string {
  const bytes = readFileSync(path);
  return new TextDecoder('utf-8').decode(path.endsWith('.gz') ? gunzipSync(bytes) : bytes);
}
