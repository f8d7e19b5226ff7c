import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { MessageType } from 'vscode-languageserver-protocol';
import { ServerProcess, fileUri } from './harness/server-process';
import { range } from './harness/text';

const TEXT = ['a http://a.example/a^b', 'b git://c.example/x^y', 'c http://skip.example/a^b'].join('\n');

function codes(p: { diagnostics: Array<{ code?: number | string; severity?: number; range: unknown }> }) {
  return p.diagnostics.map((d) => [d.code, d.severity, d.range]);
}

describe('settings (workspace/configuration)', () => {
  test('asked per document with section "urlsmith" and the document as scope', async () => {
    const server = await ServerProcess.start();
    try {
      await server.open('untitled:scope', TEXT);
      await server.diagnostics('untitled:scope');
      assert.ok(server.configurationRequests.some((r) => r.items.some((i) => i.section === 'urlsmith' && i.scopeUri === 'untitled:scope')));
      assert.ok(server.registrations.includes('workspace/didChangeConfiguration'));
      assert.ok(server.registrations.includes('workspace/didChangeWatchedFiles'));
    } finally {
      assert.equal(await server.stop(), 0);
    }
  });

  test('severity per rule, extra schemes, ignore patterns and maxNumberOfProblems', async () => {
    const server = await ServerProcess.start({ settings: () => ({}) });
    try {
      const uri = 'untitled:settings';
      await server.open(uri, TEXT);
      assert.deepEqual(codes(await server.diagnostics(uri)), [
        ['unsafe-character', 1, range(0, 20, 0, 21)],
        ['unsafe-character', 1, range(2, 23, 2, 24)],
      ]);

      let n = server.publishedCount(uri);
      await server.changeConfiguration(() => ({ rules: { 'unsafe-character': 'information' }, extraSchemes: ['git'], ignore: ['skip.example'] }));
      assert.deepEqual(codes(await server.nextDiagnostics(uri, n)), [
        ['unsafe-character', 3, range(0, 20, 0, 21)],
        ['unsafe-character', 3, range(1, 19, 1, 20)],
      ]);

      n = server.publishedCount(uri);
      await server.changeConfiguration(() => ({ extraSchemes: ['git'], maxNumberOfProblems: 2 }));
      assert.deepEqual(codes(await server.nextDiagnostics(uri, n)), [
        ['unsafe-character', 1, range(0, 20, 0, 21)],
        ['unsafe-character', 1, range(1, 19, 1, 20)],
      ]);

      n = server.publishedCount(uri);
      await server.changeConfiguration(() => ({ rules: { 'unsafe-character': 'off' } }));
      assert.deepEqual(codes(await server.nextDiagnostics(uri, n)), []);

      n = server.publishedCount(uri);
      await server.changeConfiguration(() => ({ enable: false }));
      assert.deepEqual(codes(await server.nextDiagnostics(uri, n)), []);
      assert.equal(await server.hover(uri, { line: 0, character: 5 }), null, 'disabled: no hover either');
    } finally {
      assert.equal(await server.stop(), 0);
    }
  });

  test('bad setting values fall back to defaults instead of failing', async () => {
    const server = await ServerProcess.start({ settings: () => ({ enable: 'yes', rules: { 'unsafe-character': 'loud', tilde: 7 }, exclude: 'x', maxNumberOfProblems: -1 }) });
    try {
      await server.open('untitled:bad', TEXT);
      assert.deepEqual(codes(await server.diagnostics('untitled:bad')), [
        ['unsafe-character', 1, range(0, 20, 0, 21)],
        ['unsafe-character', 1, range(2, 23, 2, 24)],
      ]);
    } finally {
      assert.equal(await server.stop(), 0);
    }
  });

  test('rule settings the CLI would refuse are dropped and reported once, not silently accepted', async () => {
    const settings = { rules: { 'no-such-rule': 'off', tilde: 'loud', 'unsafe-character': 'information' }, extraSchemes: ['git', 'no scheme'], documentTypes: { '*.x': 'prose' } };
    const server = await ServerProcess.start({ settings: () => settings });
    try {
      for (const uri of ['untitled:unknown-1', 'untitled:unknown-2']) {
        await server.open(uri, TEXT);
        // The valid entries apply: "git" is a scheme, so line 2's URL is found.
        assert.deepEqual(codes(await server.diagnostics(uri)), [
          ['unsafe-character', 3, range(0, 20, 0, 21)],
          ['unsafe-character', 3, range(1, 19, 1, 20)],
          ['unsafe-character', 3, range(2, 23, 2, 24)],
        ]);
      }
      const about = (text: string) => server.messages.filter((m) => m.message.includes(text));
      assert.deepEqual(about('"no-such-rule"').map((m) => m.type), [2]);
      assert.deepEqual(about('"tilde"').map((m) => m.type), [2]);
      assert.deepEqual(about('"no scheme"').map((m) => m.type), [2]);
      assert.deepEqual(about('"*.x"').map((m) => m.type), [2]);
    } finally {
      assert.equal(await server.stop(), 0);
    }
  });

  test('a client that validates its settings with the schema gets the same problems in its log, and no warning box', async () => {
    const settings = { rules: { 'no-such-rule': 'off' } };
    const server = await ServerProcess.start({ settings: () => settings, initializationOptions: { configSchema: true } });
    try {
      await server.open('untitled:schema-1', TEXT);
      await server.diagnostics('untitled:schema-1');
      const logged = await server.until('the log line', () => server.logs.find((m) => m.message.includes('"no-such-rule"')));
      assert.equal(logged.type, MessageType.Warning);
      assert.deepEqual(server.messages, []);
    } finally {
      assert.equal(await server.stop(), 0);
    }
  });

  test('urlsmith.preset "strict": "~" is an error with a fix; by default a hint with none', async () => {
    const server = await ServerProcess.start({ settings: () => ({}) });
    try {
      const uri = 'untitled:preset';
      await server.open(uri, 'see http://a.example/~me/');
      const quickFixes = async () => (await server.codeActions(uri, range(0, 21, 0, 21))).filter((a) => a.kind === 'quickfix').map((a) => a.title);
      assert.deepEqual(codes(await server.diagnostics(uri)), [['tilde', 4, range(0, 21, 0, 22)]]);
      assert.deepEqual(await quickFixes(), []);

      const n = server.publishedCount(uri);
      await server.changeConfiguration(() => ({ preset: 'strict' }));
      assert.deepEqual(codes(await server.nextDiagnostics(uri, n)), [['tilde', 1, range(0, 21, 0, 22)]]);
      assert.deepEqual(await quickFixes(), ['Percent-encode "~" as %7E']);
    } finally {
      assert.equal(await server.stop(), 0);
    }
  });

  test('a client without workspace/configuration pushes settings in didChangeConfiguration', async () => {
    const server = await ServerProcess.start({ capabilities: {} });
    try {
      const uri = 'untitled:pushed';
      await server.open(uri, TEXT);
      assert.equal((await server.diagnostics(uri)).diagnostics.length, 2);
      assert.equal(server.configurationRequests.length, 0);
      const n = server.publishedCount(uri);
      await server.changeConfiguration(() => null, { urlsmith: { rules: { 'unsafe-character': 'hint' } } });
      assert.deepEqual(codes(await server.nextDiagnostics(uri, n)), [
        ['unsafe-character', 4, range(0, 20, 0, 21)],
        ['unsafe-character', 4, range(2, 23, 2, 24)],
      ]);
    } finally {
      assert.equal(await server.stop(), 0);
    }
  });

  test('directives in the document are honoured', async () => {
    const server = await ServerProcess.start();
    try {
      const uri = 'untitled:directives';
      // Plain text has no comment syntax: a directive is a line of its own, and "# ..." is text.
      const text = ['urlsmith-disable-next-line unsafe-character', 'http://a.example/a^b', 'http://b.example/a^b', '# urlsmith-disable', 'http://d.example/a^b', 'urlsmith-disable', 'http://c.example/a^b'].join('\n');
      await server.open(uri, text);
      assert.deepEqual(codes(await server.diagnostics(uri)), [['unsafe-character', 1, range(2, 18, 2, 19)], ['unsafe-character', 1, range(4, 18, 4, 19)]]);
      // In Markdown the directive is an HTML comment, and the server reads it as the document's type.
      const md = 'untitled:directives.md';
      await server.open(md, ['urlsmith-disable', 'http://a.example/a^b', '', '<!-- urlsmith-disable -->', 'http://c.example/a^b'].join('\n'), 'markdown');
      assert.deepEqual(codes(await server.diagnostics(md)), [['unsafe-character', 1, range(1, 18, 1, 19)]]);
      // A code that names no rule is reported on its text.
      const js = 'untitled:directives.js';
      const directive = '// urlsmith-disable-next-line unsafe-charater';
      await server.open(js, `${directive}\nf('http://a.example/a^b');\n`, 'javascript');
      const misspelt = directive.indexOf('unsafe-charater');
      assert.deepEqual(codes(await server.diagnostics(js)), [['directive-unknown-rule', 2, range(0, misspelt, 0, directive.length)], ['unsafe-character', 1, range(1, 21, 1, 22)]]);
    } finally {
      assert.equal(await server.stop(), 0);
    }
  });
});

