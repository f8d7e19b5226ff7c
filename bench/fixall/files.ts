/**
 * The real files fix-all is judged on: about 1,000 of each type found on this machine, each holding something a URL
 * finder could act on ("://", "mailto:", "<URL:"), drawn by a seeded shuffle from sorted walks of node_modules,
 * /usr/share (with Debian's /usr/share/doc), /usr/lib/python3*, /usr/lib/google-cloud-sdk and /etc. Reuses precision/files.ts's walk and shuffle.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { random, read, shuffle, walk } from '../precision/files';

export const FAMILIES = ['markdown', 'javascript', 'python', 'json', 'yaml', 'html', 'text'] as const;
export type Family = (typeof FAMILIES)[number];

export interface Picked {
  family: Family;
  /** Where the file was read from. */
  source: string;
  /** The extension the copy is given: it chooses the document type, as a user's file name would. */
  ext: string;
  text: string;
}

const MAYBE_URL = /:\/\/|mailto:|<URL:/i;

/** Every candidate path of each family, walked once per root. */
function candidates(nodeModules: string): Record<Family, string[]> {
  const out: Record<Family, string[]> = { markdown: [], javascript: [], python: [], json: [], yaml: [], html: [], text: [] };
  const classify = (p: string): void => {
    if (/\.md(\.gz)?$/i.test(p)) out.markdown.push(p);
    else if (/\.(js|mjs|cjs)$/.test(p) && !/\.min\.js$/.test(p)) out.javascript.push(p);
    else if (p.endsWith('.py')) out.python.push(p);
    else if (p.endsWith('.json')) out.json.push(p);
    else if (/\.ya?ml$/.test(p)) out.yaml.push(p);
    else if (/\.html?(\.gz)?$/i.test(p)) out.html.push(p);
    else if (p.startsWith('/usr/share/doc/') && /\/(copyright|README[^/]*|NEWS[^/]*|changelog[^/]*|[^/]*\.txt(\.gz)?)$/i.test(p)) out.text.push(p);
  };
  const all = (_: string): boolean => true;
  // The Google Cloud SDK is where this machine keeps most of its YAML (about 2,500 files with a URL).
  const roots = [nodeModules, '/usr/share', '/etc', '/usr/lib/google-cloud-sdk'];
  roots.push(...readdirSync('/usr/lib').filter((d) => /^python3/.test(d)).sort().map((d) => join('/usr/lib', d)));
  for (const root of roots) for (const p of walk(root, all)) classify(p);
  return out;
}

function extensionOf(family: Family, path: string): string {
  if (family === 'text') return '.txt';
  const m = /(\.[A-Za-z0-9]+)(\.gz)?$/.exec(path);
  return m ? m[1]!.toLowerCase() : '.txt';
}

/** `perFamily` files of each family that may hold a URL, valid UTF-8 only (the CLI skips the others as binary). */
export function pickFiles(nodeModules: string, perFamily: number, seed: number): Picked[] {
  const found = candidates(nodeModules);
  const picked: Picked[] = [];
  for (const family of FAMILIES) {
    const rnd = random(seed);
    let n = 0;
    for (const source of shuffle(found[family], rnd)) {
      if (n >= perFamily) break;
      let text: string;
      try {
        text = read(source);
      } catch {
        continue;
      }
      if (text.includes('\ufffd') || text.includes('\u0000') || !MAYBE_URL.test(text)) continue;
      picked.push({ family, source, ext: extensionOf(family, source), text });
      n++;
    }
  }
  return picked;
}
