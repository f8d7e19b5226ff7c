import { createHash, type Hash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { documentTypeOf, type DocumentType, type UrlintConfig } from '../../../engine/src';
import type { CliOptions } from '../args';
import { cacheVersion, hashBytes, LintCache, resultKey } from '../cache/lint-cache';
import { AtomicWriter, NotFixed } from '../check/fix-writer';
import { checkText, type CheckedText } from '../check/check-text';
import type { RunConfigs } from '../config/load';
import { isBinaryFile } from '../files/binary';
import { expandTargets, type WalkProblem } from '../files/walk';
import { isUtf8, NotUtf8Error } from '../input/chunks';
import { fileBytes, openFile, reason, targetName, type OpenFile } from '../input/open';
import { colourWanted } from '../format/colour';
import { compact } from '../format/compact';
import { github } from '../format/github';
import { json } from '../format/json';
import { noCounts, type Problem, type ReporterFactory, type Totals } from '../format/reporter';
import { sarif } from '../format/sarif';
import { stylish } from '../format/stylish';
import { version } from '../help';
import type { Output } from '../output';

const FORMATS: Record<CliOptions['format'], ReporterFactory> = { stylish, compact, json, sarif, github };

/**
 * `urlint [paths]`: checks every target one file at a time, each with the config nearest to it, reports as it goes,
 * and returns the exit code: 0 no errors, 1 errors (or more warnings than --max-warnings), 2 a target that could not
 * be read, a file governed by an invalid config, or (with --fix) a file that was not fixed because rewriting it would
 * have lost something. One such file never stops the run.
 */
export async function runCheck(options: CliOptions, configs: RunConfigs, out: Output, warn: (message: string) => void): Promise<number> {
  const reporter = FORMATS[options.format](out, { preset: configs.forWorkingFolder().config.preset, colour: colourWanted(process.env, process.stdout.isTTY === true) });
  const totals: Totals = { files: 0, fixedFiles: 0, bySeverity: noCounts(), fixableBySeverity: noCounts(), unread: 0 };
  const problems: WalkProblem[] = [];
  const cache = options.cache ? LintCache.open(cacheFile(options.cacheLocation), cacheVersion(version())) : undefined;
  const trace = process.env['URLINT_DEBUG']?.split(',').includes('cache') ? (m: string) => warn(`cache: ${m}`) : undefined;
  let failed = false;

  for await (const target of expandTargets(options.targets, configs, problems, cache ? [cache.location] : [])) {
    const name = targetName(target, options.stdinFilename);
    const governing = configs.forFile(target.kind === 'file' ? target.path : path.resolve(options.stdinFilename));
    const invalid = configs.invalidConfig(governing);
    if (invalid !== undefined) {
      if (invalid) warn(invalid);
      failed = true;
      totals.unread++;
      continue;
    }
    let file: OpenFile | undefined;
    let begun = false;
    try {
      if (target.kind === 'file') {
        file = await openFile(target.path);
        if (await isBinaryFile(file.handle)) {
          if (target.explicit) warn(`${name}: skipped, binary file`);
          continue;
        }
      }
      reporter.beginFile(name);
      begun = true;
      const report = async (problems: Problem[]) => {
        const shown = options.quiet ? problems.filter((p) => p.severity === 'error') : problems;
        for (const p of shown) {
          totals.bySeverity[p.severity]++;
          if (p.fixable) totals.fixableBySeverity[p.severity]++;
        }
        reporter.problems(name, shown);
        await out.flush();
      };
      const type = documentTypeOf(name, governing.config.documentTypes);

      // --cache: a file whose bytes, config, type and urlint are those of a cached result is reported from the cache,
      // unless --fix has something to fix in it.
      const cached = cache && file && target.kind === 'file' ? { path: target.path, content: await hashBytes(fileBytes(file.handle)), key: resultKey(governing.key, type) } : undefined;
      if (cache && cached) {
        const hit = cache.get(cached.path, cached.content, cached.key);
        if (hit && !(options.fix && hit.some((piece) => piece.some((p) => p.fixable)))) {
          trace?.(`reused ${name}`);
          for (const piece of hit) await report(piece);
          totals.files++;
          continue;
        }
        trace?.(`checked ${name}`);
      }
      const pieces: Problem[][] = [];
      const record = cached ? (p: Problem[]) => (pieces.push(p), report(p)) : report;
      const written = cached && options.fix ? createHash('sha256') : undefined;

      const check = { config: governing.config, type, report: record, warn: (m: string) => warn(`${name}: ${m}`), written };
      const checked = file && options.fix && target.kind === 'file' ? await fixFile(target.path, file, check) : await checkText(file ? fileBytes(file.handle) : process.stdin, governing.config, record, type);
      totals.files++;
      if (checked.changed) totals.fixedFiles++;
      if (checked.notFixed) failed = true;
      if (cache && cached) {
        if (checked.notFixed) cache.delete(cached.path);
        else cache.set(cached.path, { content: checked.changed && written ? written.digest('hex') : cached.content, key: cached.key, problems: pieces });
      }
    } catch (e) {
      failed = true;
      totals.unread++;
      if (cache && target.kind === 'file') cache.delete(target.path);
      warn(`${name}: ${reason(e)}`);
    } finally {
      if (begun) reporter.endFile(name);
      await file?.handle.close();
    }
    await out.flush();
  }
  totals.unread += problems.length;
  reporter.end(totals);
  await out.flush(true);

  if (cache) {
    try {
      cache.save();
    } catch (e) {
      // The results were reported: a cache that cannot be written only makes the next run slower.
      warn(`cannot write the cache ${cache.location}: ${reason(e)}`);
    }
  }
  for (const p of problems) warn(`${p.target}: ${p.message}`);
  if (failed || problems.length > 0) return 2;
  if (totals.bySeverity.error > 0) return 1;
  if (options.maxWarnings !== undefined && totals.bySeverity.warning > options.maxWarnings) {
    warn(`too many warnings: ${totals.bySeverity.warning} (--max-warnings ${options.maxWarnings})`);
    return 1;
  }
  return 0;
}

/** `--cache-location`: a file, or a folder (existing, or written with a trailing slash) to keep `.urlintcache` in. */
function cacheFile(location: string): string {
  const abs = path.resolve(location);
  const isDir = /[\\/]$/.test(location) || fs.statSync(abs, { throwIfNoEntry: false })?.isDirectory() === true;
  return isDir ? path.join(abs, '.urlintcache') : abs;
}

interface Check {
  config: UrlintConfig;
  type: DocumentType;
  report: (problems: Problem[]) => Promise<void>;
  warn: (m: string) => void;
  /** Fed the fixed text as it is written (for the cache). */
  written?: Hash;
}

/**
 * --fix on one file: it is rewritten only when a fix changed it, every byte was read and written, and the file is
 * still what was read. Otherwise it is checked and left as it is; `notFixed` when that was not the user's choice
 * (a read-only file, hard links, an owner that cannot be kept, an edit saved meanwhile).
 */
async function fixFile(file: string, opened: OpenFile, { config, type, report, warn, written }: Check): Promise<CheckedText> {
  const checkOnly = () => checkText(fileBytes(opened.handle), config, report, type);
  if (!(await isUtf8(fileBytes(opened.handle)))) {
    // Fixing would replace the bytes that are not UTF-8: check it as the editor shows it, and leave it be.
    warn('not valid UTF-8, so not fixed');
    return checkOnly();
  }
  let writer: AtomicWriter;
  try {
    // A symbolic link stays a link: its target is what is fixed.
    writer = new AtomicWriter(fs.realpathSync(file), opened.stat);
  } catch (e) {
    if (!(e instanceof NotFixed)) throw e;
    warn(e.message);
    return { ...(await checkOnly()), notFixed: true };
  }
  const hash = createHash('sha256');
  let checked: CheckedText;
  try {
    checked = await checkText(fileBytes(opened.handle, hash), config, report, type, writer, written);
    if (!checked.changed) {
      writer.discard();
      return checked;
    }
    writer.commit(hash.digest('hex'), hashFile);
    return checked;
  } catch (e) {
    writer.discard();
    // Valid UTF-8 a moment ago, not now: it changed while it was read.
    const notFixed = e instanceof NotUtf8Error ? new NotFixed('not fixed: the file changed while it was being fixed, so it was left as it is now') : e;
    if (!(notFixed instanceof NotFixed)) throw e;
    warn(notFixed.message);
    return { changed: false, notFixed: true };
  }
}

/** SHA-256 of a file's content as it is now. */
function hashFile(file: string): string {
  const hash = createHash('sha256');
  const fd = fs.openSync(file, 'r');
  try {
    const block = Buffer.allocUnsafe(1 << 20);
    for (let n; (n = fs.readSync(fd, block, 0, block.length, null)) > 0; ) hash.update(block.subarray(0, n));
  } finally {
    fs.closeSync(fd);
  }
  return hash.digest('hex');
}
