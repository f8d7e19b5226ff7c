import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { located, makeTree, urlsmith } from './support';

/** URLSMITH_DEBUG=cache: one `urlsmith: cache: reused|checked NAME` line on stderr per file, in walk order. */
const TRACE = { URLSMITH_DEBUG: 'cache' };

function traced(stderr: string): string[] {
  return stderr.split('\n').filter((l) => l.startsWith('urlsmith: cache: ')).map((l) => l.slice('urlsmith: cache: '.length));
}

const FILES = {
  'a.txt': 'http://a.example/%zz and HTTP://a.example/\n',
  'b.md': 'Home: http://b.example:25/\n',
  'c.txt': 'http://c.example/ is fine\n',
};

test('a second --cache run reuses every unchanged file and prints exactly what a run without the cache prints', async () => {
  const dir = makeTree(FILES);
  const plain = await urlsmith([], { cwd: dir });
  assert.equal(plain.code, 1);
  // Hints are hidden unless asked for (--hints, below).
  assert.deepEqual(located(plain.stdout), ['a.txt:1:18 error invalid-percent-escape', 'b.md:1:24 warning reserved-port']);

  const first = await urlsmith(['--cache'], { cwd: dir, env: TRACE });
  assert.deepEqual(traced(first.stderr), ['checked a.txt', 'checked b.md', 'checked c.txt']);
  assert.ok(fs.existsSync(path.join(dir, '.urlsmithcache')));
  const second = await urlsmith(['--cache'], { cwd: dir, env: TRACE });
  assert.deepEqual(traced(second.stderr), ['reused a.txt', 'reused b.md', 'reused c.txt']);
  for (const run of [first, second]) {
    assert.equal(run.code, plain.code);
    assert.equal(run.stdout, plain.stdout);
  }
  // The cache file is urlsmith's, not the user's text: a walk does not check it.
  assert.doesNotMatch(second.stdout, /urlsmithcache/);

  // Every format, --quiet and --max-warnings read the reused problems as fresh ones.
  for (const args of [['-f', 'json'], ['-f', 'sarif'], ['-f', 'compact'], ['--hints'], ['--quiet'], ['--max-warnings', '0', 'b.md']]) {
    const fresh = await urlsmith(args, { cwd: dir });
    const reused = await urlsmith(['--cache', ...args], { cwd: dir, env: TRACE });
    assert.ok(traced(reused.stderr).every((l) => l.startsWith('reused ')), args.join(' '));
    assert.deepEqual([reused.code, reused.stdout], [fresh.code, fresh.stdout], args.join(' '));
  }
});

test('only a changed file is checked again, even when its size and modification time are the same', async () => {
  const dir = makeTree(FILES);
  await urlsmith(['--cache'], { cwd: dir });
  const file = path.join(dir, 'c.txt');
  const { atime, mtime } = fs.statSync(file);
  fs.writeFileSync(file, 'http://c.example/%zz is bad\n'.slice(0, FILES['c.txt'].length - 1) + '\n');
  fs.utimesSync(file, atime, mtime);
  assert.equal(fs.statSync(file).size, FILES['c.txt'].length);

  const run = await urlsmith(['--cache'], { cwd: dir, env: TRACE });
  assert.deepEqual(traced(run.stderr), ['reused a.txt', 'reused b.md', 'checked c.txt']);
  assert.equal(run.stdout, (await urlsmith([], { cwd: dir })).stdout);
  assert.deepEqual(located(run.stdout).filter((l) => l.startsWith('c.txt')), ['c.txt:1:18 error invalid-percent-escape']);
});

test('a changed config, --rule or document type invalidates the files it governs', async () => {
  const dir = makeTree({ ...FILES, 'sub/d.txt': 'http://d.example/%zz\n', 'sub/.urlsmithrc.json': '{}' });
  await urlsmith(['--cache'], { cwd: dir });

  fs.writeFileSync(path.join(dir, 'sub/.urlsmithrc.json'), '{ "rules": { "invalid-percent-escape": "warning" } }');
  const edited = await urlsmith(['--cache'], { cwd: dir, env: TRACE });
  assert.deepEqual(traced(edited.stderr), ['reused a.txt', 'reused b.md', 'reused c.txt', 'checked sub/d.txt']);
  assert.deepEqual(located(edited.stdout).filter((l) => l.startsWith('sub/')), ['sub/d.txt:1:18 warning invalid-percent-escape']);

  const ruled = await urlsmith(['--cache', '--rule', 'scheme-case=off'], { cwd: dir, env: TRACE });
  assert.deepEqual(traced(ruled.stderr), ['checked a.txt', 'checked b.md', 'checked c.txt', 'checked sub/d.txt']);
  assert.equal(ruled.stdout, (await urlsmith(['--rule', 'scheme-case=off'], { cwd: dir })).stdout);

  fs.writeFileSync(path.join(dir, '.urlsmithrc.json'), '{ "rules": { "scheme-case": "off" }, "documentTypes": { "b.md": "plaintext" } }');
  const retyped = await urlsmith(['--cache', '--rule', 'scheme-case=off'], { cwd: dir, env: TRACE });
  // The same rules for a.txt and c.txt (a config of their own now, but saying what --rule said), while b.md is now
  // read as plain text: only it is checked again.
  assert.deepEqual(traced(retyped.stderr), ['reused a.txt', 'checked b.md', 'reused c.txt', 'reused sub/d.txt']);
});

