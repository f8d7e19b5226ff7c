/**
 * --fix never loses or breaks anything: an edit saved meanwhile, a symbolic link, hard links, the owner, the mode,
 * a read-only file, leftovers of killed runs and an interrupted run (issue 10, item 1).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CLI, located, makeTree, NOBODY, urlsmith } from './support';

const BEFORE = 'HTTP://a.example/ and http://b.example/%zz\n';
const AFTER = 'http://a.example/ and http://b.example/%25zz\n';

/** Large enough that a --fix of it is still reading when its temporary file appears. */
const BIG = 'see http://www.example.org:80/caf\u00e9/~x/%zz and HTTP://b.example/ for more\n'.repeat(400000);

const temps = (dir: string) => fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'));

/** Starts `urlsmith --fix big.txt` and resolves once its temporary file exists, with a promise of how it ended. */
async function fixUnderway(dir: string): Promise<{ child: ReturnType<typeof spawn>; ended: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> }> {
  const child = spawn(process.execPath, [CLI, '--fix', 'big.txt'], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (b: Buffer) => (stderr += b.toString()));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) => child.once('close', (code, signal) => resolve({ code, signal, stderr })));
  const deadline = Date.now() + 60000;
  while (temps(dir).length === 0 && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 2));
  assert.equal(temps(dir).length, 1, 'the fix is being written to a temporary file');
  return { child, ended };
}

test('an edit saved while --fix runs is kept: the file is left alone, the run says so and exits 2', async () => {
  const edited = `${BIG}an edit\n`;
  for (const save of ['in place', 'by rename'] as const) {
    const dir = makeTree({ 'big.txt': BIG });
    const { ended } = await fixUnderway(dir);
    if (save === 'in place') fs.writeFileSync(path.join(dir, 'big.txt'), edited);
    else {
      fs.writeFileSync(path.join(dir, 'saved'), edited);
      fs.renameSync(path.join(dir, 'saved'), path.join(dir, 'big.txt'));
    }
    const run = await ended;
    assert.equal(run.code, 2, save);
    assert.match(run.stderr, /^urlsmith: big\.txt: .*changed/m, save);
    assert.ok(fs.readFileSync(path.join(dir, 'big.txt'), 'utf8') === edited, `${save}: the edit is kept`);
    assert.deepEqual(temps(dir), [], save);
  }
});

test('a file changed between reading and writing with the same size and time is still caught by its content', async () => {
  const dir = makeTree({ 'big.txt': BIG });
  const file = path.join(dir, 'big.txt');
  const { mtime, atime } = fs.statSync(file);
  const { ended } = await fixUnderway(dir);
  const same = BIG.replace('for more', 'FOR MORE');
  fs.writeFileSync(file, same);
  fs.utimesSync(file, atime, mtime);
  assert.equal((await ended).code, 2);
  assert.ok(fs.readFileSync(file, 'utf8') === same);
});

/**
 * Runs `urlsmith --fix big.txt` stopped inside its commit at `point` (URLSMITH_TEST_COMMIT_PAUSE), writes `edit` in
 * place at the file's start there, lets it go on, and resolves with how it ended.
 */
async function editDuringCommit(dir: string, point: 'read' | 'rehash' | 'rename' | 'swap', edit: string | ((file: string) => void)): Promise<{ code: number | null; stderr: string; atPause: string }> {
  const pause = fs.mkdtempSync(path.join(dir, '..', 'pause-'));
  const child = spawn(process.execPath, [CLI, '--fix', 'big.txt'], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, URLSMITH_TEST_COMMIT_PAUSE: `${point}:${pause}` } });
  let stderr = '';
  child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
  const ended = new Promise<{ code: number | null; stderr: string }>((resolve) => child.once('close', (code) => resolve({ code, stderr })));
  const deadline = Date.now() + 60000;
  while (!fs.existsSync(path.join(pause, 'paused')) && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 2));
  assert.ok(fs.existsSync(path.join(pause, 'paused')), `the commit stopped at ${point}`);
  const atPause = fs.readFileSync(path.join(dir, 'big.txt'), 'utf8');
  if (typeof edit === 'function') edit(path.join(dir, 'big.txt'));
  else {
    const fd = fs.openSync(path.join(dir, 'big.txt'), 'r+');
    fs.writeSync(fd, edit, 0);
    fs.closeSync(fd);
  }
  fs.writeFileSync(path.join(pause, 'resume'), '');
  return { ...(await ended), atPause };
}

