/** The project layer (project/src) the CLI and the language server share, tested directly. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ConfigFiles, isPrunedFolder, isSelected } from '../../project/src';
import { makeTree } from './support';

test('the nearest config governs; a revalidating lookup sees edits, removals and new files, and says which', () => {
  const dir = makeTree({ '.urlsmithrc.json': '{ "extends": "strict" }', 'sub/deep/a.txt': '', 'sub/.urlsmithrc.json': '{ "rules": { "tilde": "off" } }' });
  const files = new ConfigFiles({ revalidate: true });
  const read: string[] = [];
  const gone: string[] = [];
  files.onRead((f) => read.push(`${path.relative(dir, f.path)} ${f.errors.length}`));
  files.onGone((f) => gone.push(path.relative(dir, f)));
  const a = path.join(dir, 'sub/deep/a.txt');
  assert.deepEqual(files.chainOfFile(a).map((f) => path.relative(dir, f.path)), [path.join('sub', '.urlsmithrc.json'), '.urlsmithrc.json']);
  assert.deepEqual(files.forFile(a)?.config.rules, { tilde: 'off' });
  assert.deepEqual(read, [`${path.join('sub', '.urlsmithrc.json')} 0`, '.urlsmithrc.json 0']);

  // Unchanged: not read again. Same size, new content: read again (the stamp has ctime and inode, not only mtime and size).
  files.forFile(a);
  assert.equal(read.length, 2);
  const sub = path.join(dir, 'sub/.urlsmithrc.json');
  const { atime, mtime } = fs.statSync(sub);
  fs.writeFileSync(sub, '{ "rules": { "tilde": "of" } }');
  fs.writeFileSync(sub + '.new', '{ "rules": { "tilde": "on" } }');
  fs.renameSync(sub + '.new', sub);
  fs.utimesSync(sub, atime, mtime);
  assert.equal(files.forFile(a)?.errors.length, 1);
  assert.equal(read.at(-1), `${path.join('sub', '.urlsmithrc.json')} 1`);

  fs.rmSync(sub);
  assert.equal(files.forFile(a)?.config.preset, 'strict');
  assert.deepEqual(gone, [path.join('sub', '.urlsmithrc.json')]);
  fs.writeFileSync(path.join(dir, 'sub/deep/.urlsmithrc.json'), '{}');
  assert.equal(path.relative(dir, files.forFile(a)!.path), path.join('sub', 'deep', '.urlsmithrc.json'));
});

test('a lookup without revalidation reads each config once; clear() makes every config stale, so removals are still seen', () => {
  const dir = makeTree({ '.urlsmithrc.json': '{}', 'a.txt': '' });
  const files = new ConfigFiles({ revalidate: false });
  const gone: string[] = [];
  files.onGone((f) => gone.push(f));
  const a = path.join(dir, 'a.txt');
  assert.ok(files.forFile(a));
  fs.rmSync(path.join(dir, '.urlsmithrc.json'));
  assert.ok(files.forFile(a), 'remembered for the run');
  files.clear();
  assert.equal(files.forFile(a), undefined);
  assert.deepEqual(gone, [path.join(dir, '.urlsmithrc.json')]);
});

test('files: include and exclude of the nearest config, and folders excluded by any config above pruned with all they hold', () => {
  const dir = makeTree({
    '.urlsmithrc.json': JSON.stringify({ files: { exclude: ['vendor', '**/*.log'] } }),
    'sub/.urlsmithrc.json': JSON.stringify({ files: { include: ['**/*.md'], exclude: ['gen/**'] } }),
    'vendor/.urlsmithrc.json': '{}',
  });
  const files = new ConfigFiles({ revalidate: false });
  const selected = (rel: string) => isSelected(files.chainOfFile(path.join(dir, rel)), path.join(dir, rel));
  const pruned = (rel: string) => isPrunedFolder(files.chainOfFolder(path.dirname(path.join(dir, rel))), path.join(dir, rel));
  assert.deepEqual(
    ['a.txt', 'a.log', 'sub/a.md', 'sub/a.txt', 'sub/a.log', 'sub/gen/b.md', 'vendor/a.txt', 'vendor/x/a.md'].map((f) => [f, selected(f)]),
    [['a.txt', true], ['a.log', false], ['sub/a.md', true], ['sub/a.txt', false], ['sub/a.log', false], ['sub/gen/b.md', false], ['vendor/a.txt', false], ['vendor/x/a.md', false]],
  );
  // `gen/**` names the folder too (a globstar matches no segment as well), so the walk does not enter it.
  assert.deepEqual(['vendor', 'sub', 'sub/docs', 'sub/gen', 'sub/gen/x'].map((d) => [d, pruned(d)]), [['vendor', true], ['sub', false], ['sub/docs', false], ['sub/gen', true], ['sub/gen/x', true]]);
});
