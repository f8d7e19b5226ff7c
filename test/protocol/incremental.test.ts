/**
 * Incremental checking, as a module test of the server's own analysis: thousands of random edit sequences on plain
 * text (typing, deleting, pasting, joining lines inside wrappers, directives, CR/LF/CRLF line ends, many edits in
 * one didChange, whole-text replacements, edits while a whole check is under way), each followed by a comparison of
 * what the server would publish and link with a whole check of the final text by the engine itself.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { TextDocumentContentChangeEvent } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { type Diagnostic, type DocumentType, type UrlsmithConfig, checkDocument, defaultConfig } from '../../engine/src';
import { type Analysis, Analyses } from '../../server/src/analysis/analyses';
import { documentRecords } from '../../server/src/analysis/compute';
import { pack, unpack } from '../../server/src/analysis/packed';
import { RecordList } from '../../server/src/analysis/record-list';
import { hasDirectives, visibleDiagnostics } from '../../server/src/analysis/visible';
import { runJob } from '../../server/src/analysis/worker';
import { ChunkedDocument } from '../../server/src/documents/chunked-document';
import type { Effective } from '../../server/src/settings/effective';
import { random } from './harness/random';

/** Pieces of text that make URLs, wrappers across lines, stray brackets, directives and every kind of line end. */
const FRAGMENTS = [
  'see ', 'the ', 'word', ' ', '  ', '\t', '\n', '\r\n', '\r', '\n\n', '\r\n\r\n',
  'http://a.example/x^y', 'https://b.example/p', 'ftp://f.example/a b', 'mailto:x@y.example', 'news:comp.lang', 'http://a.example/~u',
  'http://ignored.example/a^b', 'http://h.example/a-\n', 'http://h.example/a,https://i.example/b',
  '<URL:http://w.example/a\n  b^c>', '<URL:http://w.example/d\n\ne^f>', '<URL:', '<http://p.example/q r>', '<', '>', '<>', 'http://', '://', ':',
  'urlsmith-disable', 'urlsmith-enable', 'urlsmith-disable-next-line unsafe-character', 'urlsmith-disable unsafe-character\n', 'urlsmith-', ' urlsmith-enable tilde ',
  '(', ')', '"', 'x', '^', '~', '.', ',', '-\n', '\u2010\n', 'é', '请看http://c.example/', ' a < b ', '<x-y.z:', '<u', 'RL:', '<URL',
];
const CHARS = 'a<>:/ \n\r-^~.x';

function fragments(rnd: () => number, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += FRAGMENTS[Math.floor(rnd() * FRAGMENTS.length)];
  return s;
}

/** One random edit of `doc`, as an LSP client sends it. */
function randomChange(rnd: () => number, doc: TextDocument): TextDocumentContentChangeEvent {
  const text = doc.getText();
  const r = rnd();
  if (r < 0.01) return { text: fragments(rnd, 20) }; // the whole text
  let start = Math.floor(rnd() * (text.length + 1));
  let end = start;
  let inserted = '';
  if (r < 0.15) {
    // Join two lines (inside a wrapper, often).
    const nl = text.indexOf('\n', start);
    if (nl >= 0) {
      start = text[nl - 1] === '\r' ? nl - 1 : nl;
      end = nl + 1;
    }
  } else if (r < 0.45) {
    end = Math.min(text.length, start + Math.floor(rnd() * (rnd() < 0.9 ? 4 : 200)));
  } else if (r < 0.75) {
    inserted = CHARS.charAt(Math.floor(rnd() * CHARS.length));
  } else {
    inserted = fragments(rnd, 1 + Math.floor(rnd() * (rnd() < 0.9 ? 3 : 30)));
    if (rnd() < 0.3) end = Math.min(text.length, start + Math.floor(rnd() * 10));
  }
  const range = { start: doc.positionAt(start), end: doc.positionAt(end) };
  // Now and then a position past its line's end, or a reversed range: the store reads them as TextDocument does.
  if (rnd() < 0.03) range.end = { line: range.end.line, character: range.end.character + 50 };
  if (rnd() < 0.03) return { range: { start: range.end, end: range.start }, text: inserted };
  return { range, text: inserted };
}

