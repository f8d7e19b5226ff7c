import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { TextDocumentEdit } from 'vscode-languageserver-protocol';
import { SERVER_COMMANDS } from '../../server/src/features/command-ids';
import { SERVER, ServerProcess, fileUri } from './harness/server-process';
import { applyLspEdits, range } from './harness/text';

const URI = 'untitled:commands';
const TEXT = ['<URL:http://a.example/long', '  path/a b%20c>', 'HTTP://b.example:80/{x}', 'plain words'].join('\n');
/** TEXT with its first three lines replaced. */
const text3 = (...lines: string[]) => [...lines, 'plain words'].join('\n');

describe('commands', () => {
  let server: ServerProcess;
  before(async () => {
    server = await ServerProcess.start();
    assert.deepEqual(server.initializeResult.capabilities.executeCommandProvider?.commands, Object.values(SERVER_COMMANDS));
    await server.open(URI, TEXT);
    await server.diagnostics(URI);
  });
  after(async () => {
    assert.equal(await server.stop(), 0);
  });

  /** Runs a command, then returns the document text the edit it asked the client to apply would produce. */
  async function run(command: string, arg: object): Promise<{ result: unknown; text: string | undefined }> {
    const n = server.applied.length;
    const result = await server.executeCommand(command, [{ uri: URI, ...arg }]);
    const p = server.applied[n];
    if (!p) return { result, text: undefined };
    const [change] = p.edit.documentChanges as TextDocumentEdit[];
    assert.ok(change);
    assert.deepEqual(change.textDocument, { uri: URI, version: 1 });
    return { result, text: applyLspEdits(TEXT, change.edits as Array<{ range: ReturnType<typeof range>; newText: string }>) };
  }

  test('percent-encode the selections', async () => {
    // "a b" and "{x}"; then "%20" itself, whose "%" is data once selected.
    const { result, text } = await run(SERVER_COMMANDS.encode, { ranges: [range(1, 7, 1, 10), range(2, 20, 2, 23)] });
    assert.equal(result, true);
    assert.equal(text, text3('<URL:http://a.example/long', '  path/a%20b%20c>', 'HTTP://b.example:80/%7Bx%7D'));
  });

  test('percent-encode leaves existing escapes alone and encodes a stray "%"', async () => {
    // "b%20c": the escape is kept, so encoding what is already encoded changes nothing and sends no edit.
    const escaped = await run(SERVER_COMMANDS.encode, { ranges: [range(1, 9, 1, 14)] });
    assert.equal(escaped.result, false);
    assert.equal(escaped.text, undefined);
    // "a b%20c" gets its space encoded, its escape kept; "80/{" has no escape: each character outside unreserved is encoded.
    const mixed = await run(SERVER_COMMANDS.encode, { ranges: [range(1, 7, 1, 14)] });
    assert.equal(mixed.text, text3('<URL:http://a.example/long', '  path/a%20b%20c>', 'HTTP://b.example:80/{x}'));
  });

  test('percent-encode: "%" followed by fewer than two hex digits is data', async () => {
    const uri = 'untitled:commands-stray';
    const text = 'http://a.example/100%/%4g/%41%2';
    await server.open(uri, text);
    const n = server.applied.length;
    assert.equal(await server.executeCommand(SERVER_COMMANDS.encode, [{ uri, ranges: [range(0, 17, 0, text.length)] }]), true);
    const [change] = server.applied[n]!.edit.documentChanges as TextDocumentEdit[];
    assert.equal(applyLspEdits(text, change!.edits as Array<{ range: ReturnType<typeof range>; newText: string }>), 'http://a.example/100%25%2F%254g%2F%41%252');
  });

  test('percent-decode the selection', async () => {
    const { result, text } = await run(SERVER_COMMANDS.decode, { ranges: [range(1, 10, 1, 13)] });
    assert.equal(result, true);
    assert.equal(text, text3('<URL:http://a.example/long', '  path/a b c>', 'HTTP://b.example:80/{x}'));
  });

  test('nothing to decode: no edit is sent', async () => {
    const { result, text } = await run(SERVER_COMMANDS.decode, { ranges: [range(0, 0, 0, 4)] });
    assert.equal(result, false);
    assert.equal(text, undefined);
  });

  test('fix all in the file: safe fixes only (joining a wrapper is the user\'s choice)', async () => {
    const { result, text } = await run(SERVER_COMMANDS.fixAll, {});
    assert.equal(result, true);
    // "{x}" is a template placeholder: no fix touches it (the encode command above does, since the user asks).
    assert.equal(text, text3('<URL:http://a.example/long', '  path/a b%20c>', 'http://b.example/{x}'));
  });

  test('the URL under the cursor, joined; null elsewhere', async () => {
    assert.equal(await server.executeCommand(SERVER_COMMANDS.urlAt, [{ uri: URI, position: { line: 1, character: 4 } }]), 'http://a.example/longpath/ab%20c');
    assert.equal(await server.executeCommand(SERVER_COMMANDS.urlAt, [{ uri: URI, position: { line: 2, character: 23 } }]), 'HTTP://b.example:80/{x}');
    assert.equal(await server.executeCommand(SERVER_COMMANDS.urlAt, [{ uri: URI, position: { line: 3, character: 2 } }]), null);
  });

  test('bad arguments are refused without harm', async () => {
    assert.equal(await server.executeCommand(SERVER_COMMANDS.encode, [{ uri: 'untitled:nope', ranges: [] }]), null);
    assert.equal(await server.executeCommand(SERVER_COMMANDS.urlAt, [{ uri: URI, position: 'x' }]), null);
    assert.equal(await server.executeCommand(SERVER_COMMANDS.fixAll, []), null);
  });
});

