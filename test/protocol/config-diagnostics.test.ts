import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { CodeActionRequest, type CodeAction, type Diagnostic, type TextDocumentEdit } from 'vscode-languageserver-protocol';
import { parseConfig } from '../../engine/src';
import { ServerProcess, fileUri } from './harness/server-process';
import { applyLspEdits, range } from './harness/text';

/** An unknown rule code (its key, line 3) and a bad severity (its value, line 4): the CLI's `.urlsmithrc.json:3:5` and `:4:14`. */
const BROKEN = '{\n  "rules": {\n    "no-such-rule": "off",\n    "tilde": "loud"\n  }\n}\n';
const BROKEN_ERRORS = [
  ['config-error', 1, range(2, 4, 2, 18)],
  ['config-error', 1, range(3, 13, 3, 19)],
];

function shown(diagnostics: Array<{ code?: number | string; severity?: number; range: unknown }>) {
  return diagnostics.map((d) => [d.code, d.severity, d.range]);
}

describe('problems in .urlsmithrc.json are diagnostics on that file', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'urlsmith-rc-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('published when a document it governs is checked, kept while the file is open or closed, cleared when fixed or removed', async () => {
    const rc = path.join(dir, '.urlsmithrc.json');
    const rcUri = fileUri(rc);
    writeFileSync(rc, BROKEN);
    const server = await ServerProcess.start({ workspaceFolder: dir });
    const lastForRc = () => server.published.filter((p) => p.uri === rcUri).at(-1);
    try {
      // The document is not checked, as the CLI checks no file a broken config governs (its settings are not what was meant).
      const a = fileUri(path.join(dir, 'a.txt'));
      await server.open(a, 'http://a.example/a^b');
      assert.deepEqual(shown((await server.diagnostics(a)).diagnostics), []);
      const first = await server.until('the config errors', () => (lastForRc()?.diagnostics.length ? lastForRc() : undefined));
      assert.deepEqual(shown(first.diagnostics), BROKEN_ERRORS);
      // The log names each mistake once, at warning level (MessageType.Warning, 2), where the CLI's file:line:col points.
      const logged = await server.until('the config errors logged', () => {
        const lines = server.logs.filter((l) => l.message.startsWith(`${rc}:`) && /:\d+:\d+: /.test(l.message));
        return lines.length >= 2 ? lines : undefined;
      });
      assert.deepEqual(logged.map((l) => [l.type, /:(\d+:\d+): /.exec(l.message)?.[1]]), [[2, '3:5'], [2, '4:14']]);
      // And, once, what that means, in the CLI's words.
      assert.deepEqual(server.logs.filter((l) => l.message === `${rc}: invalid config, so the files it governs are not checked`).map((l) => l.type), [2]);

      // Opened in the editor, the config keeps its errors: its strings are patterns, and it gets no URL check that
      // would replace them. Closing it keeps them too: the file on disk is still broken.
      await server.open(rcUri, BROKEN, 'json');
      assert.deepEqual(await server.links(rcUri), []);
      assert.deepEqual(shown(lastForRc()!.diagnostics), BROKEN_ERRORS);
      assert.equal(server.published.filter((p) => p.uri === rcUri && p.version !== undefined).length, 0);
      await server.close(rcUri);
      const b = fileUri(path.join(dir, 'b.txt'));
      await server.open(b, 'http://b.example/');
      await server.diagnostics(b);
      assert.deepEqual(shown(lastForRc()!.diagnostics), BROKEN_ERRORS);

      // Fixed on disk, reported by the client's file watcher: cleared.
      writeFileSync(rc, '{ "rules": { "tilde": "off" } }\n');
      await server.watchedFilesChanged(rcUri);
      await server.until('the errors cleared', () => (lastForRc()?.diagnostics.length === 0 ? true : undefined));

      // A client that reports no file changes (Neovim): the next check of a document sees the file changed.
      writeFileSync(rc, '{ "extends": "lax" }\n');
      await server.change(a, [{ text: 'http://a.example/a^b ' }]);
      const again = await server.until('the new error', () => (lastForRc()?.diagnostics.length ? lastForRc() : undefined));
      assert.deepEqual(shown(again.diagnostics), [['config-error', 1, range(0, 13, 0, 18)]]);

      // Removed: nothing left to report.
      unlinkSync(rc);
      await server.change(a, [{ text: 'http://a.example/a^b' }]);
      await server.until('the errors cleared after removal', () => (lastForRc()?.diagnostics.length === 0 ? true : undefined));
    } finally {
      assert.equal(await server.stop(), 0);
    }
  });
});

