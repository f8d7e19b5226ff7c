/**
 * The CLI speaks the locale of its environment (LC_ALL, then LC_MESSAGES, then LANG): English, or Simplified Chinese
 * for zh_CN. Expected text is built from the zh-cn catalogue and the English key, never typed here, so a better
 * translation changes no test.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { fill, type MessageArgs } from '../../engine/src';
import { CATALOGUES } from '../../project/src';
import { makeTree, urlsmith } from './support';

const CHINESE = { LANG: 'zh_CN.UTF-8' };

/** The catalogue's Chinese for `key`, its arguments filled in; a key it lacks fails the test instead of reading English. */
function zh(key: string, args?: MessageArgs): string {
  const text = CATALOGUES['zh-cn'][key];
  assert.ok(text !== undefined, `the zh-cn catalogue has no ${JSON.stringify(key)}`);
  return args ? fill(text, args) : text;
}

/** The engine message for "|", named by what it is (other messages may still be English). */
const UNSAFE = (character: '|') => zh('A {character} is unsafe in a URL: encode it as {encoded}.', { character: zh('{name} ({character})', { name: zh('vertical bar'), character }), encoded: '%7C' });
/** The same as stylish shows it: without its final stop, in either language, as ESLint's stylish. */
const UNSAFE_ROW = (character: '|') => UNSAFE(character).replace(/[.。]$/, '');

/** Columns a terminal gives `text`: two for CJK ideographs and full-width punctuation, one for anything else here. */
function columns(text: string): number {
  let n = 0;
  for (const ch of text) n += /[\u3000-\u303f\u4e00-\u9fff\uff00-\uff60]/u.test(ch) ? 2 : 1;
  return n;
}

test('LANG=zh_CN.UTF-8: stylish rows, severities and summary read as the catalogue says, columns aligned by width', async () => {
  const dir = makeTree({ 'a.txt': 'see http://a.example/a|b\nand ftp://h.example/%zz there\nthen http://a.example/x|y\n' });
  const run = await urlsmith(['a.txt'], { cwd: dir, env: CHINESE });
  assert.equal(run.code, 1, run.stderr);
  const lines = run.stdout.split('\n');
  assert.deepEqual(lines.slice(0, 2), ['', 'a.txt']);
  const rows = lines.slice(2, 5);
  // The unsafe characters' rows are Chinese through and through; the other row's message is the engine's, whichever
  // language it is in.
  const unsafeRow = new RegExp(`^ {2}(\\d+:\\d+) {2}${escape(zh('error'))} {2}${escape(UNSAFE_ROW('|'))} +unsafe-character$`);
  assert.equal(unsafeRow.exec(rows[0]!)?.[1], '1:23', rows[0]);
  assert.match(rows[1]!, new RegExp(`^ {2}2:21 {2}${escape(zh('error'))} {2}.+ {2}invalid-percent-escape$`));
  assert.equal(unsafeRow.exec(rows[2]!)?.[1], '3:24', rows[2]);
  // Every row's code starts in the same terminal column, whatever mix of Chinese and ASCII precedes it.
  const codeColumns = rows.map((r) => columns(r.slice(0, r.lastIndexOf('  ') + 2)));
  assert.equal(new Set(codeColumns).size, 1, `code columns ${codeColumns.join(', ')}:\n${rows.join('\n')}`);
  const three = zh('{count} errors', { count: 3 });
  const none = zh('{count} warnings', { count: 0 });
  const head = zh('✖ {problems} ({counts})', { problems: zh('{count} problems', { count: 3 }), counts: [three, none].join(zh(', ')) });
  const fixable = zh('{counts} and {last} potentially fixable with the `--fix` option.', { counts: three, last: none });
  assert.equal(lines.slice(5).join('\n'), `\n${head}\n  ${fixable}\n`);
});

