/**
 * Check Workspace and open documents against what a cloned repository may hold: UTF-16 files, a config that is a
 * symlink loop, folders nested 2,000 deep, a file of many megabytes. Each still gets its diagnostics, the rest of
 * the workspace is checked, and the server keeps answering meanwhile.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { HoverRequest } from 'vscode-languageserver-protocol';
import { SERVER_COMMANDS } from '../../server/src/features/command-ids';
import { editorFileUri } from '../../server/src/features/check-workspace';
import { ServerProcess } from './harness/server-process';
import { range } from './harness/text';

const LINE = 'see http://a.example/a^b\n';
const CARET = ['unsafe-character', range(0, 22, 0, 23)];

function codes(p: { diagnostics: Array<{ code?: number | string; range: unknown }> }) {
  return p.diagnostics.map((d) => [d.code, d.range]);
}

describe('Check Workspace reads what an editor reads, and survives what it cannot', () => {
  let root: string;
  let outside: string;
  let server: ServerProcess;
  const folder = () => editorFileUri(root);
  const list = async () => (await server.executeCommand(SERVER_COMMANDS.workspaceFiles, [{ folders: [folder()] }])) as string[];
  const check = (uris: string[]) => server.executeCommand(SERVER_COMMANDS.checkFiles, [{ uris, folders: [folder()] }]) as Promise<{ files: number; problems: number }>;
  const published = (file: string) => server.until(`diagnostics of ${file}`, () => server.published.filter((p) => p.uri === editorFileUri(path.join(root, file))).at(-1));

  before(async () => {
    root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-faults-')));
    const utf16 = Buffer.from(`\ufeff${LINE}`, 'utf16le');
    fs.writeFileSync(path.join(root, 'le.txt'), utf16);
    fs.writeFileSync(path.join(root, 'be.txt'), Buffer.from(utf16).swap16());
    fs.writeFileSync(path.join(root, 'bom8.txt'), `\ufeff${LINE}`);
    fs.writeFileSync(path.join(root, 'binary.txt'), Buffer.from([0x68, 0x00, 0x74, 0x00, 0x0a]));
    fs.mkdirSync(path.join(root, 'loop'));
    fs.symlinkSync('.urlsmithrc.json', path.join(root, 'loop', '.urlsmithrc.json'));
    fs.writeFileSync(path.join(root, 'loop', 'a.txt'), LINE);
    fs.writeFileSync(path.join(root, 'z.txt'), LINE);
    // A committed link to a file outside the workspace (a user's private notes), and one to a file inside it.
    outside = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-outside-')));
    fs.writeFileSync(path.join(outside, 'secret.txt'), LINE);
    fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'leak.txt'));
    fs.symlinkSync('z.txt', path.join(root, 'z-link.txt'));
    server = await ServerProcess.start({ workspaceFolder: root });
  });
  after(async () => {
    assert.equal(await server.stop(), 0, server.stderr);
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  });

  test('a symbolic link to a file outside the workspace folder is not followed (as the CLI walks); one inside is', async () => {
    const uris = await list();
    assert.ok(!uris.includes(editorFileUri(path.join(root, 'leak.txt'))), 'the link out is not listed');
    assert.ok(uris.includes(editorFileUri(path.join(root, 'z-link.txt'))), 'the link to a file inside is listed');
  });

  test('UTF-16 LE and BE files with a byte-order mark are read, as UTF-8 ones with or without it', async () => {
    const uris = await list();
    for (const f of ['be.txt', 'bom8.txt', 'le.txt', 'binary.txt']) assert.ok(uris.includes(editorFileUri(path.join(root, f))), f);
    await check(uris);
    for (const f of ['le.txt', 'be.txt', 'bom8.txt']) assert.deepEqual(codes(await published(f)), [CARET], f);
    assert.ok(!server.published.some((p) => p.uri.endsWith('/binary.txt') && p.diagnostics.length > 0), 'a file with NULs and no mark is binary');
  });

  test('a .urlsmithrc.json that is a symlink loop: its folder is not checked (the CLI exits 2 there), the rest is', async () => {
    const uris = await list();
    assert.ok(!uris.includes(editorFileUri(path.join(root, 'loop', 'a.txt'))));
    assert.ok(uris.includes(editorFileUri(path.join(root, 'z.txt'))), 'the walk went on past the loop');
    const result = await check(uris);
    assert.ok(result.files >= 4, `every other text file was checked: ${JSON.stringify(result)}`);
    assert.deepEqual(codes(await published('z.txt')), [CARET]);
  });

  test('an open document under that config is not checked; the config an error on itself and a log line, no message box', async () => {
    const uri = editorFileUri(path.join(root, 'loop', 'open.txt'));
    await server.open(uri, LINE);
    assert.deepEqual(codes(await server.diagnostics(uri)), []);
    const rc = pathToFileURL(path.join(root, 'loop', '.urlsmithrc.json')).href;
    const onConfig = await server.until('the config error', () => server.published.find((p) => p.uri === rc && p.diagnostics.length > 0));
    assert.deepEqual(codes(onConfig), [['config-error', range(0, 0, 0, 0)]]);
    await server.until('a log line', () => server.logs.find((m) => m.message.includes(path.join(root, 'loop', '.urlsmithrc.json'))));
    assert.deepEqual(server.messages, []);
  });
});

describe('Check Workspace scales', () => {
  let root: string;
  let server: ServerProcess;
  before(async () => {
    root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-scale-')));
    server = await ServerProcess.start({ workspaceFolder: root });
  });
  after(async () => {
    assert.equal(await server.stop(), 0, server.stderr);
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('2,000 nested folders are walked in one pass (the walk is linear in the folders)', async () => {
    const dirs: string[] = [];
    for (let i = 1, dir = root; i <= 2000; i++) {
      dir = path.join(dir, 'd');
      dirs.push(dir);
      fs.mkdirSync(dir);
      if (i % 500 === 0) fs.writeFileSync(path.join(dir, `at${i}.txt`), LINE);
    }
    const started = performance.now();
    const uris = (await server.executeCommand(SERVER_COMMANDS.workspaceFiles, [{ folders: [editorFileUri(root)] }])) as string[];
    const ms = performance.now() - started;
    assert.deepEqual(
      uris.map((u) => path.basename(u)),
      ['at500.txt', 'at1000.txt', 'at1500.txt', 'at2000.txt'],
    );
    // The quadratic walk took over 5 minutes; this one 4 s on a machine with a load average of 19. The bound leaves room.
    assert.ok(ms < 60_000, `${Math.round(ms)} ms`);
    // Deepest first: fs.rmSync recurses once per level and runs out of stack at this depth.
    for (const dir of dirs.reverse()) {
      for (const f of fs.readdirSync(dir)) if (f !== 'd') fs.unlinkSync(path.join(dir, f));
      fs.rmdirSync(dir);
    }
  });

  test('while a large file is checked, hovers on an open document are answered', async () => {
    const big = path.join(root, 'big.md');
    // About 3 MB of Markdown, each line two links with problems: seconds of checking.
    fs.writeFileSync(big, `- [x](http://a.example/a^b) and <http://b.example/c d>\n`.repeat(55_000));
    fs.writeFileSync(path.join(root, 'a-small.txt'), LINE);
    const uri = 'untitled:while-checking';
    await server.open(uri, LINE);
    await server.diagnostics(uri);
    const order: string[] = [];
    const small = editorFileUri(path.join(root, 'a-small.txt'));
    const checked = server
      .executeCommand(SERVER_COMMANDS.checkFiles, [{ uris: [small, editorFileUri(big)], folders: [editorFileUri(root)] }])
      .then(() => order.push('check'));
    // Once the small file is published, the large one is being read or checked.
    await server.until('the small file', () => server.published.find((p) => p.uri === small));
    const hovered = server.conn.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line: 0, character: 8 } }).then((h) => {
      order.push('hover');
      return h;
    });
    assert.ok(await hovered, 'the hover has content');
    await checked;
    assert.deepEqual(order, ['hover', 'check']);
    const bigProblems = server.published.filter((p) => p.uri === editorFileUri(big)).at(-1);
    assert.ok(bigProblems && bigProblems.diagnostics.length > 0, 'the large file was checked too');
  });
});

/** A request's answer, or a failure at the deadline: a server that never answers must fail the test, not hang it. */
async function answered<T>(what: string, request: Promise<T>, ms = 15_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([request, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

describe('Check Workspace in a hostile repository: nothing read outside it, nothing that hangs', () => {
  let root: string;
  let outside: string;
  let server: ServerProcess;
  const folder = () => editorFileUri(root);
  const uriOf = (file: string) => editorFileUri(path.join(root, file));
  const list = () => answered('workspaceFiles', server.executeCommand(SERVER_COMMANDS.workspaceFiles, [{ folders: [folder()] }]) as Promise<string[]>);
  const check = (files: string[]) => answered('checkFiles', server.executeCommand(SERVER_COMMANDS.checkFiles, [{ uris: files.map(uriOf), folders: [folder()] }]) as Promise<{ files: number }>);
  // Nested `**` against a path as deep: the `ignore` package's regular expression took seconds per path.
  const nested = `${Array.from({ length: 12 }, () => '**/a').join('/')}/**/b`;
  const deep = `${Array.from({ length: 30 }, () => 'a').join('/')}/c.txt`;

  before(async () => {
    root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-hostile-')));
    outside = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-outside-')));
    fs.mkdirSync(path.join(root, '.git'));
    fs.writeFileSync(path.join(outside, 'ignore-all'), '*\n');
    fs.writeFileSync(path.join(outside, 'secret.txt'), LINE);
    fs.mkdirSync(path.join(root, 'zero'));
    fs.symlinkSync('/dev/zero', path.join(root, 'zero', '.gitignore'));
    fs.writeFileSync(path.join(root, 'zero', 'a.txt'), LINE);
    fs.mkdirSync(path.join(root, 'linked'));
    fs.symlinkSync(path.join(outside, 'ignore-all'), path.join(root, 'linked', '.gitignore'));
    fs.writeFileSync(path.join(root, 'linked', 'a.txt'), LINE);
    fs.mkdirSync(path.join(root, 'nested', path.dirname(deep)), { recursive: true });
    fs.writeFileSync(path.join(root, 'nested', '.gitignore'), `${nested}\n`);
    fs.writeFileSync(path.join(root, 'nested', deep), LINE);
    fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'leak.txt'));
    fs.symlinkSync(outside, path.join(root, 'outdir'));
    execFileSync('mkfifo', [path.join(root, 'pipe.txt')]);
    server = await ServerProcess.start({ workspaceFolder: root });
  });
  after(async () => {
    assert.equal(await server.stop(), 0, server.stderr);
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  });

  test('.gitignore -> /dev/zero, a .gitignore linked from outside, nested ** patterns: listed at once, the unread ones said once', async () => {
    const started = performance.now();
    const uris = await list();
    const ms = performance.now() - started;
    // The links (to a device, to a file or a folder out of the workspace) are not listed; a .gitignore is text like any other file.
    assert.deepEqual(uris.sort(), [uriOf('linked/a.txt'), uriOf('nested/.gitignore'), uriOf(`nested/${deep}`), uriOf('zero/a.txt')].sort());
    // Milliseconds here; the `ignore` package's matching took minutes over this folder, and /dev/zero never ended.
    assert.ok(ms < 10_000, `${Math.round(ms)} ms`);
    const told = server.logs.filter((m) => m.message.includes('.gitignore')).map((m) => m.message.slice(0, m.message.indexOf(':')));
    assert.deepEqual(told.sort(), [path.join(root, 'linked', '.gitignore'), path.join(root, 'zero', '.gitignore')]);
  });

  test('checkFiles given a FIFO answers, and checks the rest', async () => {
    const result = await check(['pipe.txt', 'zero/a.txt']);
    assert.equal(result.files, 1);
    assert.deepEqual(codes(server.published.filter((p) => p.uri === uriOf('zero/a.txt')).at(-1)!), [CARET]);
    assert.ok(!server.published.some((p) => p.uri === uriOf('pipe.txt')));
  });

  test('checkFiles given a link to a file outside the workspace folder, or a file in a folder linked from outside, does not read it', async () => {
    const result = await check(['leak.txt', 'outdir/secret.txt']);
    assert.equal(result.files, 0);
    assert.ok(!server.published.some((p) => p.uri === uriOf('leak.txt') || p.uri === uriOf('outdir/secret.txt')), 'nothing published for the links out');
  });
});
