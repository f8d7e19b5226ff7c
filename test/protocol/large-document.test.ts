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
    assert.deepEqual([p.diagnostics[0].code, p.diagnostics[0].range], ['unsafe-character', range(0, start, 0, start + 1)]);
    assert.equal(p.diagnostics[999].range.start.line, 999 * 4);
  });

  // Responsiveness is shown by order, not by timing (speed is for `npm run bench`): hovers keep being answered
  // while the full run for the new version is still under way.
  test('while an edit is debounced and re-checked, hovers keep being answered', async () => {
    const version = await server.change(uri, [{ range: range(LINES - 1, 0, LINES - 1, 0), text: 'http://new.example/x^y ' }]);
    let answered = 0;
    // Hover back to back until the new version's diagnostics arrive. A hover that waited for the full run
    // would be answered at most once before them.
    while (!server.published.some((p) => p.uri === uri && p.version === version)) {
      const h = await server.hover(uri, { line: LINES - 1, character: 5 });
      assert.ok(h, 'hover on the URL just typed, before the full run has seen it');
      answered++;
    }
    assert.ok(answered >= 5, `${answered} hovers answered while the document was being checked`);
  });
});
