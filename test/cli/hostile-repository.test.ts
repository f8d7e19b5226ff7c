/**
 * A cloned repository is hostile input (issue 20, points 2 and 4): whatever it commits (symbolic links out of it, a
 * planted cache, a config or .gitignore that is a FIFO, a device, a folder, a link loop or huge, globs built to
 * backtrack, escape sequences in its text and names), urlsmith writes nothing outside the files it fixes and its
 * cache, reads nothing outside the folder unless asked, never hangs or crashes, and says what it skipped, one
 * located line each, exit 2. Every case runs the built CLI as a real process on real links, FIFOs and devices.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { CLI, located, makeTree, quietEnv, removeOnExit, urlsmith, type Run } from './support';

const BAD = 'HTTP://a.example/ http://a.example/%zz\n';
const FIXED = 'http://a.example/ http://a.example/%25zz\n';
const SECRET = 'http://secret.example/token=abc123\n';

/** No stack trace, no unhandled event: only "urlsmith: ..." lines on stderr. */
function onlyMessages(run: Run): void {
  for (const line of run.stderr.split('\n').filter(Boolean)) assert.match(line, /^urlsmith: /, run.stderr);
  assert.doesNotMatch(run.stderr, /\n\s+at /, run.stderr);
}

/** A folder outside the repository, as a home folder would be, holding a file a link may point to. */
function outsideFile(content = SECRET): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-outside-'));
  removeOnExit(dir);
  fs.writeFileSync(path.join(dir, 'private.txt'), content);
  return path.join(dir, 'private.txt');
}

test('a link to a file outside the folder is not followed: find does not print it, check and --fix leave it', async () => {
  const secret = outsideFile(BAD);
  const dir = makeTree({ 'a.txt': BAD, 'real/b.txt': BAD });
  fs.symlinkSync(secret, path.join(dir, 'notes.txt'));
  fs.symlinkSync('real/b.txt', path.join(dir, 'inside.txt'));

  const found = await urlsmith(['find', '--no-filename', '.'], { cwd: dir });
  assert.equal(found.code, 0, found.stderr);
  // a.txt, inside.txt (a link inside the folder is followed), real/b.txt: never notes.txt.
  assert.equal(found.stdout, 'HTTP://a.example/\nhttp://a.example/%zz\n'.repeat(3));

  const checked = await urlsmith(['.'], { cwd: dir });
  assert.deepEqual([...new Set(located(checked.stdout).map((l) => l.split(':')[0]))], ['a.txt', 'inside.txt', path.join('real', 'b.txt')]);

  const fixed = await urlsmith(['--fix', '.'], { cwd: dir });
  assert.equal(fixed.code, 0, fixed.stderr);
  assert.equal(fs.readFileSync(secret, 'utf8'), BAD);
  assert.equal(fs.readFileSync(path.join(dir, 'real/b.txt'), 'utf8'), FIXED);
  assert.deepEqual(fs.readdirSync(path.dirname(secret)), ['private.txt']);
});

test('a glob\'s wildcard part passes over links to outside, to a file or a folder: find, check and --fix neither read nor write there (issue 29, point 4)', async () => {
  const secret = outsideFile(BAD);
  const outsideDir = path.dirname(outsideFile(BAD));
  const dir = makeTree({ 'a.txt': BAD, 'docs/b.txt': BAD });
  fs.symlinkSync(secret, path.join(dir, 'notes.txt'));
  fs.symlinkSync(secret, path.join(dir, 'docs/notes.txt'));
  fs.symlinkSync(outsideDir, path.join(dir, 'docs/ext'));
  for (const glob of ['*.txt', '**/*.txt', 'docs/**']) {
    const found = await urlsmith(['find', glob], { cwd: dir });
    assert.equal(found.code, 0, `${glob}: ${found.stderr}`);
    assert.doesNotMatch(found.stdout, /notes|ext/, glob);
    const fixed = await urlsmith(['--fix', glob], { cwd: dir });
    assert.equal(fixed.code, 0, `${glob}: ${fixed.stderr}`);
    assert.equal(fs.readFileSync(secret, 'utf8'), BAD, glob);
    assert.equal(fs.readFileSync(path.join(outsideDir, 'private.txt'), 'utf8'), BAD, glob);
    assert.deepEqual(fs.readdirSync(outsideDir), ['private.txt'], glob);
  }
  assert.equal(fs.readFileSync(path.join(dir, 'a.txt'), 'utf8'), FIXED);
  assert.equal(fs.readFileSync(path.join(dir, 'docs/b.txt'), 'utf8'), FIXED);
});

