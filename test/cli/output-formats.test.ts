/**
 * The human and CI formats as ESLint users know them (issue 13, item 3): stylish grouped by file with aligned
 * columns and a summary that counts what --fix would fix, colour only where it belongs, compact, GitHub Actions
 * annotations, and a missing path reported once. Messages are taken from the json format of the same run, so
 * these tests pin the layout exactly without pinning any message's wording.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { CLI, located, makeTree, quietEnv, urlsmith } from './support';

interface JsonFile {
  file: string;
  diagnostics: Array<{ code: string; message: string; fixable: boolean }>;
}

/** Line 1: an error with a fix (col 18); line 12: a hint with a fix (col 5). */
const A_TXT = `http://a.example/%zz\n${'\n'.repeat(10)}see HTTP://b.example/\n`;
/** An error without a fix (col 32) and a warning without a fix (col 24). */
const C_MD = 'Mirror: ftp://h.example/f;type=q\n\nHome: http://h.example:25/\n';

async function messagesOf(dir: string, args: string[]): Promise<Map<string, string>> {
  const files = JSON.parse((await urlsmith(['-f', 'json', ...args], { cwd: dir })).stdout) as JsonFile[];
  return new Map(files.flatMap((f) => f.diagnostics.map((d) => [`${f.file} ${d.code}`, d.message] as const)));
}

/** stylish drops a message's final full stop, as ESLint does. */
const bare = (m: string) => m.replace(/\.$/, '');

test('stylish: problems grouped under their file, columns aligned, ESLint summary with the fixable count', async () => {
  const dir = makeTree({ 'a.txt': A_TXT, 'b.txt': 'clean http://a.example/\n', 'c.md': C_MD });
  const run = await urlsmith(['--hints', '.'], { cwd: dir });
  assert.equal(run.code, 1);
  const m = await messagesOf(dir, ['.']);
  const a1 = bare(m.get('a.txt invalid-percent-escape')!);
  const a2 = bare(m.get('a.txt scheme-case')!);
  const c1 = bare(m.get('c.md ftp-invalid-typecode')!);
  const c2 = bare(m.get('c.md reserved-port')!);
  const aw = Math.max(a1.length, a2.length);
  const cw = Math.max(c1.length, c2.length);
  assert.equal(
    run.stdout,
    [
      '',
      'a.txt',
      `   1:18  error  ${a1.padEnd(aw)}  invalid-percent-escape`,
      `  12:5   hint   ${a2.padEnd(aw)}  scheme-case`,
      '',
      'c.md',
      `  1:32  error    ${c1.padEnd(cw)}  ftp-invalid-typecode`,
      `  3:24  warning  ${c2.padEnd(cw)}  reserved-port`,
      '',
      '✖ 4 problems (2 errors, 1 warning, 1 hint)',
      '  1 error, 0 warnings and 1 hint potentially fixable with the `--fix` option.',
      '',
    ].join('\n'),
  );
  assert.deepEqual(located(run.stdout), ['a.txt:1:18 error invalid-percent-escape', 'a.txt:12:5 hint scheme-case', 'c.md:1:32 error ftp-invalid-typecode', 'c.md:3:24 warning reserved-port']);
});

test('stylish: the fixable count agrees with json, names infos and hints only when there are some, and is absent when nothing is fixable', async () => {
  const dir = makeTree({ 'a.txt': 'http://a.example/%zz http://b.example/%zz\n', 'c.md': C_MD });
  const fixable = JSON.parse((await urlsmith(['-f', 'json', 'a.txt'], { cwd: dir })).stdout) as JsonFile[];
  assert.deepEqual(fixable[0]!.diagnostics.map((d) => d.fixable), [true, true]);
  const errorsOnly = await urlsmith(['a.txt'], { cwd: dir });
  assert.match(errorsOnly.stdout, /\n✖ 2 problems \(2 errors, 0 warnings\)\n {2}2 errors and 0 warnings potentially fixable with the `--fix` option\.\n$/);
  const none = await urlsmith(['c.md'], { cwd: dir });
  assert.match(none.stdout, /\n✖ 2 problems \(1 error, 1 warning\)\n$/);
  // --quiet counts what it shows: the hint and its fix are gone.
  const quiet = await urlsmith(['-q', '.'], { cwd: makeTree({ 'a.txt': A_TXT }) });
  assert.match(quiet.stdout, /\n✖ 1 problem \(1 error, 0 warnings\)\n {2}1 error and 0 warnings potentially fixable with the `--fix` option\.\n$/);
});

