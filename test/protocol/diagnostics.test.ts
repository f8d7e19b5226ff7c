import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ServerProcess } from './harness/server-process';
import { range } from './harness/text';

/** One line per kind of locator; the emoji makes UTF-16 columns differ from code points. */
const TEXT = [
  'Docs: http://a.example/a^b', // 0: unsafe "^" at 24
  '😀 HTTP://b.example:80/x', // 1: the emoji is two UTF-16 units, so "HTTP" starts at 3
  '<URL:ftp://user:s3cr3t@files.samples/pub/', // 2: a wrapper broken across lines
  '  file.txt>',
  'Not URLs: C:\\dir std::vector 12:30 Note: e.g.:',
].join('\n');

/** [code, severity (1 error .. 4 hint), range] */
const EXPECTED: Array<[string, number, ReturnType<typeof range>]> = [
  ['unsafe-character', 1, range(0, 24, 0, 25)],
  ['scheme-case', 4, range(1, 3, 1, 7)],
  ['default-port', 4, range(1, 19, 1, 22)],
  ['password', 2, range(2, 16, 2, 22)],
  ['wrapper-whitespace', 4, range(2, 41, 3, 2)],
];

function summary(ds: Array<{ code?: number | string; severity?: number; range: unknown }>) {
  return ds.map((d) => [d.code, d.severity, d.range]);
}

describe('diagnostics', () => {
  let server: ServerProcess;
  before(async () => {
    server = await ServerProcess.start();
  });
  after(async () => {
    assert.equal(await server.stop(), 0);
  });

  test('didOpen publishes exactly the expected codes, severities and UTF-16 ranges', async () => {
    await server.open('untitled:diagnostics-1', TEXT);
    const p = await server.diagnostics('untitled:diagnostics-1');
    assert.deepEqual(summary(p.diagnostics), EXPECTED);
    for (const d of p.diagnostics) {
      assert.equal(d.source, 'urlsmith');
      // The rule reference shipped beside the server, at the rule's heading: offline, never a dead web link.
      assert.match(d.codeDescription?.href ?? '', /^file:\/\/.+\/docs\/rules\.md#L\d+$/);
      assert.equal(typeof d.message, 'string');
    }
  });

  test('CRLF line ends give the same lines and characters', async () => {
    await server.open('file:///tmp/urlsmith-crlf.txt', TEXT.replace(/\n/g, '\r\n'), 'markdown');
    const p = await server.diagnostics('file:///tmp/urlsmith-crlf.txt');
    assert.deepEqual(summary(p.diagnostics), EXPECTED);
  });

  test('incremental changes re-check the new version and move the ranges', async () => {
    const uri = 'untitled:diagnostics-2';
    await server.open(uri, TEXT);
    await server.diagnostics(uri);
    // The fix a user would type: "^" -> "%5E"; then three characters inserted before line 1's URL.
    await server.change(uri, [{ range: range(0, 24, 0, 25), text: '%5E' }]);
    const v3 = await server.change(uri, [{ range: range(1, 3, 1, 3), text: 'at ' }]);
    const p = await server.diagnostics(uri, v3);
    assert.deepEqual(summary(p.diagnostics), [
      ['scheme-case', 4, range(1, 6, 1, 10)],
      ['default-port', 4, range(1, 22, 1, 25)],
      ['password', 2, range(2, 16, 2, 22)],
      ['wrapper-whitespace', 4, range(2, 41, 3, 2)],
    ]);
  });

  test('the editor\'s languageId chooses the reader: in Markdown "|" ends a URL (a table cell), in plain text it is unsafe', async () => {
    // A "|" ending the line would be a plain-text table's border too: this one has text after it.
    const text = ['| site | link | note |', '| --- | --- | --- |', '| home |http://a.example/x|y |'].join('\n');
    await server.open('untitled:diagnostics-md', text, 'markdown');
    assert.deepEqual(summary((await server.diagnostics('untitled:diagnostics-md')).diagnostics), []);
    await server.open('untitled:diagnostics-txt', text, 'plaintext');
    assert.deepEqual(summary((await server.diagnostics('untitled:diagnostics-txt')).diagnostics), [['unsafe-character', 1, range(2, 26, 2, 27)]]);
  });

  test('a burst of edits ends with the last version published, and no older version after it', async () => {
    const uri = 'untitled:diagnostics-3';
    await server.open(uri, '');
    const typed = 'see http://a.example/a|b';
    let v = 1;
    for (let i = 0; i < typed.length; i++) v = await server.change(uri, [{ range: range(0, i, 0, i), text: typed.charAt(i) }]);
    const p = await server.diagnostics(uri, v);
    assert.deepEqual(summary(p.diagnostics), [['unsafe-character', 1, range(0, 22, 0, 23)]]);
    const versions = server.published.filter((x) => x.uri === uri).map((x) => x.version ?? 0);
    assert.deepEqual(versions, [...versions].sort((a, b) => a - b), 'publications arrive in version order');
    assert.ok(versions.length < typed.length, `typing was debounced (${versions.length} publications for ${typed.length} edits)`);
  });

  test('closing a document clears its diagnostics', async () => {
    const uri = 'untitled:diagnostics-5';
    await server.open(uri, 'http://a.example/a^b');
    await server.diagnostics(uri);
    const n = server.publishedCount(uri);
    await server.close(uri);
    const p = await server.nextDiagnostics(uri, n);
    assert.deepEqual(p.diagnostics, []);
  });
});
