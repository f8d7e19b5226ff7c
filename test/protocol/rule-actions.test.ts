/**
 * "Disable <code> for this line" writes the directive in the document's own comment syntax on its own line above,
 * indented like the line, and the diagnostic is gone once it is applied; "Show documentation for <code>" carries
 * the client command that opens the bundled rule reference. Disable is not offered where it could break the file.
 *
 * Run on the server's own modules (the check the lint thread runs, the code action builder); code-actions.test.ts
 * has them over the wire.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { CodeAction, TextDocumentEdit } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { type DocumentType, checkDocument, defaultConfig, lintText } from '../../engine/src';
import { ruleActions } from '../../server/src/features/rule-actions';
import { applyLspEdits, range } from './harness/text';

type LspEdit = { range: ReturnType<typeof range>; newText: string };

/** The rule actions for a document's diagnostics, with the document's visible diagnostics. */
function actionsFor(languageId: string, type: DocumentType, text: string) {
  const doc = TextDocument.create(`untitled:rule-actions-${languageId}`, languageId, 1, text);
  const visible = checkDocument(text, { documentType: type, config: defaultConfig() }).visible;
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
  assert.equal(action.kind, 'quickfix.urlsmith.disableLine');
  assert.deepEqual(action.diagnostics?.map((d) => [d.code, d.range]), [['unsafe-character', at]]);
  assert.deepEqual(edits(action), [expected], languageId);
  assert.deepEqual(checkDocument(applyLspEdits(text, edits(action)), { documentType: type, config: defaultConfig() }).visible, [], `${languageId}: the directive silences the line`);
}

/**
 * The one Disable action offered for the document's unsafe-character: its kind, and the whole text after it. After
 * it the diagnostic is gone and the same URLs are found, read the same: the comment changed nothing else.
 */
function disablesAs(languageId: string, type: DocumentType, text: string, kind: 'line' | 'file', expected: string): void {
  const { visible, actions } = actionsFor(languageId, type, text);
  assert.equal(visible.filter((d) => d.code === 'unsafe-character').length, 1, `${languageId}: ${visible.map((d) => d.code).join(', ')}`);
  const disable = actions.filter((a) => a.kind?.startsWith('quickfix.urlsmith.disable') && a.diagnostics?.[0]?.code === 'unsafe-character');
  // "for this file" is always offered beside "for this line"; alone where a line above would change the file.
  const kinds = kind === 'line' ? ['quickfix.urlsmith.disableLine', 'quickfix.urlsmith.disableFile'] : ['quickfix.urlsmith.disableFile'];
  assert.deepEqual(disable.map((a) => a.kind), kinds, `${languageId}: ${JSON.stringify(text)}`);
  const after = applyLspEdits(text, edits(disable[0]!));
  assert.equal(after, expected, languageId);
  const checked = checkDocument(after, { documentType: type, config: defaultConfig() });
  assert.deepEqual(checked.visible.filter((d) => d.code === 'unsafe-character'), [], `${languageId}: the directive silences the problem`);
  const urls = (t: string) => lintText(t, { documentType: type }).urls.map((u) => u.locator.url);
  assert.deepEqual(urls(after), urls(text), `${languageId}: the same URLs are found`);
}

