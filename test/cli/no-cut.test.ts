/**
 * However the CLI reads its input (a file or a pipe, any line length), find, the check and --fix give exactly what the
 * engine gives on the whole text. The whole-text answer comes from the same CLI with a piece size larger than the
 * input (URLSMITH_CHUNK_CHARS), and each case also states what that answer is.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { located, makeTree, urlsmith, type RunOptions } from './support';

const WHOLE = { URLSMITH_CHUNK_CHARS: String(1 << 30) };
const MIB = 1 << 20;

/** Runs `args` as the CLI reads by default and with the whole input in one piece; both must agree. */
async function asWhole(args: string[], o: RunOptions): Promise<{ code: number | null; stdout: string }> {
  const streamed = await urlsmith(args, o);
  const whole = await urlsmith(args, { ...o, env: { ...o.env, ...WHOLE } });
  assert.equal(streamed.stderr, '');
  assert.ok(streamed.stdout === whole.stdout, `${args.join(' ')}: the output differs from the whole text's`);
  assert.equal(streamed.code, whole.code);
  return streamed;
}

test('--fix never cuts a line: a %41 across character 1,048,576 stays as it is, however often it is fixed', async () => {
  // The URL starts 200,000 characters before the boundary, with no space or line break between.
  const head = 'HTTP://a.example/ ';
  const url = `http://a.example/${'c'.repeat(200000)}%41${'c'.repeat(10)}`;
  const before = `${head}${'a'.repeat(MIB - head.length - url.indexOf('%') - 3)} ${url}\n`;
  assert.equal(before.indexOf('%41'), MIB - 2); // "%4" before character 1,048,576, "1" after it
  const after = before.replace('HTTP:', 'http:');
  const dir = makeTree({ 'a.txt': before });
  for (let run = 0; run < 2; run++) {
    const fixed = await urlsmith(['--fix', 'a.txt'], { cwd: dir });
    assert.equal(fixed.code, 0, fixed.stderr);
    assert.deepEqual(located(fixed.stdout), []);
    assert.ok(fs.readFileSync(path.join(dir, 'a.txt'), 'utf8') === after, `run ${run + 1}: only the scheme changed`);
  }
});

test('a URL longer than any piece is checked whole: its errors are where the engine puts them', async () => {
  const url = `http://a.example/${'b'.repeat(1100000)}{x}%zz`;
  const dir = makeTree({ 'a.txt': `${url}\nnext http://a.example/%zz\n` });
  const run = await asWhole(['--hints', 'a.txt'], { cwd: dir });
  assert.equal(run.code, 1);
  const end = url.length - 6; // 0-based offset of "{"
  assert.deepEqual(located(run.stdout), [`a.txt:1:${end + 1} hint url-template`, `a.txt:1:${end + 4} error invalid-percent-escape`, 'a.txt:2:23 error invalid-percent-escape']);
});

test('find prints a long URL whole, from a file and from a pipe', async () => {
  const url = `http://a.example/${'b'.repeat(1100000)}`;
  const dir = makeTree({ 'a.txt': `x ${url} y\n` });
  assert.ok((await asWhole(['find', 'a.txt'], { cwd: dir })).stdout === `${url}\n`);
  const piped = await asWhole(['find', '-'], { stdin: `x ${url}\n${url}` });
  assert.ok(piped.stdout === `${url}\n${url}\n`);
});

test('a 20 MB one-line URL: find, the check and --fix agree with the whole text', async () => {
  const url = `HTTP://a.example/${'b'.repeat(20e6)}%zz`;
  const dir = makeTree({ 'a.txt': `${url}\n` });
  const found = await asWhole(['find', 'a.txt'], { cwd: dir });
  assert.equal(found.stdout.length, url.length + 1);
  const checked = await asWhole(['--hints', 'a.txt'], { cwd: dir });
  assert.deepEqual(located(checked.stdout), ['a.txt:1:1 hint scheme-case', `a.txt:1:${url.length - 2} error invalid-percent-escape`]);
  const fixed = await urlsmith(['--fix', '-q', 'a.txt'], { cwd: dir });
  assert.deepEqual(located(fixed.stdout), []);
  assert.equal(fixed.code, 0, fixed.stderr);
  assert.ok(fs.readFileSync(path.join(dir, 'a.txt'), 'utf8') === `${url.replace('HTTP:', 'http:').replace('%zz', '%25zz')}\n`);
});

test('a <URL:...> wrapper is never cut, however many lines it spans', async () => {
  // No blank line inside, so the wrapper reaches its ">" 8000 characters on (RFC 1738 appendix: whitespace inside is
  // ignored). It starts 6000 characters before the first MiB of the file.
  const wrapped = `see <URL:http://a.example/a\n${'  b\n'.repeat(2000)}  %zz> and\n`;
  const filler = 'x\n'.repeat((MIB - 6000) / 2);
  const url = `http://a.example/a${'b'.repeat(2000)}%zz`;
  const dir = makeTree({ 'a.txt': filler + wrapped });
  assert.equal((await asWhole(['find', 'a.txt'], { cwd: dir })).stdout, `${url}\n`);
  const checked = await asWhole(['-q', 'a.txt'], { cwd: dir });
  assert.deepEqual(located(checked.stdout), [`a.txt:${filler.length / 2 + 2002}:3 error invalid-percent-escape`]);
  const plain = `<https://b.example/\n${'  c\n'.repeat(2000)}>\n`;
  const piped = await asWhole(['find', '-'], { stdin: plain, env: { URLSMITH_CHUNK_CHARS: '64' } });
  assert.equal(piped.stdout, `https://b.example/${'c'.repeat(2000)}\n`);
});

test('small pieces change nothing around wrappers, blank lines, CRLF and lone CRs', async () => {
  const lines = [
    'a <b and <c d\r\n', // "<" that opens nothing
    '<URL:http://a.example/x\r\n\r\n  y> after a blank line\r\n',
    '<http://b.example/x\r\r  y> plain, across a lone-CR blank line: not a wrapper\n',
    `<URL:http://c.example/${'x'.repeat(1100)}\n\n${'z\n'.repeat(20)}>\n`, // past the blank-line reach
    'a > b http://d.example/%zz <news:comp.x\n>\n',
  ];
  const text = lines.join('').repeat(3);
  for (const size of ['16', '64', '100', '1000']) {
    const env = { URLSMITH_CHUNK_CHARS: size };
    await asWhole(['find', '--json', '-'], { stdin: text, env });
    await asWhole(['-f', 'json', '-'], { stdin: text, env });
  }
});

test('small pieces never cut a bare URL at a hyphen break; find prints each reading as docs/cli.md says', async () => {
  const lines = [
    'see https://cloud.google.com/sdk/docs/release-\n    notes and more\n',
    'two http://a.example/b- \r\n c-\n  d. and <URL:http://e.example/li-\n   censes> here\n',
    // Where the next line cannot continue a URL (a blank line, a list item), the URL ends at its hyphen (issue 30).
    'no http://f.example/x-\n\n- next http://g.example/y-\n- item\n',
  ];
  const text = lines.join('').repeat(3);
  const expected = 'https://cloud.google.com/sdk/docs/release-notes\nhttp://a.example/b-c-d\nhttp://e.example/licenses\nhttp://f.example/x-\nhttp://g.example/y-\n'.repeat(3);
  for (const size of ['16', '64', '100']) {
    const env = { URLSMITH_CHUNK_CHARS: size };
    assert.equal((await asWhole(['find', '-'], { stdin: text, env })).stdout, expected);
    await asWhole(['-f', 'json', '-'], { stdin: text, env });
  }
});
