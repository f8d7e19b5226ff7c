/**
 * How the CLI reads a file (cli/src/input/open.ts): a small file with one synchronous read, kept for every reader of
 * the same opening; a big one block by block. Whatever the path, every byte the file holds when it is read is
 * yielded once, in order, and fed to the hash: a file that grew or shrank after it was opened included.
 */
import { strict as assert } from 'node:assert';
import { createHash } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { OpenFile, Unreadable } from '../../cli/src/input/open';

const dir = mkdtempSync(join(tmpdir(), 'urlsmith-open-'));
after(() => rmSync(dir, { recursive: true, force: true }));

async function all(file: OpenFile): Promise<{ text: string; blocks: number; hash: string }> {
  const hash = createHash('sha256');
  const parts: Buffer[] = [];
  for await (const block of file.bytes(hash)) parts.push(block);
  return { text: Buffer.concat(parts).toString('latin1'), blocks: parts.length, hash: hash.digest('hex') };
}

const sha = (text: string) => createHash('sha256').update(Buffer.from(text, 'latin1')).digest('hex');

test('a small file: the head, then every byte in one block, the same again for a second reader', async () => {
  const path = join(dir, 'small.md');
  writeFileSync(path, 'see https://example.org/a b\n');
  const file = OpenFile.open(path);
  try {
    assert.equal(file.head(4).toString(), 'see ');
    const first = await all(file);
    assert.deepEqual(first, { text: 'see https://example.org/a b\n', blocks: 1, hash: sha('see https://example.org/a b\n') });
    assert.deepEqual(await all(file), first);
  } finally {
    file.close();
  }
});

test('an empty file yields nothing', async () => {
  const path = join(dir, 'empty.txt');
  writeFileSync(path, '');
  const file = OpenFile.open(path);
  assert.deepEqual(await all(file), { text: '', blocks: 0, hash: sha('') });
  file.close();
});

test('a small file that grew after it was opened is read to its new end', async () => {
  const path = join(dir, 'grew.txt');
  writeFileSync(path, 'abc');
  const file = OpenFile.open(path);
  appendFileSync(path, 'x'.repeat(3 << 20)); // past one block: read block by block from there
  const { text, hash } = await all(file);
  assert.equal(text.length, 3 + (3 << 20));
  assert.equal(hash, sha(text));
  assert.ok(text.startsWith('abcxxx'));
  file.close();
});

test('a file that shrank after it was opened is read to its new end', async () => {
  const path = join(dir, 'shrank.txt');
  writeFileSync(path, 'abcdefgh');
  const file = OpenFile.open(path);
  truncateSync(path, 3);
  assert.deepEqual(await all(file), { text: 'abc', blocks: 1, hash: sha('abc') });
  file.close();
});

test('a file over one block is read block by block, every byte once', async () => {
  const path = join(dir, 'big.txt');
  const text = Array.from({ length: 300_000 }, (_, i) => `line ${i}\n`).join('');
  writeFileSync(path, text);
  const file = OpenFile.open(path);
  const read = await all(file);
  assert.equal(read.text, text);
  assert.equal(read.hash, sha(text));
  assert.ok(read.blocks >= 2, `${read.blocks} blocks`);
  file.close();
  file.close(); // a second close is harmless
});

test('a folder is not a regular file', () => {
  assert.throws(() => OpenFile.open(dir), Unreadable);
});
