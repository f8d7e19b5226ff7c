/**
 * The CLI behaves as ESLint users expect (issue 22, point 5): hints only on request, a named path whose files are all
 * ignored is a mistake (exit 2), every fault one plain located line, explain coloured and showing what --fix writes,
 * and find naming the file of each URL when it reads several.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { located, makeTree, NOBODY, urlsmith } from './support';

/** One error, one warning and two hints (an upper-case scheme, a default port) on one line. */
const MIXED = 'HTTP://a.example:80/%zz and http://b.example:25/\n';

test('hints are hidden unless --hints asks; the summary counts what was listed and says how many were hidden', async () => {
  const dir = makeTree({ 'a.txt': MIXED, 'b.txt': 'HTTP://c.example/\n' });
  const plain = await urlsmith(['.'], { cwd: dir });
  assert.equal(plain.code, 1);
  assert.deepEqual(located(plain.stdout), ['a.txt:1:21 error invalid-percent-escape', 'a.txt:1:46 warning reserved-port']);
  assert.deepEqual(plain.stdout.split('\n').slice(-4), [
    '',
    '✖ 2 problems (1 error, 1 warning), 3 hints hidden (--hints shows them)',
    '  1 error and 0 warnings potentially fixable with the `--fix` option.',
    '',
  ]);

  const all = await urlsmith(['--hints', '.'], { cwd: dir });
  assert.equal(all.code, 1);
  assert.deepEqual(located(all.stdout), [
    'a.txt:1:1 hint scheme-case',
    'a.txt:1:17 hint default-port',
    'a.txt:1:21 error invalid-percent-escape',
    'a.txt:1:46 warning reserved-port',
    'b.txt:1:1 hint scheme-case',
  ]);
  assert.match(all.stdout, /^✖ 5 problems \(1 error, 1 warning, 3 hints\)$/m);
  assert.doesNotMatch(all.stdout, /hidden/);

  const compact = await urlsmith(['-f', 'compact', '.'], { cwd: dir });
  assert.deepEqual(compact.stdout.split('\n').filter((l) => !l.startsWith('a.txt: ')), ['', '2 problems, 3 hints hidden (--hints shows them)', '']);
  const github = await urlsmith(['-f', 'github', '.'], { cwd: dir });
  assert.deepEqual(github.stdout.split('\n').map((l) => l.split(' ')[0]), ['::error', '::warning', '']);
  assert.equal((await urlsmith(['-f', 'github', '--hints', '.'], { cwd: dir })).stdout.split('\n').filter((l) => l.startsWith('::notice')).length, 3);

  // Programs get everything: json and sarif keep the hints.
  const json = JSON.parse((await urlsmith(['-f', 'json', '.'], { cwd: dir })).stdout) as Array<{ diagnostics: Array<{ severity: string }> }>;
  assert.equal(json.flatMap((f) => f.diagnostics).filter((d) => d.severity === 'hint').length, 3);
  const sarif = JSON.parse((await urlsmith(['-f', 'sarif', '.'], { cwd: dir })).stdout) as { runs: Array<{ results: Array<{ level: string }> }> };
  assert.equal(sarif.runs[0]!.results.length, 5);

  // Only hints: a clean run that says what it did not list.
  const hintsOnly = await urlsmith(['b.txt'], { cwd: dir });
  assert.equal(hintsOnly.code, 0);
  assert.equal(hintsOnly.stdout, '\nNo problems in 1 file, 1 hint hidden (--hints shows it).\n');
  // --quiet lists errors only and counts nothing hidden.
  const quiet = await urlsmith(['-q', '.'], { cwd: dir });
  assert.match(quiet.stdout, /^✖ 1 problem \(1 error, 0 warnings\)$/m);
  assert.doesNotMatch(quiet.stdout, /hidden/);
});

test('--hints is for checking, and not with --quiet; -H and --no-filename are for find', async () => {
  for (const [args, message] of [
    [['--hints', '-q', '.'], /--hints and --quiet cannot be given together/],
    [['find', '--hints', '.'], /--hints does not apply to "urlsmith find"/],
    [['-H', '.'], /--with-filename is for "urlsmith find"/],
    [['explain', '--no-filename', 'http://a.example/'], /--no-filename is for "urlsmith find"/],
    [['find', '-H', '--no-filename', '.'], /cannot be given together/],
  ] as const) {
    const run = await urlsmith(args);
    assert.equal(run.code, 2, args.join(' '));
    assert.equal(run.stdout, '');
    assert.match(run.stderr, message, args.join(' '));
  }
});

