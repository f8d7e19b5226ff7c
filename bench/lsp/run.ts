/**
 * `npm run bench:lsp`: the language server as an editor drives it. Starts the bundled server (dist/server.js, or
 * --server PATH) over stdio for each scenario, and measures from the client's side:
 * - typing: a 10 MB document with 10,000 URLs; first publish after didOpen; 40 single-character edits 100 ms apart,
 *   alternating in prose and inside URLs; the time from each didChange to the publishDiagnostics of that version,
 *   and how many versions were never published;
 * - hover and code actions answered while a full check runs (after a configuration change);
 * - a 50 MB document, and the same 50 MB on a single line: first publish and hover latency during the full check;
 * - a 20 MB document where every URL has several problems (each with a fix): first publish and memory;
 * - the server's peak RSS (VmHWM of /proc/PID/status) in each.
 * Writes bench/lsp/results.json under --label (default "current"), keeping other labels' figures.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { generate, oneLine } from './documents';
import { LspClient } from './lsp-client';
import { type Stats, stats } from './stats';

const ROOT = path.resolve(__dirname, '../../..');
const RESULTS = path.join(ROOT, 'bench/lsp/results.json');
const DEADLINE_MS = 120_000;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

interface Position {
  line: number;
  character: number;
}

/** Opens a document and returns milliseconds from didOpen to its first publication. */
async function open(c: LspClient, uri: string, text: string): Promise<number> {
  const t0 = performance.now();
  c.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'plaintext', version: 1, text } });
  await c.until(`first publish of ${uri}`, () => c.published.some((p) => p.uri === uri && p.version === 1), DEADLINE_MS);
  return c.published.find((p) => p.uri === uri && p.version === 1)!.at - t0;
}

/**
 * Sends a configuration change (a full check of every open document) and times hovers and code actions, one after
 * the other, until the document's next publication.
 */
async function requestsDuringFullCheck(c: LspClient, uri: string, at: Position[], rounds: number): Promise<{ hover: number[]; codeAction: number[] }> {
  const hover: number[] = [];
  const codeAction: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const before = c.published.filter((p) => p.uri === uri).length;
    c.notify('workspace/didChangeConfiguration', { settings: { urlsmith: { enable: true } } });
    let k = 0;
    const t1 = performance.now();
    while (c.published.filter((p) => p.uri === uri).length === before && performance.now() - t1 < DEADLINE_MS) {
      const p = at[k++ % at.length]!;
      let t = performance.now();
      await c.request('textDocument/hover', { textDocument: { uri }, position: p });
      hover.push(performance.now() - t);
      t = performance.now();
      await c.request('textDocument/codeAction', { textDocument: { uri }, range: { start: p, end: { line: p.line, character: p.character + 1 } }, context: { diagnostics: [] } });
      codeAction.push(performance.now() - t);
    }
  }
  return { hover, codeAction };
}

async function typing(server: string) {
  const doc = generate(10_000_000, 10_000);
  const uri = 'file:///bench/typing.log';
  const c = await LspClient.start(server);
  const firstPublishMs = await open(c, uri, doc.text);
  // The floor of any figure here: a hover answered when nothing else runs (the machine's own scheduling noise).
  const idle: number[] = [];
  for (let i = 0; i < 40; i++) {
    await sleep(25);
    const t = performance.now();
    await c.request('textDocument/hover', { textDocument: { uri }, position: doc.problemUrls[i] });
    idle.push(performance.now() - t);
  }
  // 40 edits across the document, every other one inside a URL (just before its problem character).
  const lines = new Set<number>();
  const edits: Array<{ at: Position; text: string; where: 'prose' | 'url' }> = [];
  for (let i = 0; i < 40; i++) {
    const inUrl = i % 2 === 1;
    const list = inUrl ? doc.problemUrls : doc.proseWords;
    let k = Math.floor(((i >> 1) * list.length) / 20);
    while (lines.has(list[k]!.line)) k++;
    lines.add(list[k]!.line);
    const p = list[k]!;
    edits.push({ at: inUrl ? { line: p.line, character: p.character - 1 } : p, text: inUrl ? 'a' : 'x', where: inUrl ? 'url' : 'prose' });
  }
  const sent: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < edits.length; i++) {
    await sleep(t0 + i * 100 - performance.now());
    const e = edits[i]!;
    sent.push(performance.now());
    c.notify('textDocument/didChange', { textDocument: { uri, version: i + 2 }, contentChanges: [{ range: { start: e.at, end: e.at }, text: e.text }] });
  }
  const last = edits.length + 1;
  await c.until('the last version', () => c.published.some((p) => p.uri === uri && p.version === last), DEADLINE_MS).catch(() => undefined);
  const latencies: number[] = [];
  let unpublished = 0;
  sent.forEach((t, i) => {
    const p = c.published.find((x) => x.uri === uri && x.version === i + 2);
    if (p) latencies.push(p.at - t);
    else unpublished++;
  });
  const during = await requestsDuringFullCheck(c, uri, doc.problemUrls.slice(0, 50), 3);
  const peakRssMb = c.peakRssMb();
  await c.stop();
  return {
    document: { chars: doc.text.length, urls: 10_000 },
    firstPublishMs: Math.round(firstPublishMs),
    idleHoverMs: stats(idle),
    edits: edits.length,
    editToPublishMs: stats(latencies),
    unpublishedVersions: unpublished,
    hoverDuringFullCheckMs: stats(during.hover),
    codeActionDuringFullCheckMs: stats(during.codeAction),
    peakRssMb: Math.round(peakRssMb),
  };
}

