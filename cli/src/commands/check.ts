import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { documentTypeOf, t } from '../../../engine/src';
import type { Locale } from '../../../project/src';
import { type CliOptions, DEFAULT_CACHE } from '../args';
import { cacheVersion, hashBytes, LintCache, resultKey } from '../cache/lint-cache';
import { checkText, checkWholeText } from '../check/check-text';
import { fixFile } from '../check/fix-file';
import type { RunConfigs } from '../config/load';
import { fileEncoding, fileText, type FileEncoding } from '../files/binary';
import { expandTargets, failsRun, type WalkProblem } from '../files/walk';
import { displayPath, fileBytes, openFile, reason, targetName, type OpenFile } from '../input/open';
import { colourWanted } from '../format/colour';
import { compact } from '../format/compact';
import { escapeControls } from '../format/escape';
import { github } from '../format/github';
import { json } from '../format/json';
import { noCounts, type Problem, type ReporterFactory, type Totals } from '../format/reporter';
import { sarif } from '../format/sarif';
import { stylish } from '../format/stylish';
import { version } from '../help';
import { OutputError, type Output } from '../output';
import type { CheckJob, CheckOutcome } from '../parallel/check-worker';
import { CHECK_WORKER, threadCount, WorkerPool } from '../parallel/pool';
import { inShard } from '../parallel/shard';

const FORMATS: Record<CliOptions['format'], ReporterFactory> = { stylish, compact, json, sarif, github };

/**
 * `urlsmith [paths]`: checks every target one file at a time, each with the config nearest to it, reports as it goes,
 * and returns the exit code: 0 no errors, 1 errors (or more warnings than --max-warnings), 2 a target that could not
 * be read, a file governed by an invalid config, or (with --fix) a file that was not fixed because rewriting it would
 * have lost something. One such file never stops the run.
 */
