/**
 * Incremental checking through the real server over stdio: random edits, 1,000 edits in one didChange and a 1 MB
 * paste into a plain-text document, each version's published diagnostics and the final document links compared with
 * a whole check of the same text by the engine.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { TextDocumentContentChangeEvent } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { checkDocument, defaultConfig, lintText } from '../../engine/src';
import { ServerProcess } from './harness/server-process';
import { random } from './harness/random';

const PIECES = [
  'see ', 'word ', '\n', '\r\n', '\n\n', 'http://a.example/x^y ', 'https://b.example/p ', 'ftp://f.example/a b ', '<URL:http://w.example/a\n  b^c> ',
  '<http://p.example/q r> ', '<', '>', 'urlsmith-disable ', 'urlsmith-enable ', 'urlsmith-disable-next-line unsafe-character\n', 'http://h.example/a-\n', '~', '^', ':',
];

function pieces(rnd: () => number, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += PIECES[Math.floor(rnd() * PIECES.length)];
  return s;
}

const SEVERITY = { error: 1, warning: 2, information: 3, hint: 4 } as const;
const CONFIG = { ...defaultConfig(), maxProblems: 1000 };

/** What a whole check of `text` publishes: code, range and severity of each diagnostic. */
function expectedDiagnostics(text: string) {
  const doc = TextDocument.create('untitled:x', 'plaintext', 1, text);
  const { visible } = checkDocument(text, { documentType: 'plaintext', config: CONFIG });
  return visible.map((d) => [d.code, { start: doc.positionAt(d.start), end: doc.positionAt(d.end) }, SEVERITY[d.severity]]);
}

/** One random edit of `doc` as an editor sends it: typing, deleting, a line join, a paste. */
function randomChange(rnd: () => number, doc: TextDocument): TextDocumentContentChangeEvent {
  const text = doc.getText();
  let start = Math.floor(rnd() * (text.length + 1));
  let end = start;
  let inserted = '';
  const r = rnd();
  if (r < 0.15) {
    const nl = text.indexOf('\n', start);
    if (nl >= 0) [start, end] = [nl, nl + 1];
  } else if (r < 0.45) end = Math.min(text.length, start + 1 + Math.floor(rnd() * 5));
  else if (r < 0.8) inserted = 'a<>: \n^-'[Math.floor(rnd() * 9)] ?? '';
  else inserted = pieces(rnd, 1 + Math.floor(rnd() * 4));
  return { range: { start: doc.positionAt(start), end: doc.positionAt(end) }, text: inserted };
}

/** The document after one change, as a client that opened it with that text counts its lines. */
function reopened(doc: TextDocument, change: TextDocumentContentChangeEvent): TextDocument {
  TextDocument.update(doc, [change], doc.version);
  return TextDocument.create(doc.uri, doc.languageId, doc.version, doc.getText());
}

describe('incremental checking over stdio', () => {
  let server: ServerProcess;
  const uri = 'untitled:incremental-server';
  const rnd = random(12);
  let doc = TextDocument.create(uri, 'plaintext', 1, pieces(rnd, 3000));

  /** Sends `changes` (made against the local copy one by one) and checks the published diagnostics of the new version. */
  async function send(changes: TextDocumentContentChangeEvent[], what: string): Promise<void> {
    const version = await server.change(uri, changes);
    const p = await server.diagnostics(uri, version);
    assert.deepEqual(
      p.diagnostics.map((d) => [d.code, d.range, d.severity]),
      expectedDiagnostics(doc.getText()),
      `${what}, version ${version}`,
    );
  }

  before(async () => {
    server = await ServerProcess.start();
    await server.open(uri, doc.getText());
    await server.diagnostics(uri);
  });
  after(async () => {
    assert.equal(await server.stop(), 0);
  });

  test('every version of 60 random edits publishes what a whole check finds', async () => {
    for (let i = 0; i < 60; i++) {
      const c = randomChange(rnd, doc);
      doc = reopened(doc, c);
      await send([c], `edit ${i}: ${JSON.stringify(c)}`);
    }
  });

  test('a line break replaced by a space: the offsets after it stay, their lines move up', async () => {
    // The server reuses what it last published for diagnostics before an edit: not for these, whose offsets did not change.
    let replaced = 0;
    for (let i = 0; i < 40 && replaced < 15; i++) {
      const text = doc.getText();
      const nl = text.indexOf('\n', Math.floor(rnd() * text.length));
      if (nl < 0 || !expectedDiagnostics(text.slice(nl)).length) continue;
      const c = { range: { start: doc.positionAt(nl), end: doc.positionAt(nl + 1) }, text: ' ' };
      doc = reopened(doc, c);
      await send([c], `line break at ${nl} replaced`);
      replaced++;
    }
    assert.ok(replaced >= 10, `${replaced} line breaks replaced`);
  });

  test('1,000 edits in one didChange', async () => {
    const changes: TextDocumentContentChangeEvent[] = [];
    for (let i = 0; i < 1000; i++) {
      const c = randomChange(rnd, doc);
      changes.push(c);
      doc = reopened(doc, c);
    }
    await send(changes, '1,000 edits');
  });

  test('500 edits sent one notification each are published a few times, not 500, and a hover after them is answered', async () => {
    // Each publication sends every diagnostic of the document: published once per edit, a flood of edits (a replayed
    // history) held a hover sent after it for over 20 s. The last version is still published as a whole check finds.
    const before = server.publishedCount(uri);
    let last = 0;
    for (let i = 0; i < 500; i++) {
      const c = randomChange(rnd, doc);
      doc = reopened(doc, c);
      last = await server.change(uri, [c]);
    }
    const hover = server.hover(uri, { line: 0, character: 0 });
    const p = await server.diagnostics(uri, last);
    assert.deepEqual(p.diagnostics.map((d) => [d.code, d.range, d.severity]), expectedDiagnostics(doc.getText()));
    await hover;
    const published = server.publishedCount(uri) - before;
    assert.ok(published < 100, `${published} publications for 500 edits`);
  });

  test('a 1 MB paste, then typing after it', async () => {
    let paste = '';
    while (paste.length < 1 << 20) paste += pieces(rnd, 200);
    const at = doc.positionAt(Math.floor(doc.getText().length / 2));
    const c = { range: { start: at, end: at }, text: paste };
    doc = reopened(doc, c);
    await send([c], '1 MB paste');
    const typed = { range: { start: at, end: at }, text: 'http://t.example/^ ' };
    doc = reopened(doc, typed);
    await send([typed], 'typing after the paste');
  });

  test('document links are the URLs a whole check finds', async () => {
    const text = doc.getText();
    // Links are offered for targets with a scheme that are no template or pattern (links.test.ts): a `<URL:...>` may
    // hold anything, and `http://{host}/` names nothing as written.
    const expected = lintText(text, { documentType: 'plaintext' })
      .urls.filter((u) => /^[A-Za-z][A-Za-z0-9+.-]*:/.test(u.locator.url) && !u.diagnostics.some((d) => d.code === 'url-template'))
      .map((u) => ({
        range: { start: doc.positionAt(u.locator.offsets[0]!), end: doc.positionAt(u.locator.offsets[u.locator.url.length]!) },
        target: u.locator.url,
      }));
    assert.deepEqual(await server.links(uri), expected);
  });
});