test('a link outside named on the command line is an error; --follow-symlinks reads it, and --fix still never writes it', async () => {
  const secret = outsideFile(BAD);
  const dir = makeTree({ 'a.txt': BAD });
  fs.symlinkSync(secret, path.join(dir, 'notes.txt'));

  const named = await urlsmith(['find', '--no-filename', 'notes.txt', 'a.txt'], { cwd: dir });
  assert.equal(named.code, 2);
  assert.equal(named.stdout, 'HTTP://a.example/\nhttp://a.example/%zz\n');
  assert.match(named.stderr, /^urlsmith: notes\.txt: a symbolic link to outside the folder being checked/m);
  onlyMessages(named);

  const followed = await urlsmith(['find', '--no-filename', '--follow-symlinks', '.'], { cwd: dir });
  assert.equal(followed.code, 0, followed.stderr);
  assert.equal(followed.stdout, 'HTTP://a.example/\nhttp://a.example/%zz\n'.repeat(2));

  const fixed = await urlsmith(['--fix', '--follow-symlinks', '.'], { cwd: dir });
  assert.equal(fixed.code, 2);
  assert.match(fixed.stderr, /^urlsmith: notes\.txt: not fixed: a symbolic link to outside the folder being checked$/m);
  assert.equal(fs.readFileSync(secret, 'utf8'), BAD);
  assert.equal(fs.readFileSync(path.join(dir, 'a.txt'), 'utf8'), FIXED);
  assert.deepEqual(located(fixed.stdout), ['notes.txt:1:1 hint scheme-case', 'notes.txt:1:36 error invalid-percent-escape']);
});

test('a link cycle of folders and a link loop of files end nothing: each walk finishes, the loop named is reported', async () => {
  const dir = makeTree({ 'a.txt': BAD, 'sub/b.txt': BAD });
  fs.symlinkSync('..', path.join(dir, 'sub/up'));
  fs.symlinkSync('loop1.txt', path.join(dir, 'loop2.txt'));
  fs.symlinkSync('loop2.txt', path.join(dir, 'loop1.txt'));
  const run = await urlsmith(['.', 'loop1.txt'], { cwd: dir, deadline: 20000 });
  assert.equal(run.code, 2);
  assert.deepEqual([...new Set(located(run.stdout).map((l) => l.split(':')[0]))], ['a.txt', path.join('sub', 'b.txt')]);
  // Said to be a loop, not "no such file" (issue 29, U3).
  assert.match(run.stderr, /^urlsmith: loop1\.txt: a symbolic link loop/m);
  onlyMessages(run);
});

test('a symbolic link to a folder outside, named or as a glob\'s fixed part, is not walked: nothing there is read or fixed (issue 29, N1)', async () => {
  const outside = makeTree({ 'a.txt': BAD, 'inner/b.txt': BAD });
  const dir = makeTree({ 'in.txt': BAD, 'real/c.txt': BAD });
  fs.symlinkSync(outside, path.join(dir, 'extdir'));
  fs.symlinkSync('real', path.join(dir, 'samedir'));
  const cases: Array<[string[], RegExp]> = [
    [['--fix', 'extdir'], /^urlsmith: extdir: a symbolic link to a folder, not walked/m],
    [['--fix', 'extdir/'], /^urlsmith: extdir\/: a symbolic link to a folder, not walked/m],
    [['--fix', 'extdir/inner'], /^urlsmith: extdir\/inner: a symbolic link in its path leads outside the working folder/m],
    [['--fix', 'extdir/**/*.txt'], /^urlsmith: extdir\/\*\*\/\*\.txt: extdir is a symbolic link to a folder, not walked/m],
    [['--fix', 'extdir/inner/*.txt'], /^urlsmith: extdir\/inner\/\*\.txt: a symbolic link in extdir\/inner leads outside the working folder/m],
    // A link to a folder inside is not walked either when named: links to folders are never followed.
    [['--fix', 'samedir'], /^urlsmith: samedir: a symbolic link to a folder, not walked/m],
  ];
  for (const [args, said] of cases) {
    const run = await urlsmith(args, { cwd: dir });
    assert.equal(run.code, 2, `${args.join(' ')}: ${run.stderr}`);
    assert.deepEqual(located(run.stdout), [], args.join(' '));
    assert.match(run.stderr, said, args.join(' '));
    onlyMessages(run);
    const found = await urlsmith(['find', args[1]!], { cwd: dir });
    assert.equal(found.stdout, '', args.join(' '));
  }
  assert.equal(fs.readFileSync(path.join(outside, 'a.txt'), 'utf8'), BAD);
  assert.equal(fs.readFileSync(path.join(outside, 'inner/b.txt'), 'utf8'), BAD);
  assert.equal(fs.readFileSync(path.join(dir, 'real/c.txt'), 'utf8'), BAD);
  // The working folder's own walk passes over both links and fixes what is really there.
  const all = await urlsmith(['--fix', '.'], { cwd: dir });
  assert.equal(all.code, 0, all.stderr);
  assert.equal(fs.readFileSync(path.join(dir, 'real/c.txt'), 'utf8'), FIXED);
  assert.equal(fs.readFileSync(path.join(outside, 'a.txt'), 'utf8'), BAD);
});