describe('.urlsmithrc.json and exclusion globs', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'urlsmith-ws-'));
    mkdirSync(path.join(dir, 'docs'));
    mkdirSync(path.join(dir, 'vendor'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('the workspace config file is read as the CLI reads it, merged under the settings, and re-read on change', async () => {
    const rc = path.join(dir, '.urlsmithrc.json');
    writeFileSync(rc, JSON.stringify({ rules: { 'unsafe-character': 'warning', 'scheme-case': 'off' }, extraSchemes: ['git'] }));
    const server = await ServerProcess.start({ workspaceFolder: dir, settings: () => ({ exclude: ['vendor'], rules: { 'scheme-case': 'error' } }) });
    try {
      const uri = fileUri(path.join(dir, 'docs', 'a.md'));
      await server.open(uri, ['HTTP://a.example/a^b', 'git://c.example/x^y'].join('\n'), 'markdown');
      assert.deepEqual(codes(await server.diagnostics(uri)), [
        ['scheme-case', 1, range(0, 0, 0, 4)],
        ['unsafe-character', 2, range(0, 18, 0, 19)],
        ['unsafe-character', 2, range(1, 17, 1, 18)],
      ]);

      // "vendor" names a folder: everything under it is excluded, as the CLI prunes excluded folders.
      const excluded = fileUri(path.join(dir, 'vendor', 'b.txt'));
      await server.open(excluded, 'http://a.example/a^b');
      assert.deepEqual(codes(await server.diagnostics(excluded)), []);

      // The file changes on disk; the client reports it (VS Code does, through the registered watcher).
      writeFileSync(rc, JSON.stringify({ rules: { 'unsafe-character': 'off' }, files: { exclude: ['docs/**'] } }));
      const n = server.publishedCount(uri);
      await server.watchedFilesChanged(fileUri(rc));
      assert.deepEqual(codes(await server.nextDiagnostics(uri, n)), []);
    } finally {
      assert.equal(await server.stop(), 0);
    }
  });

  test('a broken config file is logged once, with its line and column, never as a message box, and its files are not checked', async () => {
    const sub = mkdtempSync(path.join(dir, 'broken-'));
    writeFileSync(path.join(sub, '.urlsmithrc.json'), '{\n  "rules": { "tilde": "loud" }\n}');
    const server = await ServerProcess.start({ workspaceFolder: sub });
    try {
      const uri = fileUri(path.join(sub, 'a.txt'));
      await server.open(uri, 'http://a.example/a^b');
      assert.deepEqual(codes(await server.diagnostics(uri)), []);
      const m = await server.until('a log line', () => server.logs.find((x) => x.message.includes('.urlsmithrc.json:2:')));
      assert.equal(m.type, MessageType.Warning);
      const second = fileUri(path.join(sub, 'b.txt'));
      await server.open(second, 'http://b.example/');
      await server.diagnostics(second);
      assert.equal(server.logs.filter((x) => x.message.includes('.urlsmithrc.json:2:')).length, 1);
      assert.deepEqual(server.messages, [], 'no message box');
    } finally {
      assert.equal(await server.stop(), 0);
    }
  });
});
