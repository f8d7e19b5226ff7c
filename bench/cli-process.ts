/**
 * The CLI as a user runs it: one whole process over the corpus files, timed by GNU time, which also reports the
 * peak resident set size. Output goes to a pipe and is only counted, as in CI where it is read by a log.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './corpus';
import { median } from './timing';

export type CliFigures =
  | {
      measured: true;
      command: string;
      /** Median wall time of `runs` whole-process runs, and each run's. */
      wallSeconds: number;
      runsSeconds: number[];
      /** The highest peak RSS of those runs. */
      peakRssMB: number;
      exitCode: number;
      outputBytes: number;
    }
  | { measured: false; reason: string };

const CLI = join(REPO_ROOT, 'dist', 'cli.js');
const TIME = '/usr/bin/time';

export async function measureCli(files: readonly string[], runs: number): Promise<CliFigures> {
  if (!existsSync(CLI)) return { measured: false, reason: 'dist/cli.js is absent (run `npm run build`)' };
  if (!existsSync(TIME)) return { measured: false, reason: `${TIME} is absent (apt-get install time)` };
  const runsSeconds: number[] = [];
  let peakRssMB = 0;
  let last = { exitCode: 0, outputBytes: 0 };
  for (let i = 0; i < runs; i++) {
    const once = await timeProcess(files);
    if (typeof once === 'string') return { measured: false, reason: once };
    runsSeconds.push(once.wallSeconds);
    peakRssMB = Math.max(peakRssMB, once.peakRssMB);
    last = { exitCode: once.exitCode, outputBytes: once.outputBytes };
  }
  const command = `node dist/cli.js ${files.map((f) => f.slice(REPO_ROOT.length + 1)).join(' ')}`;
  return { measured: true, command, ...last, wallSeconds: median(runsSeconds), runsSeconds, peakRssMB };
}

/** One run under GNU time, or why it could not be read. */
async function timeProcess(files: readonly string[]): Promise<{ wallSeconds: number; peakRssMB: number; exitCode: number; outputBytes: number } | string> {
  const dir = mkdtempSync(join(tmpdir(), 'urlint-bench-'));
  const report = join(dir, 'time.txt');
  try {
    const { exitCode, outputBytes } = await run(TIME, ['-v', '-o', report, process.execPath, CLI, ...files]);
    const text = existsSync(report) ? readFileSync(report, 'utf8') : '';
    const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(text);
    const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(text);
    if (!wall || !rss) return `could not read ${TIME} -v output (exit ${exitCode})`;
    const wallSeconds = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]);
    return { wallSeconds, peakRssMB: Number(rss[1]) / 1024, exitCode, outputBytes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[]): Promise<{ exitCode: number; outputBytes: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let outputBytes = 0;
    child.stdout.on('data', (chunk: Buffer) => (outputBytes += chunk.length));
    child.stderr.on('data', (chunk: Buffer) => (outputBytes += chunk.length));
    child.on('error', reject);
    // GNU time exits with the measured command's status.
    child.on('close', (code) => resolve({ exitCode: code ?? -1, outputBytes }));
  });
}
