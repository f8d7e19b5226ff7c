/**
 * The public benchmark's repository list (bench/public/repos.json) and how a pinned repository is brought onto this
 * machine: from a local mirror (`git archive <commit> | tar -x`) or, without one, a partial clone from GitHub (dev
 * tooling only: the product itself never opens a connection). Each checkout is cached under `<cache>/<owner+name>-<commit>`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const REPOS_FILE = 'bench/public/repos.json';
/**
 * `tuning` and `held-out`: the split of split.ts. `fresh`: a third, blind set added after the held-out half's false
 * alarms had been looked at (docs/benchmarks.md says when and why); each later `freshN` was added once the set before
 * it had been tuned on. The blind sets are outside the split.
 */
export const BLIND_SETS = ['fresh', 'fresh2', 'fresh3', 'fresh4', 'fresh5', 'fresh6', 'fresh7', 'fresh8'] as const;

/** Every set a repository may belong to, in the order they were made. */
export const HALVES = ['tuning', 'held-out', ...BLIND_SETS] as const;
export type Half = (typeof HALVES)[number];

/** Whether `half` is one of the blind sets. */
export function isBlind(half: Half | undefined): boolean {
  return (BLIND_SETS as readonly (Half | undefined)[]).includes(half);
}

export interface Repo {
  /** owner/name on GitHub. */
  name: string;
  /** The pinned commit (40 hex digits). */
  commit: string;
  /** The ecosystem or document format it stands for (the split balances on it). */
  ecosystem: string;
  half?: Half;
}

export interface RepoList {
  /** The split's seed (see split.ts). */
  seed: number;
  repos: Repo[];
}

/** A mirror's git directory for `owner/name` under `dir`: `owner+name/repo`, `owner+name` or `owner+name.git`. */
export function mirrorOf(dir: string, name: string): string | undefined {
  const flat = name.replace('/', '+');
  return [join(dir, flat, 'repo'), join(dir, flat), join(dir, `${flat}.git`)].find((p) => existsSync(join(p, 'HEAD')));
}

/** The folder holding `repo` at its pinned commit, made on first use. */
export function materialise(repo: Repo, cache: string, mirrors: string | undefined): string {
  const target = join(cache, `${repo.name.replace('/', '+')}-${repo.commit}`);
  const done = join(target, '.urlsmith-bench-complete');
  if (existsSync(done)) return target;
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const mirror = mirrors ? mirrorOf(mirrors, repo.name) : undefined;
  if (mirror) {
    // A pipe, so a large tree is never held in memory; pipefail so a failed archive is not an empty checkout.
    const run = spawnSync('bash', ['-c', 'set -o pipefail; git --git-dir "$1" archive --format=tar "$2" | tar -x -C "$3"', 'archive', mirror, repo.commit, target]);
    if (run.status !== 0) extractPresent(mirror, repo, target);
  } else {
    execFileSync('git', ['clone', '--quiet', '--filter=blob:none', '--no-checkout', `https://github.com/${repo.name}.git`, target], { stdio: 'inherit' });
    execFileSync('git', ['-C', target, 'checkout', '--quiet', repo.commit], { stdio: 'inherit' });
    rmSync(join(target, '.git'), { recursive: true, force: true });
  }
  writeFileSync(done, `${repo.name} ${repo.commit}\n`);
  return target;
}

/**
 * A mirror may lack some blobs (a snapshot store leaves out files of 4 MiB and more, which the benchmark skips anyway),
 * and then `git archive` fails: write the files that are there, one `git cat-file --batch` for all of them.
 */
function extractPresent(mirror: string, repo: Repo, target: string): void {
  const git = (args: string[], input?: string) => spawnSync('git', ['--git-dir', mirror, ...args], { input, maxBuffer: 2 ** 31 - 1 });
  const tree = git(['ls-tree', '-r', '-z', repo.commit]);
  if (tree.status !== 0) throw new Error(`git ls-tree ${repo.name}@${repo.commit}: ${tree.stderr.toString()}`);
  const blobs = tree.stdout.toString('utf8').split('\0').filter(Boolean).map((entry) => {
    const [meta, path] = [entry.slice(0, entry.indexOf('\t')), entry.slice(entry.indexOf('\t') + 1)];
    const [mode, type, oid] = meta.split(' ') as [string, string, string];
    return { mode, type, oid, path };
  }).filter((b) => b.type === 'blob' && b.mode !== '120000');
  const out = git(['cat-file', '--batch'], blobs.map((b) => b.oid).join('\n') + '\n').stdout;
  let at = 0;
  const missing: string[] = [];
  for (const b of blobs) {
    const header = out.toString('latin1', at, out.indexOf(0x0a, at));
    at += header.length + 1;
    if (header.endsWith(' missing')) {
      missing.push(b.path);
      continue;
    }
    const size = Number(header.split(' ')[2]);
    const file = join(target, b.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, out.subarray(at, at + size));
    at += size + 1;
  }
  if (missing.length > 0) console.log(`${repo.name}: ${missing.length} files not in the mirror (too large for its snapshot): ${missing.slice(0, 5).join(', ')}`);
}