export async function runCheck(options: CliOptions, configs: RunConfigs, out: Output, warn: (message: string) => void, locale: Locale): Promise<number> {
  const reporter = FORMATS[options.format](out, { preset: configs.forWorkingFolder().config.preset, colour: colourWanted(process.env, process.stdout.isTTY === true) });
  const totals: Totals = { files: 0, fixedFiles: 0, bySeverity: noCounts(), fixableBySeverity: noCounts(), unread: 0, hiddenHints: 0 };
  const problems: WalkProblem[] = [];
  const cache = options.cache ? LintCache.open(cacheFile(options.cacheLocation), cacheVersion(version())) : undefined;
  const trace = process.env['URLSMITH_DEBUG']?.split(',').includes('cache') ? (m: string) => warn(`cache: ${m}`) : undefined;
  let failed = false;
  // The cache only saves time: what cannot be used as one is said, and every file is checked, the exit code theirs
  // (as a cache that cannot be written is only a warning).
  if (cache?.problem !== undefined) warn(`${escapeControls(displayPath(cache.location, process.cwd()))}: ${cache.problem}`);

  // Hints are listed only on request (--hints), as the editor shows them faintly and keeps them out of the Problems
  // panel; json and sarif are read by programs, which get them all. --quiet lists errors only and counts nothing else.
  // Under --fix, a hint that still has its fix was asked to be fixed and was not (the file could not be written, or
  // fix-all leaves that fix to a person): it is listed.
  const allHints = options.hints || options.format === 'json' || options.format === 'sarif';
  const report = (name: string) => async (problems: Problem[]) => {
    let shown = problems;
    if (options.quiet) shown = problems.filter((p) => p.severity === 'error');
    else if (!allHints) {
      shown = problems.filter((p) => p.severity !== 'hint' || (options.fix && p.fixable));
      totals.hiddenHints += problems.length - shown.length;
    }
    for (const p of shown) {
      totals.bySeverity[p.severity]++;
      if (p.fixable) totals.fixableBySeverity[p.severity]++;
    }
    reporter.problems(name, shown);
    await out.flush();
  };

  // --concurrency: files go to checking threads and their outcomes are reported in walk order, so the output is
  // the same as without threads. What must stay on this thread waits until every earlier file is reported: standard
  // input, --cache, a file too big to hold its problems in memory, and --fix (signals reach only this thread, and an
  // interrupted fix must remove its temporary file: check/fix-writer.ts).
  const threads = options.cache || options.fix ? 0 : threadCount(options.concurrency);
  const pool = threads > 0 ? new WorkerPool<CheckJob[], CheckOutcome[]>(process.argv[1] ?? __filename, threads, { role: CHECK_WORKER, locale }) : undefined;
  const inflight: Array<{ name: string; explicit: boolean; outcome: Promise<CheckOutcome> }> = [];
  // Small files travel in batches: one message per file would cost more than checking most of them.
  let batch: { names: Array<{ name: string; explicit: boolean }>; jobs: CheckJob[]; bytes: number } | undefined;
  const send = () => {
    if (!pool || !batch) return;
    const outcomes = pool.run(batch.jobs);
    batch.names.forEach((file, i) => inflight.push({ ...file, outcome: outcomes.then((all) => all[i]!) }));
    batch = undefined;
  };
  const replay = async ({ name, explicit, outcome }: (typeof inflight)[number]) => {
    const o = await outcome.catch((e: unknown): CheckOutcome => ({ binary: false, pieces: [], warnings: [], error: reason(e) }));
    if (o.binary) {
      if (explicit) warn(t('{file}: skipped, binary file', { file: escapeControls(name) }));
      return;
    }
    if (o.error === undefined || o.pieces.length > 0) {
      reporter.beginFile(name);
      for (const piece of o.pieces) await report(name)(piece);
      reporter.endFile(name);
    }
    for (const w of o.warnings) warn(`${escapeControls(name)}: ${w}`);
    if (o.error !== undefined) {
      failed = true;
      totals.unread++;
      warn(`${escapeControls(name)}: ${o.error}`);
      return;
    }
    totals.files++;
  };
  const drain = async (keep: number) => {
    while (inflight.length > keep) await replay(inflight.shift()!);
    await out.flush();
  };

  // Each file once, as ESLint reports it, however many of the paths and globs name it (`a.txt ./a.txt '*.txt'`). By
  // its path, not the file it links to: a link is reported under its own name, as a file of its own.
  const seen = new Set<string>();
  for await (const target of expandTargets(options.targets, configs, problems, { ownFiles: cache ? [cache.location] : [], followSymlinks: options.followSymlinks })) {
    if (target.kind === 'file') {
      // By its path, not the file a link leads to (a link is a file of its own); a name that is not UTF-8 is its bytes
      // (files/walk.ts): keyed by them, so two such names stay two files.
      const key = typeof target.real === 'string' ? path.resolve(target.path) : `\0${target.real.toString('hex')}`;
      if (seen.has(key)) continue;
      seen.add(key);
    }
    const name = targetName(target, options.stdinFilename);
    if (options.shard && !(target.kind === 'stdin' ? options.shard.index === 1 : inShard(options.shard, name))) continue;
    const governing = configs.forFile(target.kind === 'file' ? target.path : path.resolve(options.stdinFilename));
    const invalid = configs.invalidConfig(governing);
    if (invalid !== undefined) {
      if (invalid) warn(invalid);
      failed = true;
      totals.unread++;
      continue;
    }
    const size = pool && target.kind === 'file' ? sizeOf(target.real) : Infinity;
    if (pool && target.kind === 'file' && size <= THREAD_MAX_BYTES) {
      batch ??= { names: [], jobs: [], bytes: 0 };
      batch.names.push({ name, explicit: target.explicit });
      batch.jobs.push({ path: target.real, config: governing.config, type: documentTypeOf(name, governing.config.documentTypes) });
      batch.bytes += size;
      if (batch.bytes >= BATCH_BYTES || batch.jobs.length >= BATCH_FILES) send();
      await drain(threads * 2 * BATCH_FILES);
      continue;
    }
    send();
    await drain(0);
    let file: OpenFile | undefined;
    let encoding: FileEncoding = 'utf-8';
    let begun = false;
    try {
      if (target.kind === 'file') {
        file = openFile(target.real);
        encoding = fileEncoding(file);
        if (encoding === 'binary') {
          if (target.explicit) warn(t('{file}: skipped, binary file', { file: escapeControls(name) }));
          continue;
        }
      }
      reporter.beginFile(name);
      begun = true;
      const reportFile = report(name);
      const type = documentTypeOf(name, governing.config.documentTypes);

      // Most files of a repository are small: read whole, checked in one piece, with no stream to await.
      const whole = file && encoding === 'utf-8' && !cache && !options.fix ? file.wholeIfSmall() : undefined;
      const problemsOfWhole = whole && checkWholeText(whole, governing.config, type);
      if (problemsOfWhole) {
        await reportFile(problemsOfWhole);
        totals.files++;
        continue;
      }

      // --cache: a file whose bytes, config, type, language and urlsmith are those of a cached result is reported from
      // the cache, unless --fix has something to fix in it.
      const cached = cache && file && target.kind === 'file' ? { path: target.path, content: await hashBytes(fileBytes(file)), key: resultKey(governing.key, type, locale) } : undefined;
      if (cache && cached) {
        const hit = cache.get(cached.path, cached.content, cached.key);
        if (hit && !(options.fix && hit.some((piece) => piece.some((p) => p.fixable)))) {
          trace?.(`reused ${name}`);
          for (const piece of hit) await reportFile(piece);
          totals.files++;
          continue;
        }
        trace?.(`checked ${name}`);
      }
      const pieces: Problem[][] = [];
      const record = cached ? (p: Problem[]) => (pieces.push(p), reportFile(p)) : reportFile;
      const written = cached && options.fix ? createHash('sha256') : undefined;

      const check = { config: governing.config, type, report: record, warn: (m: string) => warn(`${escapeControls(name)}: ${m}`), written };
      const checked = file && options.fix && target.kind === 'file' ? await fixFile(target.real, file, check, target.outside, encoding) : await checkText(file ? fileText(file, encoding) : process.stdin, governing.config, record, type);
      totals.files++;
      if (checked.changed) totals.fixedFiles++;
      if (checked.notFixed) failed = true;
      if (cache && cached) {
        if (checked.notFixed) cache.delete(cached.path);
        else cache.set(cached.path, { content: checked.changed && written ? written.digest('hex') : cached.content, key: cached.key, problems: pieces });
      }
    } catch (e) {
      if (e instanceof OutputError) throw e;
      failed = true;
      totals.unread++;
      if (cache && target.kind === 'file') cache.delete(target.path);
      warn(`${escapeControls(name)}: ${reason(e)}`);
    } finally {
      if (begun) reporter.endFile(name);
      file?.close();
    }
    await out.flush();
  }
  send();
  await drain(0);
  await pool?.close();
  totals.unread += problems.filter((p) => p.warning !== true).length;
  reporter.end(totals);
  await out.flush(true);

  if (cache) {
    try {
      cache.save();
    } catch (e) {
      // The results were reported: a cache that cannot be written only makes the next run slower.
      warn(t('{file}: cannot write the cache: {reason}', { file: escapeControls(displayPath(cache.location, process.cwd())), reason: reason(e, t('no such folder')) }));
    }
  }
  for (const p of problems) warn(`${escapeControls(p.target)}: ${p.message}`);
  if (failed || failsRun(problems)) return 2;
  if (totals.bySeverity.error > 0) return 1;
  if (options.maxWarnings !== undefined && totals.bySeverity.warning > options.maxWarnings) {
    warn(t('too many warnings: {count} (--max-warnings {limit})', { count: totals.bySeverity.warning, limit: options.maxWarnings }));
    return 1;
  }
  return 0;
}

