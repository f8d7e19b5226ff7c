/**
 * The split of the public benchmark's repositories into a tuning half and a held-out half, made once, before any
 * result was looked at, and committed in repos.json (`half`). It depends on nothing but the names:
 *
 * - ecosystems in alphabetical order; within one, repositories ordered by the FNV-1a hash of "<seed>:<owner/name>";
 * - halves dealt alternately (tuning, held-out, tuning, …) by one counter that runs on across ecosystems, so every
 *   ecosystem of two or more has a repository in each half, and the odd ones give their extra repository to the
 *   tuning and the held-out half in turn.
 *
 *   node out/bench/public/split.js [--check]
 *
 * writes the halves into repos.json; with --check it only says whether repos.json agrees with the rule. The blind sets
 * added later (`half: "fresh"`, `"fresh2"` and so on: BLIND_SETS) are outside the split: the rule deals only the others,
 * and neither writing nor checking touches them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BLIND_SETS, isBlind, REPOS_FILE, type Half, type RepoList } from './repos';

/** 32-bit FNV-1a of the UTF-16 code units (the names are ASCII). */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The half of each repository, by the rule above. */
export function split(list: RepoList): Map<string, Half> {
  const byEcosystem = new Map<string, string[]>();
  for (const r of list.repos.filter((r) => !isBlind(r.half))) byEcosystem.set(r.ecosystem, [...(byEcosystem.get(r.ecosystem) ?? []), r.name]);
  const halves = new Map<string, Half>();
  let turn = 0;
  for (const ecosystem of [...byEcosystem.keys()].sort()) {
    const names = byEcosystem.get(ecosystem)!.sort((a, b) => fnv1a(`${list.seed}:${a}`) - fnv1a(`${list.seed}:${b}`) || (a < b ? -1 : 1));
    for (const name of names) halves.set(name, turn++ % 2 === 0 ? 'tuning' : 'held-out');
  }
  return halves;
}

function main(): void {
  const file = join(__dirname, '..', '..', '..', REPOS_FILE);
  const list = JSON.parse(readFileSync(file, 'utf8')) as RepoList;
  const halves = split(list);
  const dealt = list.repos.filter((r) => !isBlind(r.half));
  const wrong = dealt.filter((r) => r.half !== halves.get(r.name));
  if (process.argv.includes('--check')) {
    for (const r of wrong) console.log(`${r.name}: ${r.half ?? 'no half'}, the rule says ${halves.get(r.name)}`);
    console.log(wrong.length === 0 ? 'repos.json follows the split rule' : `${wrong.length} repositories disagree`);
    process.exitCode = wrong.length === 0 ? 0 : 1;
    return;
  }
  for (const r of dealt) r.half = halves.get(r.name)!;
  writeFileSync(file, `${JSON.stringify(list, null, 2)}\n`);
  const count = (h: Half) => list.repos.filter((r) => r.half === h).length;
  console.log(`tuning ${count('tuning')}, held-out ${count('held-out')} (${BLIND_SETS.map((h) => `${h} ${count(h)}`).join(', ')}, outside the split)`);
}

if (require.main === module) main();