async function big(server: string, singleLine: boolean, heavy = false) {
  const chars = heavy ? 20_000_000 : 50_000_000;
  const doc = singleLine ? undefined : heavy ? generate(chars, 20_000, 1, 5) : generate(chars, 50_000);
  const text = doc?.text ?? oneLine(chars, 50_000);
  const uri = singleLine ? 'file:///bench/one-line.log' : heavy ? 'file:///bench/heavy.log' : 'file:///bench/big.log';
  const c = await LspClient.start(server);
  let firstPublishMs: number | string;
  try {
    firstPublishMs = Math.round(await open(c, uri, text));
  } catch (e) {
    firstPublishMs = String(e);
  }
  const at = doc ? doc.problemUrls.slice(0, 50) : [{ line: 0, character: 25 }];
  const during = typeof firstPublishMs === 'number' ? await requestsDuringFullCheck(c, uri, at, 1) : { hover: [], codeAction: [] };
  const peakRssMb = c.peakRssMb();
  await c.stop().catch(() => c.child.kill('SIGKILL'));
  return {
    document: { chars: text.length, urls: heavy ? 20_000 : 50_000, singleLine, everyUrlHasProblems: heavy },
    firstPublishMs,
    hoverDuringFullCheckMs: stats(during.hover),
    codeActionDuringFullCheckMs: stats(during.codeAction),
    peakRssMb: Math.round(peakRssMb),
  };
}

function show(label: string, s: Stats): string {
  return `${label}: median ${s.median} ms, p95 ${s.p95} ms, max ${s.max} ms (n=${s.n})`;
}

async function main(): Promise<void> {
  const server = path.resolve(arg('server') ?? path.join(ROOT, 'dist/server.js'));
  const label = arg('label') ?? 'current';
  const only = arg('only');
  const result: Record<string, unknown> = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, server: path.relative(ROOT, server) };
  if (!only || only === 'typing') {
    const t = await typing(server);
    result.typing10MB = t;
    console.log(`10 MB, 10,000 URLs: first publish ${t.firstPublishMs} ms; peak RSS ${t.peakRssMb} MB; unpublished versions ${t.unpublishedVersions}/${t.edits}`);
    console.log(`  ${show('didChange -> publish', t.editToPublishMs)}`);
    console.log(`  ${show('hover with nothing running', t.idleHoverMs)}`);
    console.log(`  ${show('hover during a full check', t.hoverDuringFullCheckMs)}`);
    console.log(`  ${show('code action during a full check', t.codeActionDuringFullCheckMs)}`);
  }
  for (const singleLine of [false, true]) {
    if (only && only !== (singleLine ? 'line' : 'big')) continue;
    const b = await big(server, singleLine);
    result[singleLine ? 'oneLine50MB' : 'big50MB'] = b;
    console.log(`50 MB${singleLine ? ' on one line' : ''}: first publish ${b.firstPublishMs} ms; peak RSS ${b.peakRssMb} MB`);
    console.log(`  ${show('hover during a full check', b.hoverDuringFullCheckMs)}`);
    console.log(`  ${show('code action during a full check', b.codeActionDuringFullCheckMs)}`);
  }
  if (!only || only === 'heavy') {
    const b = await big(server, false, true);
    result.heavy20MB = b;
    console.log(`20 MB, every URL with problems: first publish ${b.firstPublishMs} ms; peak RSS ${b.peakRssMb} MB`);
    console.log(`  ${show('hover during a full check', b.hoverDuringFullCheckMs)}`);
  }
  const all = existsSync(RESULTS) ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as Record<string, unknown>) : {};
  all[label] = result;
  writeFileSync(RESULTS, `${JSON.stringify(all, null, 2)}\n`);
  console.log(`written to ${path.relative(process.cwd(), RESULTS)} as "${label}"`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
