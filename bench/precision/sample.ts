/**
 * Precision on real text nobody here wrote: checks files of this machine by document type family and writes random
 * samples (fixed seed) of the error and warning diagnostics, and of the URLs found, for inspection by hand.
 *
 *   npm run precision [-- --seed N --files N --out DIR]
 *
 * Families and where their files come from (sorted, then a seeded shuffle picks `--files` of each):
 * - text: Debian's /usr/share/doc (copyright files, READMEs, NEWS, changelogs; .gz decompressed);
 * - markdown: *.md under /usr/share/doc and node_modules, but the packages' own READMEs;
 * - readme: the README.md of each package under node_modules;
 * - js: JavaScript/TypeScript under node_modules (not minified);
 * - python: Python's standard library;
 * - html: *.html under /usr/share/doc and node_modules;
 * - roff: man-page sources under /usr/share/man/man* (English), decompressed.
 * `--families a,b` picks some of them.
 * Each file is read with the document type its name gives (`documentTypeOfFileName`), as the CLI reads it.
 * With URLSMITH_ENGINE=path/to/engine/index.js another build of the engine is measured (a "before" figure).
 */
import { readdirSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as current from '../../engine/src';
import { random, read, shuffle, walk } from './files';

type Engine = typeof current;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const engine: Engine = process.env['URLSMITH_ENGINE'] ? require(process.env['URLSMITH_ENGINE']) : current;

const REPO = join(__dirname, '..', '..', '..');
type Family = 'text' | 'markdown' | 'readme' | 'js' | 'python' | 'html' | 'roff';
const FAMILIES: Family[] = ['text', 'markdown', 'readme', 'js', 'python', 'html', 'roff'];

function args(): { seed: number; files: number; out: string; families: Family[] } {
  const a = process.argv.slice(2);
  const get = (name: string, fallback: string): string => {
    const i = a.indexOf(`--${name}`);
    return i >= 0 && a[i + 1] !== undefined ? a[i + 1]! : fallback;
  };
  const families = get('families', FAMILIES.join(',')).split(',') as Family[];
  return { seed: Number(get('seed', '1738')), files: Number(get('files', '1500')), out: get('out', join(REPO, 'out', 'precision')), families };
}

function sources(family: Family): string[] {
  const nm = join(REPO, 'node_modules');
  switch (family) {
    case 'text':
      return walk('/usr/share/doc', (p) => /\/(copyright|README[^/]*|NEWS[^/]*|changelog[^/]*|[^/]*\.txt(\.gz)?)$/i.test(p) && !/\.(md|html?)(\.gz)?$/i.test(p));
    case 'markdown':
      return [...walk(nm, (p) => /\.md$/i.test(p) && !isPackageReadme(p)), ...walk('/usr/share/doc', (p) => /\.md(\.gz)?$/i.test(p))];
    case 'readme':
      return walk(nm, isPackageReadme);
    case 'js':
      return walk(nm, (p) => /\.(js|mjs|cjs|ts)$/.test(p) && !/\.min\.js$/.test(p));
    case 'python':
      return walk('/usr/lib/python3.11', (p) => p.endsWith('.py') && !p.includes('/site-packages/'));
    case 'html':
      return [...walk('/usr/share/doc', (p) => /\.html?(\.gz)?$/i.test(p)), ...walk(nm, (p) => /\.html?$/i.test(p))];
    case 'roff':
      return readdirSync('/usr/share/man').filter((d) => /^man\d/.test(d)).sort().flatMap((d) => walk(join('/usr/share/man', d), (p) => p.endsWith('.gz')));
  }
}

/** A package's own README: node_modules/<name>/README.md or node_modules/@scope/<name>/README.md. */
function isPackageReadme(path: string): boolean {
  return /\/node_modules\/(@[^/]+\/)?[^/@][^/]*\/readme\.md$/i.test(path);
}

interface Item {
  file: string;
  text: string;
  start: number;
  end: number;
  urlStart: number;
  urlEnd: number;
  label: string;
}

/** One line of context with the span marked ⟦ ⟧, control characters shown as escapes. */
function show(item: Item): string {
  const { text, start, end } = item;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  let lineEnd = text.indexOf('\n', end);
  if (lineEnd < 0) lineEnd = text.length;
  const from = Math.max(lineStart, start - 100);
  const to = Math.min(lineEnd, Math.max(end, start) + 100);
  const line = text.slice(0, start).split('\n').length;
  // eslint-disable-next-line no-control-regex -- shows control characters as escapes
  const clean = (s: string) => s.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`).replace(/\n/g, '⏎');
  const ctx = `${clean(text.slice(from, start))}⟦${clean(text.slice(start, end))}⟧${clean(text.slice(end, to))}`;
  return `${item.label}  ${item.file}:${line}\n    url: ${clean(text.slice(item.urlStart, item.urlEnd))}\n    ${ctx}\n`;
}

const USAGE = `npm run precision [-- --seed N --files N --out DIR --families a,b]

Checks real files of this machine by document type family and writes seeded samples of their error and warning
diagnostics (up to 100 per family) and of the URLs found (300), for judging by hand.
  --seed N        the sample's seed (default 1738; draw a fresh one for a new judgement)
  --files N       files per family, a seeded pick (default 1500; 100000 takes every file)
  --out DIR       where the samples go (default out/precision)
  --families a,b  some of: ${FAMILIES.join(', ')}
URLSMITH_ENGINE=path/to/engine/index.js measures another build of the engine.`;

function main(): void {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const { seed, files: perFamily, out, families } = args();
  mkdirSync(out, { recursive: true });
  const summary: Record<string, unknown> = { seed, filesPerFamily: perFamily, engine: process.env['URLSMITH_ENGINE'] ?? 'current' };
  const allUrls: Item[] = [];
  for (const family of families) {
    const rnd = random(seed);
    const picked = shuffle(sources(family), rnd).slice(0, perFamily);
    const diagnostics: Item[] = [];
    let bytes = 0;
    let urls = 0;
    const byCode: Record<string, number> = {};
    for (const path of picked) {
      let text: string;
      try {
        text = read(path);
      } catch {
        continue;
      }
      bytes += text.length;
      const name = path.replace(/\.gz$/, '');
      const documentType = engine.documentTypeOfFileName ? engine.documentTypeOfFileName(name) : undefined;
      const result = engine.lintText(text, { documentType });
      const file = path.startsWith(REPO) ? relative(REPO, path) : path;
      urls += result.urls.length;
      for (const u of result.urls) {
        allUrls.push({ file, text, start: u.locator.start, end: u.locator.end, urlStart: u.locator.start, urlEnd: u.locator.end, label: `[${family}] ${documentType ?? ''}` });
      }
      for (const d of engine.applyConfig(text, result, engine.defaultConfig())) {
        if (d.severity !== 'error' && d.severity !== 'warning') continue;
        byCode[d.code] = (byCode[d.code] ?? 0) + 1;
        diagnostics.push({ file, text, start: d.start, end: d.end, urlStart: d.url.start, urlEnd: d.url.end, label: `${d.severity} ${d.code}` });
      }
    }
    const sample = shuffle(diagnostics, random(seed + 1)).slice(0, 100);
    writeFileSync(join(out, `diagnostics-${family}.txt`), sample.map((d, i) => `#${i + 1} ${show(d)}`).join('\n'));
    summary[family] = { files: picked.length, chars: bytes, urls, errorsAndWarnings: diagnostics.length, byCode };
    console.log(`${family}: ${picked.length} files, ${(bytes / 1e6).toFixed(1)} M chars, ${urls} URLs, ${diagnostics.length} errors+warnings`, byCode);
  }
  const urlSample = shuffle(allUrls, random(seed + 2)).slice(0, 300);
  writeFileSync(join(out, 'urls.txt'), urlSample.map((u, i) => `#${i + 1} ${show(u)}`).join('\n'));
  writeFileSync(join(out, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`samples written to ${out}`);
}

main();
