import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { makeTree, urlsmith } from './support';
import { threadCount } from '../../cli/src/parallel/pool';

/**
 * A project of many small files, some with problems, some clean, a binary one, a Markdown one and a fixable one:
 * enough files that several threads are busy at once and finish out of order.
 */
function project(): Record<string, string | Buffer> {
  const files: Record<string, string | Buffer> = {};
  for (let i = 0; i < 40; i++) {
    const name = `docs/part-${String(i).padStart(2, '0')}/notes-${i}.txt`;
    files[name] =
      i % 3 === 0
        ? `line one\nsee http://host${i}.example/a b^c and HTTP://x${i}.example/\n`.repeat(1 + (i % 7) * 200)
        : i % 3 === 1
          ? `clean http://ok${i}.example/path\n`
          : `fixable http://f${i}.example/a|b\n`;
  }
  files['docs/readme.md'] = '# Title\n\n[link](http://md.example/a b) and `http://code.example/^`\n';
  files['docs/image.bin'] = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
  return files;
}

/** One file per batch, so the files of the project are spread over every thread and finish out of order. */
const SPREAD = { env: { URLSMITH_BATCH_FILES: '1' } };

/** The files a json report lists, each once. */
function filesOf(stdout: string): string[] {
  return (JSON.parse(stdout) as Array<{ file: string }>).map((f) => f.file);
}

test('--concurrency prints exactly what a run on the main thread prints, in every format, with the same exit code', async () => {
  const dir = makeTree(project());
  for (const format of ['stylish', 'compact', 'json', 'sarif', 'github']) {
    const off = await urlsmith(['-f', format, '--concurrency', 'off', 'docs'], { cwd: dir });
    assert.equal(off.code, 1);
    for (const threads of ['2', '3', 'auto']) {
      const on = await urlsmith(['-f', format, '--concurrency', threads, 'docs'], { cwd: dir, ...SPREAD });
      const batched = await urlsmith(['-f', format, '--concurrency', threads, 'docs'], { cwd: dir });
      assert.equal(batched.stdout, on.stdout, `${format}, --concurrency ${threads}, files in batches`);
      assert.equal(on.code, off.code, `${format}, --concurrency ${threads}`);
      assert.equal(on.stdout, off.stdout, `${format}, --concurrency ${threads}`);
      assert.equal(on.stderr, off.stderr, `${format}, --concurrency ${threads}`);
    }
  }
});

test('--fix with --concurrency writes the same files as --fix without it (fixing stays on the main thread)', async () => {
  const serial = makeTree(project());
  const threaded = makeTree(project());
  const a = await urlsmith(['--fix', 'docs'], { cwd: serial });
  const b = await urlsmith(['--fix', '--concurrency', '2', 'docs'], { cwd: threaded, ...SPREAD });
  assert.equal(b.code, a.code);
  assert.equal(b.stdout, a.stdout);
  for (const name of Object.keys(project())) {
    assert.deepEqual(fs.readFileSync(path.join(threaded, name)), fs.readFileSync(path.join(serial, name)), name);
  }
  assert.equal(fs.readFileSync(path.join(threaded, 'docs/part-02/notes-2.txt'), 'utf8'), 'fixable http://f2.example/a%7Cb\n');
});

test('--shard i/n splits the files: every file in exactly one shard, the same split on every run', async () => {
  const dir = makeTree(project());
  const all = filesOf((await urlsmith(['-f', 'json', 'docs'], { cwd: dir })).stdout);
  assert.equal(all.length, 41, 'every text file, not the binary one');
  const shards: string[][] = [];
  for (let i = 1; i <= 3; i++) {
    const run = await urlsmith(['-f', 'json', '--shard', `${i}/3`, 'docs'], { cwd: dir });
    const again = await urlsmith(['-f', 'json', '--shard', `${i}/3`, '--concurrency', '2', 'docs'], { cwd: dir, ...SPREAD });
    assert.equal(again.stdout, run.stdout, `shard ${i}/3 is the same with threads`);
    shards.push(filesOf(run.stdout));
  }
  for (const s of shards) assert.ok(s.length >= 5, `a shard of ${s.length} files out of 41 is far from a third`);
  assert.deepEqual(shards.flat().sort(), [...all].sort());
  assert.deepEqual((await urlsmith(['-f', 'json', '--shard', '1/1', 'docs'], { cwd: dir })).stdout, (await urlsmith(['-f', 'json', 'docs'], { cwd: dir })).stdout);
});

test('standard input belongs to the first shard', async () => {
  const text = 'http://a.example/a^b\n';
  const first = await urlsmith(['-f', 'compact', '--shard', '1/2', '-'], { stdin: text });
  const second = await urlsmith(['-f', 'compact', '--shard', '2/2', '-'], { stdin: text });
  assert.equal(first.code, 1);
  assert.match(first.stdout, /^<stdin>: line 1, col 19, Error - .*\(unsafe-character\)$/m);
  assert.equal(second.code, 0);
  assert.doesNotMatch(second.stdout, /<stdin>/);
});

test('--concurrency N starts at most 4 threads per core: 999 asked on 2 cores start 8 (each thread holds an engine of its own)', () => {
  assert.equal(threadCount(999, 2), 8);
  assert.equal(threadCount(3, 2), 3);
  assert.equal(threadCount(5, 1), 4);
  assert.equal(threadCount('auto', 2), 2);
  assert.equal(threadCount('auto', 1), 0);
  assert.equal(threadCount('off', 8), 0);
});

test('bad --concurrency and --shard values, and their use outside checking, are usage errors (exit 2)', async () => {
  for (const args of [
    ['--concurrency', '0', '.'],
    ['--concurrency', 'many', '.'],
    ['--concurrency', '-1', '.'],
    ['--shard', '0/3', '.'],
    ['--shard', '4/3', '.'],
    ['--shard', '1/0', '.'],
    ['--shard', '1', '.'],
    ['find', '--shard', '1/2', '.'],
    ['explain', '--concurrency', '2', 'http://a.example/'],
  ]) {
    const run = await urlsmith(args);
    assert.equal(run.code, 2, args.join(' '));
    assert.match(run.stderr, /--(concurrency|shard)/, args.join(' '));
    assert.equal(run.stdout, '', args.join(' '));
  }
});
