/**
 * `npm run bench:files` (and a section of `npm run bench`): whole processes over a generated tree of many small
 * files, the way a user runs `urlsmith .` on a repository, beside ripgrep (the floor) and the linters people run.
 * Every tool runs once per round, round-robin, so a drift in the machine's speed touches all alike; the median of
 * the rounds is reported with wall time, CPU time and peak RSS. The smaller trees show whether the cost per file
 * stays flat as the tree grows.
 *
 *   --runs N      rounds (default 3)
 *   --files N     the largest tree (default 40000); the smaller ones are 1,000 and 10,000
 *   --no-peers    skip markdownlint-cli2 and cspell (they take minutes on the largest tree)
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { timeCommand, type TimedRun } from '../cli-process';
import { REPO_ROOT } from '../corpus';
import { median } from '../timing';
import { npmPeers, ripgrep, type Command } from './peers';
import { ensureTree, type Tree } from './tree';

export interface FilesOptions {
  runs: number;
  largest: number;
  peers: boolean;
}

export interface ToolFigures {
  tool: string;
  work: string;
  /** Median of the rounds; `runs` holds every round. */
  wallSeconds: number;
  cpuSeconds: number;
  /** The highest peak RSS of the rounds. */
  peakRssMB: number;
  exitCode: number;
  outputBytes: number;
  runs: { wallSeconds: number; cpuSeconds: number }[];
}

export interface TreeFigures {
  files: number;
  bytes: number;
  markdownFiles: number;
  tools: (ToolFigures | { tool: string; reason: string })[];
}

export interface ManyFilesResults {
  trees: TreeFigures[];
  ratios: Record<string, number>;
  targets: Record<string, boolean | null>;
}

const CLI = join(REPO_ROOT, 'dist', 'cli.js');
const URLSMITH = 'urlsmith .';
const URLSMITH_THREADS = 'urlsmith --concurrency auto .';

function urlsmith(): Command[] | string {
  if (!existsSync(CLI)) return 'dist/cli.js is absent (run `npm run build`)';
  return [
    { tool: URLSMITH, work: 'check every file (.gitignore and configs honoured), stylish output', command: process.execPath, args: [CLI, '.'] },
    { tool: URLSMITH_THREADS, work: 'the same on one thread per core', command: process.execPath, args: [CLI, '--concurrency', 'auto', '.'] },
  ];
}

async function measureTree(tree: Tree, commands: Command[], runs: number): Promise<ToolFigures[] | string> {
  const rounds: TimedRun[][] = commands.map(() => []);
  for (let round = 0; round < runs; round++) {
    for (const [i, command] of commands.entries()) {
      progress(`${tree.files} files: ${command.tool}, round ${round + 1}/${runs}`);
      const once = await timeCommand(command.command, command.args, tree.root);
      if (typeof once === 'string') return `${command.tool}: ${once}`;
      rounds[i]!.push(once);
    }
  }
  progress('');
  return commands.map((command, i) => {
    const all = rounds[i]!;
    const last = all[all.length - 1]!;
    return {
      tool: command.tool,
      work: command.work,
      wallSeconds: median(all.map((r) => r.wallSeconds)),
      cpuSeconds: median(all.map((r) => r.cpuSeconds)),
      peakRssMB: Math.max(...all.map((r) => r.peakRssMB)),
      exitCode: last.exitCode,
      outputBytes: last.outputBytes,
      runs: all.map((r) => ({ wallSeconds: r.wallSeconds, cpuSeconds: r.cpuSeconds })),
    };
  });
}

export async function measureManyFiles(options: FilesOptions): Promise<ManyFilesResults | string> {
  const ours = urlsmith();
  if (typeof ours === 'string') return ours;
  const rg = ripgrep();
  const sizes = [...new Set([1000, 10000, options.largest].filter((n) => n <= options.largest))];
  const trees: TreeFigures[] = [];
  for (const size of sizes) {
    progress(`generating the tree of ${size} files (once)`);
    const tree = ensureTree(size);
    const largest = size === options.largest;
    const commands: Command[] = [...ours];
    const skipped: { tool: string; reason: string }[] = [];
    if (typeof rg === 'string') skipped.push({ tool: 'ripgrep', reason: rg });
    else commands.push(rg);
    if (largest && options.peers) {
      for (const peer of npmPeers()) {
        if ('reason' in peer) skipped.push(peer);
        else commands.push(peer);
      }
    }
    const measured = await measureTree(tree, commands, options.runs);
    if (typeof measured === 'string') return measured;
    trees.push({ files: tree.files, bytes: tree.bytes, markdownFiles: tree.markdownFiles, tools: [...measured, ...skipped] });
  }
  return { trees, ...judge(trees) };
}