test('a corrupt, foreign or unwritable cache is never a crash', async () => {
  const dir = makeTree(FILES);
  const expected = (await urlsmith([], { cwd: dir })).stdout;
  for (const content of ['{ "urlsmithCache": 1, "files": ', '[1, 2]', 'null', '{ "urlsmithCache": 1, "version": "0.0.0+other", "files": {} }', '\u0000\u0001binary']) {
    fs.writeFileSync(path.join(dir, '.urlsmithcache'), content);
    const run = await urlsmith(['--cache'], { cwd: dir, env: TRACE });
    assert.equal(run.code, 1, run.stderr);
    assert.equal(run.stdout, expected, JSON.stringify(content));
    assert.deepEqual(traced(run.stderr), ['checked a.txt', 'checked b.md', 'checked c.txt']);
    assert.equal(JSON.parse(fs.readFileSync(path.join(dir, '.urlsmithcache'), 'utf8')).urlsmithCache, 1);
  }

  // Entries of the right version but the wrong shape are misses, not crashes.
  const cache = JSON.parse(fs.readFileSync(path.join(dir, '.urlsmithcache'), 'utf8')) as { files: Record<string, { problems: unknown }> };
  for (const [file, entry] of Object.entries(cache.files)) if (!file.endsWith('c.txt')) entry.problems = [[{ code: 7 }]];
  fs.writeFileSync(path.join(dir, '.urlsmithcache'), JSON.stringify(cache));
  const reshaped = await urlsmith(['--cache'], { cwd: dir, env: TRACE });
  assert.deepEqual(traced(reshaped.stderr), ['checked a.txt', 'checked b.md', 'reused c.txt']);
  assert.equal(reshaped.stdout, expected);

  // A location that cannot be written: the check is reported as usual, with a warning.
  fs.mkdirSync(path.join(dir, 'blocked'));
  const blocked = await urlsmith(['--cache', '--cache-location', 'blocked/nowhere/cache', '.'], { cwd: dir });
  assert.equal(blocked.code, 1);
  assert.equal(blocked.stdout, expected);
  assert.equal(blocked.stderr, `urlsmith: ${path.join('blocked', 'nowhere', 'cache')}: cannot write the cache: no such folder (ENOENT)\n`);
});

test('--cache-location names the cache file, or a folder to keep .urlsmithcache in', async () => {
  const dir = makeTree(FILES);
  fs.mkdirSync(path.join(dir, 'store'));
  const expected = (await urlsmith([], { cwd: dir })).stdout;
  await urlsmith(['--cache', '--cache-location', 'cache.json'], { cwd: dir });
  assert.ok(fs.existsSync(path.join(dir, 'cache.json')));
  assert.ok(!fs.existsSync(path.join(dir, '.urlsmithcache')));
  const again = await urlsmith(['--cache', '--cache-location', 'cache.json'], { cwd: dir, env: TRACE });
  assert.equal(again.stdout, expected);
  assert.deepEqual(traced(again.stderr), ['reused a.txt', 'reused b.md', 'reused c.txt']);

  await urlsmith(['--cache', '--cache-location', 'store'], { cwd: dir });
  assert.ok(fs.existsSync(path.join(dir, 'store', '.urlsmithcache')));
  assert.equal((await urlsmith(['--cache-location', 'x'], { cwd: dir })).code, 2);
});

test('--fix with --cache fixes a file whose cached result has fixable problems, and caches the fixed file', async () => {
  const dir = makeTree({ 'a.txt': 'HTTP://a.example:80/ and http://b.example:25/\n', 'b.txt': 'http://b.example/\n' });
  await urlsmith(['--cache'], { cwd: dir });
  const fixed = await urlsmith(['--cache', '--fix'], { cwd: dir, env: TRACE });
  assert.deepEqual(traced(fixed.stderr), ['checked a.txt', 'reused b.txt']);
  assert.equal(fs.readFileSync(path.join(dir, 'a.txt'), 'utf8'), 'http://a.example/ and http://b.example:25/\n');
  assert.deepEqual(located(fixed.stdout), ['a.txt:1:40 warning reserved-port']);

  const after = await urlsmith(['--cache'], { cwd: dir, env: TRACE });
  assert.deepEqual(traced(after.stderr), ['reused a.txt', 'reused b.txt']);
  assert.equal(after.stdout, (await urlsmith([], { cwd: dir })).stdout);
  assert.deepEqual(located(after.stdout), ['a.txt:1:40 warning reserved-port']);
});