test('a .gitignore that links outside the repository is not read: what it would ignore is checked, and it is named (issue 29, point 4)', async () => {
  const secret = outsideFile('a.txt\n');
  const dir = makeTree({ 'a.txt': BAD, '.git/HEAD': 'ref: refs/heads/main\n', 'sub/b.txt': BAD, 'sub/.gitignore-real': 'b.txt\n' });
  fs.symlinkSync(secret, path.join(dir, '.gitignore'));
  // A link inside the repository is read as before.
  fs.symlinkSync('.gitignore-real', path.join(dir, 'sub/.gitignore'));
  const run = await urlsmith(['.'], { cwd: dir });
  // A warning: the exit code is the files' (1 for a.txt's error).
  assert.equal(run.code, 1, run.stderr);
  assert.deepEqual(located(run.stdout), ['a.txt:1:36 error invalid-percent-escape']);
  assert.match(run.stderr, /^urlsmith: \.gitignore: a symbolic link to outside the repository, so it was not read$/m);
  onlyMessages(run);
});

test('a .gitignore linked to a device or a FIFO outside the repository is named for what it is, not for where it leads', async () => {
  const fifo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-outside-')), 'fifo');
  removeOnExit(path.dirname(fifo));
  execFileSync('mkfifo', [fifo]);
  for (const [target, kind] of [['/dev/zero', 'a device'], [fifo, 'a FIFO']] as const) {
    const dir = makeTree({ 'a.txt': BAD, '.git/HEAD': 'ref: refs/heads/main\n' });
    fs.symlinkSync(target, path.join(dir, '.gitignore'));
    const run = await urlsmith(['.'], { cwd: dir, deadline: 20000 });
    assert.equal(run.code, 1, run.stderr);
    assert.deepEqual(located(run.stdout), ['a.txt:1:36 error invalid-percent-escape']);
    assert.equal(run.stderr, `urlsmith: .gitignore: not a regular file (${kind}), so its patterns were not applied\n`);
  }
});

test('the walk is linear in folder depth: 1,200 levels in seconds (issue 29, C4)', async () => {
  const dir = makeTree({});
  let deep = dir;
  for (let i = 0; i < 1200; i++) deep = path.join(deep, 'd');
  fs.mkdirSync(deep, { recursive: true });
  fs.writeFileSync(path.join(deep, 'a.txt'), BAD);
  fs.writeFileSync(path.join(dir, '.gitignore'), 'ignored/\n');
  fs.mkdirSync(path.join(dir, '.git'));
  const run = await urlsmith(['.'], { cwd: dir, deadline: 20000 });
  assert.equal(run.code, 1, run.stderr);
  assert.deepEqual(located(run.stdout), [`${path.relative(dir, deep)}/a.txt:1:36 error invalid-percent-escape`]);
});

/** What a repository may commit in place of a settings file: each must be one located error, never a read. */
function plantings(dir: string, name: string): Array<[string, () => void]> {
  const at = path.join(dir, name);
  return [
    ['a FIFO', () => execFileSync('mkfifo', [at])],
    ['a link to /dev/zero', () => fs.symlinkSync('/dev/zero', at)],
    // A folder named like a config is no config (below): only a .gitignore's is an error.
    ...(name === '.gitignore' ? [['a folder', () => fs.mkdirSync(at)] as [string, () => void]] : []),
    ['a link loop', () => fs.symlinkSync(name, at)],
    name === '.gitignore'
      ? ['over 1 MiB', () => fs.writeFileSync(at, `# ${'x'.repeat(1 << 20)}\n`)]
      : ['over 32 MiB', () => fs.writeFileSync(at, `{"rules": {}, "x": "${'x'.repeat(32 << 20)}"}`)],
  ];
}

test('a .urlsmithrc.json that is a FIFO, /dev/zero, a link loop or over 32 MiB is a located error; other files are checked', async () => {
  for (let i = 0; i < 4; i++) {
    const dir = makeTree({ 'a.txt': BAD, 'sub/b.txt': BAD });
    const [what, plant] = plantings(path.join(dir, 'sub'), '.urlsmithrc.json')[i]!;
    plant();
    for (const args of [['.'], ['find', '--no-filename', '.']]) {
      const run = await urlsmith(args, { cwd: dir, deadline: 20000 });
      assert.equal(run.code, 2, `${what}: ${run.stderr}`);
      assert.match(run.stderr, /^urlsmith: invalid config, so the files it governs are not checked\nsub\/\.urlsmithrc\.json:1:1: Cannot read this file/m, what);
      if (args[0] === 'find') assert.equal(run.stdout, 'HTTP://a.example/\nhttp://a.example/%zz\n', what);
      else assert.deepEqual(located(run.stdout), ['a.txt:1:36 error invalid-percent-escape'], what);
      onlyMessages({ ...run, stderr: run.stderr.replace(/^sub\/\.urlsmithrc\.json:.*\n/m, '') });
    }
  }
});

