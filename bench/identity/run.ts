/**
 * Behaviour identity: runs the engine's public API over a fixed corpus and writes one JSON line per file with
 * everything a user could see (every URL found, every diagnostic with its code, range, severity, message,
 * production and fixes, the configured view and the fix-all edits), so a refactor can be shown to change nothing.
 *
 *   npm run identity -- --out FILE              write the snapshot
 *   npm run identity -- --out FILE --compare OLD  write it, then compare it with an older snapshot, file by file
 *
 * The corpus: every file of test/fixtures, plus a deterministic subset (every k-th path in sorted order) of the text
 * files of /usr/share/doc and node_modules, each read as the CLI reads it (`documentTypeOf` its name). Files only
 * one snapshot has (a fixture added since) are counted apart, not compared.
 */
import { createHash } from 'node:crypto';
import { closeSync, lstatSync, openSync, readdirSync, readFileSync, readSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { applyEdits, checkDocument, defaultConfig, documentTypeOf, fixAllEdits, lintText, type Diagnostic, type LintedUrl } from '../../engine/src';

const REPO = join(__dirname, '..', '..', '..');
/** Files larger than this are passed over: the corpus is for breadth, and the run should take a minute, not ten. */
const MAX_BYTES = 256 * 1024;
const SAMPLES: readonly { root: string; take: number }[] = [
  { root: '/usr/share/doc', take: 2500 },
  { root: join(REPO, 'node_modules'), take: 2500 },
];

function args(): { out: string; compare: string | undefined } {
  const a = process.argv.slice(2);
  const get = (name: string): string | undefined => {
    const i = a.indexOf(`--${name}`);
    return i >= 0 ? a[i + 1] : undefined;
  };
  return { out: get('out') ?? join(REPO, 'out', 'identity.jsonl'), compare: get('compare') };
}

/** Every regular file under `root`, sorted, symbolic links not followed (node_modules/.bin). */
function walk(root: string, into: string[] = []): string[] {
  let names: string[];
  try {
    names = readdirSync(root).sort();
  } catch {
    return into;
  }
  for (const name of names) {
    const path = join(root, name);
    const stat = lstatSync(path);
    if (stat.isDirectory()) walk(path, into);
    else if (stat.isFile() && stat.size > 0 && stat.size <= MAX_BYTES) into.push(path);
  }
  return into;
}

/** Text, not binary: no NUL byte in the first 8 KiB, and not compressed. */
function isText(path: string): boolean {
  if (/\.(gz|bz2|xz|zip|png|jpg|gif|ico|woff2?|ttf|wasm|node)$/i.test(path)) return false;
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(8192);
    const n = readSync(fd, head, 0, head.length, 0);
    return !head.subarray(0, n).includes(0);
  } finally {
    closeSync(fd);
  }
}

/** Every `take`-th text file of `root` in sorted order, spread over the whole tree. */
function sample(root: string, take: number): string[] {
  const all = walk(root);
  const step = Math.max(1, Math.floor(all.length / take));
  const picked: string[] = [];
  for (let i = 0; i < all.length && picked.length < take; i += step) {
    // Walk forward from each sampled index to the next text file, so the sample stays `take` files long.
    let j = i;
    while (j < all.length && j < i + step && !isText(all[j]!)) j++;
    if (j < all.length && j < i + step) picked.push(all[j]!);
  }
  return picked;
}

function corpus(): { name: string; path: string }[] {
  const files = walk(join(REPO, 'test', 'fixtures')).map((path) => ({ name: relative(REPO, path), path }));
  for (const { root, take } of SAMPLES) {
    for (const path of sample(root, take)) files.push({ name: path.startsWith(REPO) ? relative(REPO, path) : path, path });
  }
  return files;
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

/** What the engine gives one document, in a fixed key order. */
function snapshot(text: string, type: ReturnType<typeof documentTypeOf>): { line: unknown; diagnostics: number } {
  const plain = lintText(text, { documentType: type });
  const strict = lintText(text, { documentType: type, preset: 'strict', checkCode: true });
  const visible = checkDocument(text, { documentType: type, config: defaultConfig() }).visible;
  const edits = fixAllEdits(visible);
  const fixed = edits.length > 0 ? createHash('sha1').update(applyEdits(text, edits)).digest('hex').slice(0, 12) : null;
  return {
    line: {
      urls: plain.urls.map(url),
      diagnostics: plain.diagnostics.map(diagnostic),
      strict: strict.diagnostics.map(diagnostic),
      visible: visible.map((d) => [d.code, d.start, d.end, d.severity]),
      fixAll: edits.map((e) => [e.start, e.end, e.newText]),
      fixed,
    },
    diagnostics: plain.diagnostics.length + strict.diagnostics.length,
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
  const { out, compare: old } = args();
  const lines: string[] = [];
  let diagnostics = 0;
  let urls = 0;
  const started = Date.now();
  for (const { name, path } of corpus()) {
    const text = new TextDecoder('utf-8').decode(readFileSync(path));
    const type = documentTypeOf(name);
    const shot = snapshot(text, type);
    diagnostics += shot.diagnostics;
    urls += (shot.line as { urls: unknown[] }).urls.length;
    lines.push(JSON.stringify({ file: name, type, ...(shot.line as object) }));
  }
  writeFileSync(out, lines.join('\n') + '\n');
  console.log(`identity: ${lines.length} files, ${urls} URLs, ${diagnostics} diagnostics (default + strict) in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${out}`);
  if (old !== undefined && !compare(old, out)) process.exitCode = 1;
}

main();