test('a named folder whose files are all ignored is exit 2, saying so, as ESLint does; its files named are checked', async () => {
  const dir = makeTree({
    '.git/HEAD': 'ref: refs/heads/main\n',
    '.gitignore': 'build/\nout/*\n',
    'build/a.md': 'http://a.example/%zz\n',
    'build/sub/b.md': 'http://a.example/%zz\n',
    'out/c.md': 'http://a.example/%zz\n',
    'vendor/.urlsmithrc.json': '{ "files": { "exclude": ["**/*.md"] } }',
    'vendor/d.md': 'http://a.example/%zz\n',
    'empty/.keep': '',
    'docs/e.md': 'http://a.example/%zz\n',
  });
  fs.rmSync(path.join(dir, 'empty/.keep'));
  const ignored = 'all files in this folder are ignored (.gitignore, or "files" in .urlsmithrc.json); name a file to check it anyway';
  // The folder itself ignored (build/), under an ignored folder (build/sub), or every file in it ignored (out/*, vendor's exclude).
  for (const target of ['build', 'build/sub', 'out', 'vendor']) {
    for (const args of [[target], ['find', target], ['--fix', target]]) {
      const run = await urlsmith(args, { cwd: dir });
      assert.equal(run.code, 2, args.join(' '));
      assert.equal(run.stdout, '', args.join(' '));
      assert.equal(run.stderr, `urlsmith: ${target}: ${ignored}\n`, args.join(' '));
    }
  }
  const glob = await urlsmith(['out/*.md'], { cwd: dir });
  assert.deepEqual([glob.code, glob.stdout, glob.stderr], [2, '', 'urlsmith: out/*.md: all files matching this pattern are ignored (.gitignore, or "files" in .urlsmithrc.json)\n']);

  // The other paths are still checked; a file named is always checked; an empty folder is a clean run, not an ignored one.
  const mixed = await urlsmith(['build', 'docs', 'build/a.md'], { cwd: dir });
  assert.equal(mixed.code, 2);
  assert.deepEqual(located(mixed.stdout), ['docs/e.md:1:18 error invalid-percent-escape', 'build/a.md:1:18 error invalid-percent-escape']);
  assert.equal(mixed.stderr, `urlsmith: build: ${ignored}\n`);
  const empty = await urlsmith(['empty'], { cwd: dir });
  assert.deepEqual([empty.code, empty.stdout, empty.stderr], [0, '\nNo problems in 0 files.\n', '']);
  // Working inside an ignored folder means it: there it is checked, named or not.
  for (const args of [[], ['.'], ['sub']]) {
    const inside = await urlsmith(args, { cwd: path.join(dir, 'build') });
    assert.equal(inside.code, 1, args.join(' '));
    assert.ok(located(inside.stdout).includes(`${path.join('sub', 'b.md')}:1:18 error invalid-percent-escape`), args.join(' '));
  }
  // The whole tree: the ignored parts are passed over without a word.
  const whole = await urlsmith([], { cwd: dir });
  assert.deepEqual([whole.code, located(whole.stdout), whole.stderr], [1, ['docs/e.md:1:18 error invalid-percent-escape'], '']);
});

test('a folder that cannot be read is one located line, no system error text', async () => {
  const dir = makeTree({ 'a.txt': 'http://a.example/%zz\n', 'locked/b.txt': 'x\n' });
  for (const f of ['', 'a.txt', 'locked', 'locked/b.txt']) fs.chownSync(path.join(dir, f), NOBODY, NOBODY);
  fs.chmodSync(path.join(dir, 'locked'), 0o000);
  for (const args of [['.'], ['find', '.']]) {
    const run = await urlsmith(args, { cwd: dir, asNobody: true });
    assert.equal(run.code, 2, args.join(' '));
    assert.equal(run.stderr, 'urlsmith: locked: cannot read this folder: permission denied (EACCES)\n', args.join(' '));
  }
});

