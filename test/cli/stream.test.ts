import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fixture, located, makeTree, urlsmith } from './support';

test('stdin ("-") is checked, under --stdin-filename when given', async () => {
  const run = await urlsmith(['-'], { stdin: 'ok\nhttp://a.example/%zz\n' });
  assert.equal(run.code, 1);
  assert.deepEqual(located(run.stdout), ['<stdin>:2:18 error invalid-percent-escape']);
  const named = await urlsmith(['--stdin-filename', 'notes.md', '-f', 'json', '-'], { stdin: 'http://a.example/~x' });
  assert.deepEqual((JSON.parse(named.stdout) as Array<{ file: string }>).map((f) => f.file), ['notes.md']);
});

test('--stdin-filename x.md reads standard input as Markdown', async () => {
  // "**" is emphasis in Markdown, not part of the URL; plain text keeps it (RFC 1738 allows "*" in an http path).
  const bold = '**https://a.example/x**\n';
  const boldMd = await urlsmith(['--stdin-filename', 'x.md', '-'], { stdin: bold });
  assert.equal(boldMd.code, 0);
  assert.equal(boldMd.stdout.trim(), 'No problems in 1 file.');
  assert.equal((await urlsmith(['find', '--stdin-filename', 'x.md', '-'], { stdin: bold })).stdout, 'https://a.example/x\n');
  assert.equal((await urlsmith(['find', '-'], { stdin: bold })).stdout, 'https://a.example/x**\n');
  // In a Markdown table "|" ends a cell; in plain text it is the URL's own, and unsafe (RFC 1738 2.2), unless it
  // ends the line (a plain-text table's border).
  const table = '| site | link | note |\n| --- | --- | --- |\n| home |https://a.example/x|y |\n';
  const tableMd = await urlsmith(['--stdin-filename', 'x.md', '-'], { stdin: table });
  assert.equal(tableMd.code, 0);
  assert.equal(tableMd.stdout.trim(), 'No problems in 1 file.');
  const tableText = await urlsmith(['-'], { stdin: table });
  assert.equal(tableText.code, 1);
  assert.deepEqual(located(tableText.stdout), ['<stdin>:3:28 error unsafe-character']);
});

// A locator's range spans the whole wrapper, "<URL:" to ">", as the engine reports it.
test('find prints each URL once, wrapped URLs joined; --json gives file, url and LSP range', async () => {
  const text = 'See <URL:ftp://ftp.example.org/pub/\n     README.txt> and\r\nhttp://a.example/x, then HTTP://b.example/.\n';
  const dir = makeTree({ 'a.txt': text });
  const run = await urlsmith(['find', 'a.txt'], { cwd: dir });
  assert.equal(run.code, 0);
  assert.equal(run.stdout, 'ftp://ftp.example.org/pub/README.txt\nhttp://a.example/x\nHTTP://b.example/\n');
  const json = await urlsmith(['find', '--json', '-'], { stdin: text });
  assert.deepEqual(json.stdout.trim().split('\n').map((l) => JSON.parse(l) as unknown), [
    { file: '<stdin>', url: 'ftp://ftp.example.org/pub/README.txt', range: { start: { line: 0, character: 4 }, end: { line: 1, character: 16 } } },
    { file: '<stdin>', url: 'http://a.example/x', range: { start: { line: 2, character: 0 }, end: { line: 2, character: 18 } } },
    { file: '<stdin>', url: 'HTTP://b.example/', range: { start: { line: 2, character: 25 }, end: { line: 2, character: 42 } } },
  ]);
});

test('find on the RFC 1738 appendix example yields exactly its three URLs', async () => {
  const rfc = fs.readFileSync(fixture('rfc1738.txt'), 'utf8');
  const start = rfc.indexOf('Yes, Jim, I found it under');
  const example = rfc.slice(start, rfc.indexOf('\n\n', start));
  const run = await urlsmith(['find', '-'], { stdin: example });
  assert.deepEqual(run.stdout.trim().split('\n'), ['ftp://info.cern.ch/pub/www/doc;type=d', 'ftp://ds.internic.net/rfc', 'http://ds.internic.net/instructions/overview.html#WARNING']);
});

