import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { BAD_MD_PROBLEMS, BAD_MD_SHOWN, makeProject } from './project';
import { located, makeTree, urlsmith } from './support';

const inBad = (p: string[]) => p.map((x) => `docs/bad.md:${x}`);

test('a folder is walked: .gitignore, .git, node_modules and binary files are skipped; exit 1 on errors', async () => {
  const dir = makeProject();
  const run = await urlsmith(['--hints'], { cwd: dir });
  assert.equal(run.code, 1, run.stderr);
  assert.deepEqual(located(run.stdout), inBad(BAD_MD_PROBLEMS));
  assert.match(run.stdout, /^✖ 3 problems \(1 error, 1 warning, 1 hint\)$/m);
  assert.equal(run.stderr, '');
  const checked = JSON.parse((await urlsmith(['-f', 'json'], { cwd: dir })).stdout) as Array<{ file: string }>;
  assert.deepEqual(checked.map((f) => f.file), ['.gitignore', 'docs/bad.md', 'docs/good.md']);
});

test('nested .gitignore files apply to their own folder', async () => {
  const dir = makeProject({ 'docs/.gitignore': 'bad.md\n', 'other/bad.md': 'http://a.example/%zz\n' });
  const run = await urlsmith(['docs', 'other'], { cwd: dir });
  assert.deepEqual(located(run.stdout), ['other/bad.md:1:18 error invalid-percent-escape']);
});

test('no errors is exit 0, also with warnings and hints', async () => {
  const dir = makeTree({ 'a.txt': 'http://a.example:25/me and HTTP://b.example/\n', 'b.txt': 'no URLs here: C:\\dir, std::vector, 12:30\n' });
  const run = await urlsmith(['--hints', '.'], { cwd: dir });
  assert.equal(run.code, 0, run.stderr);
  assert.deepEqual(located(run.stdout), ['a.txt:1:18 warning reserved-port', 'a.txt:1:28 hint scheme-case']);
});

test('a clean tree says so', async () => {
  const dir = makeTree({ 'a.txt': 'http://a.example/\n' });
  const run = await urlsmith([], { cwd: dir });
  assert.equal(run.code, 0);
  assert.equal(run.stdout.trim(), 'No problems in 1 file.');
});

test('--quiet reports errors only; --max-warnings fails on too many warnings', async () => {
  const dir = makeProject();
  assert.deepEqual(located((await urlsmith(['--quiet', 'docs'], { cwd: dir })).stdout), ['docs/bad.md:3:45 error ftp-invalid-typecode']);
  const ports = makeTree({ 'a.txt': 'http://a.example:25/ http://b.example:110/\n' });
  assert.equal((await urlsmith(['--max-warnings', '2'], { cwd: ports })).code, 0);
  const over = await urlsmith(['--max-warnings', '1'], { cwd: ports });
  assert.equal(over.code, 1);
  assert.match(over.stderr, /too many warnings: 2/);
});

test('--rule sets severities from the command line, over the config file', async () => {
  const dir = makeProject({ '.urlsmithrc.json': '{ "rules": { "reserved-port": "error" } }' });
  const run = await urlsmith(['--rule', 'ftp-invalid-typecode=off', '--rule', 'scheme-case=warning', 'docs'], { cwd: dir });
  assert.equal(run.code, 1);
  assert.deepEqual(located(run.stdout), ['docs/bad.md:4:7 warning scheme-case', 'docs/bad.md:5:30 error reserved-port']);
  const off = await urlsmith(['--rule', 'ftp-invalid-typecode=off', '--rule', 'reserved-port=off', '--hints', 'docs'], { cwd: dir });
  assert.equal(off.code, 0);
  assert.deepEqual(located(off.stdout), ['docs/bad.md:4:7 hint scheme-case']);
});

test('.urlsmithrc.json: ignore patterns, files globs and extra schemes; found from a subfolder', async () => {
  const dir = makeProject({
    '.urlsmithrc.json': JSON.stringify({ ignore: ['ftp.example.org'], files: { include: ['**/*.md', '**/*.txt'], exclude: ['docs/skip/**'] }, extraSchemes: ['git'] }),
    'docs/skip/bad.md': 'http://a.example/%zz\n',
    'docs/notes.rst': 'http://a.example/%zz\n',
    'docs/git.txt': 'clone git://a.example/%zz\n',
  });
  const run = await urlsmith(['--hints'], { cwd: path.join(dir, 'docs') });
  assert.deepEqual(located(run.stdout), ['bad.md:4:7 hint scheme-case', 'bad.md:5:30 warning reserved-port', 'git.txt:1:23 error invalid-percent-escape']);
});

test('in-document directives silence what they name, read only from comments of the file type', async () => {
  const text = '<!-- urlsmith-disable-next-line tilde -->\nhttp://a.example/~x/%zz\n// urlsmith-disable is not a Markdown comment\nhttp://c.example/%zz\n<!-- urlsmith-disable -->\nhttp://b.example/%zz\n';
  const dir = makeTree({ 'a.md': text });
  assert.deepEqual(located((await urlsmith(['a.md'], { cwd: dir })).stdout), ['a.md:2:21 error invalid-percent-escape', 'a.md:4:18 error invalid-percent-escape']);
});

