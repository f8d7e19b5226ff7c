import assert from 'node:assert/strict';
import * as path from 'node:path';
import { test } from 'node:test';
import { MARKER } from './harness/no-network';
import { ServerProcess } from './harness/server-process';
import { range } from './harness/text';

test('the server never opens a network connection, whatever the document holds', async () => {
  const server = await ServerProcess.start({ nodeArgs: ['--require', path.join(__dirname, 'harness', 'no-network.js')] });
  const uri = 'untitled:network';
  const text = ['http://localhost:1/a^b telnet://127.0.0.1:23/', '<URL:ftp://user:pw@files.example/x>', 'news:comp.lang.c nntp://news.example/g/1 mailto:a@b.example', 'gopher://g.example:70/1 wais://w.example/db?q prospero://p.example/x file://h.example/etc'].join('\n');
  await server.open(uri, text);
  await server.diagnostics(uri);
  for (let line = 0; line < 4; line++) await server.hover(uri, { line, character: 8 });
  await server.links(uri);
  await server.codeActions(uri, range(0, 0, 3, 0));
  await server.codeActions(uri, range(0, 0, 0, 0), ['source.fixAll']);
  assert.equal(await server.stop(), 0);
  assert.ok(!server.stderr.includes(MARKER), server.stderr);
});

test('the guard itself works: a connection attempt is caught', async () => {
  const { spawnSync } = await import('node:child_process');
  const r = spawnSync(process.execPath, ['--require', path.join(__dirname, 'harness', 'no-network.js'), '-e', "require('node:net').connect(9, '127.0.0.1').on('error', () => {})"], { encoding: 'utf8' });
  assert.ok(r.stderr.includes(MARKER));
});