test('an edit written in place while --fix re-reads the file before its rename, or right before the rename, is kept (D1)', async () => {
  for (const point of ['rehash', 'rename'] as const) {
    // Three blocks of the re-read: the edit lands in the first, already hashed.
    const text = BEFORE.repeat(80000);
    const dir = makeTree({ 'big.txt': text });
    const edit = 'EDITED BY ANOTHER PROCESS';
    const run = await editDuringCommit(dir, point, edit);
    assert.equal(run.code, 2, `${point}: ${run.stderr}`);
    assert.match(run.stderr, /^urlsmith: big\.txt: not fixed: .*changed/m, point);
    assert.ok(fs.readFileSync(path.join(dir, 'big.txt'), 'utf8') === edit + text.slice(edit.length), `${point}: the edit is kept`);
    assert.deepEqual(temps(dir), [], point);
  }
});

test('while the original file takes the fixed text, its name leads to the whole fixed text; an edit saved then is kept (issue 29, N10)', async () => {
  // --fix renames the fixed copy over the original, writes the fixed text into the original (kept under a second
  // name, with its ACLs and extended attributes), and renames it back: the commit is stopped between the two.
  const text = BEFORE.repeat(80000);
  const dir = makeTree({ 'big.txt': text });
  const inode = fs.statSync(path.join(dir, 'big.txt')).ino;
  const edit = 'EDITED BY ANOTHER PROCESS';
  const run = await editDuringCommit(dir, 'swap', edit);
  assert.ok(run.atPause === AFTER.repeat(80000), 'the name leads to the whole fixed text');
  assert.equal(run.code, 2, run.stderr);
  assert.match(run.stderr, /^urlsmith: big\.txt: not fixed: .*changed/m);
  assert.ok(fs.readFileSync(path.join(dir, 'big.txt'), 'utf8') === edit + AFTER.repeat(80000).slice(edit.length), 'the edit is kept');
  assert.notEqual(fs.statSync(path.join(dir, 'big.txt')).ino, inode);
  assert.deepEqual(temps(dir), []);
  const again = makeTree({ 'a.txt': BEFORE });
  const same = fs.statSync(path.join(again, 'a.txt')).ino;
  assert.equal((await urlsmith(['--fix', 'a.txt'], { cwd: again })).code, 0);
  assert.equal(fs.statSync(path.join(again, 'a.txt')).ino, same, 'unhindered, the original inode keeps the name');
});

test('a file cut short or emptied while --fix reads it is said to have changed, exit 2, and left as it is now', async () => {
  for (const cut of [0, 1000]) {
    const dir = makeTree({ 'big.txt': BEFORE.repeat(80000) });
    const run = await editDuringCommit(dir, 'read', (file) => fs.truncateSync(file, cut));
    assert.equal(run.code, 2, `${cut}: ${run.stderr}`);
    assert.match(run.stderr, /^urlsmith: big\.txt: not fixed: .*changed/m, String(cut));
    assert.ok(fs.readFileSync(path.join(dir, 'big.txt'), 'utf8') === BEFORE.repeat(80000).slice(0, cut), String(cut));
    assert.deepEqual(temps(dir), [], String(cut));
  }
});

test('SIGINT and SIGTERM end a --fix run without a trace: the original whole, no temporary file', async () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    const dir = makeTree({ 'big.txt': BIG });
    const { child, ended } = await fixUnderway(dir);
    child.kill(signal);
    const run = await ended;
    assert.equal(run.signal, signal);
    assert.deepEqual(temps(dir), [], signal);
    assert.ok(fs.readFileSync(path.join(dir, 'big.txt'), 'utf8') === BIG, signal);
  }
});

