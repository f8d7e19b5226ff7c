import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ServerProcess } from './harness/server-process';
import { range } from './harness/text';

/** About 5 MB: a URL with an unsafe character every fourth line among lines that look like URLs but are not. */
const LINES = 80_000;
function bigText(): string {
  const lines: string[] = [];
  for (let i = 0; i < LINES; i++) {
    lines.push(i % 4 === 0 ? `line ${i} see http://host${i}.example/path/a^b?q=1 and some more words` : `plain text line ${i} with words, 12:30, C:\\dir and std::vector<int>`);
  }
  return lines.join('\n');
}

describe('a 5 MB document', () => {
  let server: ServerProcess;
  const uri = 'untitled:large';
  const text = bigText();
  const lastUrlLine = LINES - 4;
  before(async () => {
    server = await ServerProcess.start();
  });
  after(async () => {
    assert.equal(await server.stop(), 0);
  });

  test('answers hovers at once while the whole document is checked in the background', async () => {
    assert.ok(text.length > 5_000_000, `${text.length} characters`);
    await server.open(uri, text);
    const h = await server.hover(uri, { line: lastUrlLine, character: 20 });
    assert.ok(h, 'hover on the last URL');
    // The hover did not wait for the whole-document run: its diagnostics had not been published yet.
    assert.equal(server.published.some((p) => p.uri === uri), false, 'hover answered before the diagnostics');
    const p = await server.diagnostics(uri);
    // maxNumberOfProblems (1000 by default) keeps the first 1000, in order.
    assert.equal(p.diagnostics.length, 1000);
    const start = 'line 0 see http://host0.example/path/a'.length;
    assert.deepEqual([p.diagnostics[0]!.code, p.diagnostics[0]!.range], ['unsafe-character', range(0, start, 0, start + 1)]);
    assert.equal(p.diagnostics[999]!.range.start.line, 999 * 4);
  });

  // An edit is checked where it can have changed a URL: its version is published without a whole run, and the
  // problem it brings in counts against maxNumberOfProblems like any other.
  test('an edit near the start is published for its own version, moving the problems after it', async () => {
    const text1 = 'see http://new.example/x^y ';
    const version = await server.change(uri, [{ range: range(0, 0, 0, 0), text: text1 }]);
    const p = await server.diagnostics(uri, version);
    assert.equal(p.diagnostics.length, 1000);
    assert.deepEqual([p.diagnostics[0]!.code, p.diagnostics[0]!.range], ['unsafe-character', range(0, 24, 0, 25)]);
    const start = text1.length + 'line 0 see http://host0.example/path/a'.length;
    assert.deepEqual([p.diagnostics[1]!.code, p.diagnostics[1]!.range], ['unsafe-character', range(0, start, 0, start + 1)]);
    assert.equal(p.diagnostics[999]!.range.start.line, 998 * 4);
    const h = await server.hover(uri, { line: 0, character: 8 });
    assert.ok(h, 'hover on the URL just typed');
  });

  // Responsiveness is shown by order, not by timing (speed is for `npm run bench:lsp`): hovers keep being answered
  // while the whole document is checked again.
  test('while a configuration change re-checks the whole document, hovers keep being answered', async () => {
    const before = server.publishedCount(uri);
    await server.changeConfiguration(() => ({}));
    let answered = 0;
    // Hover back to back until the new publication arrives. A hover that waited for the whole run would be answered
    // at most once before it.
    while (server.publishedCount(uri) === before) {
      const h = await server.hover(uri, { line: lastUrlLine, character: 20 });
      assert.ok(h, 'hover on the last URL while the whole run is under way');
      answered++;
    }
    assert.ok(answered >= 5, `${answered} hovers answered while the document was being checked`);
  });
});
