/**
 * The public-repository benchmark: checks every text file of pinned public repositories (bench/public/repos.json) as
 * the CLI would read it, and writes per format family the counts of errors, warnings and hints, and seeded samples of
 * the errors and warnings and of the URLs found, ready to be judged by hand (docs/benchmarks.md, "Public repositories").
 *
 *   npm run public -- [--half tuning|held-out|fresh|fresh2|...|all] [--mirrors DIR] [--seed N] [--per N] [--out DIR] [--cache DIR]
 *
 * Nothing repository-specific is honoured: no .gitignore, no .urlsmithrc.json; the default configuration, and the
 * document type `documentTypeOfFileName` gives each file's name. Binary files (a NUL in the first 8000 bytes, as the
 * CLI decides) are skipped. With URLSMITH_ENGINE=path/to/engine/src/index.js another build of the engine is measured.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import * as current from '../../engine/src';
import { random, shuffle } from '../precision/files';
import { FAMILIES, familyOf, type Family } from './families';
import { BLIND_SETS, HALVES, materialise, REPOS_FILE, type Repo, type RepoList } from './repos';
import { contextOf, lineStarts, type Row } from './rows';

type Engine = typeof current;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const engine: Engine = process.env['URLSMITH_ENGINE'] ? require(process.env['URLSMITH_ENGINE']) : current;

const REPO_ROOT = join(__dirname, '..', '..', '..');
const SNIFF_BYTES = 8000;
const MAX_BYTES = 4_000_000;

const USAGE = `npm run public -- [--half ${HALVES.join('|')}|all] [--mirrors DIR] [--seed N] [--per N] [--out DIR] [--cache DIR]

Checks every text file of the pinned public repositories of ${REPOS_FILE} (one half, default tuning) and writes per
format family the counts of errors, warnings and hints and seeded samples for judging by hand.
  --half H      tuning (default), held-out, ${BLIND_SETS.join(', ')} (the blind sets added later) or all
  --mirrors DIR local git mirrors (DIR/owner+name/repo, DIR/owner+name or DIR/owner+name.git); without one a
                repository is cloned from GitHub (blobless) and checked out at its pinned commit
  --seed N      the samples' seed (default 1738)
  --per N       errors and warnings sampled per family (default 100); 300 URLs are sampled for the extent check
  --out DIR     where the results go (default out/public/<half>)
  --cache DIR   where checkouts are kept (default <os temp dir>/urlsmith-public)
URLSMITH_ENGINE=path/to/engine/src/index.js measures another build of the engine.`;

interface Args {
  half: string;
  mirrors: string | undefined;
  seed: number;
  per: number;
  out: string;
  cache: string;
}

function args(): Args {
  const a = process.argv.slice(2);
  const get = (name: string): string | undefined => {
    const i = a.indexOf(`--${name}`);
    return i >= 0 ? a[i + 1] : undefined;
  };
  const half = get('half') ?? 'tuning';
  if (half !== 'all' && !(HALVES as readonly string[]).includes(half)) throw new Error(`--half must be ${HALVES.join(', ')} or all, not ${half}`);
  return {
    half,
    mirrors: get('mirrors'),
    seed: Number(get('seed') ?? '1738'),
    per: Number(get('per') ?? '100'),
    out: get('out') ?? join(REPO_ROOT, 'out', 'public', half),
    cache: get('cache') ?? join(tmpdir(), 'urlsmith-public'),
  };
}

/** Every file under `dir`, sorted, but .git and node_modules (the CLI's walk skips them too). */
function files(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.git' && entry.name !== 'node_modules') files(path, out);
    } else if (entry.isFile() && entry.name !== '.urlsmith-bench-complete') out.push(path);
  }
  return out;
}

interface Tally {
  files: number;
  chars: number;
  urls: number;
  errors: number;
  warnings: number;
  hints: number;
  byCode: Record<string, number>;
  byRepo: Record<string, number>;
}

const emptyTally = (): Tally => ({ files: 0, chars: 0, urls: 0, errors: 0, warnings: 0, hints: 0, byCode: {}, byRepo: {} });

