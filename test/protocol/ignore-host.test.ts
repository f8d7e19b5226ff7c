/**
 * "Ignore <host> in this workspace": the quick fix on a problem, and the server command that adds the host to the
 * governing `.urlsmithrc.json`'s `ignore` (or creates one at the workspace folder's root), through
 * workspace/applyEdit. And the did-you-mean guess for an unknown rule code.
 */
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { TextDocumentEdit } from 'vscode-languageserver-protocol';
import { nearestRuleCode, parseConfig } from '../../engine/src';
import { SERVER_COMMANDS } from '../../server/src/features/command-ids';
import { addIgnoreInsertion } from '../../server/src/settings/ignore-edit';
import { ServerProcess, fileUri } from './harness/server-process';
import { applyLspEdits, range } from './harness/text';

const LINE = 'see http://a.example/a^b\n';

/** The config text after the insertion, and what the config reader makes of it. */
function added(text: string, host: string): { text: string; ignore: string[]; errors: number } {
  const ins = addIgnoreInsertion(text, host);
  assert.ok(typeof ins === 'object', `${JSON.stringify(text)}: ${String(ins)}`);
  const after = text.slice(0, ins.offset) + ins.text + text.slice(ins.offset);
  const { config, errors } = parseConfig(after);
  return { text: after, ignore: config.ignore, errors: errors.length };
}

describe('adding a host to a config\'s ignore list', () => {
  test('after the last entry, into an empty list, or as a new member first in the object, indented like the file', () => {
    assert.deepEqual(added('{\n  "ignore": ["a.example"]\n}\n', 'b.example'), { text: '{\n  "ignore": ["a.example", "b.example"]\n}\n', ignore: ['a.example', 'b.example'], errors: 0 });
    assert.deepEqual(added('{ "ignore": [] }', 'b.example'), { text: '{ "ignore": ["b.example"] }', ignore: ['b.example'], errors: 0 });
    assert.deepEqual(added('{\n    "extends": "strict"\n}\n', 'b.example'), { text: '{\n    "ignore": ["b.example"],\n    "extends": "strict"\n}\n', ignore: ['b.example'], errors: 0 });
    assert.deepEqual(added('{\r\n\t"rules": {}\r\n}', 'b.example'), { text: '{\r\n\t"ignore": ["b.example"],\r\n\t"rules": {}\r\n}', ignore: ['b.example'], errors: 0 });
    assert.deepEqual(added('{ "extends": "strict" }', 'b.example'), { text: '{ "ignore": ["b.example"], "extends": "strict" }', ignore: ['b.example'], errors: 0 });
    assert.deepEqual(added('{}', 'b.example'), { text: '{\n  "ignore": ["b.example"]\n}', ignore: ['b.example'], errors: 0 });
    // Comments stay where they are.
    assert.equal(added('{\n  // ours\n  "ignore": [\n    "a.example" // the lab\n  ]\n}\n', 'b.example').text, '{\n  // ours\n  "ignore": [\n    "a.example", "b.example" // the lab\n  ]\n}\n');
  });

  test('nothing when the host is there already (as the reader compares), and no edit into a file that does not parse', () => {
    assert.equal(addIgnoreInsertion('{ "ignore": [" B.Example "] }', 'b.example'), 'present');
    assert.equal(addIgnoreInsertion('{ "ignore": "b.example" }', 'b.example'), 'invalid');
    assert.equal(addIgnoreInsertion('{ "ignore": [', 'b.example'), 'invalid');
    assert.equal(addIgnoreInsertion('[]', 'b.example'), 'invalid');
  });
});

describe('did you mean: the nearest rule code to an unknown one', () => {
  test('a typo, a code cut short, a case slip; nothing for a code nothing is near', () => {
    assert.equal(nearestRuleCode('tild'), 'tilde');
    assert.equal(nearestRuleCode('unsafe-charactr'), 'unsafe-character');
    assert.equal(nearestRuleCode('Tilde'), 'tilde');
    assert.equal(nearestRuleCode('unsafe-char'), 'unsafe-character');
    assert.equal(nearestRuleCode('zzzz-qqqq'), undefined);
    assert.equal(nearestRuleCode('x'.repeat(100_000)), undefined);
  });
});

