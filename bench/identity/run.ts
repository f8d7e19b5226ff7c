/**
 * Behaviour identity: runs the engine's public API over a fixed corpus and writes one JSON line per file with
 * everything a user could see (every URL found, every diagnostic with its code, range, severity, message,
 * production and fixes, the configured view and the fix-all edits), so a refactor can be shown to change nothing.
 *
 *   npm run identity -- --corpus DIR --out FILE [--compare OLD]
 *
 * The corpus is frozen in DIR (default out/identity-corpus) the first time: every file of test/fixtures, plus every
 * k-th text file (sorted order) of /usr/share/doc, /usr/share/man (decompressed) and node_modules, copied under
 * their own names, so a later run reads the same bytes however the machine changes. Each file is read as the CLI
 * reads it (`documentTypeOf` its name). `--compare OLD` compares the new snapshot with an older one file by file.
 * With URLSMITH_ENGINE=path/to/engine/index.js another build of the engine is measured (the commit before a change).
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import * as current from '../../engine/src';
import type { Diagnostic, DocumentType, LintedUrl } from '../../engine/src';
import { read, walk } from '../precision/files';

type Engine = typeof current;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const engine: Engine = process.env['URLSMITH_ENGINE'] ? require(process.env['URLSMITH_ENGINE']) : current;

const REPO = join(__dirname, '..', '..', '..');
/** Files larger than this are passed over: the corpus is for breadth, and a run should take seconds, not minutes. */
const MAX_BYTES = 256 * 1024;
const SAMPLES: readonly { root: string; take: number }[] = [
  { root: '/usr/share/doc', take: 2000 },
  { root: '/usr/share/man', take: 1000 },
  { root: join(REPO, 'node_modules'), take: 2000 },
];

function args(): { corpus: string; out: string; compare: string | undefined } {
  const a = process.argv.slice(2);
  const get = (name: string): string | undefined => {
    const i = a.indexOf(`--${name}`);
    return i >= 0 ? a[i + 1] : undefined;
  };
  return { corpus: get('corpus') ?? join(REPO, 'out', 'identity-corpus'), out: get('out') ?? join(REPO, 'out', 'identity.jsonl'), compare: get('compare') };
}

const BINARY = /\.(bz2|xz|zip|png|jpe?g|gif|ico|woff2?|ttf|eot|wasm|node|tgz)$/i;

/** Every `take`-th text file of `root` in sorted order (no NUL in its text), spread over the whole tree. */
function sample(root: string, take: number): { path: string; text: string }[] {
  const all = walk(root, (path) => !BINARY.test(path));
  const step = Math.max(1, Math.floor(all.length / take));
  const picked: { path: string; text: string }[] = [];
  for (let i = 0; i < all.length && picked.length < take; i += step) {
    // From each sampled index, the first text file within the step, so the sample stays about `take` files long.
    for (let j = i; j < all.length && j < i + step; j++) {
      const text = read(all[j]!);
      if (text.length > MAX_BYTES || text.includes('\0')) continue;
      picked.push({ path: all[j]!.replace(/\.gz$/, ''), text });
      break;
    }
  }
  return picked;
}

/** Copies the corpus into `dir`: test/fixtures under its own name, the samples under their absolute paths. */
function freeze(dir: string): void {
  const copy = (name: string, text: string): void => {
    const to = join(dir, name);
    mkdirSync(dirname(to), { recursive: true });
    writeFileSync(to, text);
  };
  for (const path of walk(join(REPO, 'test', 'fixtures'), () => true)) {
    const to = join(dir, relative(REPO, path));
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(path, to);
  }
  for (const { root, take } of SAMPLES) {
    for (const { path, text } of sample(root, take)) copy(path.startsWith(REPO) ? relative(REPO, path) : path.slice(1), text);
  }
}

function diagnostic(d: Diagnostic): unknown {
  return [d.code, d.start, d.end, d.severity, d.url.start, d.url.end, d.production ?? null, d.message, d.fixes.map((f) => [f.title, f.safe, f.edits.map((e) => [e.start, e.end, e.newText])])];
}

function url(linted: LintedUrl): unknown {
  const u = linted.locator;
  const offsets = createHash('sha1').update(u.offsets.subarray(0, u.url.length + 1)).digest('hex').slice(0, 12);
  const ends = u.ends ? createHash('sha1').update(u.ends.subarray(0, u.url.length)).digest('hex').slice(0, 12) : null;
  return [u.kind, u.start, u.end, u.url, offsets, ends, u.whitespace.map((s) => [s.start, s.end]), u.hyphenBreaks, u.delimited ?? null, linted.parsed.grammar, linted.parsed.parts.map((p) => [p.name, p.start, p.end, p.value])];
}

/**
 * What is written into a URL to reach more of the rules than clean text does: unsafe and reserved characters, bad
 * escapes, non-ASCII, and the placeholder syntaxes of templates, shells and configuration files.
 */
