/**
 * `npm run bench`: urlsmith's engine against its peers, in one run on the same real-text corpus (docs/benchmarks.md).
 * A benchmark, not a test: it prints figures and writes bench/results.json, and fails only if it cannot measure.
 *
 *   --runs N      timed runs per tool (default 5; the median is reported)
 *   --warmup N    untimed runs first, so every tool is measured with optimised code (default 1)
 *   --mb N        only the first N MB of documents: a quick look, not figures to publish
 *   --no-cli      skip the whole-process CLI measurement (else: the median of up to 3 runs)
 *   --no-files    skip the many-files trees (bench/many-files/run.ts; else: up to 3 rounds, peers included)
 */
import { join } from 'node:path';
import { measureCli, measureDenseCli, measureLinkComputerProcess, type CliFigures } from './cli-process';
import { CORPUS_DIR, ensureCorpus, loadCorpus } from './corpus';
import { measureManyFiles, printManyFiles } from './many-files/run';
import { assemble, print, save, type Measured } from './report';
import { median, timeOnce } from './timing';
import { PER_URL_TOOLS, THROUGHPUT_TOOLS, engineUrls, typedEngine, type Tool } from './tools';

interface Options {
  runs: number;
  warmup: number;
  limitBytes: number;
  cli: boolean;
  files: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { runs: 5, warmup: 1, limitBytes: Infinity, cli: true, files: true };
  for (let i = 0; i < argv.length; i++) {
    const number = () => {
      const n = Number(argv[++i]);
      if (!Number.isFinite(n) || n < 0) throw new Error(`bench: ${argv[i - 1]} needs a number`);
      return n;
    };
    if (argv[i] === '--runs') options.runs = Math.max(1, Math.floor(number()));
    else if (argv[i] === '--warmup') options.warmup = Math.floor(number());
    else if (argv[i] === '--mb') options.limitBytes = number() * 1e6;
    else if (argv[i] === '--no-cli') options.cli = false;
    else if (argv[i] === '--no-files') options.files = false;
    else throw new Error(`bench: unknown option ${argv[i]} (see bench/run.ts)`);
  }
  return options;
}

/**
 * Runs every tool round-robin (warm-up rounds, then timed rounds), so a slow drift in the machine's speed
 * touches all tools alike instead of whichever happened to run last. Every run of a tool must return the
 * same count: a tool that finds a different number of URLs each time is not measuring what we think.
 */
function measure(tools: Tool[], inputs: readonly string[], options: Options, label: string): Measured[] {
  const passes = tools.map((tool) => tool.prepare(inputs));
  const runs: number[][] = tools.map(() => []);
  const counts: (number | undefined)[] = tools.map(() => undefined);
  for (let round = 0; round < options.warmup + options.runs; round++) {
    const timed = round >= options.warmup;
    progress(`${label}: ${timed ? `run ${round - options.warmup + 1}/${options.runs}` : 'warm-up'}`);
    tools.forEach((tool, i) => {
      const { ms, result } = timeOnce(() => {
        try {
          return passes[i]!();
        } catch (error) {
          throw new Error(`bench: ${tool.name} failed on the corpus: ${error instanceof Error ? error.stack : String(error)}`, { cause: error });
        }
      });
      if (counts[i] !== undefined && counts[i] !== result) throw new Error(`bench: ${tool.name} returned ${counts[i]}, then ${result}`);
      counts[i] = result;
      if (timed) runs[i]!.push(ms);
    });
  }
  progress('');
  return tools.map((tool, i) => ({ tool: tool.name, work: tool.work, count: counts[i] ?? 0, runsMs: runs[i]!, medianMs: median(runs[i]!) }));
}

/** A progress line on a terminal, nothing in a log. */
function progress(text: string): void {
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K${text}`);
}

/**
 * The per-URL list repeated until one run makes at least MIN_CHECKS checks: one pass over a corpus's ~16,000 URLs
 * takes some tens of milliseconds, short enough for one garbage collection or scheduler hiccup to swing it.
 */
const MIN_CHECKS = 200_000;
function repeated(urls: readonly string[]): string[] {
  const times = urls.length === 0 ? 0 : Math.ceil(MIN_CHECKS / urls.length);
  const list: string[] = [];
  for (let i = 0; i < times; i++) for (const url of urls) list.push(url);
  return list;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  ensureCorpus();
  const corpus = loadCorpus(options.limitBytes);
  const throughput = measure([...THROUGHPUT_TOOLS, typedEngine(corpus.sources)], corpus.documents, options, 'find URLs in text');
  const urls = engineUrls(corpus.documents);
  const checks = repeated(urls);
  const perUrl = measure(PER_URL_TOOLS, checks, options, 'per URL');
  const skipped: CliFigures | undefined = !options.cli
    ? { measured: false, reason: '--no-cli' }
    : options.limitBytes !== Infinity
      ? { measured: false, reason: '--mb limits the corpus, the CLI would read all of it' }
      : undefined;
  const processRuns = Math.min(options.runs, 3);
  const cli = skipped ?? (await measureCli(corpus.files, processRuns));
  const linkComputerProcess = skipped ?? (await measureLinkComputerProcess(corpus.files, processRuns));
  const dense = skipped ?? (await measureDenseCli(1));
  const results = assemble(
    { bytes: corpus.bytes, documents: corpus.documents.length, manifest: corpus.manifest },
    { warmupRuns: options.warmup, timedRuns: options.runs, statistic: 'median' },
    throughput,
    perUrl,
    urls.length,
    checks.length,
    { cli, linkComputerProcess, dense },
  );
  print(results);
  const manyFiles = skipped || !options.files ? undefined : await measureManyFiles({ runs: processRuns, largest: 40000, peers: true });
  if (manyFiles !== undefined) printManyFiles(manyFiles);
  const path = join(CORPUS_DIR, '..', 'results.json');
  save(manyFiles === undefined ? results : { ...results, manyFiles }, path);
  console.log(`\nwritten: bench/results.json`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