test('a folder named .urlsmithrc.json is no config: passed over, the config above governs (as ESLint and cspell look up theirs)', async () => {
  const dir = makeTree({ '.urlsmithrc.json': '{ "rules": { "invalid-percent-escape": "warning" } }\n', 'sub/b.txt': BAD });
  fs.mkdirSync(path.join(dir, 'sub', '.urlsmithrc.json'));
  const run = await urlsmith(['.'], { cwd: dir });
  assert.equal(run.code, 0, run.stderr);
  assert.deepEqual(located(run.stdout), ['sub/b.txt:1:36 warning invalid-percent-escape']);
  assert.equal(run.stderr, '');
});

test('a .urlsmithrc.json of 18 MB (a million ignored hosts) is read', async () => {
  const ignore = Array.from({ length: 1_000_000 }, (_, i) => `h${i}.example`);
  const dir = makeTree({ '.urlsmithrc.json': JSON.stringify({ ignore: [...ignore, 'a.example'] }), 'a.txt': `${BAD}http://b.example/%zz\n` });
  const run = await urlsmith(['.'], { cwd: dir, deadline: 60000 });
  assert.equal(run.code, 1, run.stderr);
  assert.deepEqual(located(run.stdout), ['a.txt:2:18 error invalid-percent-escape']);
});

test('a .gitignore that is a FIFO, /dev/zero, a folder, a link loop or over 1 MiB is a located warning; every file is still checked, the exit code theirs', async () => {
  for (let i = 0; i < 5; i++) {
    const dir = makeTree({ 'a.txt': BAD, '.git/HEAD': 'ref: refs/heads/main\n' });
    const [what, plant] = plantings(dir, '.gitignore')[i]!;
    plant();
    const run = await urlsmith(['.'], { cwd: dir, deadline: 20000, nodeArgs: ['--max-old-space-size=256'] });
    // Not applied, it can only make the walk check more: nothing is hidden, so the results decide (was exit 2).
    assert.equal(run.code, 1, `${what}: ${run.stderr}`);
    assert.deepEqual(located(run.stdout), ['a.txt:1:36 error invalid-percent-escape'], what);
    assert.equal(run.stderr.split('\n').filter(Boolean).length, 1, `${what}: ${run.stderr}`);
    // Relative to the working folder, as every other path in the output (issue 29, N13).
    assert.match(run.stderr, /^urlsmith: \.gitignore: /m, what);
    onlyMessages(run);
  }
});

test('a .urlsmithrc.json linked to a file outside the working folder is not read: a located error quoting nothing of it', async () => {
  const secret = outsideFile('{ "rules": { "ghp_0123456789abcdef": "off" } }\n');
  const dir = makeTree({ 'a.txt': BAD, 'sub/b.txt': BAD });
  fs.symlinkSync(secret, path.join(dir, 'sub', '.urlsmithrc.json'));
  for (const args of [['.'], ['find', '--no-filename', '.']]) {
    const run = await urlsmith(args, { cwd: dir });
    assert.equal(run.code, 2, run.stderr);
    assert.match(run.stderr, /^urlsmith: invalid config, so the files it governs are not checked\nsub\/\.urlsmithrc\.json:1:1: Cannot read this file/m);
    assert.doesNotMatch(run.stdout + run.stderr, /ghp_/);
    if (args[0] === 'find') assert.equal(run.stdout, 'HTTP://a.example/\nhttp://a.example/%zz\n');
    else assert.deepEqual(located(run.stdout), ['a.txt:1:36 error invalid-percent-escape']);
  }
});