/** The document after one change, as a client that opened it with that text sees it. */
function reopened(doc: TextDocument, change: TextDocumentContentChangeEvent): TextDocument {
  TextDocument.update(doc, [change], doc.version);
  return TextDocument.create(doc.uri, doc.languageId, doc.version, doc.getText());
}

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** What a whole check of `text` by the engine publishes and links. */
function wholeCheck(text: string, config: UrlsmithConfig, documentType: DocumentType = 'plaintext') {
  const result = checkDocument(text, { documentType, config });
  return {
    visible: result.visible.map((d) => [d.start, d.end, d.code, d.severity, d.message, d.url.start, d.url.end]),
    links: result.urls
      .map((u) => [u.locator.offsets[0], u.locator.offsets[u.locator.url.length], u.locator.url] as const)
      .filter(([, , target]) => SCHEME.test(target)),
  };
}

/** The same, from the server's analysis. */
function served(a: Analysis, text: string) {
  return {
    visible: a.visible.map((d) => [d.start, d.end, d.code, d.severity, d.message, d.url.start, d.url.end]),
    links: [...a.urls].map((u) => [u.linkStart, u.linkEnd, u.target ?? text.slice(u.linkStart, u.linkEnd)] as const).filter(([, , target]) => SCHEME.test(target)),
  };
}

const CONFIGS: UrlsmithConfig[] = [
  { ...defaultConfig(), maxProblems: 1000 },
  { ...defaultConfig(), ignore: ['ignored.example'], rules: { 'unsafe-character': 'error', tilde: 'off' }, maxProblems: 4 },
  { ...defaultConfig(), preset: 'strict', extraSchemes: ['git'], ignore: ['http://a.example/'] },
];

/** An Analyses over one document, with a whole-document checker that answers a turn later, as the lint thread does. */
function harness(text: string, config: UrlsmithConfig, piece: number, documentType: DocumentType = 'plaintext') {
  const uri = 'untitled:incremental';
  let doc = new ChunkedDocument(uri, documentType, 1, text, piece);
  const published: Analysis[] = [];
  const eff: Effective = { enabled: true, config, documentType };
  const analyses = new Analyses(
    { document: () => doc, effective: () => Promise.resolve(eff), ready: (a) => published.push(a), log: (m) => assert.fail(m) },
    {
      // The lint thread's own job (text or pieces in, packed records out), a turn later.
      run: (_k, t, c, type) =>
        new Promise((resolve) =>
          setImmediate(() => {
            const r = runJob('check', t, c, type) as { packed: ReturnType<typeof pack>; directives: boolean };
            resolve({ urls: RecordList.of(unpack(r.packed)), directives: r.directives });
          }),
        ),
      fixes: (_k, t, c, type) => Promise.resolve(runJob('fixes', t, c, type) as Diagnostic[]),
      cancel: () => undefined,
    },
  );
  return {
    uri,
    analyses,
    published,
    get doc() {
      return doc;
    },
    replace(d: ChunkedDocument) {
      doc = d;
    },
  };
}

async function runCase(seed: number, batches: number, documentType: DocumentType = 'plaintext'): Promise<void> {
  const rnd = random(seed);
  const config = CONFIGS[seed % CONFIGS.length]!;
  const h = harness(fragments(rnd, 10 + Math.floor(rnd() * 150)), config, 16 + Math.floor(rnd() * 200), documentType);
  h.analyses.recheck(h.uri);
  const log: unknown[] = [h.doc.getText()];
  for (let b = 0; b < batches; b++) {
    // The same edits applied by TextDocument, each to a document opened with the text before it (so a CR and an LF
    // typed apart make one line end, as in the ChunkedDocument).
    let mirror = TextDocument.create(h.uri, 'plaintext', 1, h.doc.getText());
    // Mostly one edit, sometimes a few, now and then many in one didChange.
    const r = rnd();
    const count = r < 0.75 ? 1 : r < 0.95 ? 2 + Math.floor(rnd() * 4) : 20 + Math.floor(rnd() * 80);
    const version = h.doc.version + 1;
    const changes: TextDocumentContentChangeEvent[] = [];
    for (let i = 0; i < count; i++) {
      const c = randomChange(rnd, mirror);
      changes.push(c);
      mirror = reopened(mirror, c);
    }
    log.push(changes);
    h.analyses.changed(h.uri, h.doc.update(changes, version));
    // Now and then the configuration "changes" (a whole check) and the edits go on while it runs.
    if (rnd() < 0.05) h.analyses.recheck(h.uri);
    if (rnd() < 0.3) continue; // the next batch arrives before this one is looked at
    const a = await h.analyses.current(h.uri);
    const text = h.doc.getText();
    assert.equal(text, mirror.getText(), 'the store applies changes as TextDocuments does');
    assert.ok(a, 'an analysis of the current version');
    assert.equal(a.version, version);
    assert.deepEqual(served(a, text), wholeCheck(text, config, documentType), `seed ${seed}, batch ${b}: ${JSON.stringify(log)}`);
  }
  const a = await h.analyses.current(h.uri);
  assert.ok(a);
  assert.deepEqual(served(a, h.doc.getText()), wholeCheck(h.doc.getText(), config, documentType), `seed ${seed}, end: ${JSON.stringify(log)}`);
  assert.equal(h.published.at(-1)?.version, h.doc.version, 'the last version is published');
  // Fix-all finds each visible problem's fixes again, URL by URL: the same as a whole check's.
  const withFixes = await h.analyses.full(h.uri);
  const text = h.doc.getText();
  const whole = checkDocument(text, { documentType, config }).visible;
  assert.deepEqual(withFixes?.visible.map((d) => [d.start, d.code, d.fixes]), whole.map((d) => [d.start, d.code, d.fixes]), `seed ${seed}: fixes`);
}

