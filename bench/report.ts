/** Turns measurements into the printed table and bench/results.json. */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { CliFigures } from './cli-process';
import type { ManyFilesResults } from './many-files/run';
import { ENGINE } from './tools';
import { percentile } from './timing';

export interface Measured {
  tool: string;
  work: string;
  /** What one pass returned: URLs found (throughput) or URLs accepted (per URL). */
  count: number;
  runsMs: number[];
  medianMs: number;
}

export interface Results {
  date: string;
  /** loadAverage1m at the end of the run: other work on the machine makes every figure slower and noisier. */
  machine: { node: string; cpu: string; cores: number; loadAverage1m: number };
  corpus: { bytes: number; documents: number; manifest: Record<string, string> };
  method: { warmupRuns: number; timedRuns: number; statistic: 'median' };
  throughput: (Measured & { mbPerSec: number })[];
  /** `urls` URLs found in the corpus, `checksPerRun` checks per run (the list repeated); `count` is per run. */
  perUrl: { urls: number; checksPerRun: number; tools: (Measured & { nsPerUrl: number })[] };
  ratios: Record<string, number>;
  targets: Record<string, boolean | null>;
  cli: CliFigures & { engineSeconds: number };
  /** LinkComputer over the same files as a whole process: the CLI's peer. */
  linkComputerProcess: CliFigures;
  /** The CLI on a generated 40 MB file with two broken URLs per line: its memory bound. */
  dense: CliFigures;
  /** Whole processes over trees of many small files (bench/many-files/run.ts), when measured. */
  manyFiles?: ManyFilesResults | string;
}

export interface Processes {
  cli: CliFigures;
  linkComputerProcess: CliFigures;
  dense: CliFigures;
}

/** Peak RSS the CLI must stay under on any input, the problem-dense file included. */
const CLI_RSS_BUDGET_MB = 250;

export function assemble(
  corpus: Results['corpus'],
  method: Results['method'],
  throughput: Measured[],
  perUrl: Measured[],
  urlCount: number,
  checksPerRun: number,
  { cli, linkComputerProcess, dense }: Processes,
): Results {
  const mb = corpus.bytes / 1e6;
  const rates = throughput.map((m) => ({ ...m, mbPerSec: mb / (m.medianMs / 1000) }));
  const perUrlTools = perUrl.map((m) => ({ ...m, nsPerUrl: checksPerRun === 0 ? NaN : (m.medianMs * 1e6) / checksPerRun }));
  const engine = rates.find((r) => r.tool === ENGINE);
  const engineUrl = perUrlTools.find((r) => r.tool === ENGINE);
  const ratios: Record<string, number> = {};
  // A ratio is "how many times faster urlsmith is": above 1 urlsmith wins.
  for (const peer of rates) if (engine && peer !== engine) ratios[`MB/s urlsmith / ${peer.tool}`] = engine.mbPerSec / peer.mbPerSec;
  for (const peer of perUrlTools)
    if (engineUrl && peer !== engineUrl && urlCount > 0) ratios[`ns/URL ${peer.tool} / lintUrl`] = peer.nsPerUrl / engineUrl.nsPerUrl;
  const vsLinkComputer = ratios['MB/s urlsmith / LinkComputer'];
  const vsUrl = ratios['ns/URL new URL / lintUrl'];
  if (cli.measured && linkComputerProcess.measured) ratios['whole process: LinkComputer s / CLI s'] = linkComputerProcess.wallSeconds / cli.wallSeconds;
  const vsProcess = ratios['whole process: LinkComputer s / CLI s'];
  return {
    date: new Date().toISOString(),
    machine: { node: process.version, cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, loadAverage1m: loadavg()[0]! },
    corpus,
    method,
    throughput: rates,
    perUrl: { urls: urlCount, checksPerRun, tools: perUrlTools },
    ratios,
    targets: {
      'urlsmith >= 10x LinkComputer MB/s': vsLinkComputer === undefined ? null : vsLinkComputer >= 10,
      'lintUrl ns/URL <= new URL': vsUrl === undefined ? null : vsUrl >= 1,
      'CLI process >= 2x LinkComputer process': vsProcess === undefined ? null : vsProcess >= 2,
      [`CLI peak RSS <= ${CLI_RSS_BUDGET_MB} MB (corpus and dense file)`]:
        cli.measured && dense.measured ? Math.max(cli.peakRssMB, dense.peakRssMB) <= CLI_RSS_BUDGET_MB : null,
    },
    cli: { ...cli, engineSeconds: (engine?.medianMs ?? NaN) / 1000 },
    linkComputerProcess,
    dense,
  };
}

