import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { readSmallFile } from '../../../project/src';
import type { Problem } from '../format/reporter';
import { t } from '../../../engine/src';

/** What a checked file left in the cache: enough to report it again without reading it through the engine. */
export interface CachedResult {
  /** SHA-256 of the file's bytes when it was checked (after --fix: of what was written). */
  content: string;
  /** What else decides the result: the effective config's digest, the document type and the messages' language. */
  key: string;
  /** The problems, in the pieces they were reported in (see check-text.ts), before --quiet filters them. */
  problems: Problem[][];
}

interface CacheData {
  urlsmithCache: 1;
  /** The urlsmith that wrote it: another version may check differently, so its results are not reused. */
  version: string;
  files: Record<string, CachedResult>;
}

/**
 * `--cache`: each checked file's problems, keyed by its path and valid while its content (a hash, not the
 * modification time, which `git checkout` and `cp -p` do not change reliably), its config, its document type, the
 * locale (messages are cached in the run's language) and the urlsmith version stay the same. A hit is reported
 * exactly as a fresh check would be, problems included, as ESLint's cache does. A missing, corrupt or foreign cache
 * file is an empty cache: the run checks everything and rewrites it.
 *
 * The cache is urlsmith's own file, and a cloned repository may plant one: what is at its location is read only if it
 * is a regular file, not a symbolic link, and at most MAX_CACHE_BYTES; anything else is a `problem` (a warning) and the
 * run neither reads nor writes it. It is written through a new file created exclusively under an unpredictable name
 * (O_EXCL refuses a link planted there), then renamed over the location (a rename replaces a link, never follows it).
 * An entry is trusted only for the same absolute path, the same content hash, the same config digest and document
 * type, and the same urlsmith build (cacheVersion): a cache committed elsewhere matches nothing here unless the clone
 * sits at the same path, which is why docs/cli.md says never to commit one.
 */
export class LintCache {
  private readonly visited = new Set<string>();

  private constructor(
    readonly location: string,
    private readonly data: CacheData,
    /** Why what is at the location is not a cache urlsmith may read or replace; then the run neither reads nor writes it. */
    readonly problem?: string,
  ) {}

  static open(location: string, version: string): LintCache {
    let data: CacheData = { urlsmithCache: 1, version, files: {} };
    const read = readSmallFile(location, MAX_CACHE_BYTES, { noFollow: true });
    if ('error' in read) {
      if (read.code === 'ENOENT') return new LintCache(location, data);
      const why = read.code === 'ELOOP' ? t('a symbolic link, which urlsmith neither follows nor replaces') : read.code ? t('cannot read it ({code})', { code: read.code }) : read.error;
      return new LintCache(location, data, t('not used as the cache: {reason}', { reason: why }));
    }
    try {
      // A cache nests a few levels; a planted file of 100 MB of "[" parsed into 100 million nested arrays (5.5 GB).
      if (nestsDeeperThan(read.text, MAX_CACHE_NESTING)) throw new Error('not a cache');
      const parsed = JSON.parse(read.text) as Partial<CacheData> | null;
      if (parsed?.urlsmithCache === 1 && parsed.version === version && typeof parsed.files === 'object' && parsed.files !== null && !Array.isArray(parsed.files)) {
        data = { urlsmithCache: 1, version, files: parsed.files };
      }
    } catch {
      // Not one this urlsmith can read: start empty.
    }
    return new LintCache(location, data);
  }

  /** The cached problems of a file, if its content and key are those it was checked with. */
  get(file: string, content: string, key: string): Problem[][] | undefined {
    if (this.problem !== undefined) return undefined;
    const entry = Object.hasOwn(this.data.files, file) ? this.data.files[file] : undefined;
    if (!entry || entry.content !== content || entry.key !== key || !isProblemPieces(entry.problems)) return undefined;
    this.visited.add(file);
    return entry.problems;
  }

  set(file: string, result: CachedResult): void {
    this.data.files[file] = result;
    this.visited.add(file);
  }

  /** Forgets a file (it could not be checked this time). */
  delete(file: string): void {
    delete this.data.files[file];
  }