test('stylish after --fix: what is left, and how many files were fixed', async () => {
  const dir = makeTree({ 'a.txt': A_TXT, 'c.md': C_MD });
  const run = await urlsmith(['--fix', '.'], { cwd: dir });
  assert.equal(run.code, 1);
  assert.deepEqual(located(run.stdout), ['c.md:1:32 error ftp-invalid-typecode', 'c.md:3:24 warning reserved-port']);
  assert.match(run.stdout, /\n✖ 2 problems \(1 error, 1 warning\)\nFixed 1 file\.\n$/);
});

const ESC = '\u001b[';
/** Removes the SGR sequences (ESC [ n m) colour adds. */
const stripAnsi = (s: string) => s.split(ESC).map((part, i) => (i === 0 ? part : part.replace(/^\d+m/, ''))).join('');

test('colour: FORCE_COLOR=1/2/3/true colours piped output, 0/false or NO_COLOR keep it plain, and colour adds nothing else', async () => {
  const dir = makeTree({ 'a.txt': A_TXT, 'c.md': C_MD });
  const plain = await urlsmith(['.'], { cwd: dir });
  assert.ok(!plain.stdout.includes(ESC), 'piped output is plain by default');
  for (const force of ['1', '2', '3', 'true']) {
    const run = await urlsmith(['.'], { cwd: dir, env: { FORCE_COLOR: force } });
    assert.equal(stripAnsi(run.stdout), plain.stdout, force);
    assert.ok(run.stdout.includes(`\n${ESC}4ma.txt${ESC}24m\n`), `${force}: the file name underlined`);
    assert.ok(run.stdout.includes(`${ESC}31merror${ESC}39m`), `${force}: errors red`);
    assert.ok(run.stdout.includes(`${ESC}33mwarning${ESC}39m`), `${force}: warnings yellow`);
    assert.ok(run.stdout.includes(`${ESC}2m1:18${ESC}22m`), `${force}: positions dim`);
    assert.ok(run.stdout.includes(`${ESC}31m${ESC}1m✖ 3 problems`), `${force}: the summary bold red when there are errors`);
  }
  for (const env of [{ FORCE_COLOR: '0' }, { FORCE_COLOR: 'false' }, { NO_COLOR: '1' }] as Array<Record<string, string>>) {
    assert.equal((await urlsmith(['.'], { cwd: dir, env })).stdout, plain.stdout, JSON.stringify(env));
  }
  // Only stylish is ever coloured.
  for (const format of ['compact', 'github', 'json', 'sarif']) {
    assert.ok(!(await urlsmith(['-f', format, '.'], { cwd: dir, env: { FORCE_COLOR: '1' } })).stdout.includes(ESC), format);
  }
});

/** Runs the CLI with its output on a pseudo-terminal (util-linux `script`), as a user at a terminal sees it. */
function onTerminal(args: string, cwd: string, env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve) => {
    // The exit code is urlsmith's (1: errors found), so the output is taken whatever it is.
    execFile('script', ['-qec', `'${process.execPath}' '${CLI}' ${args}`, '/dev/null'], { cwd, env: { ...quietEnv(), TERM: 'xterm', ...env } }, (_error, stdout) => resolve(stdout.replace(/\r\n/g, '\n')));
  });
}

test('colour: on by default on a terminal; NO_COLOR (any non-empty value), FORCE_COLOR=0 and TERM=dumb turn it off', async () => {
  const dir = makeTree({ 'a.txt': A_TXT });
  const plain = (await urlsmith(['a.txt'], { cwd: dir })).stdout;
  const coloured = await onTerminal('a.txt', dir);
  assert.ok(coloured.includes(`${ESC}31merror${ESC}39m`), JSON.stringify(coloured));
  assert.equal(stripAnsi(coloured), plain);
  for (const env of [{ NO_COLOR: '1' }, { NO_COLOR: 'yes' }, { FORCE_COLOR: '0' }, { TERM: 'dumb' }] as Array<Record<string, string>>) {
    assert.equal(await onTerminal('a.txt', dir, env), plain, JSON.stringify(env));
  }
  // An empty NO_COLOR is not set, as no-color.org says; FORCE_COLOR wins over NO_COLOR.
  assert.ok((await onTerminal('a.txt', dir, { NO_COLOR: '' })).includes(ESC));
  assert.ok((await urlsmith(['a.txt'], { cwd: dir, env: { NO_COLOR: '1', FORCE_COLOR: '1' } })).stdout.includes(ESC));
});

