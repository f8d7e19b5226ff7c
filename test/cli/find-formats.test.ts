/**
 * `urlsmith find --format`: `ranges` gives each URL's place as path:line:col:endLine:endCol, and `cspell` a cspell
 * configuration that the real cspell (the devDependency, 9.8.0) reads: imported from a project's cspell.json, it
 * makes cspell skip every URL urlsmith finds, wrapped or spaced ones included, and still report a misspelt word of
 * the text around them.
 */
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { makeTree, ROOT, urlsmith } from './support';

const DOC = [
  'See <URL:http://example.com/docs/',
  '   qwxzplkfoo.html> and this misspeled word.',
  'https://example.com/releases/zzqvtkbar-',
  '  xxqwvlop/index.html',
  '',
].join('\n');
const MARKDOWN = '# Guide\n\nRead [the guide](<https://example.org/qqzzkwwv guide.md>) and [x](https://example.org/a b wwqqzzx).\n';

/** cspell's "Unknown word (...)" findings, as `file:line:col word`. */
function cspell(dir: string, config: string): string[] {
  const bin = path.join(ROOT, 'node_modules', '.bin', 'cspell');
  const run = spawnSync(bin, ['lint', '--no-progress', '--no-summary', '--config', config, '**/*.txt', '**/*.md'], { cwd: dir, encoding: 'utf8', timeout: 60000 });
  assert.ok(run.status === 0 || run.status === 1, `cspell exited ${run.status}: ${run.stderr}`);
  return run.stdout
    .split('\n')
    .filter((l) => l.includes('Unknown word'))
    .map((l) => l.replace(/ - Unknown word \((\S+)\).*/, ' $1'))
    .sort();
}

test('find --format ranges: one path:line:col:endLine:endCol per URL, a wrapped one ending on its next line', async () => {
  const dir = makeTree({ 'doc.txt': DOC });
  const run = await urlsmith(['find', '--format', 'ranges', '.'], { cwd: dir });
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stdout, 'doc.txt:1:5:2:20\ndoc.txt:3:1:4:22\n');
});

test('find --format cspell: imported into cspell.json, cspell skips exactly the URLs and checks the words around them', async () => {
  const dir = makeTree({ 'doc.txt': DOC, 'docs/guide.md': MARKDOWN, 'cspell.json': '{ "version": "0.2", "language": "en" }\n' });
  // cspell on its own: its URL pattern stops at the line break and the space.
  assert.deepEqual(cspell(dir, 'cspell.json'), ['doc.txt:2:4 qwxzplkfoo', 'doc.txt:2:30 misspeled', 'doc.txt:4:3 xxqwvlop', 'docs/guide.md:3:91 wwqqzzx'].sort());

  const run = await urlsmith(['find', '--format', 'cspell', '.'], { cwd: dir });
  assert.equal(run.code, 0, run.stderr);
  const config = JSON.parse(run.stdout) as { version: string; ignoreRegExpList: string[] };
  assert.equal(config.version, '0.2');
  assert.equal(config.ignoreRegExpList.length, 4);
  fs.writeFileSync(path.join(dir, '.cspell-urls.json'), run.stdout);
  fs.writeFileSync(path.join(dir, 'with-urls.json'), '{ "version": "0.2", "language": "en", "import": ["./.cspell-urls.json"] }\n');
  assert.deepEqual(cspell(dir, 'with-urls.json'), ['doc.txt:2:30 misspeled']);
});

test('find: --format takes lines, json, ranges or cspell, and not with --json for another', async () => {
  const bad = await urlsmith(['find', '--format', 'sarif', '-'], { stdin: 'x' });
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /lines, json, ranges/);
  const both = await urlsmith(['find', '--json', '--format', 'ranges', '-'], { stdin: 'x' });
  assert.equal(both.code, 2);
  const json = await urlsmith(['find', '--format', 'json', '-'], { stdin: 'see http://a.example/x\n' });
  assert.equal(json.stdout, '{"file":"<stdin>","url":"http://a.example/x","range":{"start":{"line":0,"character":4},"end":{"line":0,"character":22}}}\n');
});
