/**
 * "Disable <code> for this line" writes the directive in the document's own comment syntax on its own line above,
 * indented like the line, and the diagnostic is gone once it is applied; "Show documentation for <code>" carries
 * the client command that opens the bundled rule reference. Disable is not offered where it could break the file.
 *
 * Run on the server's own modules (the check the lint thread runs, the code action builder): server.ts does not
 * pass a document type to codeActions yet, so the actions are not on the wire.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { CodeAction, TextDocumentEdit } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { type DocumentType, defaultConfig } from '../../engine/src';
import { checkDocument } from '../../server/src/analysis/compute';
import { ruleActions } from '../../server/src/features/rule-actions';
import { applyLspEdits, range } from './harness/text';

type LspEdit = { range: ReturnType<typeof range>; newText: string };

/** The rule actions for a document's diagnostics, with the document's visible diagnostics. */
function actionsFor(languageId: string, type: DocumentType, text: string) {
  const doc = TextDocument.create(`untitled:rule-actions-${languageId}`, languageId, 1, text);
  const visible = checkDocument(text, defaultConfig(), type).visible;
  return { doc, visible, actions: ruleActions(doc, visible, type, true) };
}

function edits(a: CodeAction): LspEdit[] {
  const changes = a.edit?.documentChanges as TextDocumentEdit[];
  assert.equal(changes.length, 1);
  return changes[0]!.edits as LspEdit[];
}

/** Takes "Disable unsafe-character", checks its edit, and that the text after it has no problem left. */
function disables(languageId: string, type: DocumentType, text: string, at: ReturnType<typeof range>, expected: LspEdit): void {
  const { doc, visible, actions } = actionsFor(languageId, type, text);
  assert.deepEqual(visible.map((d) => [d.code, doc.positionAt(d.start), doc.positionAt(d.end)]), [['unsafe-character', at.start, at.end]], languageId);
  const action = actions.find((a) => a.title === 'Disable unsafe-character for this line');
  assert.ok(action, `${languageId}: ${actions.map((a) => a.title).join(', ')}`);
  assert.equal(action.kind, 'quickfix.urlint.disableLine');
  assert.deepEqual(action.diagnostics?.map((d) => [d.code, d.range]), [['unsafe-character', at]]);
  assert.deepEqual(edits(action), [expected], languageId);
  assert.deepEqual(checkDocument(applyLspEdits(text, edits(action)), defaultConfig(), type).visible, [], `${languageId}: the directive silences the line`);
}

describe('rule actions: disable for this line, show documentation', () => {
  test('plain text: the bare directive line, indented like the line', () => {
    disables('plaintext', 'plaintext', 'intro\n  see http://b.example/a^b here\n', range(1, 24, 1, 25), {
      range: range(1, 0, 1, 0),
      newText: '  urlint-disable-next-line unsafe-character\n',
    });
  });

  test("JavaScript: a // comment, indented with the line's tab", () => {
    disables('javascript', 'javascript', 'function f() {\n\treturn 1; // see http://b.example/a^b\n}\n', range(1, 36, 1, 37), {
      range: range(1, 0, 1, 0),
      newText: '\t// urlint-disable-next-line unsafe-character\n',
    });
  });

  test('Markdown: an HTML comment', () => {
    disables('markdown', 'markdown', '# Title\n\nSee http://b.example/a^b for more.\n', range(2, 22, 2, 23), {
      range: range(2, 0, 2, 0),
      newText: '<!-- urlint-disable-next-line unsafe-character -->\n',
    });
  });

  test('Python takes #, INI ;, CSS a block comment, roff .\\", and a CRLF file gets CRLF', () => {
    const at = range(1, 18, 1, 19);
    disables('python', 'python', 'x = 1\n    # http://b.example/a^b\n', range(1, 24, 1, 25), { range: range(1, 0, 1, 0), newText: '    # urlint-disable-next-line unsafe-character\n' });
    disables('ini', 'ini', '[a]\n; http://b.example/a^b\n', range(1, 20, 1, 21), { range: range(1, 0, 1, 0), newText: '; urlint-disable-next-line unsafe-character\n' });
    disables('css', 'c', 'a {}\n/* http://b.example/a^b */\n', range(1, 21, 1, 22), { range: range(1, 0, 1, 0), newText: '/* urlint-disable-next-line unsafe-character */\n' });
    disables('roff', 'roff', '.TH A 1\nsee http://b.example/a^b\n', range(1, 22, 1, 23), { range: range(1, 0, 1, 0), newText: '.\\" urlint-disable-next-line unsafe-character\n' });
    disables('plaintext', 'plaintext', 'a\r\nhttp://b.example/a^b\r\n', at, { range: range(1, 0, 1, 0), newText: 'urlint-disable-next-line unsafe-character\r\n' });
  });

  test('"Show documentation" carries the client command with the rule code, once per code', () => {
    const { actions } = actionsFor('plaintext', 'plaintext', 'http://b.example/a^b^c\n');
    assert.deepEqual(
      actions.map((a) => [a.kind, a.title, a.command]),
      [
        ['quickfix.urlint.disableLine', 'Disable unsafe-character for this line', undefined],
        [
          'quickfix.urlint.documentation',
          'Show documentation for unsafe-character',
          { title: 'Show documentation for unsafe-character', command: 'urlint.showRuleDocumentation', arguments: ['unsafe-character'] },
        ],
      ],
    );
    assert.equal(actions[1]!.edit, undefined);
  });

  test('no Disable where a new line would change the file', () => {
    const cases: Array<[string, DocumentType, string]> = [
      ['json', 'json', '{\n  "a": "http://b.example/a^b"\n}\n'], // JSON has no comments
      ['shellscript', 'shell', 'curl \\\n  http://b.example/a^b\n'], // a continued command
      ['javascript', 'javascript', 'const s = `one\nhttp://b.example/a^b`;\n'], // a multi-line template
      ['python', 'python', 'x = 1\n"""doc\nhttp://b.example/a^b"""\n'], // a docstring
      ['markdown', 'markdown', 'a\n\n```\nhttp://b.example/a^b\n```\n'], // a fenced code block
      ['lua', 'plaintext', 'x = 1\nhttp://b.example/a^b\n'], // a language read as plain text: its comments are unknown
    ];
    for (const [languageId, type, text] of cases) {
      const { visible, actions } = actionsFor(languageId, type, text);
      assert.deepEqual(visible.map((d) => d.code), ['unsafe-character'], languageId);
      assert.deepEqual(actions.map((a) => a.title), ['Show documentation for unsafe-character'], languageId);
    }
  });
});
