/**
 * Recall on real text nobody here wrote: takes files of every document type of this machine (node_modules,
 * /usr/share/doc, /usr/share/man, /usr/lib/python3*, the Cloud SDK's YAML), picks a clean URL in
 * each (one the engine finds with no error or warning), writes ONE mistake of the catalogue (catalogue.ts) into it,
 * and checks that an error or warning of the default config covers the injected text.
 *
 *   npm run recall [-- --seed N --files N --kinds issue-30 --out DIR --write-fixtures DIR --fixtures-per-type N --first N]
 *
 * `--files N` is the number of cases per document type (files without a usable clean URL are passed over); the kinds
 * of mistake take turns, so each type gets about N / 15 of each. Prints caught / total per type and per kind, and
 * every miss with its file, line and injected URL; writes the same as JSON to `--out` (default out/recall).
 * `--write-fixtures DIR` writes `--fixtures-per-type` cases of each type (default 38: about 300 in all) as small
 * excerpts (the injected line and 3 lines each side, under a name ending in the source's own base name so it keeps
 * its type), each with a sidecar NAME.recall.json (source, kind, URL, injected spans as 1-based line:column in the
 * excerpt, end exclusive, and the codes that caught it), and a README.md naming every source (see writeReadme).
 * `--kinds issue-30` measures issue 30's kinds (catalogue.ts ISSUE_30_KINDS) instead of the first fifteen, each only
 * in the document types and places it can be written (its KIND_TABLE row), and what catching means per kind
 * (`problem`, `kept`, `hint`: catalogue.ts Expect). Written fixtures are numbered from `--first` (default 1) and added
 * to the fixtures already in DIR, whose README rows stay.
 * With URLSMITH_ENGINE=path/to/engine/index.js another build of the engine is measured.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import * as current from '../../engine/src';
import { random, read, shuffle, walk } from '../precision/files';
import { appliesTo, expectOf, inject, ISSUE_30_KINDS, KINDS, standsRight, type Injected, type MistakeKind, type UrlPart } from './catalogue';

type Engine = typeof current;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const engine: Engine = process.env['URLSMITH_ENGINE'] ? require(process.env['URLSMITH_ENGINE']) : current;

const REPO = join(__dirname, '..', '..', '..');
const TYPES = ['markdown', 'html', 'javascript', 'python', 'json', 'yaml', 'plaintext', 'roff'] as const;
type DocType = (typeof TYPES)[number];
const CONTEXT_LINES = 3;

function args(): { seed: number; files: number; out: string; fixtures: string | undefined; perType: number; kinds: readonly MistakeKind[]; first: number } {
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
    perType: Number(get('fixtures-per-type') ?? '38'),
    kinds: get('kinds') === 'issue-30' ? ISSUE_30_KINDS : KINDS,
    first: Number(get('first') ?? '1'),
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

interface Found {
  code: string;
  start: number;
  end: number;
  severity: string;
}

/** The diagnostics of the default config over `text`, read as a file named `name` is, and the URLs' spans. */
function problems(text: string, name: string): { diagnostics: Found[]; urls: { start: number; end: number }[] } {
  const documentType = engine.documentTypeOfFileName(name);
  const result = engine.lintText(text, { documentType });
  return { diagnostics: engine.applyConfig(text, result, engine.defaultConfig()), urls: result.urls.map((u) => ({ start: u.locator.start, end: u.locator.end })) };
}

const isProblem = (d: Found): boolean => d.severity === 'error' || d.severity === 'warning';

/** Codes of the diagnostics that cover one of the spans whole (for a space: the space). */
function covering(found: Found[], spans: { start: number; end: number }[]): string[] {
  return [...new Set(found.filter((d) => spans.some((s) => d.start <= s.start && d.end >= s.end)).map((d) => d.code))];
}

/**
 * What catches the kind in `text` (catalogue.ts Expect): the codes of the errors and warnings over a span; for `kept`,
 * `url` when a URL found runs through one; for `hint`, the codes of the hints over one when no error or warning is.
 * Empty: missed.
 */
