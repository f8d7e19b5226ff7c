/**
 * Recall on real text nobody here wrote: takes files of every document type of this machine (node_modules,
 * /usr/share/doc, /usr/share/man, /usr/lib/python3*, the Cloud SDK's YAML), picks a clean URL in
 * each (one the engine finds with no error or warning), writes ONE mistake of the catalogue (catalogue.ts) into it,
 * and checks that an error or warning of the default config covers the injected text.
 *
 *   npm run recall [-- --seed N --files N --out DIR --write-fixtures DIR]
 *
 * `--files N` is the number of cases per document type (files without a usable clean URL are passed over); the kinds
 * of mistake take turns, so each type gets about N / 12 of each. Prints caught / total per type and per kind, and
 * every miss with its file, line and injected URL; writes the same as JSON to `--out` (default out/recall).
 * `--write-fixtures DIR` writes each case as a small excerpt (the injected line and 3 lines each side, under the
 * source's own file name so it keeps its type) and a sidecar NAME.recall.json: kind, injected spans (1-based
 * line:column in the excerpt, end exclusive), the URL, and whether the whole file and the excerpt alone catch it.
 * With URLSMITH_ENGINE=path/to/engine/index.js another build of the engine is measured.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import * as current from '../../engine/src';
import { random, read, shuffle, walk } from '../precision/files';
import { inject, KINDS, type Injected, type MistakeKind, type UrlPart } from './catalogue';

type Engine = typeof current;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const engine: Engine = process.env['URLSMITH_ENGINE'] ? require(process.env['URLSMITH_ENGINE']) : current;

const REPO = join(__dirname, '..', '..', '..');
const TYPES = ['markdown', 'html', 'javascript', 'python', 'json', 'yaml', 'plaintext', 'roff'] as const;
type DocType = (typeof TYPES)[number];
const CONTEXT_LINES = 3;

function args(): { seed: number; files: number; out: string; fixtures: string | undefined } {
  const a = process.argv.slice(2);
  const get = (name: string): string | undefined => {
    const i = a.indexOf(`--${name}`);
    return i >= 0 ? a[i + 1] : undefined;
  };
  return {
    seed: Number(get('seed') ?? '1738'),
    files: Number(get('files') ?? '120'),
    out: get('out') ?? join(REPO, 'out', 'recall'),
    fixtures: get('write-fixtures'),
  };
}

/** The file's name as its type is read from (a .gz is read as what it holds). */
const typeName = (path: string): string => path.replace(/\.gz$/, '');

/** Every candidate file of this machine, by the document type its name gives. */
function sources(): Record<DocType, string[]> {
  const byType = Object.fromEntries(TYPES.map((t) => [t, [] as string[]])) as Record<DocType, string[]>;
  const add = (path: string): void => {
    const type = engine.documentTypeOfFileName(typeName(path)) as DocType | undefined;
    if (type !== undefined && type !== 'plaintext' && type !== 'roff' && type in byType) byType[type].push(path);
  };
  const nm = join(REPO, 'node_modules');
  for (const p of walk(nm, (p) => /\.(md|html?|js|mjs|cjs|ts|json|ya?ml)$/i.test(p) && !/\.min\.js$/.test(p))) add(p);
  for (const p of walk('/usr/share/doc', (p) => /\.(md|html?)(\.gz)?$/i.test(p))) add(p);
  // YAML with URLs is rare in node_modules (workflow files); the Cloud SDK's schemas and command partials hold many.
  for (const p of walk('/usr/lib/google-cloud-sdk/lib', (p) => /\.ya?ml$/.test(p))) add(p);
  for (const dir of readdirSync('/usr/lib').filter((d) => /^python3/.test(d)).sort()) {
    for (const p of walk(join('/usr/lib', dir), (p) => /\.(py|ya?ml|json)$/.test(p))) add(p);
  }
  // Plain text and roff as the precision sampler takes them: Debian's docs, English man-page sources.
  byType.plaintext = walk('/usr/share/doc', (p) => /\/(copyright|README[^/]*|NEWS[^/]*|changelog[^/]*|[^/]*\.txt(\.gz)?)$/i.test(p) && !/\.(md|html?)(\.gz)?$/i.test(p));
  byType.roff = readdirSync('/usr/share/man').filter((d) => /^man\d/.test(d)).sort().flatMap((d) => walk(join('/usr/share/man', d), (p) => p.endsWith('.gz')));
  return byType;
}