test('LANG=zh_CN.UTF-8: a clean run\'s summary, compact\'s count, and the messages inside json and sarif', async () => {
  const dir = makeTree({ 'ok.txt': 'see http://a.example/\n', 'bad.txt': 'see http://a.example/a|b\n' });
  const clean = await urlsmith(['ok.txt'], { cwd: dir, env: CHINESE });
  assert.equal(clean.stdout, `\n${zh('{text}.', { text: zh('No problems in {files}', { files: zh('1 file') }) })}\n`);
  const compact = await urlsmith(['-f', 'compact', 'bad.txt'], { cwd: dir, env: CHINESE });
  // compact's frame stays ESLint's (problem matchers parse it); the message and the count follow the locale.
  assert.equal(compact.stdout, `bad.txt: line 1, col 23, Error - ${UNSAFE('|')} (unsafe-character)\n\n${zh('1 problem')}\n`);
  const json = JSON.parse((await urlsmith(['-f', 'json', 'bad.txt'], { cwd: dir, env: CHINESE })).stdout) as Array<{ diagnostics: Array<{ message: string }> }>;
  assert.deepEqual(json[0]!.diagnostics.map((d) => d.message), [UNSAFE('|')]);
  const sarif = JSON.parse((await urlsmith(['-f', 'sarif', 'bad.txt'], { cwd: dir, env: CHINESE })).stdout) as { runs: Array<{ results: Array<{ ruleId: string; message: { text: string } }> }> };
  assert.deepEqual(sarif.runs[0]!.results.map((r) => [r.ruleId, r.message.text]), [['unsafe-character', UNSAFE('|')]]);
});

test('LANG=zh_CN.UTF-8: a usage error is one Chinese line and the pointer to --help', async () => {
  const cases: Array<[string[], string]> = [
    [['--bogus'], zh("Unknown option '{option}'", { option: '--bogus' })],
    [['-f', 'xml'], zh('--format must be one of {formats}, not "{format}"', { formats: 'stylish、compact、json、sarif、github', format: 'xml' })],
    [['--hints', '-q'], zh('--hints and --quiet cannot be given together (--quiet reports errors only)')],
  ];
  for (const [args, message] of cases) {
    const run = await urlsmith(args, { env: CHINESE });
    assert.equal(run.code, 2, args.join(' '));
    assert.equal(run.stdout, '', args.join(' '));
    assert.equal(run.stderr, `urlsmith: ${message}\n${zh('Run "urlsmith --help" for usage.')}\n`, args.join(' '));
  }
});

test('LANG=zh_CN.UTF-8: --help is Chinese, option names as typed, wrapped descriptions indented under their first line', async () => {
  const run = await urlsmith(['--help'], { env: CHINESE });
  assert.equal(run.code, 0);
  const lines = run.stdout.split('\n');
  for (const heading of ['Usage:', 'Options for checking:', 'Other options:']) assert.ok(lines.includes(zh(heading)), heading);
  assert.ok(lines.includes(`  -q, --quiet            ${zh('report errors only')}`));
  const [first, ...rest] = zh('stylish (default: grouped by file, coloured on a terminal), compact (one line\nper problem), json, sarif (SARIF 2.1.0, for code scanning) or github\n(GitHub Actions annotations)').split('\n');
  const at = lines.indexOf(`  -f, --format NAME      ${first!}`);
  assert.ok(at >= 0, run.stdout);
  rest.forEach((line, i) => assert.equal(lines[at + 1 + i], `${' '.repeat(25)}${line}`));
  assert.ok(!lines.includes('Usage:'));
});

test('LC_ALL=C over LANG=zh_CN.UTF-8 is English, and LANGUAGE alone switches nothing (the C locale ignores it, as in gettext)', async () => {
  const dir = makeTree({ 'a.txt': 'see http://a.example/a|b\n' });
  for (const args of [['a.txt'], ['--help'], ['--bogus'], ['explain', 'http://a.example/a|b']]) {
    const english = await urlsmith(args, { cwd: dir });
    assert.match(english.stdout + english.stderr, /is unsafe in a URL|Usage:|Unknown option/, args.join(' '));
    const chinese = await urlsmith(args, { cwd: dir, env: CHINESE });
    assert.notEqual(chinese.stdout + chinese.stderr, english.stdout + english.stderr, args.join(' '));
    const overridden: Array<Record<string, string>> = [{ LC_ALL: 'C', LANG: 'zh_CN.UTF-8' }, { LC_MESSAGES: 'C', LANG: 'zh_CN.UTF-8' }, { LANGUAGE: 'zh_CN:zh' }];
    for (const env of overridden) {
      const run = await urlsmith(args, { cwd: dir, env });
      assert.deepEqual([run.code, run.stdout, run.stderr], [english.code, english.stdout, english.stderr], `${args.join(' ')} with ${JSON.stringify(env)}`);
    }
  }
});

