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

  test('a quick fix per fixable diagnostic, preferred when it is the only one; no refactor unless asked for', async () => {
    const actions = await server().codeActions(URI, range(0, 22, 0, 23));
    assert.deepEqual(brief(actions), [
      ['quickfix', 'Percent-encode "|" as %7C', true],
      ['quickfix', 'Fix all problems in this URL', false],
      ['quickfix', 'Fix all urlsmith problems', false],
      // Plain text takes the directive on a line of its own. No "Show documentation": this client did not say it can
      // open the rule reference.
      ['quickfix.urlsmith.disableLine', 'Disable unsafe-character for this line', false],
      ['quickfix.urlsmith.disableFile', 'Disable unsafe-character for this file', false],
    ]);
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

  test('"Fix all urlsmith problems" in the quick-fix menu runs the server\'s fix-all on the whole document', async () => {
    const actions = await server().codeActions(URI, range(1, 17, 1, 18));
    const all = actions.filter((a) => a.title === 'Fix all urlsmith problems');
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

  test('no "Fix all urlsmith problems" where it would do what the one fix does, nor over a problem with no safe fix', async () => {
    const uri = 'untitled:code-actions-one';
    await server().open(uri, 'a http://a.example/x|y b');
    await server().diagnostics(uri);
    const one = await server().codeActions(uri, range(0, 20, 0, 21));
    assert.deepEqual(one.filter((a) => a.kind === 'quickfix').map((a) => a.title), ['Percent-encode "|" as %7C']);
    const hyphen = await server().codeActions(URI, range(2, 26, 2, 26));
    assert.ok(!hyphen.some((a) => a.title === 'Fix all urlsmith problems'));
  });

  test('"Wrap in <URL:...>" is a refactor, offered only when refactors are asked for', async () => {
    const asked = await server().codeActions(URI, range(1, 2, 1, 2), ['refactor']);
    assert.deepEqual(asked.map((a) => a.kind), ['refactor.rewrite']);
    assert.equal(after1(asked[0]!, TEXT, 1).split('\n')[1], '<URL:HTTP://b.example/a^b>');
    assert.deepEqual((await server().codeActions(URI, range(1, 2, 1, 2), ['refactor.rewrite'])).map((a) => a.kind), ['refactor.rewrite']);
    // The lightbulb (no kind asked for) and the quick-fix menu get no rewrite.
    assert.ok(!(await server().codeActions(URI, range(1, 2, 1, 2))).some((a) => a.kind?.startsWith('refactor')));
    assert.deepEqual(await server().codeActions(URI, range(1, 2, 1, 2), ['quickfix']).then((a) => a.filter((x) => x.kind?.startsWith('refactor'))), []);
  });

  test('no action at all on a clean URL unless one is asked for', async () => {
    const uri = 'untitled:code-actions-clean';
    await server().open(uri, 'see http://a.example/path here\n');
    await server().diagnostics(uri);
    assert.deepEqual(await server().codeActions(uri, range(0, 10, 0, 10)), []);
    assert.deepEqual(await server().codeActions(uri, range(0, 10, 0, 10), ['quickfix']), []);
  });

  test('the wrap refactor only in running text: plain text, roff, comments; never in strings, values or Markdown', async () => {
    const cases: Array<[string, string, number, number]> = [
      // [languageId, text, line, character of a position inside the URL]
      ['python', "x = 'http://a.example/p'  # see http://b.example/q\n", 0, 15],
      ['python', "x = 'http://a.example/p'  # see http://b.example/q\n", 0, 40],
      ['ini', '[a]\nurl = http://a.example/p\n; http://b.example/q\n', 1, 10],
      ['ini', '[a]\nurl = http://a.example/p\n; http://b.example/q\n', 2, 10],
      ['yaml', 'url: http://a.example/p # http://b.example/q\n', 0, 10],
      ['yaml', 'url: http://a.example/p # http://b.example/q\n', 0, 30],
      ['javascript', 'const u = "http://a.example/p"; // http://b.example/q\n', 0, 15],
      ['javascript', 'const u = "http://a.example/p"; // http://b.example/q\n', 0, 40],
      ['markdown', 'See http://a.example/p and [x](http://b.example/q).\n', 0, 8],
      ['markdown', 'See http://a.example/p and [x](http://b.example/q).\n', 0, 35],
      ['html', '<p>See http://a.example/p</p>\n', 0, 10],
      ['roff', '.TH A 1\nSee http://a.example/p\n', 1, 8],
      ['plaintext', 'See http://a.example/p\n', 0, 8],
      // Markup's argument in running text: a wrapper would break the link.
      ['javascript', '/** See {@link http://a.example/p} and [b](http://b.example/q). */\n', 0, 20],
      ['javascript', '/** See {@link http://a.example/p} and [b](http://b.example/q). */\n', 0, 48],
      ['plaintext', 'See [b](http://b.example/q).\n', 0, 12],
      // The real lines behind that: mocha's lib/reporters/tap.js, Pygments' styles/gh_dark.py.
      ['javascript', '/**\n * @see {@link https://testanything.org/tap-specification.html|Specification}\n */\n', 1, 20],
      ['python', "# - [Primer styles](https://github.com/primer/primitives)\nX = 1\n", 0, 25],
    ];
    const offered: string[] = [];
    for (const [i, [languageId, text, line, character]] of cases.entries()) {
      const uri = `untitled:wrap-${i}`;
      await server().open(uri, text, languageId);
      await server().diagnostics(uri);
      const actions = await server().codeActions(uri, range(line, character, line, character), ['refactor']);
      assert.ok(actions.length <= 1);
      if (actions[0]) {
        assert.equal(actions[0].kind, 'refactor.rewrite');
        const edits = (actions[0].edit?.documentChanges?.[0] as TextDocumentEdit).edits as Array<{ range: ReturnType<typeof range>; newText: string }>;
        offered.push(`${languageId}: ${applyLspEdits(text, edits).split('\n')[line]}`);
      }
    }
    assert.deepEqual(offered, [
      "python: x = 'http://a.example/p'  # see <URL:http://b.example/q>",
      'ini: ; <URL:http://b.example/q>',
      'yaml: url: http://a.example/p # <URL:http://b.example/q>',
      'javascript: const u = "http://a.example/p"; // <URL:http://b.example/q>',
      'roff: See <URL:http://a.example/p>',
      'plaintext: See <URL:http://a.example/p>',
    ]);
  });

  test('a hyphen line break offers both readings, neither preferred, and no wrap (already wrapped)', async () => {
    const actions = await server().codeActions(URI, range(2, 26, 2, 26));
    assert.deepEqual(
      brief(actions).map(([k, , p]) => [k, p]),
      [
        ['quickfix', false],
        ['quickfix', false],
        ['quickfix.urlsmith.disableLine', false],
        ['quickfix.urlsmith.disableFile', false],
      ],
    );
    const texts = actions.slice(0, 2).map((a) => after1(a, TEXT, 1).split('\n').slice(2).join('\n'));
    assert.deepEqual(texts, ['<URL:http://c.example/long-name>', '<URL:http://c.example/longname>']);
  });

  test('source.fixAll.urlsmith applies every safe fix in the document, and only when asked for', async () => {
    const lightbulb = await server().codeActions(URI, range(0, 0, 0, 0));
    assert.ok(!lightbulb.some((a) => a.kind === 'source.fixAll.urlsmith'));
    const actions = await server().codeActions(URI, range(0, 0, 0, 0), ['source.fixAll']);
    assert.deepEqual(brief(actions), [['source.fixAll.urlsmith', 'Fix all urlsmith problems', false]]);
    const fixed = after1(actions[0]!, TEXT, 1);
    assert.equal(fixed, ['one http://a.example/x%7Cy%7Cz two', 'http://b.example/a%5Eb', TEXT.split('\n')[2], TEXT.split('\n')[3]].join('\n'));
  });

  test('fix-all twice changes nothing the second time', async () => {
    const uri = 'untitled:code-actions-2';
    const first = await (async () => {
      await server().open(uri, TEXT);
      const [a] = await server().codeActions(uri, range(0, 0, 0, 0), ['source.fixAll.urlsmith']);
      assert.ok(a);
      return applyLspEdits(TEXT, (a.edit?.documentChanges?.[0] as TextDocumentEdit).edits as Array<{ range: ReturnType<typeof range>; newText: string }>);
    })();
    await server().change(uri, [{ range: range(0, 0, 4, 0), text: first }]);
    const again = await server().codeActions(uri, range(0, 0, 0, 0), ['source.fixAll.urlsmith']);
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
      assert.deepEqual(brief(actions).slice(-3), [
        ['quickfix.urlsmith.disableLine', 'Disable unsafe-character for this line', false],
        ['quickfix.urlsmith.disableFile', 'Disable unsafe-character for this file', false],
        ['quickfix.urlsmith.documentation', 'Show documentation for unsafe-character', false],
      ]);
      const disable = actions.at(-3)!;
      const edit = (disable.edit as WorkspaceEdit).documentChanges as TextDocumentEdit[];
      assert.equal(
        applyLspEdits(text, edit[0]!.edits as Array<{ range: ReturnType<typeof range>; newText: string }>),
        "  // urlsmith-disable-next-line unsafe-character\n  const a = 'http://a.example/x|y';\n",
      );
      assert.deepEqual(actions.at(-1)!.command, { title: 'Show documentation for unsafe-character', command: 'urlsmith.showRuleDocumentation', arguments: ['unsafe-character'] });
    } finally {
      await server.stop();
    }
  });
});