interface Case {
  type: DocType;
  kind: MistakeKind;
  file: string;
  /** 1-based line of the URL in the file. */
  line: number;
  /** The URL as written into the file, mistake included. */
  url: string;
  caught: boolean;
  /** Codes of the errors and warnings that cover the injected text. */
  by: string[];
  text: string;
  /** Document offsets of the injected text's candidate spans. */
  spans: { start: number; end: number }[];
  urlStart: number;
}

/** The errors and warnings of the default config over `text`, read as a file named `name` is. */
function problems(text: string, name: string): { code: string; start: number; end: number }[] {
  const documentType = engine.documentTypeOfFileName(name);
  const result = engine.lintText(text, { documentType });
  return engine.applyConfig(text, result, engine.defaultConfig()).filter((d) => d.severity === 'error' || d.severity === 'warning');
}

/** Codes of the problems that cover one of the spans whole (for a space: the space). */
function covering(found: { code: string; start: number; end: number }[], spans: { start: number; end: number }[]): string[] {
  return [...new Set(found.filter((d) => spans.some((s) => d.start <= s.start && d.end >= s.end)).map((d) => d.code))];
}

interface Clean {
  start: number;
  url: string;
  parts: UrlPart[];
}

/**
 * The clean http and https URLs of a text: no error or warning of the default config on them, written in the
 * document character for character (no character reference or escape between: the mistake goes into the document
 * at the URL's own offsets), on one line.
 */
