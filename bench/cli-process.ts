/**
 * The CLI as a user runs it: one whole process over the corpus files, timed by GNU time, which also reports the
 * peak resident set size. Output goes to a pipe and is only counted, as in CI where it is read by a log. Its peer
 * is LinkComputer run the same way, and its memory is judged on a generated problem-dense file.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { REPO_ROOT } from './corpus';
import { loadLinkComputer } from './peers/link-computer';
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
const LINK_COMPUTER_PROCESS = join(REPO_ROOT, 'out', 'bench', 'peers', 'link-computer-process.js');
const TIME = '/usr/bin/time';

/** `node dist/cli.js FILES`, `runs` times. */
export function measureCli(files: readonly string[], runs: number): Promise<CliFigures> {
  if (!existsSync(CLI)) return Promise.resolve({ measured: false, reason: 'dist/cli.js is absent (run `npm run build`)' });
  return measureProcess([CLI, ...files], runs);
}

/** VS Code's LinkComputer over the same FILES as a whole process (find only), `runs` times: the CLI's peer. */
export function measureLinkComputerProcess(files: readonly string[], runs: number): Promise<CliFigures> {
  loadLinkComputer(); // builds the bundle the process requires, outside the timed runs
  return measureProcess([LINK_COMPUTER_PROCESS, ...files], runs);
}

/**
 * The CLI on the worst plain text for its memory: 40 MB where every line holds two broken URLs (1.4 million
 * problems), generated into a temporary folder. Its peak RSS is what bounded-memory reading is judged by.
 */
export async function measureDenseCli(runs: number): Promise<CliFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'urlsmith-dense-'));
  try {
    const file = join(dir, 'dense.txt');
    const line = 'see http://host.example/a^b and ftp://files.example/c|d more\n';
    writeFileSync(file, line.repeat(Math.ceil(40e6 / line.length)));
    return await measureCli([file], runs);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measureProcess(args: readonly string[], runs: number): Promise<CliFigures> {
  const runsSeconds: number[] = [];
  let peakRssMB = 0;
  let last = { exitCode: 0, outputBytes: 0 };
  for (let i = 0; i < runs; i++) {
    const once = await timeProcess(args);
    if (typeof once === 'string') return { measured: false, reason: once };
    runsSeconds.push(once.wallSeconds);
    peakRssMB = Math.max(peakRssMB, once.peakRssMB);
    last = { exitCode: once.exitCode, outputBytes: once.outputBytes };
  }
  const shown = args.map((a) => (a.startsWith(REPO_ROOT + '/') ? a.slice(REPO_ROOT.length + 1) : a.startsWith(tmpdir()) ? basename(a) : a));
  return { measured: true, command: `node ${shown.join(' ')}`, ...last, wallSeconds: median(runsSeconds), runsSeconds, peakRssMB };
}

/** One run of `node ARGS` under GNU time, or why it could not be read. */
function timeProcess(args: readonly string[]): Promise<TimedRun | string> {
  return timeCommand(process.execPath, args, REPO_ROOT);
}

export interface TimedRun {
  wallSeconds: number;
  /** User plus system CPU time of the process and its children. */
  cpuSeconds: number;
  peakRssMB: number;
  exitCode: number;
  outputBytes: number;
}

/** One run of COMMAND ARGS in CWD under GNU time, or why it could not be measured. */
export async function timeCommand(command: string, args: readonly string[], cwd: string): Promise<TimedRun | string> {
  if (!existsSync(TIME)) return `${TIME} is absent (apt-get install time)`;
  const dir = mkdtempSync(join(tmpdir(), 'urlsmith-bench-'));
  const report = join(dir, 'time.txt');
  try {
    const { exitCode, outputBytes } = await run(TIME, ['-v', '-o', report, command, ...args], cwd);
    const text = existsSync(report) ? readFileSync(report, 'utf8') : '';
    const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(text);
    const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(text);
    const user = /User time \(seconds\): ([\d.]+)/.exec(text);
    const system = /System time \(seconds\): ([\d.]+)/.exec(text);
    if (!wall || !rss || !user || !system) return `could not read ${TIME} -v output (exit ${exitCode})`;
    const wallSeconds = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]);
    return { wallSeconds, cpuSeconds: Number(user[1]) + Number(system[1]), peakRssMB: Number(rss[1]) / 1024, exitCode, outputBytes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[], cwd: string): Promise<{ exitCode: number; outputBytes: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let outputBytes = 0;
    child.stdout.on('data', (chunk: Buffer) => (outputBytes += chunk.length));
    child.stderr.on('data', (chunk: Buffer) => (outputBytes += chunk.length));
    child.on('error', reject);
    // GNU time exits with the measured command's status.
    child.on('close', (code) => resolve({ exitCode: code ?? -1, outputBytes }));
  });
}