test('a cache of 20 MB of "[" is an empty cache, read in bounded memory: every file checked, the cache rewritten', async () => {
  const dir = makeTree({ 'a.txt': BAD });
  fs.writeFileSync(path.join(dir, '.urlsmithcache'), '['.repeat(20 << 20));
  // The run's peak resident memory, as the kernel counts it, written as it exits.
  const probe = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-rss-')), 'rss.js');
  removeOnExit(path.dirname(probe));
  fs.writeFileSync(probe, "process.on('exit', () => require('fs').writeFileSync(process.env.RSS_FILE, String(process.resourceUsage().maxRSS)));\n");
  const rssFile = path.join(path.dirname(probe), 'rss');
  const run = await urlsmith(['--cache', '.'], { cwd: dir, deadline: 60000, nodeArgs: ['--require', probe], env: { RSS_FILE: rssFile } });
  assert.equal(run.code, 1, run.stderr);
  assert.deepEqual(located(run.stdout), ['a.txt:1:36 error invalid-percent-escape']);
  assert.equal(JSON.parse(fs.readFileSync(path.join(dir, '.urlsmithcache'), 'utf8')).urlsmithCache, 1);
  // Parsed, the 20 million nested arrays took 1.4 GB (5.5 GB for 100 MB); scanned first, about 110 MB.
  const kb = Number(fs.readFileSync(rssFile, 'utf8'));
  assert.ok(kb < 400_000, `${kb} KB`);
});

test('--cache never writes through a planted link: its temporary file is new, exclusive and unpredictable', async () => {
  // The old cache wrote `..urlsmithcache.<pid>.tmp`; in a container the CLI is process 1, so the name was known.
  const victim = outsideFile('keep me\n');
  const dir = makeTree({ 'a.txt': BAD });
  fs.symlinkSync(victim, path.join(dir, '..urlsmithcache.1.tmp'));
  const run = await urlsmith(['--cache', '.'], { cwd: dir, pidNamespace: true });
  assert.equal(run.code, 1, run.stderr);
  assert.equal(fs.readFileSync(victim, 'utf8'), 'keep me\n');
  assert.ok(fs.lstatSync(path.join(dir, '.urlsmithcache')).isFile());
  assert.deepEqual(fs.readdirSync(dir).sort(), ['..urlsmithcache.1.tmp', '.urlsmithcache', 'a.txt']);
});

test('a cache that is a link, a FIFO, /dev/zero or a folder is a warning: not read, not written, every file checked, the exit code theirs', async () => {
  const victimDir = path.dirname(outsideFile('x\n'));
  const cases: Array<[string, (at: string) => void]> = [
    ['a link to a file outside', (at) => fs.symlinkSync(path.join(victimDir, 'private.txt'), at)],
    ['a link to a folder outside', (at) => fs.symlinkSync(victimDir, at)],
    ['a link to /dev/zero', (at) => fs.symlinkSync('/dev/zero', at)],
    ['a FIFO', (at) => execFileSync('mkfifo', [at])],
    ['a folder', (at) => fs.mkdirSync(at)],
  ];
  for (const [what, plant] of cases) {
    const dir = makeTree({ 'a.txt': BAD });
    plant(path.join(dir, '.urlsmithcache'));
    const run = await urlsmith(['--cache', '.'], { cwd: dir, deadline: 20000, nodeArgs: ['--max-old-space-size=256'] });
    assert.equal(run.code, 1, `${what}: ${run.stderr}`);
    assert.deepEqual(located(run.stdout), ['a.txt:1:36 error invalid-percent-escape'], what);
    assert.match(run.stderr, /^urlsmith: \.urlsmithcache: not used as the cache: /m, what);
    onlyMessages(run);
    assert.deepEqual(fs.readdirSync(victimDir), ['private.txt'], what);
    assert.equal(fs.readFileSync(path.join(victimDir, 'private.txt'), 'utf8'), 'x\n', what);
    assert.deepEqual(fs.readdirSync(dir).sort(), ['.urlsmithcache', 'a.txt'], what);
  }
});

test('a cache entry is trusted only for its own path and urlsmith build: one planted for another hides nothing', async () => {
  const first = makeTree({ 'a.txt': 'http://a.example/\n' });
  assert.equal((await urlsmith(['--cache', '.'], { cwd: first })).code, 0);
  const cache = JSON.parse(fs.readFileSync(path.join(first, '.urlsmithcache'), 'utf8')) as { version: string; files: Record<string, { content: string; key: string }> };
  const entry = cache.files[path.join(first, 'a.txt')]!;
  // A clean result forged for BAD's content, as a committed cache would carry it: under the path it was made at (a
  // clone elsewhere), and under this path but from another build of urlsmith.
  const second = makeTree({ 'a.txt': BAD });
  const forged = { ...entry, content: sha256(BAD), problems: [] };
  const plantings = [
    { ...cache, files: { [path.join(first, 'a.txt')]: forged } },
    { ...cache, version: `${cache.version.split('+')[0]}+0000000000000000`, files: { [path.join(second, 'a.txt')]: forged } },
  ];
  for (const planted of plantings) {
    fs.writeFileSync(path.join(second, '.urlsmithcache'), JSON.stringify(planted));
    const run = await urlsmith(['--cache', '.'], { cwd: second });
    assert.equal(run.code, 1, run.stderr);
    assert.deepEqual(located(run.stdout), ['a.txt:1:36 error invalid-percent-escape']);
  }
});