test('compact: one ESLint compact line per problem, then the count', async () => {
  const dir = makeTree({ 'a.txt': A_TXT, 'b.txt': 'clean\n', 'c.md': C_MD });
  const run = await urlsmith(['-f', 'compact', '--hints', '.'], { cwd: dir });
  assert.equal(run.code, 1);
  const m = await messagesOf(dir, ['.']);
  assert.equal(
    run.stdout,
    [
      `a.txt: line 1, col 18, Error - ${m.get('a.txt invalid-percent-escape')!} (invalid-percent-escape)`,
      `a.txt: line 12, col 5, Hint - ${m.get('a.txt scheme-case')!} (scheme-case)`,
      `c.md: line 1, col 32, Error - ${m.get('c.md ftp-invalid-typecode')!} (ftp-invalid-typecode)`,
      `c.md: line 3, col 24, Warning - ${m.get('c.md reserved-port')!} (reserved-port)`,
      '',
      '4 problems',
      '',
    ].join('\n'),
  );
  assert.equal((await urlsmith(['-f', 'compact', 'b.txt'], { cwd: dir })).stdout, '');
});

/** The Actions toolkit's escaping of a command's message and (with `:` and `,`) of its property values. */
const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

test('github: one workflow command per problem, 1-based with an exclusive end column, message and properties escaped', async () => {
  const dir = makeTree({ 'a.txt': A_TXT, 'odd, name: 1.md': C_MD, 'b.txt': 'clean\n' });
  const run = await urlsmith(['-f', 'github', '--hints', '.'], { cwd: dir });
  assert.equal(run.code, 1);
  const m = await messagesOf(dir, ['.']);
  const escape = m.get('a.txt invalid-percent-escape')!;
  assert.ok(escape.includes('%'), 'the message tests the escaping of %');
  assert.equal(
    run.stdout,
    [
      `::error file=a.txt,line=1,col=18,endLine=1,endColumn=19,title=urlsmith(invalid-percent-escape)::${escapeData(escape)}`,
      `::notice file=a.txt,line=12,col=5,endLine=12,endColumn=9,title=urlsmith(scheme-case)::${escapeData(m.get('a.txt scheme-case')!)}`,
      `::error file=odd%2C name%3A 1.md,line=1,col=32,endLine=1,endColumn=33,title=urlsmith(ftp-invalid-typecode)::${escapeData(m.get('odd, name: 1.md ftp-invalid-typecode')!)}`,
      `::warning file=odd%2C name%3A 1.md,line=3,col=24,endLine=3,endColumn=26,title=urlsmith(reserved-port)::${escapeData(m.get('odd, name: 1.md reserved-port')!)}`,
      '',
    ].join('\n'),
  );
  assert.equal((await urlsmith(['-f', 'github', 'b.txt'], { cwd: dir })).stdout, '');
});

test('a missing path: only the error on stderr, nothing on stdout, exit 2, in every format', async () => {
  const dir = makeTree({ 'a.txt': 'clean\n' });
  for (const format of ['stylish', 'compact', 'github']) {
    const run = await urlsmith(['-f', format, 'missing.txt'], { cwd: dir });
    assert.equal(run.code, 2, format);
    assert.equal(run.stdout, '', format);
    assert.equal(run.stderr, 'urlsmith: missing.txt: no such file or folder\n', format);
  }
  // Beside a file that was checked, the summary still speaks of that file.
  const both = await urlsmith(['missing.txt', 'a.txt'], { cwd: dir });
  assert.equal(both.code, 2);
  assert.equal(both.stdout, '\nNo problems in 1 file.\n');
});
