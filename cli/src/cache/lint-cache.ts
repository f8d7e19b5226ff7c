import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Problem } from '../format/reporter';

/** What a checked file left in the cache: enough to report it again without reading it through the engine. */
export interface CachedResult {
  /** SHA-256 of the file's bytes when it was checked (after --fix: of what was written). */
  content: string;
  /** Digest of what else decides the result: the effective config and the document type. */
  key: string;
  /** The problems, in the pieces they were reported in (see check-text.ts), before --quiet filters them. */
  problems: Problem[][];
}

interface CacheData {
  urlintCache: 1;
  /** The urlint that wrote it: another version may check differently, so its results are not reused. */
  version: string;
  files: Record<string, CachedResult>;
}

/**
 * `--cache`: each checked file's problems, keyed by its path and valid while its content (a hash, not the
 * modification time, which `git checkout` and `cp -p` do not change reliably), its config, its document type and the
 * urlint version stay the same. A hit is reported exactly as a fresh check would be, problems included, as ESLint's
 * cache does. A missing, corrupt or foreign cache file is an empty cache: the run checks everything and rewrites it.
 */
export class LintCache {
  private readonly visited = new Set<string>();

  private constructor(
    readonly location: string,
    private readonly data: CacheData,
  ) {}

  static open(location: string, version: string): LintCache {
    let data: CacheData = { urlintCache: 1, version, files: {} };
    try {
      const read = JSON.parse(fs.readFileSync(location, 'utf8')) as Partial<CacheData> | null;
      if (read?.urlintCache === 1 && read.version === version && typeof read.files === 'object' && read.files !== null && !Array.isArray(read.files)) {
        data = { urlintCache: 1, version, files: read.files };
      }
    } catch {
      // No cache yet, or not one this urlint can read: start empty.
    }
    return new LintCache(location, data);
  }

  /** The cached problems of a file, if its content and key are those it was checked with. */
  get(file: string, content: string, key: string): Problem[][] | undefined {
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
    for (const file of Object.keys(this.data.files)) {
      if (!this.visited.has(file) && !fs.existsSync(file)) delete this.data.files[file];
    }
    const temp = path.join(path.dirname(this.location), `.${path.basename(this.location)}.${process.pid}.tmp`);
    try {
      fs.writeFileSync(temp, JSON.stringify(this.data));
      fs.renameSync(temp, this.location);
    } catch (e) {
      fs.rmSync(temp, { force: true });
      throw e;
    }
  }
}

/** Entries are checked before use: a cache edited by hand or by another tool must not crash a run. */
function isProblemPieces(x: unknown): x is Problem[][] {
  return Array.isArray(x) && x.every((piece) => Array.isArray(piece) && piece.every(isProblem));
}

function isProblem(p: unknown): p is Problem {
  if (typeof p !== 'object' || p === null) return false;
  const { code, severity, message, range, fixable } = p as Record<string, unknown>;
  return (
    typeof code === 'string' &&
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

/** The key of one file's result: its config's digest and its document type. */
export function resultKey(configKey: string, documentType: string): string {
  return `${configKey}:${documentType}`;
}

/** SHA-256 (hex) of a stream of bytes. */
export async function hashBytes(bytes: AsyncIterable<Buffer>): Promise<string> {
  const hash = createHash('sha256');
  for await (const b of bytes) hash.update(b);
  return hash.digest('hex');
}

/**
 * The urlint version as the cache knows it: the package version and a digest of the running program, so a rebuilt
 * urlint (a fix to a rule, without a version bump) does not reuse results of the one before.
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