function catchers(kind: MistakeKind, text: string, name: string, spans: { start: number; end: number }[]): string[] {
  const { diagnostics, urls } = problems(text, name);
  const expect = expectOf(kind);
  if (expect === 'kept') return urls.some((u) => spans.some((s) => u.start <= s.start && u.end >= s.end)) ? ['url'] : [];
  const errors = covering(diagnostics.filter(isProblem), spans);
  if (expect === 'problem') return errors;
  return errors.length > 0 ? [] : covering(diagnostics.filter((d) => d.severity === 'hint'), spans);
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

/** The text on the URL's line before and after it. */
function aroundOf(text: string, clean: Clean): { before: string; after: string } {
  const lineStart = text.lastIndexOf('\n', clean.start - 1) + 1;
  const end = clean.start + clean.url.length;
  const lineEnd = text.indexOf('\n', end);
  return { before: text.slice(lineStart, clean.start), after: text.slice(end, lineEnd === -1 ? text.length : lineEnd) };
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** Cases of one type: files in a seeded order, each giving at most one case, the kinds taking turns. */
function casesOf(type: DocType, files: string[], wanted: number, seed: number, all: readonly MistakeKind[]): Case[] {
  const rnd = random(seed);
  const cases: Case[] = [];
  const kinds = all.filter((k) => appliesTo(k, type));
  if (kinds.length === 0) return cases;
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
    const kind = kinds[cases.length % kinds.length]!;
    let chosen: { clean: Clean; injected: Injected } | undefined;
    for (const clean of candidates) {
      if (!standsRight(kind, aroundOf(text, clean))) continue;
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
    const by = catchers(kind, changed, name, spans);
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

/** An excerpt small enough to read in a review: the fixtures keep only these. */
const FIXTURE_MAX_CHARS = 2000;
const FIXTURE_MAX_LINE = 300;

/** Where a source file comes from, for the fixtures' README table. */
function packageOf(file: string): string {
  const npm = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file.replace(/^.*\/node_modules\//, 'node_modules/'));
  if (npm) return `npm: ${npm[1]}`;
  const doc = /^\/usr\/share\/doc\/([^/]+)/.exec(file);
  if (doc) return doc[1]!;
  if (file.startsWith('/usr/share/man/')) return 'man page';
  const python = /^\/usr\/lib\/(python3[^/]*)/.exec(file);
  if (python) return `${python[1]} library`;
  if (file.startsWith('/usr/lib/google-cloud-sdk/')) return 'google-cloud-cli';
  return '';
}

interface Fixture {
  path: string;
  source: string;
  kind: MistakeKind;
  caught: boolean;
}

/**
 * Writes `perType` cases of each type as fixtures (see the header): the kinds take turns, and within a kind misses
 * come first, so every miss that fits is kept. Only cases whose excerpt is small and gives the whole file's verdict
 * are kept: a fixture reproduces its case. Returns what was written, for the README.
 */
function writeFixtures(dir: string, cases: Case[], perType: number, all: readonly MistakeKind[], first: number): Fixture[] {
  const written: Fixture[] = [];
  // A miss is expected to be caught by a code that catches its kind elsewhere in the run.
  const codesOfKind = new Map(all.map((k) => [k, [...new Set(cases.filter((c) => c.kind === k).flatMap((c) => c.by))].sort()]));
  for (const type of TYPES) {
    const kinds = all.filter((k) => appliesTo(k, type));
    const queues = kinds.map((kind) => {
      const ofKind = cases.filter((c) => c.type === type && c.kind === kind);
      return [...ofKind.filter((c) => !c.caught), ...ofKind.filter((c) => c.caught)];
    });
    let kept = 0;
    for (let k = 0; kept < perType && queues.some((q) => q.length > 0); k = (k + 1) % kinds.length) {
      for (let c = queues[k]!.shift(); c !== undefined; c = queues[k]!.shift()) {
        const fixture = writeFixture(dir, c, cases.indexOf(c) + first, codesOfKind);
        if (fixture) {
          written.push(fixture);
          kept++;
          break;
        }
      }
    }
  }
  return written;
}

function writeFixture(dir: string, c: Case, number: number, codesOfKind: Map<MistakeKind, string[]>): Fixture | undefined {
  const { text, from } = excerpt(c);
  if (text.length > FIXTURE_MAX_CHARS || text.split('\n').some((l) => l.length > FIXTURE_MAX_LINE)) return undefined;
  // The source's base name stays at the end, so the fixture is read with the type its source has.
  const name = `${String(number).padStart(4, '0')}-${c.kind}-${basename(typeName(c.file)).replace(/[^A-Za-z0-9._-]/g, '_')}`;
  if (engine.documentTypeOfFileName(name) !== c.type) return undefined;
  const spans = c.spans.map((s) => ({ start: s.start - from, end: s.end - from }));
  const alone = catchers(c.kind, text, name, spans);
  if (alone.length > 0 !== c.caught) return undefined;
  mkdirSync(join(dir, c.type), { recursive: true });
  writeFileSync(join(dir, c.type, name), text);
  const sidecar = {
    source: `${c.file}:${c.line}`,
    kind: c.kind,
    url: c.url,
    spans: spans.map((s) => ({ start: position(text, s.start), end: position(text, s.end) })),
    codes: c.caught ? c.by : (codesOfKind.get(c.kind) ?? []),
    ...(expectOf(c.kind) === 'problem' ? {} : { expect: expectOf(c.kind) }),
  };
  writeFileSync(join(dir, c.type, `${name}.recall.json`), `${JSON.stringify(sidecar, null, 2)}\n`);
  return { path: `${c.type}/${name}`, source: sidecar.source, kind: c.kind, caught: c.caught };
}

/**
 * The README of the fixtures: how they were made, and a table naming each one's source: the rows of the README
 * already in `dir` whose fixtures are still there (a run of other kinds adds to them), then the new ones.
 */
function writeReadme(dir: string, seed: number, fixtures: Fixture[]): void {
  const row = (f: Fixture): string => `| \`${f.path}\` | \`${f.source}\` | ${packageOf(f.source)} | ${f.kind} |`;
  const fresh = new Set(fixtures.map((f) => f.path));
  const kept = existingRows(dir).filter((r) => !fresh.has(r.path) && existsSync(join(dir, r.path))).map((r) => r.line);
  const rows = [...kept, ...fixtures.map(row)];
  const text = `# Recall fixtures: one mistake written into a clean URL of a real file

Written by \`npm run recall -- --seed ${seed} --write-fixtures test/fixtures/recall\` and, for issue 30's kinds,
\`npm run recall -- --seed ${seed} --kinds issue-30 --files 60 --fixtures-per-type 21 --first 2001 --write-fixtures
test/fixtures/recall\` (bench/recall/run.ts; the mistakes are bench/recall/catalogue.ts's): each case takes a real file of this machine that nobody here wrote, a URL
in it that the engine finds with no error or warning, and writes one mistake of the catalogue into that URL. The
fixture is the changed line and up to ${CONTEXT_LINES} lines each side, byte for byte (a \`.gz\` source decompressed),
under a name that ends in the source's own base name, so it is read with the type its source has. Only excerpts of at
most ${FIXTURE_MAX_CHARS} characters (no line over ${FIXTURE_MAX_LINE}) that give the whole file's verdict are kept; the
kinds take turns within each document type.

\`NAME.recall.json\` holds the source (file:line of the URL), the kind of mistake, the URL as written, the injected
text's spans (1-based line:column in the excerpt, end exclusive; covering any one of them catches the mistake) and
the codes of the errors and warnings that covered it when the fixture was written (for a miss, the codes that
caught the same kind of mistake elsewhere in the run). A kind that is caught otherwise says so in \`expect\`:
\`kept\` (CJK brackets: a URL found runs through the span; codes \`url\`) or \`hint\` (inline code: a hint of one of
the codes covers a span, and no error or warning does).

test/unit/recall-fixtures.test.ts lints each fixture with the default config and asserts that an error or warning
of one of those codes covers a span (or what \`expect\` says), except for the fixtures listed in \`known-misses.md\`
with the reason: there it asserts the opposite, so a miss that gets caught fails the test until its line goes.

## Sources (Debian 12; \`node_modules\` is this repository's)

| fixture | source | package | mistake |
|---|---|---|---|
${rows.join('\n')}
`;
  writeFileSync(join(dir, 'README.md'), text);
}

/** The table rows of the README in `dir`, with the fixture each names. */
function existingRows(dir: string): { path: string; line: string }[] {
  const readme = join(dir, 'README.md');
  if (!existsSync(readme)) return [];
  const rows: { path: string; line: string }[] = [];
  for (const line of readFileSync(readme, 'utf8').split('\n')) {
    const m = /^\| `([^`]+)` \|/.exec(line);
    if (m) rows.push({ path: m[1]!, line });
  }
  return rows;
}

function ratio(cases: Case[]): string {
  return `${cases.filter((c) => c.caught).length}/${cases.length}`;
}

function main(): void {
  const { seed, files, out, fixtures, perType, kinds, first } = args();
  const byType = sources();
  const all: Case[] = [];
  for (const type of TYPES) {
    const cases = casesOf(type, byType[type], files, seed, kinds);
    all.push(...cases);
    const perKind = kinds.filter((k) => appliesTo(k, type)).map((k) => `${k} ${ratio(cases.filter((c) => c.kind === k))}`).join(', ');
    console.log(`${type}: ${ratio(cases)} caught (${byType[type].length} files to pick from): ${perKind}`);
  }
  console.log(`all types: ${ratio(all)} caught`);
  for (const kind of kinds) console.log(`  ${kind}: ${ratio(all.filter((c) => c.kind === kind))}`);
  const misses = all.filter((c) => !c.caught);
  console.log(`\nmisses (${misses.length}):`);
  for (const m of misses) console.log(`  [${m.type}] ${m.kind}  ${m.file}:${m.line}  ${JSON.stringify(m.url)}`);
  mkdirSync(out, { recursive: true });
  const summary = {
    seed,
    casesPerType: files,
    engine: process.env['URLSMITH_ENGINE'] ?? 'current',
    byType: Object.fromEntries(TYPES.map((t) => [t, ratio(all.filter((c) => c.type === t))])),
    byKind: Object.fromEntries(kinds.map((k) => [k, ratio(all.filter((c) => c.kind === k))])),
    byTypeAndKind: Object.fromEntries(TYPES.map((t) => [t, Object.fromEntries(kinds.filter((k) => appliesTo(k, t)).map((k) => [k, ratio(all.filter((c) => c.type === t && c.kind === k))]))])),
    cases: all.map(({ type, kind, file, line, url, caught, by }) => ({ type, kind, file, line, url, caught, by })),
  };
  writeFileSync(join(out, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  if (fixtures !== undefined) {
    const written = writeFixtures(fixtures, all, perType, kinds, first);
    writeReadme(fixtures, seed, written);
    console.log(`\n${written.length} fixtures written to ${fixtures} (${written.filter((f) => !f.caught).length} of them misses)`);
    for (const f of written.filter((w) => !w.caught)) console.log(`  missed: ${f.path}`);
  }
  console.log(`summary written to ${join(out, 'summary.json')}`);
}

main();