/** A mistyped rule code, a code nothing is near, a bad severity and an unknown key. */
const TYPOS = '{\n  "rules": {\n    "unsafe-charactr": "off",\n    "zzzz-qqqq": "off",\n    "tilde": "loud"\n  },\n  "colour": 1\n}\n';

describe('with or without a schema check in the client, the server shows every mistake the CLI lists, each an error', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'urlsmith-rc-schema-'));
    writeFileSync(path.join(dir, '.urlsmithrc.json'), TYPOS);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  async function configDiagnostics(initializationOptions: unknown) {
    const server = await ServerProcess.start({ workspaceFolder: dir, initializationOptions });
    const rcUri = fileUri(path.join(dir, '.urlsmithrc.json'));
    await server.open(fileUri(path.join(dir, 'a.txt')), 'http://a.example/');
    const p = await server.until('the config errors', () => server.published.filter((x) => x.uri === rcUri && x.diagnostics.length > 0).at(-1));
    return { server, rcUri, diagnostics: p.diagnostics };
  }

  const EVERY_MISTAKE = [
    ['config-error', 1, range(2, 4, 2, 21)],
    ['config-error', 1, range(3, 4, 3, 15)],
    ['config-error', 1, range(4, 13, 4, 19)],
    ['config-error', 1, range(6, 2, 6, 10)],
  ];

  test('without the schema', async () => {
    const { server, diagnostics } = await configDiagnostics(undefined);
    try {
      assert.deepEqual(shown(diagnostics), EVERY_MISTAKE);
    } finally {
      assert.equal(await server.stop(), 0);
    }
  });

  test('with it (VS Code), every mistake too, the unknown rule codes with a did-you-mean quick fix', async () => {
    const { server, rcUri, diagnostics } = await configDiagnostics({ configSchema: true });
    try {
      assert.deepEqual(shown(diagnostics), EVERY_MISTAKE);
      assert.ok(String(diagnostics[0]!.message).includes('"unsafe-character"'), String(diagnostics[0]!.message));
      assert.ok(!String(diagnostics[1]!.message).includes('did you mean'), 'nothing is near zzzz-qqqq');
      await server.open(rcUri, TYPOS, 'json');
      const ask = (d: Diagnostic) =>
        server.conn.sendRequest(CodeActionRequest.type, { textDocument: { uri: rcUri }, range: d.range, context: { diagnostics: [d] } }) as Promise<CodeAction[]>;
      const [fix, ...more] = await ask(diagnostics[0]!);
      assert.deepEqual(more, []);
      assert.equal(fix!.title, 'Change to "unsafe-character"');
      const edits = (fix!.edit!.documentChanges![0] as TextDocumentEdit).edits as Array<{ range: ReturnType<typeof range>; newText: string }>;
      assert.deepEqual(edits, [{ range: range(2, 4, 2, 21), newText: '"unsafe-character"' }]);
      const fixed = applyLspEdits(TYPOS, edits);
      assert.ok(!parseConfig(fixed).errors.some((e) => e.message.includes('unsafe-charact')), 'the code is known after the fix');
      assert.deepEqual(await ask(diagnostics[1]!), [], 'no guess, no fix');
      // A buffer edited since the file was saved: the range no longer holds the code, so nothing is offered.
      await server.change(rcUri, [{ range: range(2, 4, 2, 21), text: '"tilde"' }]);
      assert.deepEqual(await ask(diagnostics[0]!), []);
    } finally {
      assert.equal(await server.stop(), 0);
    }
  });
});