function cleanUrls(text: string, name: string): Clean[] {
  const documentType = engine.documentTypeOfFileName(name);
  const result = engine.lintText(text, { documentType });
  const flagged = new Set(engine.applyConfig(text, result, engine.defaultConfig()).filter((d) => d.severity === 'error' || d.severity === 'warning').map((d) => `${d.url.start}:${d.url.end}`));
  const clean: Clean[] = [];
  for (const u of result.urls) {
    const { locator, parsed } = u;
    const { url, offsets } = locator;
    if (!/^https?:\/\//i.test(url) || flagged.has(`${locator.start}:${locator.end}`) || locator.whitespace.length > 0) continue;
    const start = offsets[0]!;
    if (text.slice(start, start + url.length) !== url || offsets[url.length] !== start + url.length) continue;
    clean.push({ start, url, parts: parsed.parts.map((p) => ({ name: p.name, start: p.start, end: p.end })) });
  }
  return clean;
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** Cases of one type: files in a seeded order, each giving at most one case, the kinds taking turns. */
function casesOf(type: DocType, files: string[], wanted: number, seed: number): Case[] {
  const rnd = random(seed);
  const cases: Case[] = [];
  for (const path of shuffle([...files], rnd)) {
    if (cases.length >= wanted) break;
    let text: string;
    try {
      text = read(path);
    } catch {
      continue;
    }
    if (text.includes('\u0000')) continue;
    const name = typeName(path);
    const candidates = shuffle(cleanUrls(text, name), rnd);
    const kind = KINDS[cases.length % KINDS.length]!;
    let chosen: { clean: Clean; injected: Injected } | undefined;
    for (const clean of candidates) {
      const injected = inject(kind, clean.url, clean.parts);
      if (injected) {
        chosen = { clean, injected };
        break;
      }
    }
    if (!chosen) continue;
    const { clean, injected } = chosen;
    const changed = text.slice(0, clean.start) + injected.url + text.slice(clean.start + clean.url.length);
    const spans = injected.spans.map((s) => ({ start: clean.start + s.start, end: clean.start + s.end }));
    const by = covering(problems(changed, name), spans);
    const file = path.startsWith(REPO) ? relative(REPO, path) : path;
    cases.push({ type, kind, file, line: lineOf(changed, clean.start), url: injected.url, caught: by.length > 0, by, text: changed, spans, urlStart: clean.start });
  }
  return cases;
}

/** The excerpt of a case: its line and CONTEXT_LINES each side, with the spans moved into it as line:column. */
function excerpt(c: Case): { text: string; from: number } {
  const lines = c.text.split('\n');
  const first = Math.max(0, c.line - 1 - CONTEXT_LINES);
  const last = Math.min(lines.length, c.line + CONTEXT_LINES);
  const from = lines.slice(0, first).reduce((n, l) => n + l.length + 1, 0);
  return { text: lines.slice(first, last).join('\n') + (last < lines.length ? '\n' : ''), from };
}

function position(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${before[before.length - 1]!.length + 1}`;
}

function writeFixtures(dir: string, cases: Case[]): void {
  cases.forEach((c, i) => {
    const folder = join(dir, c.type);
    mkdirSync(folder, { recursive: true });
    const name = `${String(i + 1).padStart(4, '0')}-${c.kind}-${basename(typeName(c.file))}`;
    const { text, from } = excerpt(c);
    const spans = c.spans.map((s) => ({ start: s.start - from, end: s.end - from }));
    const alone = covering(problems(text, name), spans);
    writeFileSync(join(folder, name), text);
    const sidecar = {
      source: `${c.file}:${c.line}`,
      kind: c.kind,
      url: c.url,
      spans: spans.map((s) => ({ start: position(text, s.start), end: position(text, s.end) })),
      caughtInFile: c.by,
      caughtInExcerpt: alone,
    };
    writeFileSync(join(folder, `${name}.recall.json`), `${JSON.stringify(sidecar, null, 2)}\n`);
  });
}

function ratio(cases: Case[]): string {
  return `${cases.filter((c) => c.caught).length}/${cases.length}`;
}

function main(): void {
  const { seed, files, out, fixtures } = args();
  const byType = sources();
  const all: Case[] = [];
  for (const type of TYPES) {
    const cases = casesOf(type, byType[type], files, seed);
    all.push(...cases);
    const kinds = KINDS.map((k) => `${k} ${ratio(cases.filter((c) => c.kind === k))}`).join(', ');
    console.log(`${type}: ${ratio(cases)} caught (${byType[type].length} files to pick from): ${kinds}`);
  }
  console.log(`all types: ${ratio(all)} caught`);
  for (const kind of KINDS) console.log(`  ${kind}: ${ratio(all.filter((c) => c.kind === kind))}`);
  const misses = all.filter((c) => !c.caught);
  console.log(`\nmisses (${misses.length}):`);
  for (const m of misses) console.log(`  [${m.type}] ${m.kind}  ${m.file}:${m.line}  ${JSON.stringify(m.url)}`);
  mkdirSync(out, { recursive: true });
  const summary = {
    seed,
    casesPerType: files,
    engine: process.env['URLSMITH_ENGINE'] ?? 'current',
    byType: Object.fromEntries(TYPES.map((t) => [t, ratio(all.filter((c) => c.type === t))])),
    byKind: Object.fromEntries(KINDS.map((k) => [k, ratio(all.filter((c) => c.kind === k))])),
    byTypeAndKind: Object.fromEntries(TYPES.map((t) => [t, Object.fromEntries(KINDS.map((k) => [k, ratio(all.filter((c) => c.type === t && c.kind === k))]))])),
    cases: all.map(({ type, kind, file, line, url, caught, by }) => ({ type, kind, file, line, url, caught, by })),
  };
  writeFileSync(join(out, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  if (fixtures !== undefined) {
    writeFixtures(fixtures, all);
    console.log(`\n${all.length} fixtures written to ${fixtures}`);
  }
  console.log(`summary written to ${join(out, 'summary.json')}`);
}

main();
