/**
 * The benchmark corpus: real text from this machine's Debian docs, built by scripts/build-corpus.sh into
 * bench/corpus/ (git-ignored) the first time it is needed. Every tool is handed the same documents, one at a time,
 * as an editor or the CLI would open them, so no tool is judged on a 65 MB "file" nobody has.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const REPO_ROOT = join(__dirname, '..', '..');
export const CORPUS_DIR = join(REPO_ROOT, 'bench', 'corpus');
const INDEX = join(CORPUS_DIR, 'index.tsv');

export interface Corpus {
  /** Decoded documents (invalid UTF-8 becomes U+FFFD, the same text for every tool). */
  documents: string[];
  /** Where each document came from (a path on this machine, `.gz` for compressed sources): it gives the type. */
  sources: string[];
  /** UTF-8 bytes the documents were decoded from: the "MB" in MB/s (10^6 bytes). */
  bytes: number;
  /** The concatenated files, for tools that take paths (the CLI). */
  files: string[];
  /** bench/corpus/MANIFEST as key/value pairs: what went in, and checksums. */
  manifest: Record<string, string>;
}

export function ensureCorpus(): void {
  if (existsSync(INDEX)) return;
  console.log('bench: corpus missing, building it from /usr/share/doc and /usr/share/man (about 2 minutes)...');
  const built = spawnSync('bash', [join(REPO_ROOT, 'scripts', 'build-corpus.sh'), CORPUS_DIR], { stdio: 'inherit' });
  if (built.status !== 0 || !existsSync(INDEX)) throw new Error('bench: scripts/build-corpus.sh failed');
}

/** Loads the corpus; `limitBytes` keeps only the first documents (a quick look, not comparable figures). */
export function loadCorpus(limitBytes = Infinity): Corpus {
  const buffers = new Map<string, Buffer>();
  const decoder = new TextDecoder('utf-8');
  const documents: string[] = [];
  const sources: string[] = [];
  let bytes = 0;
  for (const line of readFileSync(INDEX, 'utf8').split('\n')) {
    if (line === '' || bytes >= limitBytes) continue;
    const fields = line.split('\t');
    const file = fields[0]!; // split gives at least one field
    const [, offset, length, source] = fields;
    let buffer = buffers.get(file);
    if (buffer === undefined) {
      buffer = readFileSync(join(CORPUS_DIR, file));
      buffers.set(file, buffer);
    }
    const start = Number(offset);
    const size = Number(length);
    documents.push(decoder.decode(buffer.subarray(start, start + size)));
    sources.push(source ?? '');
    bytes += size;
  }
  return { documents, sources, bytes, files: [...buffers.keys()].map((f) => join(CORPUS_DIR, f)), manifest: readManifest() };
}

function readManifest(): Record<string, string> {
  const manifest: Record<string, string> = {};
  for (const line of readFileSync(join(CORPUS_DIR, 'MANIFEST'), 'utf8').split('\n')) {
    const kv = /^([a-z_]+): (.*)$/.exec(line);
    const sum = /^([0-9a-f]{64}) {2}(\S+)$/.exec(line);
    if (kv) manifest[kv[1]!] = kv[2]!;
    else if (sum) manifest[`sha256 ${sum[2]}`] = sum[1]!;
  }
  return manifest;
}