function judge(trees: TreeFigures[]): Pick<ManyFilesResults, 'ratios' | 'targets'> {
  const find = (tree: TreeFigures | undefined, name: string) =>
    tree?.tools.find((t): t is ToolFigures => t.tool.startsWith(name) && 'wallSeconds' in t);
  const largest = trees[trees.length - 1];
  const one = find(largest, URLSMITH);
  const threads = find(largest, URLSMITH_THREADS);
  const rg = find(largest, 'ripgrep');
  const mdl = find(largest, 'markdownlint-cli2');
  const cspell = find(largest, 'cspell');
  const ratios: Record<string, number> = {};
  if (one && rg) ratios['urlsmith . wall / ripgrep wall'] = one.wallSeconds / rg.wallSeconds;
  if (one && mdl) ratios['markdownlint-cli2 wall / urlsmith . wall'] = mdl.wallSeconds / one.wallSeconds;
  if (one && cspell) ratios['cspell wall / urlsmith . wall'] = cspell.wallSeconds / one.wallSeconds;
  if (one && threads) ratios['urlsmith . wall / --concurrency auto wall'] = one.wallSeconds / threads.wallSeconds;
  const filesPerCpuSecond = one && largest ? largest.files / one.cpuSeconds : undefined;
  // Cost per file from the smallest tree to the largest: flat means linear.
  const perFile = trees.map((t) => find(t, URLSMITH)).filter((t) => t !== undefined).map((t, i) => t.wallSeconds / trees[i]!.files);
  if (perFile.length >= 2) ratios['wall per file, largest tree / smallest tree'] = perFile[perFile.length - 1]! / perFile[0]!;
  if (filesPerCpuSecond !== undefined) ratios['files per CPU second, urlsmith .'] = filesPerCpuSecond;
  return {
    ratios,
    targets: {
      'urlsmith . within 3x of ripgrep wall': ratios['urlsmith . wall / ripgrep wall'] === undefined ? null : ratios['urlsmith . wall / ripgrep wall'] <= 3,
      '>= 20,000 files per CPU second on one thread': filesPerCpuSecond === undefined ? null : filesPerCpuSecond >= 20000,
      '>= 10x markdownlint-cli2': ratios['markdownlint-cli2 wall / urlsmith . wall'] === undefined ? null : ratios['markdownlint-cli2 wall / urlsmith . wall'] >= 10,
      '--concurrency auto faster than one thread': threads && one ? threads.wallSeconds < one.wallSeconds : null,
      'peak RSS < 150 MB': one ? one.peakRssMB < 150 : null,
    },
  };
}

export function printManyFiles(r: ManyFilesResults | string): void {
  if (typeof r === 'string') {
    console.log(`many files: not measured, ${r}`);
    return;
  }
  const out: string[] = [];
  for (const tree of r.trees) {
    out.push(`many files: ${tree.files} files (${tree.markdownFiles} Markdown), ${(tree.bytes / 1e6).toFixed(1)} MB; median of rounds`);
    for (const t of tree.tools) {
      if ('reason' in t) out.push(`  ${t.tool}: skipped, ${t.reason}`);
      else out.push(`  ${t.tool.padEnd(32)} ${t.wallSeconds.toFixed(2).padStart(7)} s wall ${t.cpuSeconds.toFixed(2).padStart(7)} s CPU ` +
        `${t.peakRssMB.toFixed(0).padStart(5)} MB peak  exit ${t.exitCode}  ${(t.outputBytes / 1e3).toFixed(0)} kB out  ${(tree.files / t.wallSeconds).toFixed(0)} files/s wall`);
    }
  }
  for (const [name, ratio] of Object.entries(r.ratios)) out.push(`${name}: ${ratio.toFixed(2)}`);
  for (const [name, met] of Object.entries(r.targets)) out.push(`target ${name}: ${met === null ? 'not measured' : met ? 'met' : 'NOT met'}`);
  console.log(out.join('\n'));
}

/** A progress line on a terminal, nothing in a log. */
function progress(text: string): void {
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K${text}`);
}