test('explain is coloured as stylish is, and shows what --fix writes', async () => {
  const url = 'HTTP://u:pw@a.example:80/b c';
  const plain = await urlsmith(['explain', url]);
  assert.equal(plain.code, 1);
  assert.deepEqual(plain.stdout.split('\n'), [
    'HTTP://u:••••@a.example:80/b c',
    '  http URL, RFC 1738 section 3.3, not valid',
    '  scheme    HTTP',
    '  user      u',
    '  password  ••••',
    '  host      a.example',
    '  port      80',
    '  path      b c',
    '  hint scheme-case at 1-4 (scheme): Write the scheme in lower case: "http".',
    '  hint default-port at 24-26: 80 is the default port for http.',
    '  error unsafe-character at 29 (hsegment): A space is unsafe in a URL: encode it as %20.',
    '  --fix writes  http://u:••••@a.example/b%20c',
    '',
    '',
  ]);
  const coloured = await urlsmith(['explain', 'http://a.example/%zz'], { env: { FORCE_COLOR: '1' } });
  assert.deepEqual(coloured.stdout.split('\n'), [
    '\u001b[4mhttp://a.example/%zz\u001b[24m',
    '  http URL, RFC 1738 section 3.3, \u001b[31mnot valid\u001b[39m',
    '  \u001b[2mscheme\u001b[22m  http',
    '  \u001b[2mhost\u001b[22m    a.example',
    '  \u001b[2mport\u001b[22m    80 \u001b[2m(implied default)\u001b[22m',
    '  \u001b[2mpath\u001b[22m    %zz',
    '  \u001b[31merror\u001b[39m \u001b[2minvalid-percent-escape\u001b[22m \u001b[2mat 18 (escape)\u001b[22m: "%" does not start an escape (two hex digits); write a literal "%" as %25.',
    '  --fix writes  \u001b[1mhttp://a.example/%25zz\u001b[22m',
    '',
    '',
  ]);
  // NO_COLOR, FORCE_COLOR=0 and --json: never an escape; a valid URL has nothing to fix.
  for (const [args, env] of [[['explain', 'http://a.example/%zz'], { NO_COLOR: '1' }], [['explain', 'http://a.example/%zz'], { FORCE_COLOR: '0' }], [['explain', '--json', 'http://a.example/%zz'], { FORCE_COLOR: '1' }]] as const) {
    assert.ok(!(await urlsmith(args, { env })).stdout.includes('\u001b'), JSON.stringify(env));
  }
  assert.doesNotMatch((await urlsmith(['explain', 'http://a.example/'])).stdout, /--fix writes/);

  const json = await urlsmith(['explain', '--json', url, 'http://a.example/']);
  assert.deepEqual(json.stdout.trim().split('\n').map((l) => (JSON.parse(l) as { fixed?: string }).fixed), ['http://u:••••@a.example/b%20c', undefined]);
});

test('find names the file of each URL when it reads several (path:line:col: url), as grep -o does', async () => {
  const dir = makeTree({ 'a.txt': 'see http://a.example/\n  and <URL:http://b.example/\n  x>\n', 'sub/b.md': '# T\n\n[x](https://c.example/y)\n' });
  const several = await urlsmith(['find', '.'], { cwd: dir });
  assert.equal(several.code, 0);
  assert.equal(several.stdout, `a.txt:1:5: http://a.example/\na.txt:2:7: http://b.example/x\n${path.join('sub', 'b.md')}:3:5: https://c.example/y\n`);
  assert.equal((await urlsmith(['find'], { cwd: dir })).stdout, several.stdout);
  assert.equal((await urlsmith(['find', 'a.txt', 'sub/b.md'], { cwd: dir })).stdout, several.stdout);
  assert.equal((await urlsmith(['find', '**/*.md'], { cwd: dir })).stdout, `${path.join('sub', 'b.md')}:3:5: https://c.example/y\n`);
  // One file, or standard input, is bare; -H and --no-filename decide otherwise.
  assert.equal((await urlsmith(['find', 'a.txt'], { cwd: dir })).stdout, 'http://a.example/\nhttp://b.example/x\n');
  assert.equal((await urlsmith(['find', '-'], { cwd: dir, stdin: 'see http://a.example/\n' })).stdout, 'http://a.example/\n');
  assert.equal((await urlsmith(['find', '-H', 'a.txt'], { cwd: dir })).stdout, 'a.txt:1:5: http://a.example/\na.txt:2:7: http://b.example/x\n');
  assert.equal((await urlsmith(['find', '-H', '--stdin-filename', 'in.txt', '-'], { cwd: dir, stdin: 'x\nhttp://a.example/\n' })).stdout, 'in.txt:2:1: http://a.example/\n');
  assert.equal((await urlsmith(['find', '--no-filename', '.'], { cwd: dir })).stdout, 'http://a.example/\nhttp://b.example/x\nhttps://c.example/y\n');
});