describe('"Ignore <host> in this workspace" over LSP', () => {
  let root: string;
  let server: ServerProcess;
  before(async () => {
    root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-ignore-')));
    fs.mkdirSync(path.join(root, 'sub'));
    fs.writeFileSync(path.join(root, 'sub', '.urlsmithrc.json'), '{\n  "extends": "default"\n}\n');
    server = await ServerProcess.start({ workspaceFolder: root });
  });
  after(async () => {
    assert.equal(await server.stop(), 0, server.stderr);
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('offered once per host under the range, as a command naming the document and the host', async () => {
    const uri = fileUri(path.join(root, 'a.txt'));
    await server.open(uri, 'see http://Lab.Example/a^b^c and http://b.example/x|y\n');
    await server.diagnostics(uri);
    const actions = (await server.codeActions(uri, range(0, 0, 0, 53))).filter((a) => a.kind === 'quickfix.urlsmith.ignoreHost');
    assert.deepEqual(
      actions.map((a) => [a.title, a.command?.command, a.command?.arguments, a.diagnostics?.length]),
      [
        ['Ignore lab.example in this workspace', SERVER_COMMANDS.ignoreHost, [{ uri, host: 'lab.example' }], 2],
        ['Ignore b.example in this workspace', SERVER_COMMANDS.ignoreHost, [{ uri, host: 'b.example' }], 1],
      ],
    );
    await server.open('untitled:x', 'see http://lab.example/a^b\n');
    await server.diagnostics('untitled:x');
    const untitled = await server.codeActions('untitled:x', range(0, 0, 0, 26));
    assert.ok(untitled.length > 0 && !untitled.some((a) => a.kind === 'quickfix.urlsmith.ignoreHost'), 'an untitled document has no config to write');
  });

  test('with no config, two requests at once: one is created whole at the workspace folder root, then the other host added to it', async () => {
    const uri = fileUri(path.join(root, 'a.txt'));
    const file = path.join(root, '.urlsmithrc.json');
    const rc = fileUri(file);
    const applied = server.applied.length;
    // Both before either is answered: each once wrote a new config, two JSON objects in one file.
    const results = await Promise.all([server.executeCommand(SERVER_COMMANDS.ignoreHost, [{ uri, host: 'lab.example' }]), server.executeCommand(SERVER_COMMANDS.ignoreHost, [{ uri, host: 'b.example' }])]);
    assert.deepEqual(results, [rc, rc]);
    // The first is on disk, whole (the server created it in one step: no reader saw it empty); the second is an edit of it.
    const written = fs.readFileSync(file, 'utf8');
    assert.deepEqual(parseConfig(written), { config: { ...parseConfig('{}').config, ignore: ['lab.example'] }, errors: [] });
    assert.equal(server.applied.length, applied + 1);
    const [change] = server.applied.at(-1)!.edit.documentChanges as [TextDocumentEdit];
    assert.deepEqual(change.textDocument, { uri: rc, version: null });
    const after = parseConfig(applyLspEdits(written, change.edits as Array<{ range: ReturnType<typeof range>; newText: string }>));
    assert.deepEqual([after.config.ignore, after.errors], [['lab.example', 'b.example'], []]);
    // Read as the client's file watcher then reports it: no error on the new file, none logged.
    await server.watchedFilesChanged(rc, 1);
    await server.open(fileUri(path.join(root, 'c.txt')), 'see http://c.example/a^b\n');
    await server.diagnostics(fileUri(path.join(root, 'c.txt')));
    assert.deepEqual(server.logs.filter((m) => m.message.startsWith(file) && !m.message.endsWith(': no errors')), []);
    assert.ok(!server.published.some((p) => p.uri === rc && p.diagnostics.length > 0));
  });

  test('with one governing the document, that one gets the host', async () => {
    const uri = fileUri(path.join(root, 'sub', 'b.txt'));
    const rc = fileUri(path.join(root, 'sub', '.urlsmithrc.json'));
    assert.equal(await server.executeCommand(SERVER_COMMANDS.ignoreHost, [{ uri, host: 'b.example' }]), rc);
    const [change] = server.applied.at(-1)!.edit.documentChanges as [TextDocumentEdit];
    assert.deepEqual(change.textDocument, { uri: rc, version: null });
    const text = applyLspEdits(fs.readFileSync(path.join(root, 'sub', '.urlsmithrc.json'), 'utf8'), change.edits as Array<{ range: ReturnType<typeof range>; newText: string }>);
    assert.equal(text, '{\n  "ignore": ["b.example"],\n  "extends": "default"\n}\n');
  });
});

describe('"Ignore <host> in this workspace" never writes outside the workspace, and no config is read through a link out of it', () => {
  let top: string;
  let root: string;
  let outside: string;
  let server: ServerProcess;
  const secret = '{ "rules": { "ghp_0123456789abcdef": "off" } }\n';
  const ignoreActions = async (uri: string) => {
    await server.open(uri, 'see http://lab.example/a^b\n');
    await server.diagnostics(uri);
    return (await server.codeActions(uri, range(0, 0, 0, 26))).filter((a) => a.kind === 'quickfix.urlsmith.ignoreHost');
  };
  before(async () => {
    // top/.urlsmithrc.json governs the workspace folder top/ws from above; outside/ is no part of the workspace.
    top = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-above-')));
    root = path.join(top, 'ws');
    outside = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-outside-')));
    fs.writeFileSync(path.join(top, '.urlsmithrc.json'), '{}\n');
    fs.mkdirSync(path.join(root, 'own'), { recursive: true });
    fs.writeFileSync(path.join(root, 'own', '.urlsmithrc.json'), '{}\n');
    fs.writeFileSync(path.join(outside, 'secret.json'), secret);
    fs.mkdirSync(path.join(root, 'linked'));
    fs.symlinkSync(path.join(outside, 'secret.json'), path.join(root, 'linked', '.urlsmithrc.json'));
    // A folder of the workspace that is a link out: its config is outside too, however its path reads.
    fs.writeFileSync(path.join(outside, '.urlsmithrc.json'), secret);
    fs.symlinkSync(outside, path.join(root, 'via'));
    server = await ServerProcess.start({ workspaceFolder: root });
  });
  after(async () => {
    assert.equal(await server.stop(), 0, server.stderr);
    fs.rmSync(top, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  });

  test('a config linked from outside, or in a folder linked from outside, is not read: an error on it at 1:1 quoting nothing of it, its folder not checked (as by the CLI)', async () => {
    for (const dir of ['linked', 'via']) {
      const uri = fileUri(path.join(root, dir, 'a.txt'));
      await server.open(uri, LINE);
      assert.deepEqual((await server.diagnostics(uri)).diagnostics.map((d) => [d.code, d.range]), [], dir);
      const rc = fileUri(path.join(root, dir, '.urlsmithrc.json'));
      const onConfig = await server.until('the config error', () => server.published.find((p) => p.uri === rc && p.diagnostics.length > 0));
      assert.deepEqual(onConfig.diagnostics.map((d) => [d.code, d.range]), [['config-error', range(0, 0, 0, 0)]], dir);
    }
    assert.ok(!JSON.stringify([server.published, server.logs, server.messages]).includes('ghp_'), 'nothing of the linked files is quoted');
  });

  test('not offered, and refused, where the config it would write is a link out, above the folder, or outside every folder', async () => {
    const cases = [path.join(root, 'linked', 'a.txt'), path.join(root, 'via', 'a.txt'), path.join(root, 'b.txt'), path.join(outside, 'c.txt')];
    for (const file of cases) {
      assert.deepEqual(await ignoreActions(fileUri(file)), [], file);
      assert.equal(await server.executeCommand(SERVER_COMMANDS.ignoreHost, [{ uri: fileUri(file), host: 'lab.example' }]), null, file);
    }
    assert.deepEqual(server.applied, []);
    assert.equal(fs.readFileSync(path.join(outside, 'secret.json'), 'utf8'), secret);
    assert.equal(fs.readFileSync(path.join(outside, '.urlsmithrc.json'), 'utf8'), secret);
    assert.equal(fs.readFileSync(path.join(top, '.urlsmithrc.json'), 'utf8'), '{}\n');
    assert.deepEqual(fs.readdirSync(outside).sort(), ['.urlsmithrc.json', 'secret.json']);
    // Offered where the config lies inside the folder.
    assert.equal((await ignoreActions(fileUri(path.join(root, 'own', 'd.txt')))).length, 1);
  });
});