export function print(r: Results): void {
  const out: string[] = [];
  out.push(`corpus: ${(r.corpus.bytes / 1e6).toFixed(1)} MB in ${r.corpus.documents} documents; ` +
    `${r.method.warmupRuns} warm-up + ${r.method.timedRuns} timed runs each, median; ${r.machine.cpu} × ${r.machine.cores}, ` +
    `node ${r.machine.node}, load average ${r.machine.loadAverage1m.toFixed(1)}`);
  out.push('');
  // The fastest run is shown beside the median: on a busy machine it is the one least disturbed by other work; p95
  // shows how far the slow runs stray.
  out.push(table(['find URLs in text', 'MB/s', 'median s', 'p95 s', 'best s', 'URLs found', 'what one run does'],
    r.throughput.map((m) => [m.tool, m.mbPerSec.toFixed(1), seconds(m.medianMs), seconds(percentile(m.runsMs, 95)), seconds(Math.min(...m.runsMs)), String(m.count), m.work])));
  out.push('');
  out.push(`per URL: the ${r.perUrl.urls} URLs urlsmith found, repeated to ${r.perUrl.checksPerRun} checks per run`);
  out.push(table(['check one URL', 'ns/URL', 'median ms', 'p95 ms', 'best ms', 'accepted/run', 'what one run does'],
    r.perUrl.tools.map((m) => [m.tool, m.nsPerUrl.toFixed(0), m.medianMs.toFixed(1), percentile(m.runsMs, 95).toFixed(1), Math.min(...m.runsMs).toFixed(1), String(m.count), m.work])));
  out.push('');
  for (const [name, ratio] of Object.entries(r.ratios)) out.push(`${name}: ${ratio.toFixed(2)}×`);
  for (const [name, met] of Object.entries(r.targets)) out.push(`target ${name}: ${met === null ? 'not measured' : met ? 'met' : 'NOT met'}`);
  out.push('');
  out.push(processLine('CLI whole process, corpus', r.cli));
  if (r.cli.measured && r.cli.outputBytes === 0) out.push('  (the CLI printed nothing for a corpus with URLs: is dist/cli.js still a placeholder?)');
  if (r.cli.measured) out.push(`engine alone, same corpus: ${r.cli.engineSeconds.toFixed(2)} s (lintText median above)`);
  out.push(processLine('LinkComputer whole process, corpus (find only)', r.linkComputerProcess));
  out.push(processLine('CLI whole process, 40 MB with two broken URLs per line', r.dense));
  console.log(out.join('\n'));
}

function processLine(label: string, p: CliFigures): string {
  if (!p.measured) return `${label}: skipped, ${p.reason}`;
  return `${label}: ${p.wallSeconds.toFixed(2)} s wall (median of ${p.runsSeconds.length}), peak RSS ${p.peakRssMB.toFixed(0)} MB, ` +
    `exit ${p.exitCode}, ${size(p.outputBytes)} of output  (\`${p.command}\`)`;
}

export function save(r: Results, path: string): void {
  writeFileSync(path, JSON.stringify(r, null, 2) + '\n');
}

const seconds = (ms: number): string => (ms / 1000).toFixed(2);
const size = (bytes: number): string => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e3).toFixed(1)} kB`);

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  // Numbers right-aligned, names and descriptions left-aligned.
  const cell = (s: string, i: number) => (i === 0 || i === header.length - 1 ? s.padEnd(widths[i]!) : s.padStart(widths[i]!));
  const line = (row: string[]) => row.map(cell).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