test('a symbolic link stays a link, and its target is fixed', async () => {
  const dir = makeTree({ 'real/a.txt': BEFORE, 'docs/keep.txt': 'x\n' });
  fs.symlinkSync('../real/a.txt', path.join(dir, 'docs/a.txt'));
  const run = await urlsmith(['--fix', 'docs/a.txt'], { cwd: dir });
  assert.equal(run.code, 0, run.stderr);
  assert.ok(fs.lstatSync(path.join(dir, 'docs/a.txt')).isSymbolicLink());
  assert.equal(fs.readlinkSync(path.join(dir, 'docs/a.txt')), '../real/a.txt');
  assert.equal(fs.readFileSync(path.join(dir, 'real/a.txt'), 'utf8'), AFTER);
  assert.deepEqual([...fs.readdirSync(path.join(dir, 'docs')), ...fs.readdirSync(path.join(dir, 'real'))], ['a.txt', 'keep.txt', 'a.txt']);
});

test('a file with hard links is not rewritten: checked, reported, exit 2', async () => {
  const dir = makeTree({ 'a.txt': BEFORE });
  fs.linkSync(path.join(dir, 'a.txt'), path.join(dir, 'b.txt'));
  const run = await urlsmith(['--fix', 'a.txt'], { cwd: dir });
  assert.equal(run.code, 2);
  assert.match(run.stderr, /^urlsmith: a\.txt: .*hard link/m);
  // With the hint --fix was asked to fix and did not.
  assert.deepEqual(located(run.stdout), ['a.txt:1:1 hint scheme-case', 'a.txt:1:40 error invalid-percent-escape']);
  assert.equal(fs.readFileSync(path.join(dir, 'b.txt'), 'utf8'), BEFORE);
  assert.equal(fs.statSync(path.join(dir, 'a.txt')).ino, fs.statSync(path.join(dir, 'b.txt')).ino);
  assert.deepEqual(fs.readdirSync(dir), ['a.txt', 'b.txt']);
});

test('--fix in a folder it may not write in still reports the file\'s problems, and why it was not fixed (issue 29, U2)', async () => {
  const dir = makeTree({ 'ro/a.txt': BEFORE });
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(path.join(dir, 'ro/a.txt'), 0o666);
  fs.chmodSync(path.join(dir, 'ro'), 0o555);
  const run = await urlsmith(['--fix', 'ro/a.txt'], { cwd: dir, asNobody: true });
  assert.equal(run.code, 2, run.stderr);
  assert.deepEqual(located(run.stdout), ['ro/a.txt:1:1 hint scheme-case', 'ro/a.txt:1:40 error invalid-percent-escape']);
  assert.match(run.stderr, /^urlsmith: ro\/a\.txt: not fixed: cannot write the fixed file: permission denied \(EACCES\)$/m);
  assert.equal(fs.readFileSync(path.join(dir, 'ro/a.txt'), 'utf8'), BEFORE);
});

test('a full disk under --fix still reports the file\'s problems, and the error; the file and the folder are as they were (issue 29, U5)', () => {
  // A 64 KiB tmpfs in a mount namespace of its own: the fixed copy of a 40 KiB file cannot be written beside it.
  const text = BEFORE.repeat(1000);
  const dir = makeTree({ 'a.txt': text });
  const script = 'mount -t tmpfs -o size=64k tmpfs "$1" && cp "$2" "$1/a.txt" && cd "$1" && "$3" "$4" --fix a.txt; echo "exit $?" >&2; cmp -s a.txt "$2" && echo same >&2; ls -A >&2';
  const mnt = fs.mkdtempSync(path.join(dir, '..', 'full-'));
  const run = spawnSync('unshare', ['-m', 'sh', '-c', script, 'sh', mnt, path.join(dir, 'a.txt'), process.execPath, CLI], { encoding: 'utf8' });
  assert.match(run.stderr, /^exit 2$/m, run.stderr);
  assert.match(run.stderr, /^urlsmith: a\.txt: not fixed: cannot write the fixed file: .*ENOSPC/m);
  assert.match(run.stderr, /^same\na\.txt\n$/m, 'the file is as it was, no temporary file is left');
  assert.equal(located(run.stdout).length, 2000);
  assert.deepEqual(new Set(located(run.stdout).map((l) => l.replace(/:\d+:/, ':N:'))), new Set(['a.txt:N:1 hint scheme-case', 'a.txt:N:40 error invalid-percent-escape']));
});

