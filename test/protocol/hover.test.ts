import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { MarkupContent } from 'vscode-languageserver-protocol';
import { ServerProcess, serverWithDocument } from './harness/server-process';
import { range } from './harness/text';

const URI = 'untitled:hover';
const TEXT = [
  'Get it from <URL:ftp://user:secret@files.example/pub/', // 0
  '  file%20a.txt;type=i> or http://a.example:8080/a^b', // 1
  'plain text here',
].join('\n');

function markdown(h: { contents: unknown } | null): string {
  assert.ok(h, 'a hover is returned');
  const c = h.contents as MarkupContent;
  assert.equal(c.kind, 'markdown');
  return c.value;
}

describe('hover', () => {
  const server = serverWithDocument(URI, TEXT);

  test('a wrapped ftp URL: parts table, implied port 21, masked password, RFC section, problems', async () => {
    const h = await server().hover(URI, { line: 0, character: 30 });
    const md = markdown(h);
    console.log(`hover on the ftp URL:\n${md}`);
    assert.deepEqual(h?.range, range(0, 12, 1, 22), 'the hover covers the whole wrapper');
    const rows = md.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| Part') && !l.startsWith('| ---'));
    assert.deepEqual(rows, [
      '| scheme | `ftp` | `ftp` |',
      '| user | `user` | `user` |',
      '| password | `••••` | `••••` |',
      '| host | `files.example` | `files.example` |',
      '| port | *(implied)* | `21` (default) |',
      '| path | `pub/file%20a.txt` | `pub/file a.txt` |',
      '| typecode | `i` | `i` |',
    ]);
    assert.ok(!md.includes('secret'), 'the password never appears');
    assert.match(md, /RFC 1738 section 3\.2\]\(https:\/\/www\.rfc-editor\.org\/rfc\/rfc1738#section-3\.2\)/);
    assert.match(md, /`ftp:\/\/user:••••@files\.example\/pub\/file%20a\.txt;type=i`/, 'the joined URL, masked');
    const problems = [...md.matchAll(/^- (\w+) \[`([a-z-]+)`\]\(/gm)].map((m) => [m[1], m[2]]);
    assert.deepEqual(problems, [
      ['warning', 'password'],
      ['hint', 'wrapper-whitespace'],
    ]);
  });

  test('an http URL with an explicit port and an unsafe character', async () => {
    const h = await server().hover(URI, { line: 1, character: 40 });
    const md = markdown(h);
    assert.deepEqual(h?.range, range(1, 26, 1, 51));
    assert.ok(md.includes('| port | `8080` | `8080` |'));
    assert.ok(md.includes('| path | `a^b` | `a^b` |'));
    const problems = [...md.matchAll(/^- (\w+) \[`([a-z-]+)`\]\(/gm)].map((m) => [m[1], m[2]]);
    assert.deepEqual(problems, [['error', 'unsafe-character']]);
  });

  test('pipes and backticks in a URL do not break the table', async () => {
    const uri = 'untitled:hover-escapes';
    await server().open(uri, 'x http://a.example/a|b`c y');
    const md = markdown(await server().hover(uri, { line: 0, character: 5 }));
    assert.ok(md.includes('| path | ``a\\|b`c`` | ``a\\|b`c`` |'), md);
    assert.ok(md.includes('**urlint** ``http://a.example/a|b`c``'), md);
  });

  test('no hover outside URLs, nor just past a URL\'s end', async () => {
    assert.equal(await server().hover(URI, { line: 2, character: 3 }), null);
    assert.equal(await server().hover(URI, { line: 0, character: 5 }), null);
    assert.equal(await server().hover(URI, { line: 1, character: 51 }), null);
  });

  test('the problems follow the settings: a rule turned off is not listed', async () => {
    const other = await ServerProcess.start({ settings: () => ({ rules: { password: 'off' } }) });
    try {
      await other.open(URI, TEXT);
      const md = markdown(await other.hover(URI, { line: 0, character: 30 }));
      const problems = [...md.matchAll(/^- (\w+) \[`([a-z-]+)`\]\(/gm)].map((m) => m[2]);
      assert.deepEqual(problems, ['wrapper-whitespace']);
    } finally {
      assert.equal(await other.stop(), 0);
    }
  });
});