  /**
   * Writes the cache back atomically (a temporary file renamed over it), keeping the entries of files this run did
   * not check (another run may check other paths) unless the file is gone.
   */
  save(): void {
    if (this.problem !== undefined) return;
    for (const file of Object.keys(this.data.files)) {
      if (!this.visited.has(file) && !fs.existsSync(file)) delete this.data.files[file];
    }
    const temp = path.join(path.dirname(this.location), `.${path.basename(this.location)}.urlsmith-${randomBytes(8).toString('hex')}.tmp`);
    // 'wx' is O_CREAT | O_EXCL: it fails on anything already there, a symbolic link included, instead of following it.
    const fd = fs.openSync(temp, 'wx', 0o600);
    try {
      fs.writeFileSync(fd, JSON.stringify(this.data));
      fs.closeSync(fd);
      fs.renameSync(temp, this.location);
    } catch (e) {
      try {
        fs.closeSync(fd);
      } catch {
        // closed already
      }
      fs.rmSync(temp, { force: true });
      throw e;
    }
  }
}

/**
 * The most a cache file may hold: 256 MiB, about 250,000 files with a few problems each (an entry is about 200
 * bytes plus 150 per problem). A bigger one is not read (the run says so), so a planted huge file cannot fill memory.
 */
export const MAX_CACHE_BYTES = 256 << 20;

/** How deep a cache's JSON may nest: the cache → `files` → entry → `problems` → piece → problem → range → position is 8. */
const MAX_CACHE_NESTING = 32;

/** Whether JSON text nests arrays and objects deeper than `max`, read in one pass without parsing (strings skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // A string: to its closing quote, over escapes.
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** Entries are checked before use: a cache edited by hand or by another tool must not crash a run. */
function isProblemPieces(x: unknown): x is Problem[][] {
  return Array.isArray(x) && x.every((piece) => Array.isArray(piece) && piece.every(isProblem));
}

/**
 * What a rule code looks like (lower-case words joined by "-"): a code is printed as it is, so one edited into the
 * cache as "x\n::error::..." would otherwise reach a CI log as a workflow command of its own.
 */
const RULE_CODE_SHAPE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+){0,15}$/;

function isProblem(p: unknown): p is Problem {
  if (typeof p !== 'object' || p === null) return false;
  const { code, severity, message, range, fixable } = p as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    RULE_CODE_SHAPE.test(code) &&
    (severity === 'error' || severity === 'warning' || severity === 'information' || severity === 'hint') &&
    typeof message === 'string' &&
    typeof fixable === 'boolean' &&
    isPosition((range as { start?: unknown } | null)?.start) &&
    isPosition((range as { end?: unknown } | null)?.end)
  );
}

function isPosition(p: unknown): boolean {
  return typeof p === 'object' && p !== null && Number.isInteger((p as { line?: unknown }).line) && Number.isInteger((p as { character?: unknown }).character);
}

/**
 * The key of one file's result: its config's digest, its document type and the locale, as the cached problems hold
 * their messages in the language of the run that checked them (a Chinese run after an English one must not print
 * English).
 */
export function resultKey(configKey: string, documentType: string, locale: string): string {
  return `${configKey}:${documentType}:${locale}`;
}

/** SHA-256 (hex) of a stream of bytes. */
export async function hashBytes(bytes: AsyncIterable<Buffer>): Promise<string> {
  const hash = createHash('sha256');
  for await (const b of bytes) hash.update(b);
  return hash.digest('hex');
}

/**
 * The urlsmith version as the cache knows it: the package version and a digest of the running program, so a rebuilt
 * urlsmith (a fix to a rule, without a version bump) does not reuse results of the one before.
 */
export function cacheVersion(packageVersion: string, program = __filename): string {
  let build = 'unknown';
  try {
    build = createHash('sha256').update(fs.readFileSync(program)).digest('hex').slice(0, 16);
  } catch {
    // the program file cannot be read back: the package version alone decides
  }
  return `${packageVersion}+${build}`;
}