const MUTATIONS = [' ', '%', '%zz', '%0D%0A', '\u00e9', '\u0430', '{id}', '${HOME}', '$(x)', '<name>', '{{ x }}', '%VAR%', '[1-3]', '|', '\\', '^', '~', ':99999', ':', '@', 'xn--', '..', '"', '#'];

/**
 * The line holding a found URL, with each mutation written at three places of the URL (just past its scheme's
 * "//" or ":", its middle, its end), read as the document type: diagnostics only, compactly.
 */
function mutated(text: string, linted: LintedUrl, type: DocumentType, count: { diagnostics: number }): unknown[] {
  const u = linted.locator;
  const lineStart = Math.max(text.lastIndexOf('\n', u.start - 1) + 1, u.start - 1000);
  const next = text.indexOf('\n', u.end);
  const lineEnd = Math.min(next < 0 ? text.length : next, u.end + 1000);
  const line = text.slice(lineStart, lineEnd);
  const from = u.start - lineStart;
  const slashes = u.url.indexOf('//');
  const places = [from + (slashes >= 0 ? slashes + 2 : u.url.indexOf(':') + 1), from + ((u.end - u.start) >> 1), u.end - lineStart];
  const out: unknown[] = [];
  for (const m of MUTATIONS) {
    for (const at of places) {
      const variant = line.slice(0, at) + m + line.slice(at);
      for (const preset of ['default', 'strict'] as const) {
        const result = engine.lintText(variant, { documentType: type, preset });
        count.diagnostics += result.diagnostics.length;
        out.push(result.diagnostics.map((d) => [d.code, d.start, d.end, d.severity, d.fixes.map((f) => f.edits.map((e) => [e.start, e.end, e.newText]))]));
      }
    }
  }
  return out;
}

/** What the engine gives one document, in a fixed key order. */
function snapshot(text: string, type: DocumentType): { line: unknown; diagnostics: number } {
  const count = { diagnostics: 0 };
  const plain = engine.lintText(text, { documentType: type });
  const strict = engine.lintText(text, { documentType: type, preset: 'strict', checkCode: true });
  const visible = engine.checkDocument(text, { documentType: type, config: engine.defaultConfig() }).visible;
  const edits = engine.fixAllEdits(visible);
  const fixed = edits.length > 0 ? createHash('sha1').update(engine.applyEdits(text, edits)).digest('hex').slice(0, 12) : null;
  return {
    line: {
      urls: plain.urls.map(url),
      diagnostics: plain.diagnostics.map(diagnostic),
      strict: strict.diagnostics.map(diagnostic),
      visible: visible.map((d) => [d.code, d.start, d.end, d.severity]),
      fixAll: edits.map((e) => [e.start, e.end, e.newText]),
      fixed,
      mutated: plain.urls.length === 0 ? [] : [mutated(text, plain.urls[0]!, type, count), mutated(text, plain.urls[plain.urls.length - 1]!, type, count)],
    },
    diagnostics: plain.diagnostics.length + strict.diagnostics.length + count.diagnostics,
  };
}

function compare(oldFile: string, newFile: string): boolean {
  const read = (file: string): Map<string, string> => {
    const byName = new Map<string, string>();
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line === '') continue;
      byName.set((JSON.parse(line) as { file: string }).file, line);
    }
    return byName;
  };
  const before = read(oldFile);
  const after = read(newFile);
  let same = 0;
  const differ: string[] = [];
  for (const [name, line] of after) {
    const old = before.get(name);
    if (old === undefined) continue;
    if (old === line) same++;
    else differ.push(name);
  }
  const onlyBefore = [...before.keys()].filter((n) => !after.has(n));
  const onlyAfter = [...after.keys()].filter((n) => !before.has(n));
  console.log(`identity: ${same} files identical, ${differ.length} differ; ${onlyBefore.length} only before, ${onlyAfter.length} only after`);
  for (const name of differ.slice(0, 20)) console.log(`  differs: ${name}`);
  for (const name of onlyBefore.slice(0, 20)) console.log(`  only before: ${name}`);
  for (const name of onlyAfter.slice(0, 20)) console.log(`  only after: ${name}`);
  return differ.length === 0 && onlyBefore.length === 0;
}

function main(): void {
  const { corpus, out, compare: old } = args();
  if (!existsSync(corpus)) freeze(corpus);
  const lines: string[] = [];
  let diagnostics = 0;
  let urls = 0;
  const started = Date.now();
  for (const path of walk(corpus, () => true)) {
    const name = relative(corpus, path);
    const text = read(path);
    const type = engine.documentTypeOf(name);
    const shot = snapshot(text, type);
    diagnostics += shot.diagnostics;
    urls += (shot.line as { urls: unknown[] }).urls.length;
    lines.push(JSON.stringify({ file: name, type, ...(shot.line as object) }));
  }
  writeFileSync(out, lines.join('\n') + '\n');
  console.log(`identity: ${lines.length} files, ${urls} URLs, ${diagnostics} diagnostics (default and strict, documents and mutated URL lines) in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${out}`);
  if (old !== undefined && !compare(old, out)) process.exitCode = 1;
}

main();