function main(): void {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const opts = args();
  const list = JSON.parse(readFileSync(join(REPO_ROOT, REPOS_FILE), 'utf8')) as RepoList;
  const repos = list.repos.filter((r) => opts.half === 'all' || r.half === opts.half);
  mkdirSync(opts.out, { recursive: true });
  mkdirSync(opts.cache, { recursive: true });
  const tallies = new Map<Family, Tally>(FAMILIES.map((f) => [f, emptyTally()]));
  const diagnostics = new Map<Family, Row[]>(FAMILIES.map((f) => [f, []]));
  const urls: Row[] = [];
  const config = engine.defaultConfig();
  const started = Date.now();
  for (const repo of repos) {
    const root = materialise(repo, opts.cache, opts.mirrors);
    let count = 0;
    for (const path of files(root)) {
      const rel = relative(root, path);
      const text = readText(path);
      if (text === undefined) continue;
      const documentType = engine.documentTypeOfFileName(rel);
      const family = familyOf(rel, documentType);
      const tally = tallies.get(family)!;
      tally.files++;
      tally.chars += text.length;
      const checked = engine.checkDocument(text, { documentType, config });
      tally.urls += checked.urls.length;
      if (checked.urls.length === 0 && checked.visible.length === 0) continue;
      const starts = lineStarts(text);
      for (const u of checked.urls) {
        // The URL a reader sees (`urlsmith find` prints it): a wrapper's brackets are not part of it.
        const l = u.locator;
        const from = l.offsets[0]!;
        const to = l.url.length > 0 ? (l.ends?.[l.url.length - 1] ?? l.offsets[l.url.length - 1]! + 1) : from;
        const row = rowOf(repo, rel, family, documentType, text, starts, from, to, from, to, 'url', 'url');
        urls.push({ ...row, url: engine.readingOf(l, text) });
      }
      for (const d of checked.visible) {
        if (d.severity === 'error') tally.errors++;
        else if (d.severity === 'warning') tally.warnings++;
        else {
          tally.hints++;
          continue;
        }
        count++;
        tally.byCode[d.code] = (tally.byCode[d.code] ?? 0) + 1;
        tally.byRepo[repo.name] = (tally.byRepo[repo.name] ?? 0) + 1;
        diagnostics.get(family)!.push(rowOf(repo, rel, family, documentType, text, starts, d.start, d.end, d.url.start, d.url.end, d.severity, d.code));
      }
    }
    console.log(`${repo.name}: ${count} errors+warnings (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  writeResults(opts, repos, tallies, diagnostics, urls);
}

/** The file's text, or undefined for a binary (NUL in the first 8000 bytes), empty or too large file. */
function readText(path: string): string | undefined {
  const size = statSync(path).size;
  if (size === 0 || size > MAX_BYTES) return undefined;
  const bytes = readFileSync(path);
  if (bytes.subarray(0, SNIFF_BYTES).includes(0)) return undefined;
  return new TextDecoder('utf-8').decode(bytes);
}

function rowOf(repo: Repo, file: string, family: Family, documentType: string | undefined, text: string, starts: number[], start: number, end: number, urlStart: number, urlEnd: number, severity: string, code: string): Row {
  const { line, column, context } = contextOf(text, starts, start, end);
  return { id: `${repo.name}:${file}:${line}:${column}:${code}`, family, repo: repo.name, commit: repo.commit, file, line, column, documentType: documentType ?? 'plaintext', severity, code, url: text.slice(urlStart, urlEnd), context };
}

function writeResults(opts: Args, repos: Repo[], tallies: Map<Family, Tally>, diagnostics: Map<Family, Row[]>, urls: Row[]): void {
  const summary: Record<string, unknown> = { half: opts.half, seed: opts.seed, per: opts.per, engine: process.env['URLSMITH_ENGINE'] ?? 'current', repos: repos.map((r) => `${r.name}@${r.commit}`), families: {} };
  const sampled: Row[] = [];
  FAMILIES.forEach((family, i) => {
    const tally = tallies.get(family)!;
    if (tally.files === 0) return;
    const sample = shuffle(diagnostics.get(family)!, random(opts.seed + 1 + i)).slice(0, opts.per);
    sampled.push(...sample);
    (summary['families'] as Record<string, unknown>)[family] = { ...tally, sampled: sample.length };
    console.log(`${family}: ${tally.files} files, ${tally.urls} URLs, ${tally.errors} errors, ${tally.warnings} warnings, ${tally.hints} hints; sampled ${sample.length}`);
  });
  const urlSample = shuffle(urls, random(opts.seed + 100)).slice(0, 300);
  writeFileSync(join(opts.out, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync(join(opts.out, 'diagnostics.json'), `${JSON.stringify(sampled, null, 1)}\n`);
  writeFileSync(join(opts.out, 'urls.json'), `${JSON.stringify(urlSample, null, 1)}\n`);
  writeFileSync(join(opts.out, 'diagnostics.md'), markdown(sampled));
  writeFileSync(join(opts.out, 'urls.md'), markdown(urlSample));
  console.log(`results in ${opts.out}`);
}

function markdown(rows: Row[]): string {
  return rows.map((r, i) => `### ${i + 1}. [${r.family}] ${r.severity} ${r.code}\n${r.repo}@${r.commit.slice(0, 12)} ${r.file}:${r.line}:${r.column} (${r.documentType})\nurl: ${r.url}\n\n${r.context}\n`).join('\n');
}

main();
