import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ServerProcess } from './harness/server-process';
import { range } from './harness/text';

describe('document links', () => {
  let server: ServerProcess;
  before(async () => {
    server = await ServerProcess.start();
  });
  after(async () => {
    assert.equal(await server.stop(), 0);
  });

  test('every locator, a wrapper across lines included: the range is the URL, the target the joined URL', async () => {
    const uri = 'untitled:links';
    const text = ['See http://a.example/x, and <URL:ftp://files.example/pub/', '   file.txt> or', '<mailto:me@a.example>. Not C:\\dir.'].join('\n');
    await server.open(uri, text);
    const links = await server.links(uri);
    assert.deepEqual(
      links.map((l) => [l.range, l.target]),
      [
        [range(0, 4, 0, 22), 'http://a.example/x'],
        [range(0, 33, 1, 11), 'ftp://files.example/pub/file.txt'],
        [range(2, 1, 2, 20), 'mailto:me@a.example'],
      ],
    );
  });

  test('a template or a pattern is no link (it names nothing as written), whatever url-template is set to', async () => {
    const text = 'Get https://api.example/items/{id} or http://$HOST/x or http://.*gnome.org, but https://a.example/ok';
    await server.open('untitled:links-template', text);
    assert.deepEqual((await server.links('untitled:links-template')).map((l) => [l.range, l.target]), [[range(0, 80, 0, 100), 'https://a.example/ok']]);
    const off = await ServerProcess.start({ settings: () => ({ rules: { 'url-template': 'off' } }) });
    try {
      await off.open('untitled:links-template-off', text);
      assert.deepEqual((await off.links('untitled:links-template-off')).map((l) => l.target), ['https://a.example/ok']);
    } finally {
      assert.equal(await off.stop(), 0);
    }
  });

  test('no links in an excluded document', async () => {
    const other = await ServerProcess.start({ settings: () => ({ enable: false }) });
    try {
      await other.open('untitled:links-off', 'http://a.example/');
      assert.deepEqual(await other.links('untitled:links-off'), []);
    } finally {
      assert.equal(await other.stop(), 0);
    }
  });
});
