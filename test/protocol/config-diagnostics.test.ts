import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ServerProcess, fileUri } from './harness/server-process';
import { range } from './harness/text';

/** An unknown rule code (its key, line 3) and a bad severity (its value, line 4): the CLI's `.urlsmithrc.json:3:5` and `:4:14`. */
const BROKEN = '{\n  "rules": {\n    "no-such-rule": "off",\n    "tilde": "loud"\n  }\n}\n';
const BROKEN_ERRORS = [
  ['config-error', 1, range(2, 4, 2, 18)],
  ['config-error', 1, range(3, 13, 3, 19)],
];

function shown(diagnostics: Array<{ code?: number | string; severity?: number; range: unknown }>) {
  return diagnostics.map((d) => [d.code, d.severity, d.range]);
}

describe('problems in .urlsmithrc.json are diagnostics on that file', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'urlsmith-rc-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('published when a document it governs is checked, kept while the file is open or closed, cleared when fixed or removed', async () => {
    const rc = path.join(dir, '.urlsmithrc.json');
    const rcUri = fileUri(rc);
    writeFileSync(rc, BROKEN);
    const server = await ServerProcess.start({ workspaceFolder: dir });
    const lastForRc = () => server.published.filter((p) => p.uri === rcUri).at(-1);
    try {
      // What could be read still applies: the document is checked with the rest of the file.
      const a = fileUri(path.join(dir, 'a.txt'));
      await server.open(a, 'http://a.example/a^b');
      assert.deepEqual(shown((await server.diagnostics(a)).diagnostics), [['unsafe-character', 1, range(0, 18, 0, 19)]]);
      const first = await server.until('the config errors', () => (lastForRc()?.diagnostics.length ? lastForRc() : undefined));
      assert.deepEqual(shown(first.diagnostics), BROKEN_ERRORS);

      // Opened in the editor, the config keeps its errors: its strings are patterns, and it gets no URL check that
      // would replace them. Closing it keeps them too: the file on disk is still broken.
      await server.open(rcUri, BROKEN, 'json');
      assert.deepEqual(await server.links(rcUri), []);
      assert.deepEqual(shown(lastForRc()!.diagnostics), BROKEN_ERRORS);
      assert.equal(server.published.filter((p) => p.uri === rcUri && p.version !== undefined).length, 0);
      await server.close(rcUri);
      const b = fileUri(path.join(dir, 'b.txt'));
      await server.open(b, 'http://b.example/');
      await server.diagnostics(b);
      assert.deepEqual(shown(lastForRc()!.diagnostics), BROKEN_ERRORS);

      // Fixed on disk, reported by the client's file watcher: cleared.
      writeFileSync(rc, '{ "rules": { "tilde": "off" } }\n');
      await server.watchedFilesChanged(rcUri);
      await server.until('the errors cleared', () => (lastForRc()?.diagnostics.length === 0 ? true : undefined));

      // A client that reports no file changes (Neovim): the next check of a document sees the file changed.
      writeFileSync(rc, '{ "extends": "lax" }\n');
      await server.change(a, [{ text: 'http://a.example/a^b ' }]);
      const again = await server.until('the new error', () => (lastForRc()?.diagnostics.length ? lastForRc() : undefined));
      assert.deepEqual(shown(again.diagnostics), [['config-error', 1, range(0, 13, 0, 18)]]);

      // Removed: nothing left to report.
      unlinkSync(rc);
      await server.change(a, [{ text: 'http://a.example/a^b' }]);
      await server.until('the errors cleared after removal', () => (lastForRc()?.diagnostics.length === 0 ? true : undefined));
    } finally {
      assert.equal(await server.stop(), 0);
    }
  });
});