test('a rule code edited into the cache is checked before it is printed: no workflow command, no control character (issue 29, N8)', async () => {
  const dir = makeTree({ 'a.txt': BAD });
  assert.equal((await urlsmith(['--cache', '.'], { cwd: dir })).code, 1);
  const file = path.join(dir, '.urlsmithcache');
  const cache = JSON.parse(fs.readFileSync(file, 'utf8')) as { files: Record<string, { problems: Array<Array<{ code: string }>> }> };
  for (const piece of cache.files[path.join(dir, 'a.txt')]!.problems) for (const p of piece) p.code = 'x\n::error file=a.txt::pwned\u001b[2J';
  fs.writeFileSync(file, JSON.stringify(cache));
  for (const format of ['stylish', 'compact', 'github']) {
    const run = await urlsmith(['--cache', '--format', format, '.'], { cwd: dir, env: { NO_COLOR: '1' } });
    assert.equal(run.code, 1, run.stderr);
    assert.doesNotMatch(run.stdout, /pwned|^::error file=a\.txt::/m, format);
    assert.ok(!run.stdout.includes('\u001b'), `${format}: no escape character`);
    assert.match(run.stdout, /invalid-percent-escape/, `${format}: the file is checked again`);
  }
});

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

test('a glob built to backtrack is matched in linear time: an exclude of 8 stars against a 250-character name', async () => {
  // picomatch took 14.7 s at 60 characters, doubling every 4 more: at 250 the old CLI would not finish this year.
  const name = `${'a'.repeat(250)}.txt`;
  const dir = makeTree({ [name]: BAD, 'b.txt': BAD, '.urlsmithrc.json': JSON.stringify({ files: { exclude: ['*a*a*a*a*a*a*a*a*b', 'b*'] } }) });
  const run = await urlsmith(['.'], { cwd: dir, deadline: 30000 });
  assert.equal(run.code, 1, run.stderr);
  assert.deepEqual(located(run.stdout), [`${name}:1:36 error invalid-percent-escape`]);
  const glob = await urlsmith([`*a*a*a*a*a*a*a*a*{b,c}*`], { cwd: dir, deadline: 30000 });
  assert.equal(glob.code, 2);
  assert.match(glob.stderr, /no files match this pattern/);
});

test('a deep a/**/a/**/.../b in .gitignore is matched in linear time, 40 folders deep', async () => {
  const deep = Array.from({ length: 40 }, () => 'a').join('/');
  const dir = makeTree({ [`${deep}/x.txt`]: BAD, [`${deep}/b`]: BAD, '.git/HEAD': 'ref: refs/heads/main\n', '.gitignore': `${Array.from({ length: 20 }, () => 'a').join('/**/')}/**/c\n${'a/**/'.repeat(12)}b\n` });
  const run = await urlsmith(['.'], { cwd: dir, deadline: 30000 });
  assert.equal(run.code, 1, run.stderr);
  // b is ignored (the second pattern), x.txt is not (no pattern names it).
  assert.deepEqual(located(run.stdout), [`${deep}/x.txt:1:36 error invalid-percent-escape`].map((l) => l.split('/').join(path.sep)));
});

test('escape sequences in file names, file contents and URLs reach no output as control characters', async () => {
  const evil = '\u001b]0;owned\u0007\u001b[2J';
  const dir = makeTree({ [`x${evil}.txt`]: `see http://a.example/%zz${evil} and <URL:http://b.example/\u009b31m%zz>\n` });
  const outputs = [
    await urlsmith(['.'], { cwd: dir }),
    await urlsmith(['-f', 'compact', '.'], { cwd: dir }),
    await urlsmith(['-f', 'github', '.'], { cwd: dir }),
    await urlsmith(['find', '.'], { cwd: dir }),
    await urlsmith(['explain', `http://a.example/${evil}%zz`], { cwd: dir }),
    await urlsmith(['--fix', `x${evil}.txt`, 'missing\u001bX.txt', 'urlsmith: forged\nline.txt'], { cwd: dir }),
  ];
  for (const run of outputs) {
    for (const text of [run.stdout, run.stderr]) {
      // Line feeds only: no ESC, BEL, CSI or any other control character is sent to the terminal.
      const controls = [...text].filter((c) => c !== '\n' && (c <= '\u001f' || (c >= '\u007f' && c <= '\u009f')));
      assert.deepEqual(controls, [], JSON.stringify(text));
    }
  }
  assert.match(outputs[0]!.stdout, /^x\\x1b\]0;owned\\x07\\x1b\[2J\.txt$/m);
  assert.match(outputs[5]!.stderr, /^urlsmith: missing\\x1bX\.txt: no such file or folder$/m);
  // A line break in a name cannot forge a message line of its own.
  const starts = ['urlsmith: missing\\', 'urlsmith: urlsmith: '];
  assert.deepEqual(outputs[5]!.stderr.split('\n').filter(Boolean).map((l, i) => l.slice(0, starts[i]?.length ?? 0)), starts);
});