test('a bad config is a located error and exit 2, before anything is checked', async () => {
  const dir = makeProject({ '.urlsmithrc.json': '{\n  "rules": {\n    "tilde": "loud",\n    "no-such-rule": "off"\n  },\n  "colour": true\n}\n' });
  const run = await urlsmith(['docs'], { cwd: dir });
  assert.equal(run.code, 2);
  assert.equal(run.stdout, '');
  const where = run.stderr.split('\n').filter((l) => l.startsWith('.urlsmithrc.json:')).map((l) => l.split(': ')[0]);
  assert.deepEqual(where, ['.urlsmithrc.json:3:14', '.urlsmithrc.json:4:5', '.urlsmithrc.json:6:3']);
  const syntax = makeTree({ 'c.json': '{ "rules": { "tilde": "off" }' });
  const bad = await urlsmith(['-c', 'c.json'], { cwd: syntax });
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /^c\.json:1:30: /m);
  // One plain line, the path as given: no usage hint, no bare system code.
  assert.equal((await urlsmith(['-c', 'missing.json'], { cwd: syntax })).stderr, 'urlsmith: missing.json: cannot read this config: no such file (ENOENT)\n');
  assert.equal((await urlsmith(['-c', 'sub'], { cwd: makeTree({ 'sub/a.txt': '' }) })).stderr, 'urlsmith: sub: cannot read this config: not a regular file (a folder)\n');
});

test('bad paths are exit 2 with a message, and the other paths are still checked', async () => {
  const dir = makeProject();
  const run = await urlsmith(['nope.md', 'docs', 'no/**/*.md', 'docs/bad.md/*.md'], { cwd: dir });
  assert.equal(run.code, 2);
  assert.deepEqual(located(run.stdout), inBad(BAD_MD_SHOWN));
  // One plain line per fault, no system error text (a glob under a missing folder once printed ENOENT ... scandir '/abs/no').
  assert.deepEqual(run.stderr.split('\n'), [
    'urlsmith: nope.md: no such file or folder',
    'urlsmith: no/**/*.md: no files match this pattern (no folder no)',
    'urlsmith: docs/bad.md/*.md: no files match this pattern (docs/bad.md is not a folder)',
    '',
  ]);
});

test('globs match files, still skipping ignored ones', async () => {
  const dir = makeProject({ 'docs/sub/c.md': 'http://a.example/%zz\n', 'build/x.md': 'http://a.example/%zz\n' });
  const run = await urlsmith(['**/*.md'], { cwd: dir });
  assert.deepEqual(located(run.stdout).map((l) => l.split(':')[0]), ['docs/bad.md', 'docs/bad.md', 'docs/sub/c.md']);
});

test('a binary file named explicitly is skipped with a note; a path through a file is exit 2', async () => {
  const dir = makeProject();
  const run = await urlsmith(['logo.bin'], { cwd: dir });
  assert.equal(run.code, 0);
  assert.match(run.stderr, /logo\.bin: skipped, binary file/);
  const dirAsFile = await urlsmith(['docs/bad.md/x'], { cwd: dir });
  assert.equal(dirAsFile.code, 2);
});

test('text that is not UTF-8, NUL-free control characters and lone CRs do not crash the check', async () => {
  const dir = makeTree({
    'latin1.txt': Buffer.from('caf\xe9 http://a.example/caf\xe9\n', 'latin1'),
    'cr.txt': 'a\rhttp://a.example/%zz\rb\r',
    'ctl.txt': 'x http://a.example/\x01\x7f\n',
  });
  const run = await urlsmith(['--hints', 'cr.txt', 'ctl.txt', 'latin1.txt'], { cwd: dir });
  assert.equal(run.code, 1);
  assert.deepEqual(located(run.stdout), ['cr.txt:2:18 error invalid-percent-escape', 'latin1.txt:1:26 error non-ascii-character']);
});

test('each file is checked once, however many paths and globs name it (as ESLint does)', async () => {
  const dir = makeTree({ 'a.txt': 'see http://a.example/x|y\n', 'docs/b.txt': 'ok http://b.example/\n' });
  const run = await urlsmith(['a.txt', './a.txt', '*.txt', '.', 'docs', 'docs/b.txt', '-f', 'json'], { cwd: dir });
  assert.equal(run.code, 1, run.stderr);
  const checked = JSON.parse(run.stdout) as Array<{ file: string; diagnostics: Array<{ code: string }> }>;
  assert.deepEqual(checked.map((f) => [f.file, f.diagnostics.map((p) => p.code)]), [['a.txt', ['unsafe-character']], ['docs/b.txt', []]]);
});

test('an unknown rule code in .urlsmithrc.json is named with the nearest known code', async () => {
  const dir = makeTree({ '.urlsmithrc.json': '{ "rules": { "tild": "off" } }\n', 'a.txt': 'http://a.example/\n' });
  const run = await urlsmith(['a.txt'], { cwd: dir });
  assert.equal(run.code, 2);
  assert.match(run.stderr, /^\.urlsmithrc\.json:1:14: Unknown rule code "tild": did you mean "tilde"\?$/m);
});
