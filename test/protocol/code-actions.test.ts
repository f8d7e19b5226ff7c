import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { CodeAction, TextDocumentEdit, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { ServerProcess, serverWithDocument } from './harness/server-process';
import { applyLspEdits, range } from './harness/text';

const URI = 'untitled:code-actions';
const TEXT = [
  'one http://a.example/x|y|z two', // 0: two fixable problems in one URL (not "{y}": a template placeholder)
  'HTTP://b.example/a^b', // 1: scheme-case and unsafe-character
  '<URL:http://c.example/long-', // 2: a hyphen break: two readings, neither safe
  '  name>',
].join('\n');

/** The text after applying one action's edit, checking it targets this document's current version. */
function after1(action: CodeAction, text: string, version: number): string {
  const edit = action.edit as WorkspaceEdit;
  const changes = edit.documentChanges as TextDocumentEdit[];
  assert.equal(changes.length, 1);
  assert.deepEqual(changes[0]!.textDocument, { uri: URI, version });
  return applyLspEdits(text, changes[0]!.edits as Array<{ range: ReturnType<typeof range>; newText: string }>);
}

function brief(actions: CodeAction[]) {
  return actions.map((a) => [a.kind, a.title, a.isPreferred ?? false]);
}

describe('code actions', () => {
  const server = serverWithDocument(URI, TEXT);

  test('a quick fix per fixable diagnostic, preferred when it is the only one, and the URL refactor', async () => {
    const actions = await server().codeActions(URI, range(0, 22, 0, 23));
    assert.deepEqual(brief(actions), [
      ['quickfix', 'Percent-encode "|" as %7C', true],
      ['quickfix', 'Fix all problems in this URL', false],
      ['refactor.rewrite', 'Wrap in <URL:...>', false],
      ['quickfix', 'Fix all urlint problems', false],
      // No "Show documentation": this client did not say it can open the rule reference.
      ['quickfix.urlint.disableLine', 'Disable unsafe-character for this line', false],
    ]);
    // Plain text has no comment syntax: the directive is a line of its own above.
    assert.deepEqual(after1(actions[4]!, TEXT, 1).split('\n').slice(0, 2), ['urlint-disable-next-line unsafe-character', TEXT.split('\n')[0]]);
    const fix = actions[0]!;
    assert.deepEqual(fix.diagnostics?.map((d) => [d.code, d.range]), [['unsafe-character', range(0, 22, 0, 23)]]);
    assert.equal(after1(fix, TEXT, 1).split('\n')[0], 'one http://a.example/x%7Cy|z two');
  });

  test('"Fix all problems in this URL" fixes that URL only', async () => {
    const actions = await server().codeActions(URI, range(0, 10, 0, 10));
    const all = actions.find((a) => a.title === 'Fix all problems in this URL');
    assert.ok(all);
    assert.deepEqual(all.diagnostics?.map((d) => d.code), ['unsafe-character', 'unsafe-character']);
    const lines = after1(all, TEXT, 1).split('\n');
    assert.equal(lines[0], 'one http://a.example/x%7Cy%7Cz two');
    assert.equal(lines[1], TEXT.split('\n')[1], 'the next URL is untouched');
  });

  test('"Fix all urlint problems" in the quick-fix menu runs the server\'s fix-all on the whole document', async () => {
    const actions = await server().codeActions(URI, range(1, 17, 1, 18));
    const all = actions.filter((a) => a.title === 'Fix all urlint problems');
    assert.equal(all.length, 1);
    assert.equal(all[0]!.kind, 'quickfix');
    assert.equal(all[0]!.edit, undefined, 'no edit computed for the lightbulb');
    const { command, arguments: args } = all[0]!.command!;
    const n = server().applied.length;
    assert.equal(await server().executeCommand(command, args ?? []), true);
    const [change] = server().applied[n]!.edit.documentChanges as TextDocumentEdit[];
    assert.ok(change);
    assert.deepEqual(change.textDocument, { uri: URI, version: 1 });
    const fixed = applyLspEdits(TEXT, change.edits as Array<{ range: ReturnType<typeof range>; newText: string }>);
    assert.equal(fixed, ['one http://a.example/x%7Cy%7Cz two', 'http://b.example/a%5Eb', TEXT.split('\n')[2], TEXT.split('\n')[3]].join('\n'));
  });

  test('no "Fix all urlint problems" where it would do what the one fix does, nor over a problem with no safe fix', async () => {
    const uri = 'untitled:code-actions-one';
    await server().open(uri, 'a http://a.example/x|y b');
    await server().diagnostics(uri);
    const one = await server().codeActions(uri, range(0, 20, 0, 21));
    assert.deepEqual(one.filter((a) => a.kind === 'quickfix').map((a) => a.title), ['Percent-encode "|" as %7C']);
    const hyphen = await server().codeActions(URI, range(2, 26, 2, 26));
    assert.ok(!hyphen.some((a) => a.title === 'Fix all urlint problems'));
  });

  test('"Wrap in <URL:...>" wraps a bare URL', async () => {
    const actions = await server().codeActions(URI, range(1, 2, 1, 2));
    const wrap = actions.find((a) => a.kind === 'refactor.rewrite');
    assert.ok(wrap);
    assert.equal(after1(wrap, TEXT, 1).split('\n')[1], '<URL:HTTP://b.example/a^b>');
  });

  test('a hyphen line break offers both readings, neither preferred, and no wrap (already wrapped)', async () => {
    const actions = await server().codeActions(URI, range(2, 26, 2, 26));
    assert.deepEqual(
      brief(actions).map(([k, , p]) => [k, p]),
      [
        ['quickfix', false],
        ['quickfix', false],
        ['quickfix.urlint.disableLine', false],
      ],
    );
    const texts = actions.slice(0, 2).map((a) => after1(a, TEXT, 1).split('\n').slice(2).join('\n'));
    assert.deepEqual(texts, ['<URL:http://c.example/long-name>', '<URL:http://c.example/longname>']);
  });

  test('source.fixAll.urlint applies every safe fix in the document, and only when asked for', async () => {
    const lightbulb = await server().codeActions(URI, range(0, 0, 0, 0));
    assert.ok(!lightbulb.some((a) => a.kind === 'source.fixAll.urlint'));
    const actions = await server().codeActions(URI, range(0, 0, 0, 0), ['source.fixAll']);
    assert.deepEqual(brief(actions), [['source.fixAll.urlint', 'Fix all urlint problems', false]]);
    const fixed = after1(actions[0]!, TEXT, 1);
    assert.equal(fixed, ['one http://a.example/x%7Cy%7Cz two', 'http://b.example/a%5Eb', TEXT.split('\n')[2], TEXT.split('\n')[3]].join('\n'));
  });

  test('fix-all twice changes nothing the second time', async () => {
    const uri = 'untitled:code-actions-2';
    const first = await (async () => {
      await server().open(uri, TEXT);
      const [a] = await server().codeActions(uri, range(0, 0, 0, 0), ['source.fixAll.urlint']);
      assert.ok(a);
      return applyLspEdits(TEXT, (a.edit?.documentChanges?.[0] as TextDocumentEdit).edits as Array<{ range: ReturnType<typeof range>; newText: string }>);
    })();
    await server().change(uri, [{ range: range(0, 0, 4, 0), text: first }]);
    const again = await server().codeActions(uri, range(0, 0, 0, 0), ['source.fixAll.urlint']);
    assert.deepEqual(again, []);
  });
});

describe('rule actions for a client that can show the rule reference', () => {
  test('"Disable <code> for this line" in the language\'s comment syntax, then "Show documentation for <code>"', async () => {
    const server = await ServerProcess.start({ initializationOptions: { showRuleDocumentation: true } });
    try {
      const uri = 'untitled:rule-actions.js';
      const text = "  const a = 'http://a.example/x|y';\n";
      await server.open(uri, text, 'javascript');
      const actions = await server.codeActions(uri, range(0, 31, 0, 32));
      assert.deepEqual(brief(actions).slice(-2), [
        ['quickfix.urlint.disableLine', 'Disable unsafe-character for this line', false],
        ['quickfix.urlint.documentation', 'Show documentation for unsafe-character', false],
      ]);
      const disable = actions.at(-2)!;
      const edit = (disable.edit as WorkspaceEdit).documentChanges as TextDocumentEdit[];
      assert.equal(
        applyLspEdits(text, edit[0]!.edits as Array<{ range: ReturnType<typeof range>; newText: string }>),
        "  // urlint-disable-next-line unsafe-character\n  const a = 'http://a.example/x|y';\n",
      );
      assert.deepEqual(actions.at(-1)!.command, { title: 'Show documentation for unsafe-character', command: 'urlint.showRuleDocumentation', arguments: ['unsafe-character'] });
    } finally {
      await server.stop();
    }
  });
});