test('a closed standard output (| head) ends the run quietly with the exit code of what it found', async () => {
  const dir = makeTree({ 'a.txt': 'http://a.example/%zz\n'.repeat(30000), 'b.txt': 'http://a.example/\n' });
  // Checked: errors (1). Found: no unreadable file (0). Fixed: nothing left to report (0), every file fixed.
  for (const [args, code] of [[['.'], 1], [['find', '.'], 0], [['--fix', '.'], 0]] as const) {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: dir, env: quietEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    // As `head -1` does: read one block, then close the pipe.
    child.stdout.once('data', () => child.stdout.destroy());
    const exit = await new Promise<number | null>((resolve) => child.once('close', resolve));
    assert.equal(exit, code, `${args.join(' ')}: ${stderr}`);
    assert.equal(stderr, '', args.join(' '));
    assert.deepEqual(fs.readdirSync(dir).sort(), ['a.txt', 'b.txt'], args.join(' '));
  }
  // --fix went on to the end: both files were fixed though nobody read the report.
  assert.equal(fs.readFileSync(path.join(dir, 'a.txt'), 'utf8'), 'http://a.example/%25zz\n'.repeat(30000));
});

test('> /dev/full is a clear write error, exit 2, no stack trace; under --fix no temporary file is left', async () => {
  const dir = makeTree({ 'a.txt': 'http://a.example/%zz\n'.repeat(20000), 'b.txt': BAD });
  for (const args of [['.'], ['find', '.'], ['--fix', '.']]) {
    const full = fs.openSync('/dev/full', 'w');
    const run = spawnSync(process.execPath, [CLI, ...args], { cwd: dir, env: quietEnv(), stdio: ['ignore', full, 'pipe'], timeout: 30000 });
    fs.closeSync(full);
    const stderr = run.stderr.toString();
    assert.equal(run.status, 2, `${args.join(' ')}: ${stderr}`);
    assert.equal(stderr, 'urlsmith: cannot write the output: no space left on device (ENOSPC)\n', args.join(' '));
    assert.deepEqual(fs.readdirSync(dir).sort(), ['a.txt', 'b.txt'], args.join(' '));
  }
});

test('an empty path is a usage error, not the whole folder', async () => {
  const dir = makeTree({ 'a.txt': BAD });
  for (const args of [[''], ['find', ''], ['--fix', ''], ['a.txt', '']]) {
    const run = await urlsmith(args, { cwd: dir });
    assert.equal(run.code, 2, JSON.stringify(args));
    assert.equal(run.stdout, '');
    assert.match(run.stderr, /^urlsmith: an empty path was given/, JSON.stringify(args));
  }
  assert.equal(fs.readFileSync(path.join(dir, 'a.txt'), 'utf8'), BAD);
});

test('a document of a type read whole over the cap is a located error and skipped; plain text is read in pieces, uncapped', async () => {
  const env = { URLSMITH_MAX_WHOLE_CHARS: '4096' };
  const big = `# Title\n\n${'See http://a.example/%zz here.\n'.repeat(200)}`;
  const dir = makeTree({ 'big.md': big, 'big.txt': big, 'small.md': BAD });
  for (const args of [['.'], ['find', '.'], ['--fix', '.']]) {
    const run = await urlsmith(args, { cwd: dir, env });
    assert.equal(run.code, 2, `${args.join(' ')}: ${run.stderr}`);
    assert.equal(run.stderr, 'urlsmith: big.md: too large to read as markdown (over 4,096 characters), so not checked\n', args.join(' '));
  }
  assert.equal(fs.readFileSync(path.join(dir, 'big.md'), 'utf8'), big);
  assert.equal(fs.readFileSync(path.join(dir, 'small.md'), 'utf8'), FIXED);
  assert.deepEqual(fs.readdirSync(dir).sort(), ['big.md', 'big.txt', 'small.md']);
  const stdin = await urlsmith(['--stdin-filename', 'x.md', '-'], { cwd: dir, env, stdin: big });
  assert.equal(stdin.code, 2);
  assert.match(stdin.stderr, /^urlsmith: x\.md: too large to read as markdown/m);
});

