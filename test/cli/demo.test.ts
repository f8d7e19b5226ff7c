/**
 * The demo tells the truth (issue 22, point 4): every claim written in demo/ (`expect: SEVERITY CODE, ...` about its
 * own line, `expect-next-line: ...` about the next) is what urlsmith reports there, and urlsmith reports nothing no
 * claim mentions. Run through the CLI as a real process with json, which keeps hints, over every file of the demo.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ROOT, urlsmith } from './support';

const DEMO = path.join(ROOT, 'demo');

interface JsonFile {
  file: string;
  diagnostics: Array<{ code: string; severity: string; range: { start: { line: number } } }>;
}

/** Every file under demo/, relative to it, with `/` separators. */
function demoFiles(dir = DEMO): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const abs = path.join(dir, e.name);
    return e.isDirectory() ? demoFiles(abs) : [path.relative(DEMO, abs).split(path.sep).join('/')];
  });
}

const CLAIM = /\bexpect(-next-line)?: /g;
const ITEM = /^(error|warning|information|hint) ([a-z0-9]+(?:-[a-z0-9]+)*)/;

/** The claims of one file, as `file:line severity code` (1-based lines). */
export function claimsOf(file: string, text: string): string[] {
  const claims: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(CLAIM)) {
      const target = i + 1 + (m[1] ? 1 : 0);
      let rest = line.slice(m.index + m[0].length);
      for (;;) {
        const item = ITEM.exec(rest);
        assert.ok(item, `${file}:${i + 1}: a claim names no "severity code" where expected: ${JSON.stringify(rest)}`);
        claims.push(`${file}:${target} ${item[1]} ${item[2]}`);
        rest = rest.slice(item[0].length);
        if (!rest.startsWith(', ')) break;
        rest = rest.slice(2);
      }
    }
  });
  return claims;
}

test('the claims read from a line: each "severity code" after expect:, on that line or the next', () => {
  assert.deepEqual(claimsOf('a', 'x http://a/ # expect: hint tilde, error port-empty (why)\n[expect-next-line: warning password]\ny\n'), [
    'a:1 hint tilde',
    'a:1 error port-empty',
    'a:3 warning password',
  ]);
  assert.throws(() => claimsOf('a', 'expect: tilde\n'), /names no "severity code"/);
});

test('every claim in the demo is what urlsmith reports, and urlsmith reports nothing unclaimed', async () => {
  const run = await urlsmith(['-f', 'json', '.'], { cwd: DEMO });
  assert.equal(run.stderr, '');
  assert.equal(run.code, 1, 'the demo has errors to show');
  const checked = JSON.parse(run.stdout) as JsonFile[];
  // Every file of the demo is checked (so none of its claims goes unexamined).
  assert.deepEqual(checked.map((f) => f.file.split(path.sep).join('/')).sort(), demoFiles().sort());

  const reported = checked.flatMap((f) => f.diagnostics.map((d) => `${f.file.split(path.sep).join('/')}:${d.range.start.line + 1} ${d.severity} ${d.code}`));
  const claimed = demoFiles().flatMap((f) => claimsOf(f, fs.readFileSync(path.join(DEMO, f), 'utf8')));
  const sort = (a: string[]) => [...a].sort();
  assert.deepEqual(sort(reported), sort(claimed));
});

test('the demo has a file of each document type the README lists', async () => {
  const types = new Set(['.md', '.txt', '.html', '.ts', '.py', '.yaml', '.ini', '.1']);
  assert.deepEqual(new Set(demoFiles().map((f) => path.extname(f))), types);
});
