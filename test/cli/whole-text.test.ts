/**
 * A small file is checked whole, with no stream (cli/src/check/check-text.ts, checkWholeText): its problems are
 * exactly those of the stream path, checkText, for any bytes (a byte order mark, invalid UTF-8, a cut sequence at
 * the end, an empty file, every document type); a file of a piece or more, or over a limit, is left to the stream.
 */
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { defaultConfig, DOCUMENT_TYPES } from '../../engine/src';
import { checkText, checkWholeText } from '../../cli/src/check/check-text';
import type { Problem } from '../../cli/src/format/reporter';

async function viaStream(bytes: Buffer, type: (typeof DOCUMENT_TYPES)[number]): Promise<Problem[]> {
  const all: Problem[] = [];
  async function* one(): AsyncGenerator<Buffer> {
    if (bytes.length > 0) yield bytes;
  }
  await checkText(one(), defaultConfig(), async (p) => void all.push(...p), type);
  return all;
}

const INPUTS: Buffer[] = [
  Buffer.from(''),
  Buffer.from('see https://example.org/a b and ftp://ftp.example.org/x y\n'),
  Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('https://example.org/|x|\n')]),
  Buffer.concat([Buffer.from('http://example.org/a'), Buffer.from([0xff, 0xfe, 0x80]), Buffer.from(' b\n')]),
  Buffer.concat([Buffer.from('http://example.org/é'), Buffer.from([0xe2, 0x82])]),
  Buffer.from('# T\n\n[a](http://x.example/a b) `http://y.example/c d`\n<!-- urlsmith-disable-next-line -->\nhttp://z.example/^\nhttp://w.example/^\n'),
];

test('a small file: checkWholeText gives exactly what checkText gives, in every document type', async () => {
  for (const type of DOCUMENT_TYPES) {
    for (const bytes of INPUTS) {
      const whole = checkWholeText(bytes, defaultConfig(), type);
      assert.ok(whole !== undefined, `${type}: ${JSON.stringify(bytes.toString())} was not taken whole`);
      assert.deepEqual(whole, await viaStream(bytes, type), `${type}: ${JSON.stringify(bytes.toString())}`);
    }
  }
});

test('a file of a piece or more is left to the stream', () => {
  assert.equal(checkWholeText(Buffer.alloc(1 << 16, 0x61), defaultConfig(), 'plaintext'), undefined);
  assert.notEqual(checkWholeText(Buffer.alloc((1 << 16) - 1, 0x61), defaultConfig(), 'plaintext'), undefined);
});