test('a line longer than urlsmith can hold at once is a located error and skipped; the other files are checked (issue 29, U4)', async () => {
  // URLSMITH_MAX_LINE_CHARS stands in for the real limit (256 Mi characters), which a 1 GB line passed as V8's
  // "Invalid string length".
  const long = `see http://a.example/${'x'.repeat(3_000_000)} and more\n`;
  const dir = makeTree({ 'a.txt': BAD, 'long.txt': long, 'lines.txt': `${'http://a.example/ok\n'.repeat(10_000)}` });
  const env = { URLSMITH_MAX_LINE_CHARS: '1048576' };
  for (const args of [['.'], ['--fix', '.']]) {
    const run = await urlsmith(args, { cwd: dir, env });
    assert.equal(run.code, 2, run.stderr);
    assert.deepEqual(located(run.stdout), args[0] === '--fix' ? [] : ['a.txt:1:36 error invalid-percent-escape']);
    assert.match(run.stderr, /^urlsmith: long\.txt: a line of over 1,048,576 characters, more than urlsmith can hold at once, so not checked$/m);
    onlyMessages(run);
  }
  assert.equal(fs.readFileSync(path.join(dir, 'long.txt'), 'utf8'), long);
  assert.equal(fs.readFileSync(path.join(dir, 'a.txt'), 'utf8'), FIXED);
  assert.deepEqual(fs.readdirSync(dir).sort(), ['a.txt', 'lines.txt', 'long.txt']);
});

test('--fix keeps POSIX ACLs and extended attributes', async () => {
  const dir = makeTree({ 'a.txt': BAD });
  const file = path.join(dir, 'a.txt');
  // Node has no API for extended attributes; Python's os module has (the tests' only use of it). The ACL is the
  // kernel's binary form of `setfacl -m u:nobody:rw` (acl/include/acl_ea.h: version 2, then tag, perm, id entries).
  const acl = 'struct.pack("<I",2)+b"".join(struct.pack("<HHI",t,p,i) for t,p,i in [(1,6,0xffffffff),(2,6,65534),(4,4,0xffffffff),(0x10,6,0xffffffff),(0x20,4,0xffffffff)])';
  const python = (code: string) => execFileSync('python3', ['-c', `import os, struct\n${code}`], { encoding: 'utf8' });
  python(`os.setxattr(${JSON.stringify(file)}, "user.origin", b"downloaded")\nos.setxattr(${JSON.stringify(file)}, "system.posix_acl_access", ${acl})`);
  const before = python(`print(sorted((k, os.getxattr(${JSON.stringify(file)}, k).hex()) for k in os.listxattr(${JSON.stringify(file)})))`);
  assert.match(before, /user\.origin/);
  assert.match(before, /system\.posix_acl_access/);
  const run = await urlsmith(['--fix', 'a.txt'], { cwd: dir });
  assert.equal(run.code, 0, run.stderr);
  assert.equal(fs.readFileSync(file, 'utf8'), FIXED);
  assert.equal(python(`print(sorted((k, os.getxattr(${JSON.stringify(file)}, k).hex()) for k in os.listxattr(${JSON.stringify(file)})))`), before);
  assert.deepEqual(fs.readdirSync(dir), ['a.txt']);
});

test('--fix starts no program: a cp first on PATH is never run, and the fixed file is the same inode with its attributes (issue 29, N10)', async () => {
  const dir = makeTree({ 'a.txt': BAD, 'b.md': BAD });
  const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-path-'));
  removeOnExit(bin);
  const marker = path.join(bin, 'ran');
  // Any program urlsmith looked up on PATH: each leaves a mark and fails.
  for (const name of ['cp', 'sh', 'getfattr', 'setfattr', 'getfacl', 'setfacl', 'git']) {
    fs.writeFileSync(path.join(bin, name), `#!/bin/sh\necho "${name} $*" >> ${JSON.stringify(marker)}\nexit 1\n`, { mode: 0o755 });
  }
  const file = path.join(dir, 'a.txt');
  execFileSync('python3', ['-c', `import os\nos.setxattr(${JSON.stringify(file)}, "user.origin", b"downloaded")`]);
  const inode = fs.statSync(file).ino;
  const run = await urlsmith(['--fix', '.'], { cwd: dir, env: { PATH: `${bin}:${process.env['PATH'] ?? ''}` } });
  assert.equal(run.code, 0, run.stderr);
  assert.equal(fs.existsSync(marker), false, fs.existsSync(marker) ? fs.readFileSync(marker, 'utf8') : '');
  assert.equal(fs.readFileSync(file, 'utf8'), FIXED);
  assert.equal(fs.readFileSync(path.join(dir, 'b.md'), 'utf8'), FIXED);
  assert.equal(fs.statSync(file).ino, inode);
  assert.equal(execFileSync('python3', ['-c', `import os\nprint(os.getxattr(${JSON.stringify(file)}, "user.origin"))`], { encoding: 'utf8' }), "b'downloaded'\n");
  assert.deepEqual(fs.readdirSync(dir).sort(), ['a.txt', 'b.md']);
});