describe('incremental checking of plain text equals a whole check', () => {
  test('3,000 random edit sequences', async () => {
    for (let seed = 1; seed <= 3000; seed++) await runCase(seed, 8);
  });

  // Other document types are checked whole after every edit (a fence or a comment changes far-away text): the same
  // answers, through the same store and analyses.
  test('300 random edit sequences in Markdown', async () => {
    for (let seed = 1; seed <= 300; seed++) await runCase(seed, 5, 'markdown');
  });

  test('a document kept in pieces reads, counts lines and applies edits as TextDocument does', () => {
    for (let seed = 1; seed <= 400; seed++) {
      const rnd = random(seed);
      const doc = new ChunkedDocument('untitled:pieces', 'plaintext', 1, fragments(rnd, 5 + Math.floor(rnd() * 100)), 1 + Math.floor(rnd() * 40));
      let mirror = TextDocument.create(doc.uri, 'plaintext', 1, doc.getText());
      for (let step = 0; step < 20; step++) {
        const c = randomChange(rnd, mirror);
        mirror = reopened(mirror, c);
        doc.update([c], step + 2);
        const text = mirror.getText();
        const where = `seed ${seed}, step ${step}`;
        assert.equal(doc.length, text.length, where);
        assert.equal(doc.lineCount, mirror.lineCount, where);
        for (let k = 0; k < 10; k++) {
          const o = Math.floor(rnd() * (text.length + 2)) - 1;
          const e = Math.max(0, o) + Math.floor(rnd() * 30);
          assert.deepEqual(doc.positionAt(o), mirror.positionAt(o), where);
          const p = { line: Math.floor(rnd() * (mirror.lineCount + 1)), character: Math.floor(rnd() * 12) };
          assert.equal(doc.offsetAt(p), mirror.offsetAt(p), `${where}: ${JSON.stringify(p)}`);
          assert.deepEqual(doc.getLineRange(p.line), mirror.getLineRange(p.line), where);
          assert.equal(doc.getEOLCharacters(p.line), mirror.getEOLCharacters(p.line), where);
          assert.equal(doc.charCodeAt(o), text.charCodeAt(o), where);
          assert.equal(doc.slice(Math.max(0, o), e), text.slice(Math.max(0, o), e), where);
          for (const ch of ['<', '>', '\n']) {
            assert.equal(doc.indexOf(ch, o), text.indexOf(ch, o), where);
            assert.equal(doc.lastIndexOf(ch, o), text.lastIndexOf(ch, o), where);
          }
          assert.equal(doc.includes('urlsmith-'), text.includes('urlsmith-'), where);
        }
        assert.equal(doc.getText(), text, where);
      }
    }
  });

  test('the configuration applied to a prefix of the problems, as long as maxProblems needs, shows what a whole check shows', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const rnd = random(seed);
      const text = fragments(rnd, 6000);
      for (const maxProblems of [0, 1, 7, 300, 1000, 5000, undefined]) {
        const config = { ...CONFIGS[seed % CONFIGS.length]!, maxProblems };
        const records = RecordList.of(documentRecords(text, config, 'plaintext'));
        const shown = visibleDiagnostics(() => text, records, config, hasDirectives(text)).map((d) => [d.start, d.end, d.code, d.severity]);
        const whole = checkDocument(text, { documentType: 'plaintext', config }).visible.map((d) => [d.start, d.end, d.code, d.severity]);
        assert.deepEqual(shown, whole, `seed ${seed}, maxProblems ${maxProblems}`);
      }
    }
  });

  test('a whole check in pieces finds what one whole check finds, and survives packing', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const rnd = random(seed);
      const text = fragments(rnd, 300);
      const config = CONFIGS[seed % CONFIGS.length]!;
      const whole = documentRecords(text, config, 'plaintext', true, 1 << 30);
      assert.deepEqual(documentRecords(text, config, 'plaintext', true, 1 + Math.floor(rnd() * 100)), whole, `seed ${seed}`);
      assert.deepEqual(unpack(pack(whole)), whole, `seed ${seed}: as the lint thread sends them`);
    }
  });

  // The records past an edit are moved by whole blocks and only when read (record-list.ts): a document of thousands of
  // URLs, many blocks, typed in with only the visible prefix read between full comparisons.
  test('typing in a document of thousands of URLs, and where each step left the text as it was', async () => {
    for (const [seed, config] of [[11, CONFIGS[1]!], [12, CONFIGS[0]!]] as const) {
      const rnd = random(seed);
      const h = harness(fragments(rnd, 12_000), config, 1 << 16);
      h.analyses.recheck(h.uri);
      let last = await h.analyses.current(h.uri);
      assert.ok(last);
      assert.equal(last.unchangedBefore, undefined, 'a whole check');
      assert.ok(last.urls.length > 2000, `${last.urls.length} URLs`);
      const snapshot = (x: Analysis) => new Map(x.visible.map((d) => [d, [d.start, d.end, d.url.start, d.url.end]]));
      let shown = snapshot(last);
      let reused = 0;
      for (let step = 0; step < 150; step++) {
        let mirror = TextDocument.create(h.uri, 'plaintext', 1, h.doc.getText());
        let change = randomChange(rnd, mirror);
        while (!('range' in change)) change = randomChange(rnd, mirror); // not the whole text: the document stays large
        mirror = reopened(mirror, change);
        const start = Math.min(h.doc.offsetAt(change.range.start), h.doc.offsetAt(change.range.end));
        const version = h.doc.version + 1;
        h.analyses.changed(h.uri, h.doc.update([change], version));
        const a = await h.analyses.current(h.uri);
        assert.ok(a);
        const text = h.doc.getText();
        const where = `seed ${seed}, step ${step}`;
        assert.equal(text, mirror.getText(), where);
        // An incremental step says where it started from. A diagnostic object published before and again now, ending
        // before that offset, was not moved meanwhile (the publisher reuses what it made of it).
        assert.deepEqual(a.unchangedBefore, { revision: last.revision, offset: start }, where);
        for (const d of a.visible) {
          const was = shown.get(d);
          if (d.end > start || !was) continue;
          assert.deepEqual([d.start, d.end, d.url.start, d.url.end], was, where);
          reused++;
        }
        shown = snapshot(a);
        if (step % 10 === 9) assert.deepEqual(a.visible.map((d) => [d.start, d.end, d.code, d.severity, d.message]), wholeCheck(text, config).visible.map((x) => x.slice(0, 5)), where);
        if (step % 50 === 49) assert.deepEqual(served(a, text), wholeCheck(text, config), where);
        last = a;
      }
      assert.ok(reused > 0, `seed ${seed}: no diagnostic before an edit was the same object again`);
    }
  });

  test('1,000 edits in one didChange, and a 1 MB paste', async () => {
    const rnd = random(7);
    const h = harness(fragments(rnd, 2000), CONFIGS[0]!, 1 << 20);
    h.analyses.recheck(h.uri);
    await h.analyses.current(h.uri);
    let mirror = TextDocument.create(h.uri, 'plaintext', 1, h.doc.getText());
    const changes: TextDocumentContentChangeEvent[] = [];
    for (let i = 0; i < 1000; i++) {
      const c = randomChange(rnd, mirror);
      changes.push(c);
      mirror = reopened(mirror, c);
    }
    h.analyses.changed(h.uri, h.doc.update(changes, 2));
    let a = await h.analyses.current(h.uri);
    assert.ok(a);
    assert.equal(h.doc.getText(), mirror.getText());
    assert.deepEqual(served(a, h.doc.getText()), wholeCheck(h.doc.getText(), CONFIGS[0]!));

    let paste = '';
    while (paste.length < 1 << 20) paste += fragments(rnd, 100);
    const at = h.doc.positionAt(Math.floor(h.doc.getText().length / 2));
    h.analyses.changed(h.uri, h.doc.update([{ range: { start: at, end: at }, text: paste }], 3));
    a = await h.analyses.current(h.uri);
    assert.ok(a);
    assert.equal(a.version, 3);
    assert.deepEqual(served(a, h.doc.getText()), wholeCheck(h.doc.getText(), CONFIGS[0]!));
  });
});