describe('check workspace (files the editor has not opened)', () => {
  let server: ServerProcess;
  let root: string;
  let folders: string[];
  const uri = (rel: string) => fileUri(path.join(root, rel));
  const rel = (u: string) => path.relative(root, fileURLToPath(u)).split(path.sep).join('/');

  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-workspace-'));
    const files: Record<string, string | Buffer> = {
      '.git/HEAD': 'ref: refs/heads/main\n',
      '.gitignore': 'ignored.txt\nbuild/\n',
      '.urlsmithrc.json': JSON.stringify({ files: { exclude: ['generated/**'] } }),
      'a.txt': 'see http://a.example/x|y\n',
      'clean.txt': 'see http://a.example/ok\n',
      'docs/b.md': '# B\n\n<http://b.example/a^b>\n',
      'open.txt': 'http://o.example/a^b\n',
      'ignored.txt': 'http://i.example/a^b\n',
      'build/out.txt': 'http://i.example/a^b\n',
      'node_modules/pkg/readme.txt': 'http://i.example/a^b\n',
      'vendor/lib.txt': 'http://i.example/a^b\n',
      'generated/g.txt': 'http://i.example/a^b\n',
      'image.bin': Buffer.from('http://i.example/a^b\0\x01\x02'),
    };
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      fs.writeFileSync(path.join(root, name), content);
    }
    server = await ServerProcess.start({ workspaceFolder: root, settings: () => ({ exclude: ['vendor/**'] }) });
    folders = [fileUri(root)];
    await server.open(uri('open.txt'), 'nothing here\n');
    await server.diagnostics(uri('open.txt'));
  });
  after(async () => {
    assert.equal(await server.stop(), 0);
    fs.rmSync(root, { recursive: true, force: true });
  });

  const lastFor = (u: string) => server.published.filter((p) => p.uri === u).at(-1);

  test('lists what the CLI would check, less urlsmith.exclude: no .git, node_modules, .gitignored, config-excluded or binary-skipped folders', async () => {
    const listed = (await server.executeCommand(SERVER_COMMANDS.workspaceFiles, [{ folders }])) as string[];
    // image.bin is listed (its name says nothing) and skipped when read; the config file is not a document to check.
    assert.deepEqual(listed.map(rel), ['.gitignore', 'a.txt', 'clean.txt', 'docs/b.md', 'image.bin', 'open.txt']);
  });

  test('publishes the problems of closed files, none for the open one (its live check owns them)', async () => {
    const listed = (await server.executeCommand(SERVER_COMMANDS.workspaceFiles, [{ folders }])) as string[];
    const openCount = server.publishedCount(uri('open.txt'));
    const result = await server.executeCommand(SERVER_COMMANDS.checkFiles, [{ uris: listed, folders }]);
    assert.deepEqual(result, { files: 4, problems: 2, withProblems: 2 }, '.gitignore, a.txt, clean.txt, docs/b.md');
    assert.deepEqual(lastFor(uri('a.txt'))?.diagnostics.map((d) => [d.code, d.range]), [['unsafe-character', range(0, 22, 0, 23)]]);
    assert.deepEqual(lastFor(uri('docs/b.md'))?.diagnostics.map((d) => [d.code, d.range]), [['unsafe-character', range(2, 19, 2, 20)]]);
    assert.deepEqual(lastFor(uri('clean.txt'))?.diagnostics, [], 'a clean file is published empty');
    assert.equal(server.publishedCount(uri('open.txt')), openCount, 'nothing published over the open document');
    for (const skipped of ['image.bin', 'ignored.txt', 'build/out.txt', 'node_modules/pkg/readme.txt', 'vendor/lib.txt', 'generated/g.txt']) {
      assert.equal(server.publishedCount(uri(skipped)), 0, skipped);
    }
    assert.ok(lastFor(uri('a.txt'))?.diagnostics[0]!.codeDescription?.href.startsWith('file:'), 'the code links to the shipped reference');
  });

  test('the same files and problems as the CLI checking the folder, less what urlsmith.exclude leaves out', () => {
    const cli = spawnSync(process.execPath, [path.join(path.dirname(SERVER), 'cli.js'), '-f', 'json', '.'], { cwd: root, encoding: 'utf8' });
    assert.equal(cli.status, 1, cli.stderr);
    const byCli = (JSON.parse(cli.stdout) as Array<{ file: string; diagnostics: Array<{ code: string; range: unknown }> }>)
      .filter((f) => f.file !== 'vendor/lib.txt' && f.file !== 'open.txt')
      .map((f) => [f.file, f.diagnostics.map((d) => [d.code, d.range])]);
    const byServer = server.published
      .filter((p) => p.version === undefined && rel(p.uri) !== 'open.txt')
      .map((p) => [rel(p.uri), p.diagnostics.map((d) => [d.code, d.range])]);
    assert.deepEqual(byServer, byCli);
  });

  test('opening a checked file replaces its problems with the live check; closing clears them; checking again restores them', async () => {
    const a = uri('a.txt');
    await server.open(a, 'fixed http://a.example/x%7Cy\n');
    assert.deepEqual((await server.diagnostics(a)).diagnostics, []);
    const n = server.publishedCount(a);
    await server.close(a);
    assert.deepEqual((await server.nextDiagnostics(a, n)).diagnostics, []);
    await server.executeCommand(SERVER_COMMANDS.checkFiles, [{ uris: [a], folders }]);
    assert.deepEqual(lastFor(a)?.diagnostics.map((d) => d.code), ['unsafe-character'], 'read from disk again');
  });

  test('a later run clears the problems of a file fixed on disk or newly excluded', async () => {
    fs.writeFileSync(path.join(root, 'a.txt'), 'see http://a.example/x%7Cy\n');
    fs.writeFileSync(path.join(root, '.urlsmithrc.json'), JSON.stringify({ files: { exclude: ['generated/**', 'docs/**'] } }));
    await server.watchedFilesChanged(uri('.urlsmithrc.json'));
    const listed = (await server.executeCommand(SERVER_COMMANDS.workspaceFiles, [{ folders }])) as string[];
    assert.deepEqual(listed.map(rel), ['.gitignore', 'a.txt', 'clean.txt', 'image.bin', 'open.txt']);
    assert.deepEqual(lastFor(uri('docs/b.md'))?.diagnostics, [], 'the newly excluded file is cleared');
    await server.executeCommand(SERVER_COMMANDS.checkFiles, [{ uris: listed, folders }]);
    assert.deepEqual(lastFor(uri('a.txt'))?.diagnostics, []);
  });
});

