/**
 * The public benchmark's repository list (bench/public/repos.json): the tuning/held-out split follows its rule
 * (bench/public/split.ts), and the blind sets added later (fresh, fresh2, ...) are outside that split: they change no
 * repository's half, and no repository is in two sets.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { BLIND_SETS, isBlind, REPOS_FILE, type RepoList } from '../../bench/public/repos';
import { split } from '../../bench/public/split';

const list = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', REPOS_FILE), 'utf8')) as RepoList;
const fresh = list.repos.filter((r) => isBlind(r.half));
const dealt = list.repos.filter((r) => !isBlind(r.half));

test('repos.json: the tuning and held-out halves follow the split rule', () => {
  const halves = split(list);
  assert.deepEqual(dealt.map((r) => [r.name, halves.get(r.name)]), dealt.map((r) => [r.name, r.half]));
});

test('repos.json: the blind sets are outside the split; with or without them every other repository keeps its half', () => {
  for (const set of BLIND_SETS) assert.ok(list.repos.some((r) => r.half === set), `no ${set} set`);
  const withFresh = split(list);
  const withoutFresh = split({ ...list, repos: dealt });
  for (const r of fresh) assert.equal(withFresh.get(r.name), undefined, `${r.name} was dealt a half`);
  assert.deepEqual([...withFresh], [...withoutFresh]);
});

test('repos.json: every repository is listed once, pinned to a full commit', () => {
  const names = list.repos.map((r) => r.name.toLowerCase());
  assert.deepEqual(names.filter((n, i) => names.indexOf(n) !== i), []);
  for (const r of list.repos) assert.match(r.commit, /^[0-9a-f]{40}$/, r.name);
});