test('--cache: a Chinese run after an English one prints Chinese (the locale is part of a result\'s key), and reuses its own', async () => {
  const dir = makeTree({ 'a.txt': 'see http://a.example/a|b\n' });
  const trace = (stderr: string) => stderr.split('\n').filter((l) => l.startsWith('urlsmith: cache: '));
  const english = await urlsmith(['--cache', 'a.txt'], { cwd: dir, env: { URLSMITH_DEBUG: 'cache' } });
  assert.match(english.stdout, /A vertical bar \(\|\) is unsafe in a URL: encode it as %7C/);
  const fresh = await urlsmith(['a.txt'], { cwd: makeTree({ 'a.txt': 'see http://a.example/a|b\n' }), env: CHINESE });
  const chinese = await urlsmith(['--cache', 'a.txt'], { cwd: dir, env: { ...CHINESE, URLSMITH_DEBUG: 'cache' } });
  assert.equal(chinese.stdout, fresh.stdout);
  assert.ok(chinese.stdout.includes(UNSAFE_ROW('|')));
  assert.deepEqual(trace(chinese.stderr), ['urlsmith: cache: checked a.txt']);
  const again = await urlsmith(['--cache', 'a.txt'], { cwd: dir, env: { ...CHINESE, URLSMITH_DEBUG: 'cache' } });
  assert.equal(again.stdout, fresh.stdout);
  assert.deepEqual(trace(again.stderr), ['urlsmith: cache: reused a.txt']);
  const back = await urlsmith(['--cache', 'a.txt'], { cwd: dir });
  assert.equal(back.stdout, english.stdout);
});

test('--concurrency: checking threads speak the locale too (their output is the main thread\'s, in Chinese)', async () => {
  const files: Record<string, string> = {};
  for (let i = 0; i < 12; i++) files[path.join('docs', `f${i}.txt`)] = `file ${i}: http://a.example/${i}|x and http://b.example/ok\n`;
  files['docs/missing-link.txt'] = 'nothing here\n';
  const dir = makeTree(files);
  const main = await urlsmith(['--concurrency', 'off', 'docs'], { cwd: dir, env: CHINESE });
  assert.equal(main.stdout.split(UNSAFE_ROW('|')).length - 1, 12, main.stdout);
  // URLSMITH_BATCH_FILES=1 sends every file to a thread of its own, so each thread's messages are in the output.
  const threaded = await urlsmith(['--concurrency', '2', 'docs'], { cwd: dir, env: { ...CHINESE, URLSMITH_BATCH_FILES: '1' } });
  assert.deepEqual([threaded.code, threaded.stdout, threaded.stderr], [main.code, main.stdout, main.stderr]);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('a locale whose character set is not UTF-8 (zh_CN.GB18030, GBK) gets English, not UTF-8 Chinese it cannot show (issue 29, N12)', async () => {
  const dir = makeTree({ 'a.txt': 'see http://a.example/x|y\n' });
  const english = (await urlsmith(['a.txt'], { cwd: dir })).stdout;
  assert.match(english, /A vertical bar \(\|\) is unsafe in a URL: encode it as %7C/);
  for (const env of [{ LANG: 'zh_CN.GB18030' }, { LANG: 'zh_CN.GBK' }, { LC_ALL: 'zh_CN.gb2312' }, { LANG: 'zh_CN.UTF-8', LC_CTYPE: 'zh_CN.GB18030' }] as Array<Record<string, string>>) {
    const run = await urlsmith(['a.txt'], { cwd: dir, env });
    assert.equal(run.stdout, english, JSON.stringify(env));
    assert.ok(!/[\u4e00-\u9fff]/.test(run.stdout + run.stderr), `${JSON.stringify(env)}: no Chinese`);
  }
  // UTF-8 under either spelling, or no codeset at all, is Chinese as before.
  for (const env of [{ LANG: 'zh_CN.UTF-8' }, { LANG: 'zh_CN.utf8' }, { LANG: 'zh_CN' }]) {
    assert.ok((await urlsmith(['a.txt'], { cwd: dir, env })).stdout.includes(UNSAFE_ROW('|')), JSON.stringify(env));
  }
});
