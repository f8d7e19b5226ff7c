import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { located, makeTree, urlsmith } from './support';

/**
 * A root config (reserved ports are errors, git:// is a scheme) and a subfolder config (strict, scheme-case off).
 * The parity of CLI and editor over such a tree is test/protocol/nested-config.test.ts; this file covers the
 * CLI's own options around it.
 */
const TEXT = 'Docs: HTTP://www.example.org/ and http://a.example:25/~me/\nClone git://g.example/a%zz\n';
const TREE = {
  '.urlsmithrc.json': JSON.stringify({ rules: { 'reserved-port': 'error' }, extraSchemes: ['git'] }),
  'a.md': TEXT,
  'sub/.urlsmithrc.json': JSON.stringify({ extends: 'strict', rules: { 'scheme-case': 'off' } }),
  'sub/b.md': TEXT,
};
const ROOT_PROBLEMS = ['1:7 hint scheme-case', '1:52 error reserved-port', '1:55 hint tilde', '2:24 error invalid-percent-escape'];
const SUB_PROBLEMS = ['1:52 warning reserved-port', '1:55 error tilde'];
const at = (file: string, problems: string[]) => problems.map((p) => `${file}:${p}`);

test('each file is checked with the config nearest to it; --config forces one for all; --rule applies over either', async () => {
  const dir = makeTree(TREE);
  assert.deepEqual(located((await urlsmith(['--hints'], { cwd: dir })).stdout), [...at('a.md', ROOT_PROBLEMS), ...at('sub/b.md', SUB_PROBLEMS)]);
  assert.deepEqual(located((await urlsmith(['--hints', 'b.md', '../a.md'], { cwd: path.join(dir, 'sub') })).stdout), [...at('b.md', SUB_PROBLEMS), ...at(path.join(dir, 'a.md'), ROOT_PROBLEMS)]);

  const forced = await urlsmith(['--hints', '--config', '.urlsmithrc.json'], { cwd: dir });
  assert.deepEqual(located(forced.stdout), [...at('a.md', ROOT_PROBLEMS), ...at('sub/b.md', ROOT_PROBLEMS)]);

  const ruled = await urlsmith(['--hints', '--rule', 'tilde=off', '--rule', 'reserved-port=information'], { cwd: dir });
  assert.deepEqual(located(ruled.stdout), [
    ...at('a.md', ['1:7 hint scheme-case', '1:52 information reserved-port', '2:24 error invalid-percent-escape']),
    ...at('sub/b.md', ['1:52 information reserved-port']),
  ]);
});

test('an invalid config in a subfolder: its files are not checked, its problems are located, exit 2; the rest is checked', async () => {
  const dir = makeTree({ ...TREE, 'sub/.urlsmithrc.json': '{\n  "extends": "strict",\n  "rules": { "tilde": "loud" }\n}\n', 'sub/c.md': TEXT });
  const run = await urlsmith(['--hints'], { cwd: dir });
  assert.equal(run.code, 2);
  assert.deepEqual(located(run.stdout), at('a.md', ROOT_PROBLEMS));
  const where = run.stderr.split('\n').filter((l) => /^\S+:\d+:\d+: /.test(l)).map((l) => l.split(': ')[0]);
  assert.deepEqual(where, [path.join('sub', '.urlsmithrc.json:3:23')], 'said once, for both files it governs');
});

test('explain uses the config nearest the working folder; find reads each file with its own', async () => {
  const dir = makeTree(TREE);
  const url = 'http://a.example/~me/';
  assert.equal((await urlsmith(['explain', url], { cwd: dir })).code, 0);
  const strict = await urlsmith(['explain', '--json', url], { cwd: path.join(dir, 'sub') });
  assert.equal(strict.code, 1);
  assert.deepEqual((JSON.parse(strict.stdout) as { diagnostics: Array<{ code: string; severity: string }> }).diagnostics.map((d) => [d.code, d.severity]), [['tilde', 'error']]);

  // git:// is a scheme for the root's files only.
  const found = await urlsmith(['find', '--no-filename'], { cwd: dir });
  assert.deepEqual(found.stdout.split('\n').filter(Boolean), ['HTTP://www.example.org/', 'http://a.example:25/~me/', 'git://g.example/a%zz', 'HTTP://www.example.org/', 'http://a.example:25/~me/']);
});