test('explain prints the breakdown as text; --json one object per URL, in order', async () => {
  const text = await urlsmith(['explain', 'http://a.example:8080/b c']);
  assert.equal(text.code, 1);
  assert.match(text.stdout, /^http:\/\/a\.example:8080\/b c\n/);
  assert.match(text.stdout, /^ {2}host +a\.example$/m);
  assert.match(text.stdout, /^ {2}port +8080$/m);
  // Each problem names the RFC 1738 section 5 production its text breaks.
  assert.match(text.stdout, /^ {2}error unsafe-character at 24 \(hsegment\): /m);

  const urls = ['ftp://u:Xk9vQ2@h.samples/f;type=d', 'http://a.example/', 'mailto:a%b@example.org'];
  const run = await urlsmith(['explain', '--json', ...urls]);
  const lines = run.stdout.trim().split('\n').map((l) => JSON.parse(l) as { url: string; valid: boolean; fixed?: string; parts: Array<{ name: string; value: string }>; diagnostics: Array<{ code: string; range: { start: number; end: number }; production?: string }> });
  // `fixed`, what --fix would write, only where a safe fix changes the URL.
  assert.deepEqual(lines.map((l) => Object.keys(l)), [['url', 'valid', 'parts', 'diagnostics'], ['url', 'valid', 'parts', 'diagnostics'], ['url', 'valid', 'fixed', 'parts', 'diagnostics']]);
  assert.equal(lines[2]!.fixed, 'mailto:a%25b@example.org');
  assert.deepEqual(lines.map((l) => l.valid), [true, true, false]);
  assert.ok(!run.stdout.includes('Xk9vQ2'), 'passwords are masked');
  assert.deepEqual(lines[0]!.parts.filter((p) => p.name === 'host' || p.name === 'typecode').map((p) => p.value), ['h.samples', 'd']);
  assert.deepEqual(lines[0]!.diagnostics.map((d) => d.code), ['password']);
  assert.deepEqual(lines[2]!.diagnostics.map((d) => [d.code, d.range.start, d.range.end, d.production]), [['mailto-unencoded-percent', 8, 9, 'escape']]);
  // password is not a section 5 production's problem (RFC 1738 section 6): it names none.
  assert.deepEqual(lines[0]!.diagnostics.map((d) => d.production), [undefined]);
  assert.equal(run.code, 1);
});

test('explain - streams one answer per input line, in order, under the config', async () => {
  const dir = makeTree({ '.urlsmithrc.json': '{ "rules": { "unsafe-character": "warning" } }' });
  const input = Array.from({ length: 2000 }, (_, i) => (i % 2 ? `http://h${i}.example/a b` : `  http://h${i}.example/ok\r`)).join('\n') + '\n\n';
  const run = await urlsmith(['explain', '--json', '-'], { stdin: input, cwd: dir });
  const lines = run.stdout.trim().split('\n').map((l) => JSON.parse(l) as { url: string; valid: boolean; diagnostics: Array<{ severity: string }> });
  assert.equal(lines.length, 2000);
  assert.ok(lines.every((l, i) => l.url === (i % 2 ? `http://h${i}.example/a b` : `http://h${i}.example/ok`)));
  assert.ok(lines.every((l, i) => l.valid && (i % 2 ? l.diagnostics[0]?.severity === 'warning' : l.diagnostics.length === 0)));
  assert.equal(run.code, 0);
});

/** Checks `file` in one piece and in many small pieces; the results must not differ. */
async function samePieceByPiece(args: string[], cwd: string): Promise<string> {
  const whole = await urlsmith(args, { cwd });
  const pieces = await urlsmith(args, { cwd, env: { URLSMITH_CHUNK_CHARS: '64' } });
  assert.equal(pieces.stdout, whole.stdout);
  assert.equal(pieces.code, whole.code);
  return whole.stdout;
}

test('reading in pieces changes nothing: the RFC 1738 text, cut every 64 characters outside wrappers', async () => {
  const cwd = path.dirname(fixture('rfc1738.txt'));
  const found = await samePieceByPiece(['find', '--json', 'rfc1738.txt'], cwd);
  assert.ok(found.split('\n').length > 30);
  await samePieceByPiece(['-f', 'json', 'rfc1738.txt'], cwd);
  const crlf = makeTree({ 'a.txt': fs.readFileSync(fixture('rfc1738.txt'), 'utf8').replace(/\n/g, '\r\n') + 'x'.repeat(300) + ' http://a.example/%zz' });
  assert.match(await samePieceByPiece(['-f', 'json', 'a.txt'], crlf), /invalid-percent-escape/);
});

test('a huge file is streamed: 200 MB of text checked under a 64 MB heap, problems placed on the right lines', async () => {
  const dir = makeTree({});
  const file = path.join(dir, 'huge.txt');
  const fd = fs.openSync(file, 'w');
  const block = 'Plain text with a URL http://www.example.org/index.html and more words to fill the line.\n'.repeat(11000);
  const blockLines = 11000;
  for (let i = 0; i < 200; i++) fs.writeSync(fd, block);
  fs.writeSync(fd, 'last <URL:http://a.example/%zz\n  /b>\n' + 'a'.repeat(3000000) + ' http://b.example/%zz');
  fs.closeSync(fd);
  const run = await urlsmith(['--hints', 'huge.txt'], { cwd: dir, nodeArgs: ['--max-old-space-size=64'], deadline: 240000 });
  assert.equal(run.code, 1, run.stderr);
  const line = 200 * blockLines + 1;
  assert.deepEqual(located(run.stdout), [`huge.txt:${line}:28 error invalid-percent-escape`, `huge.txt:${line}:31 hint wrapper-whitespace`, `huge.txt:${line + 2}:3000019 error invalid-percent-escape`]);
});

test('binary and control-character input on stdin does not crash any command', async () => {
  const junk = Buffer.concat([Buffer.from([0, 0xff, 0xfe, 0xd8, 0x00, 0x0d, 0x0a]), Buffer.from('http://a.example/\0x <URL:http://b\0.example/>\n'), Buffer.from([0xed, 0xa0, 0x80])]);
  for (const args of [['-'], ['find', '-'], ['explain', '-'], ['-f', 'sarif', '-']]) {
    const run = await urlsmith(args, { stdin: junk });
    assert.ok(run.code === 0 || run.code === 1, `${args.join(' ')}: exit ${run.code} ${run.stderr}`);
    assert.equal(run.stderr, '');
  }
});