describe('check workspace: URIs spelled as the editor spells them', () => {
  test('a file whose name has "(" ")" is listed as VS Code writes its URI, and left alone while open', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-spelling-'));
    fs.writeFileSync(path.join(root, 'notes (1).txt'), 'see http://a.example/x|y\n');
    const server = await ServerProcess.start({ workspaceFolder: root });
    try {
      // vscode-uri percent-encodes every character but the unreserved ones and "/" (Node's pathToFileURL keeps "(" ")").
      const uri = `${fileUri(root)}/notes%20%281%29.txt`;
      const folders = [fileUri(root)];
      assert.deepEqual(await server.executeCommand(SERVER_COMMANDS.workspaceFiles, [{ folders }]), [uri]);
      await server.open(uri, 'nothing here\n');
      await server.diagnostics(uri);
      const before = server.published.length;
      assert.deepEqual(await server.executeCommand(SERVER_COMMANDS.checkFiles, [{ uris: [uri], folders }]), { files: 0, problems: 0, withProblems: 0 });
      // Nor under Node's spelling of the same file.
      const nodeSpelling = fileUri(path.join(root, 'notes (1).txt'));
      assert.notEqual(nodeSpelling, uri);
      assert.deepEqual(await server.executeCommand(SERVER_COMMANDS.checkFiles, [{ uris: [nodeSpelling], folders }]), { files: 0, problems: 0, withProblems: 0 });
      assert.equal(server.published.length, before, 'nothing published over the open document');
    } finally {
      assert.equal(await server.stop(), 0);
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('check workspace follows the disk and the configuration after it ran', () => {
  let server: ServerProcess;
  let root: string;
  const uri = (rel: string) => fileUri(path.join(root, rel));
  const folders = () => [fileUri(root)];
  const lastFor = (u: string) => server.published.filter((p) => p.uri === u).at(-1);
  const codesOf = (u: string) => lastFor(u)?.diagnostics.map((d) => [d.code, d.range]);

  before(async () => {
    root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-follow-')));
    fs.writeFileSync(path.join(root, 'a.txt'), 'see http://a.example/x|y\n');
    fs.writeFileSync(path.join(root, 'gone.txt'), 'see http://a.example/x|y\n');
    // `~` in a path is a hint in the default preset: shown faded in the editor, never a row of the Problems panel.
    fs.writeFileSync(path.join(root, 'hint.txt'), 'see http://a.example/~me\n');
    server = await ServerProcess.start({ workspaceFolder: root });
    const listed = (await server.executeCommand(SERVER_COMMANDS.workspaceFiles, [{ folders: folders() }])) as string[];
    assert.deepEqual(listed, [uri('a.txt'), uri('gone.txt'), uri('hint.txt')]);
    const counts = await server.executeCommand(SERVER_COMMANDS.checkFiles, [{ uris: listed, folders: folders() }]);
    assert.deepEqual(counts, { files: 3, problems: 2, withProblems: 2 }, 'the hint is not counted, as the panel does not show it');
    assert.deepEqual(lastFor(uri('hint.txt'))?.diagnostics.map((d) => [d.code, d.severity]), [['tilde', 4]], 'the hint is still published');
  });
  after(async () => {
    assert.equal(await server.stop(), 0);
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('once it has run, the server asks to hear of every file change', () => {
    assert.equal(server.registrations.filter((m) => m === 'workspace/didChangeWatchedFiles').length, 2, 'configs, then every file');
  });

  test('a checked file changed on disk is read again: its problems move with its text', async () => {
    const n = server.publishedCount(uri('a.txt'));
    fs.writeFileSync(path.join(root, 'a.txt'), 'one\ntwo\nsee http://a.example/p^q\n');
    await server.watchedFilesChanged(uri('a.txt'), 2);
    assert.deepEqual((await server.nextDiagnostics(uri('a.txt'), n)).diagnostics.map((d) => [d.code, d.range]), [['unsafe-character', range(2, 22, 2, 23)]]);
  });

  test('a checked file deleted on disk loses its problems', async () => {
    const n = server.publishedCount(uri('gone.txt'));
    fs.unlinkSync(path.join(root, 'gone.txt'));
    await server.watchedFilesChanged(uri('gone.txt'), 3);
    assert.deepEqual((await server.nextDiagnostics(uri('gone.txt'), n)).diagnostics, []);
  });

  test('a file created after the run is checked when a run would list it; not in node_modules, a .gitignored folder or as the config', async () => {
    fs.writeFileSync(path.join(root, '.gitignore'), 'build/\n');
    for (const dir of ['node_modules/pkg', 'build', 'docs']) fs.mkdirSync(path.join(root, dir), { recursive: true });
    const created = ['node_modules/pkg/README.md', 'build/out.txt', 'docs/new.txt'];
    for (const rel of created) fs.writeFileSync(path.join(root, rel), 'see http://a.example/n^w\n');
    for (const rel of created) await server.watchedFilesChanged(uri(rel), 1);
    await server.until('docs/new.txt checked', () => lastFor(uri('docs/new.txt')));
    assert.deepEqual(codesOf(uri('docs/new.txt')), [['unsafe-character', range(0, 22, 0, 23)]]);
    // The follow-ups run in order: a file created after them is published after them too.
    fs.writeFileSync(path.join(root, 'docs', 'later.txt'), 'see http://a.example/l^t\n');
    await server.watchedFilesChanged(uri('docs/later.txt'), 1);
    await server.until('docs/later.txt checked', () => lastFor(uri('docs/later.txt')));
    assert.equal(lastFor(uri('node_modules/pkg/README.md')), undefined, 'node_modules is never walked');
    assert.equal(lastFor(uri('build/out.txt')), undefined, '.gitignored');
  });

  test('a settings change checks the closed files again with the new rules', async () => {
    const n = server.publishedCount(uri('a.txt'));
    await server.changeConfiguration(() => ({ rules: { 'unsafe-character': 'off' } }));
    assert.deepEqual((await server.nextDiagnostics(uri('a.txt'), n)).diagnostics, []);
  });

  test('a new or edited .urlsmithrc.json checks the closed files again', async () => {
    await server.changeConfiguration(() => ({}));
    await server.until('a.txt back', () => (codesOf(uri('a.txt'))?.length === 1 ? true : undefined));
    fs.writeFileSync(path.join(root, '.urlsmithrc.json'), JSON.stringify({ rules: { tilde: 'error' } }));
    await server.watchedFilesChanged(uri('.urlsmithrc.json'), 1);
    const severities = () => lastFor(uri('hint.txt'))?.diagnostics.map((d) => [d.code, d.severity]);
    await server.until('hint.txt checked with the new config', () => (JSON.stringify(severities()) === '[["tilde",1]]' ? true : undefined));
  });
});