/**
 * Files checked on a thread have all their problems sent back at once; a bigger file is read on the main thread
 * piece by piece, so its problems never sit in memory together (a problem-dense 8 MiB file has about 300,000).
 */
const THREAD_MAX_BYTES = 8 << 20;
/** A batch for a thread is sent once it holds this many bytes or files (tests set URLSMITH_BATCH_FILES to spread a few files over every thread). */
const BATCH_BYTES = 1 << 20;
const BATCH_FILES = Math.max(1, Number(process.env['URLSMITH_BATCH_FILES']) || 64);

/** Synchronous, as OpenFile reads: a call through the thread pool costs more than the stat itself. */
function sizeOf(file: string | Buffer): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return Infinity; // the main thread opens it and says why it cannot
  }
}

/**
 * `--cache-location`: a file, or a folder (existing, or written with a trailing slash) to keep `.urlsmithcache` in.
 * The default `.urlsmithcache` is always the file itself: a repository may commit a folder, or a link to one, by that
 * name, which must not send the cache elsewhere (LintCache.open reports it instead).
 */
function cacheFile(location: string): string {
  const abs = path.resolve(location);
  if (location === DEFAULT_CACHE) return abs;
  let isDir = /[\\/]$/.test(location);
  try {
    isDir ||= fs.statSync(abs, { throwIfNoEntry: false })?.isDirectory() === true;
  } catch {
    // a link loop or a folder it cannot enter: LintCache.open says so
  }
  return isDir ? path.join(abs, '.urlsmithcache') : abs;
}