describe('rule actions: disable for this line or this file, show documentation', () => {
  test("JavaScript: a // comment, indented with the line's tab", () => {
    disables('javascript', 'javascript', 'function f() {\n\treturn 1; // see http://b.example/a^b\n}\n', range(1, 36, 1, 37), {
      range: range(1, 0, 1, 0),
      newText: '\t// urlsmith-disable-next-line unsafe-character\n',
    });
  });

  test('Markdown: an HTML comment above a paragraph that starts after a blank line or a heading', () => {
    disables('markdown', 'markdown', '# Title\n\nSee http://b.example/a^b for more.\n', range(2, 22, 2, 23), {
      range: range(2, 0, 2, 0),
      newText: '<!-- urlsmith-disable-next-line unsafe-character -->\n',
    });
    disablesAs('markdown', 'markdown', '# Title\nSee http://b.example/a^b\n', 'line', '# Title\n<!-- urlsmith-disable-next-line unsafe-character -->\nSee http://b.example/a^b\n');
  });

  test('Python takes #, INI ;, CSS a block comment, roff .\\", and a CRLF file gets CRLF', () => {
    disables('python', 'python', 'x = 1\n    # http://b.example/a^b\n', range(1, 24, 1, 25), { range: range(1, 0, 1, 0), newText: '    # urlsmith-disable-next-line unsafe-character\n' });
    disables('ini', 'ini', '[a]\n; http://b.example/a^b\n', range(1, 20, 1, 21), { range: range(1, 0, 1, 0), newText: '; urlsmith-disable-next-line unsafe-character\n' });
    disables('css', 'c', 'a {}\n/* http://b.example/a^b */\n', range(1, 21, 1, 22), { range: range(1, 0, 1, 0), newText: '/* urlsmith-disable-next-line unsafe-character */\n' });
    disables('roff', 'roff', '.TH A 1\nsee http://b.example/a^b\n', range(1, 22, 1, 23), { range: range(1, 0, 1, 0), newText: '.\\" urlsmith-disable-next-line unsafe-character\n' });
    disables('python', 'python', 'a = 1\r\n# http://b.example/a^b\r\n', range(1, 20, 1, 21), { range: range(1, 0, 1, 0), newText: '# urlsmith-disable-next-line unsafe-character\r\n' });
    disables('yaml', 'yaml', 'a: 1\nurl: http://b.example/a^b\n', range(1, 23, 1, 24), { range: range(1, 0, 1, 0), newText: '# urlsmith-disable-next-line unsafe-character\n' });
  });

  test('AsciiDoc //, reStructuredText .., gettext # and Perl #', () => {
    disables('asciidoc', 'asciidoc', '= T\n\nSee https://b.example/a^b[x].\n', range(2, 23, 2, 24), { range: range(2, 0, 2, 0), newText: '// urlsmith-disable-next-line unsafe-character\n' });
    disables('restructuredtext', 'rst', 'Title\n\nSee https://b.example/a^b now.\n', range(2, 23, 2, 24), { range: range(2, 0, 2, 0), newText: '.. urlsmith-disable-next-line unsafe-character\n' });
    disables('po', 'gettext', 'msgid "x"\nmsgstr "https://b.example/a^b"\n', range(1, 27, 1, 28), { range: range(1, 0, 1, 0), newText: '# urlsmith-disable-next-line unsafe-character\n' });
    disables('perl', 'perl', 'my $x = 1;\n# http://b.example/a^b\n', range(1, 20, 1, 21), { range: range(1, 0, 1, 0), newText: '# urlsmith-disable-next-line unsafe-character\n' });
  });

  test('"Show documentation" carries the client command with the rule code, once per code', () => {
    const { actions } = actionsFor('python', 'python', '# http://b.example/a^b^c\n');
    assert.deepEqual(
      actions.map((a) => [a.kind, a.title, a.command]),
      [
        ['quickfix.urlsmith.disableLine', 'Disable unsafe-character for this line', undefined],
        ['quickfix.urlsmith.disableFile', 'Disable unsafe-character for this file', undefined],
        [
          'quickfix.urlsmith.documentation',
          'Show documentation for unsafe-character',
          { title: 'Show documentation for unsafe-character', command: 'urlsmith.showRuleDocumentation', arguments: ['unsafe-character'] },
        ],
      ],
    );
    assert.equal(actions[2]!.edit, undefined);
    assert.deepEqual(edits(actions[1]!), [{ range: range(0, 0, 0, 0), newText: '# urlsmith-disable unsafe-character\n' }], 'the file-level directive on the first line');
  });

  test('plain text: the directive on a line of its own, indented like the line, and at the top for the file', () => {
    disables('plaintext', 'plaintext', 'intro\n  see http://b.example/a^b here\n', range(1, 24, 1, 25), {
      range: range(1, 0, 1, 0),
      newText: '  urlsmith-disable-next-line unsafe-character\n',
    });
    disablesAs('plaintext', 'plaintext', 'intro\r\nsee http://b.example/a^b\r\n', 'line', 'intro\r\nurlsmith-disable-next-line unsafe-character\r\nsee http://b.example/a^b\r\n');
    const file = actionsFor('plaintext', 'plaintext', 'intro\r\nsee http://b.example/a^b\r\n').actions.find((a) => a.kind === 'quickfix.urlsmith.disableFile');
    assert.deepEqual(edits(file!), [{ range: range(0, 0, 0, 0), newText: 'urlsmith-disable unsafe-character\r\n' }]);
    // Across a wrapped URL's line break a new line would join the URL: the file-level directive instead.
    const { actions } = actionsFor('plaintext', 'plaintext', 'Read <URL:http://b.example/a/\n  b^c> now\n');
    const forCaret = actions.filter((a) => a.diagnostics?.[0]?.code === 'unsafe-character');
    assert.deepEqual(forCaret.map((a) => a.kind), ['quickfix.urlsmith.disableFile', 'quickfix.urlsmith.documentation']);
  });

  test('no Disable at all where the type has no comments: JSON, and a language read as plain text', () => {
    const cases: Array<[string, DocumentType, string]> = [
      ['json', 'json', '{\n  "a": "http://b.example/a^b"\n}\n'],
      ['lua', 'plaintext', 'x = 1\nhttp://b.example/a^b\n'], // a language read as plain text: its comments are unknown
    ];
    for (const [languageId, type, text] of cases) {
      const { visible, actions } = actionsFor(languageId, type, text);
      assert.deepEqual(visible.map((d) => d.code), ['unsafe-character'], languageId);
      assert.deepEqual(actions.map((a) => a.kind), ['quickfix.urlsmith.documentation'], languageId);
    }
  });

  test('where a line above would change the file, the file-level directive at the top instead', () => {
    const file = (open: string, close = '') => `${open}urlsmith-disable unsafe-character${close}\n`;
    const md = file('<!-- ', ' -->');
    const cases: Array<[string, DocumentType, string, string]> = [
      // a continued command, a multi-line template, a docstring: the line break is inside the command or literal
      ['shellscript', 'shell', 'curl \\\n  http://b.example/a^b\n', file('# ')],
      ['javascript', 'javascript', 'const s = `one\nhttp://b.example/a^b`;\n', file('// ')],
      ['python', 'python', 'x = 1\n"""doc\nhttp://b.example/a^b"""\n', file('# ')],
      // Markdown: a code block, the middle of a paragraph, a table, a list item
      ['markdown', 'markdown', 'a\n\n```\nhttp://b.example/a^b\n```\n', md],
      ['markdown', 'markdown', 'One line\nthen http://b.example/a^b\n', md],
      ['markdown', 'markdown', '| a | b |\n|---|---|\n| x | http://b.example/a^b |\n', md],
      ['markdown', 'markdown', '| http://b.example/a^b | b |\n|---|---|\n| x | y |\n', md],
      ['markdown', 'markdown', '- one\n\n- two http://b.example/a^b\n', md],
      // YAML: a block scalar's lines are its value
      ['yaml', 'yaml', 'a: 1\nb: |\n  see http://b.example/a^b\n', file('# ')],
      ['yaml', 'yaml', 'b:\n  - >-\n    see\n    http://b.example/a^b\n', file('# ')],
      // HTML: inside a tag over lines, inside <pre>
      ['html', 'html', '<p>\n<a class="x"\n   href="http://b.example/a^b">x</a>\n', file('<!-- ', ' -->')],
      ['html', 'html', '<p>x</p>\n<pre>\nhttp://b.example/a^b\n</pre>\n', file('<!-- ', ' -->')],
      // roff: inside a wrapper that goes on over lines, the directive would be read as part of the URL
      ['roff', 'roff', '.TH A 1\nsee <URL:http://b.example/\na^b> now\n', file('.\\" ')],
      // a reStructuredText paragraph's second line, a gettext continuation string, a Perl here-document
      ['restructuredtext', 'rst', 'One line\nthen http://b.example/a^b\n', file('.. ')],
      ['po', 'gettext', 'msgid "x"\nmsgstr ""\n"http://b.example/a^b"\n', file('# ')],
      ['perl', 'perl', 'print <<END;\nhttp://b.example/a^b\nEND\n', file('# ')],
      ['perl', 'perl', '1;\n\n=head1 SEE ALSO\n\nL<x|http://b.example/a^b>\n\n=cut\n', file('# ')],
    ];
    for (const [languageId, type, text, directive] of cases) disablesAs(languageId, type, text, 'file', directive + text);
  });

  test('the file-level directive goes after what must stay first', () => {
    const py = '#!/usr/bin/env python3\n# -*- coding: utf-8 -*-\n"""\nhttp://b.example/a^b\n"""\n';
    disablesAs('python', 'python', py, 'file', py.replace('-*-\n', '-*-\n# urlsmith-disable unsafe-character\n'));
    const xml = '<?xml version="1.0"?>\n<r a="x"\n   href="http://b.example/a^b"/>\n';
    disablesAs('xml', 'xml', xml, 'file', xml.replace('?>\n', '?>\n<!-- urlsmith-disable unsafe-character -->\n'));
    const md = '---\ntitle: x\n---\nText\nhttp://b.example/a^b\n';
    disablesAs('markdown', 'markdown', md, 'file', md.replace('---\nText', '---\n<!-- urlsmith-disable unsafe-character -->\nText'));
    const roff = '\'\\" t\n.TH A 1\nsee <URL:http://b.example/\na^b> now\n';
    disablesAs('roff', 'roff', roff, 'file', roff.replace('t\n', 't\n.\\" urlsmith-disable unsafe-character\n'));
    // Go: a blank line keeps the directive out of the package's doc comment.
    const go = '// Package a does x.\npackage a\n\nvar s = `\nhttp://b.example/a^b`\n';
    disablesAs('go', 'go', go, 'file', '// urlsmith-disable unsafe-character\n\n' + go);
  });
});
