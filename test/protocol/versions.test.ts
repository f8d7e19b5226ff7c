/**
 * A client that repeats a version number or goes back (LSP says versions increase; not every client keeps it): the
 * last change received wins, and the diagnostics and links are always those of the text the server holds.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DidChangeTextDocumentNotification, type TextDocumentContentChangeEvent } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { type DocumentType, checkDocument, defaultConfig, lintText } from '../../engine/src';
import { ServerProcess } from './harness/server-process';
import { random } from './harness/random';

const PIECES = ['see ', 'http://a.example/x^y ', 'https://b.example/p ', 'ftp://f.example/a b ', '<http://p.example/q r> ', '\n', '`', '[t](http://m.example/{x}) ', '~', '^'];
const SEVERITY = { error: 1, warning: 2, information: 3, hint: 4 } as const;
const CONFIG = { ...defaultConfig(), maxProblems: 1000 };

function expected(text: string, documentType: DocumentType) {
  const doc = TextDocument.create('untitled:x', 'plaintext', 1, text);
  const { visible } = checkDocument(text, { documentType, config: CONFIG });
  const diagnostics = visible.map((d) => [d.code, { start: doc.positionAt(d.start), end: doc.positionAt(d.end) }, SEVERITY[d.severity]]);
  // A link spans the URL itself: from its first character to its last; a template or a pattern is none (see
  // features/links.ts).
  const links = lintText(text, { documentType })
    .urls.filter((u) => !u.diagnostics.some((d) => d.code === 'url-template'))
    .map(({ locator: l }) => [doc.positionAt(l.offsets[0]!), doc.positionAt(l.offsets[l.url.length]!)]);
  return { diagnostics, links };
}

describe('edits with positions out of range', () => {
  let server: ServerProcess;
  before(async () => {
    server = await ServerProcess.start({ settings: () => ({ maxNumberOfProblems: 1000 }) });
  });
  after(async () => {
    assert.equal(await server.stop(), 0);
  });

  // A client applies such an edit clamped (vscode-languageserver-textdocument's offsetAt); the server must too, or its
  // text is not the client's from then on. A negative position was dropped whole.
  test('negative, past the end of a line, past the last line, reversed: applied clamped as TextDocument does', async () => {
    const uri = 'untitled:out-of-range';
    let doc = TextDocument.create(uri, 'plaintext', 1, 'see http://a.example/x\nand http://b.example/y\n');
    await server.open(uri, doc.getText());
    const ranges = [
      { start: { line: -1, character: -3 }, end: { line: 0, character: 4 } },
      { start: { line: 0, character: -7 }, end: { line: 0, character: 0 } },
      { start: { line: 1, character: 900 }, end: { line: 1, character: 2 ** 40 } },
      { start: { line: 2 ** 35, character: 3 }, end: { line: 2 ** 36, character: 0 } },
      { start: { line: 1, character: 8 }, end: { line: -5, character: 2 } },
    ];
    let version = 1;
    for (const [i, r] of ranges.entries()) {
      const change: TextDocumentContentChangeEvent = { range: r, text: ` ftp://f${i}.example/a^b ` };
      version++;
      doc = TextDocument.create(uri, 'plaintext', version, TextDocument.update(doc, [change], version).getText());
      await server.conn.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [change] });
      const want = expected(doc.getText(), 'plaintext');
      assert.deepEqual((await server.links(uri)).map((l) => [l.range.start, l.range.end]), want.links, `links after edit ${i}`);
      const last = server.published.filter((p) => p.uri === uri).at(-1)!;
      assert.equal(last.version, version, `edit ${i}`);
      assert.deepEqual(last.diagnostics.map((d) => [d.code, d.range, d.severity]), want.diagnostics, `diagnostics after edit ${i}`);
    }
  });
});

for (const [languageId, documentType] of [['plaintext', 'plaintext'], ['markdown', 'markdown']] as const) {
  describe(`repeated and out-of-order versions (${languageId})`, () => {
    let server: ServerProcess;
    before(async () => {
      server = await ServerProcess.start({ settings: () => ({ maxNumberOfProblems: 1000 }) });
    });
    after(async () => {
      assert.equal(await server.stop(), 0);
    });

    test('150 edits with versions drawn from 1 to 4: each one leaves the results of its own text', async () => {
      const uri = `untitled:versions-${languageId}`;
      const rnd = random(20);
      const pick = () => PIECES[Math.floor(rnd() * PIECES.length)]!;
      let doc = TextDocument.create(uri, languageId, 1, `${pick()}${pick()}${pick()}`);
      await server.open(uri, doc.getText(), languageId);
      for (let i = 0; i < 150; i++) {
        const version = 1 + Math.floor(rnd() * 4);
        const text = doc.getText();
        const at = Math.floor(rnd() * (text.length + 1));
        const change: TextDocumentContentChangeEvent =
          rnd() < 0.3 ? { text: `${pick()}${pick()}${pick()}` } : { range: { start: doc.positionAt(at), end: doc.positionAt(Math.min(text.length, at + Math.floor(rnd() * 3))) }, text: pick() };
        doc = TextDocument.create(uri, languageId, version, TextDocument.update(doc, [change], version).getText());
        await server.conn.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [change] });
        const want = expected(doc.getText(), documentType);
        const links = await server.links(uri);
        assert.deepEqual(links.map((l) => [l.range.start, l.range.end]), want.links, `links after edit ${i} (version ${version})`);
        // The links came from the analysis of this text, which was published before it was handed out.
        const last = server.published.filter((p) => p.uri === uri).at(-1)!;
        assert.equal(last.version, version, `edit ${i}`);
        assert.deepEqual(last.diagnostics.map((d) => [d.code, d.range, d.severity]), want.diagnostics, `diagnostics after edit ${i} (version ${version})`);
      }
    });
  });
}
