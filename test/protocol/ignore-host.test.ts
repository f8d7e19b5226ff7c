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
import type { CreateFile, TextDocumentEdit } from 'vscode-languageserver-protocol';
import { nearestRuleCode, parseConfig } from '../../engine/src';
import { SERVER_COMMANDS } from '../../server/src/features/command-ids';
import { addIgnoreInsertion } from '../../server/src/settings/ignore-edit';
import { ServerProcess, fileUri } from './harness/server-process';
import { applyLspEdits, range } from './harness/text';

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

  test('with no config, one is created at the workspace folder root', async () => {
    const uri = fileUri(path.join(root, 'a.txt'));
    const result = await server.executeCommand(SERVER_COMMANDS.ignoreHost, [{ uri, host: 'lab.example' }]);
    const rc = fileUri(path.join(root, '.urlsmithrc.json'));
    assert.equal(result, rc);
    const { edit } = server.applied.at(-1)!;
    const [create, change] = edit.documentChanges as [CreateFile, TextDocumentEdit];
    assert.deepEqual(create, { kind: 'create', uri: rc, options: { ignoreIfExists: true } });
    assert.equal(change.textDocument.uri, rc);
    const text = applyLspEdits('', change.edits as Array<{ range: ReturnType<typeof range>; newText: string }>);
    assert.deepEqual(parseConfig(text).errors, []);
    assert.deepEqual(parseConfig(text).config.ignore, ['lab.example']);
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