test('a disk with room for the fixed copy but not for the original to grow: the fixed copy keeps the name, and the run says what was lost (issue 29, N10)', () => {
  // 60 KiB of tmpfs (15 pages): the 7-page original and the 8-page fixed copy fit, the original grown to 8 pages not.
  const text = BEFORE.repeat(666);
  const dir = makeTree({ 'a.txt': text });
  const script = 'mount -t tmpfs -o size=60k tmpfs "$1" && cp "$2" "$1/a.txt" && cd "$1" && "$3" "$4" --fix a.txt; echo "exit $?" >&2; cat a.txt >&2; ls -A >&2';
  const mnt = fs.mkdtempSync(path.join(dir, '..', 'full-'));
  const run = spawnSync('unshare', ['-m', 'sh', '-c', script, 'sh', mnt, path.join(dir, 'a.txt'), process.execPath, CLI], { encoding: 'utf8' });
  assert.match(run.stderr, /^exit 2$/m, run.stderr);
  assert.match(run.stderr, /^urlsmith: a\.txt: fixed, but its ACLs and extended attributes could not be kept: .*ENOSPC/m);
  assert.ok(run.stderr.includes(`exit 2\n${AFTER.repeat(666)}a.txt\n`), 'the whole fixed text, no temporary file left');
  assert.deepEqual(located(run.stdout), []);
});

test("a fixed file keeps its owner, group and mode whatever the umask; a read-only one is not written", async () => {
  const dir = makeTree({ 'theirs.txt': BEFORE, 'ro.txt': BEFORE });
  const theirs = path.join(dir, 'theirs.txt');
  fs.chownSync(theirs, NOBODY, NOBODY);
  fs.chmodSync(theirs, 0o666);
  fs.chmodSync(path.join(dir, 'ro.txt'), 0o444);
  const run = await urlsmith(['--fix', 'theirs.txt', 'ro.txt'], { cwd: dir });
  assert.equal(run.code, 2);
  assert.equal(fs.readFileSync(theirs, 'utf8'), AFTER);
  const after = fs.statSync(theirs);
  assert.deepEqual([after.uid, after.gid, after.mode & 0o7777], [NOBODY, NOBODY, 0o666]);
  assert.match(run.stderr, /^urlsmith: ro\.txt: .*read-only/m);
  assert.doesNotMatch(run.stderr, /theirs/);
  assert.equal(fs.readFileSync(path.join(dir, 'ro.txt'), 'utf8'), BEFORE);
  assert.equal(fs.statSync(path.join(dir, 'ro.txt')).mode & 0o7777, 0o444);
});

test('leftovers of killed runs neither block a fix (as process 1 in a container) nor get checked', async () => {
  const leftovers = { '.a.txt.urlsmith-1.tmp': 'http://x.example/%zz\n', '.a.txt.urlsmith-2.tmp': 'x', '.b.md.urlsmith-0123abcdef.tmp': 'http://x.example/%zz\n' };
  const dir = makeTree({ 'a.txt': BEFORE, ...leftovers });
  const run = await urlsmith(['--fix', 'a.txt'], { cwd: dir, pidNamespace: true });
  assert.equal(run.code, 0, run.stderr);
  assert.equal(fs.readFileSync(path.join(dir, 'a.txt'), 'utf8'), AFTER);
  const walked = await urlsmith(['-f', 'json', '.'], { cwd: dir });
  assert.deepEqual((JSON.parse(walked.stdout) as Array<{ file: string }>).map((f) => f.file), ['a.txt']);
  assert.deepEqual(fs.readdirSync(dir).sort(), ['a.txt', ...Object.keys(leftovers)].sort());
});
