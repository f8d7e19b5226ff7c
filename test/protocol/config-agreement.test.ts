import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { cli } from './harness/cli-process';
import { ServerProcess, fileUri } from './harness/server-process';

/**
 * Broken `.urlsmithrc.json` files, each with where its errors are (1-based line:column, as the CLI prints them). A
 * broken config is an error in CI (exit 2, none of its files checked), as ESLint's is; the editor must say the same
 * at the same places and check none of the files either, or a file clean in the editor fails the build.
 */
const BROKEN: ReadonlyArray<{ mistake: string; config: string | { symlinkTo: string }; at: string[] }> = [
  { mistake: "the issue's config: a bad severity and an unknown key", config: '{ "rules": { "password": "fatal" }, "extend": "strict" }\n', at: ['1:26', '1:37'] },
  { mistake: 'an unknown key', config: '{ "colour": "red" }\n', at: ['1:3'] },
  { mistake: 'a bad severity value', config: '{ "rules": { "tilde": "loud" } }\n', at: ['1:23'] },
  { mistake: 'a severity that is not a string', config: '{ "rules": { "tilde": 0 } }\n', at: ['1:23'] },
  { mistake: 'an unknown rule code', config: '{ "rules": { "pasword": "off" } }\n', at: ['1:14'] },
  { mistake: 'an unknown preset in extends', config: '{ "extends": "lax" }\n', at: ['1:14'] },
  { mistake: 'bad JSON: a trailing comma', config: '{ "rules": { "tilde": "off", } }\n', at: ['1:30'] },
  { mistake: 'bad JSON: an object left open', config: '{ "rules": { "tilde": "off" }\n', at: ['2:1'] },
  { mistake: 'an empty file', config: '', at: ['1:1'] },
  { mistake: 'not an object', config: '[]\n', at: ['1:1'] },
  { mistake: 'rules not an object', config: '{ "rules": ["tilde"] }\n', at: ['1:12'] },
  { mistake: 'ignore not an array', config: '{ "ignore": "example.com" }\n', at: ['1:13'] },
  { mistake: 'an empty ignore pattern', config: '{ "ignore": [" "] }\n', at: ['1:14'] },
  { mistake: 'extraSchemes holding a number and a non-scheme', config: '{ "extraSchemes": ["git", 7, "1x"] }\n', at: ['1:27', '1:30'] },
  { mistake: 'files with an unknown key', config: '{ "files": { "includes": ["**/*.md"] } }\n', at: ['1:14'] },
  { mistake: 'files.include not an array', config: '{ "files": { "include": "**/*.txt" } }\n', at: ['1:25'] },
  { mistake: 'an unknown document type', config: '{ "documentTypes": { "*.mdx": "mdx" } }\n', at: ['1:31'] },
  { mistake: 'maxProblems negative', config: '{ "maxProblems": -1 }\n', at: ['1:18'] },
  { mistake: 'checkCode not a boolean', config: '{ "checkCode": "yes" }\n', at: ['1:16'] },
  { mistake: 'a link to nothing, which cannot be read', config: { symlinkTo: 'missing.json' }, at: ['1:1'] },
];

/** The file each config governs: one error to find when it is checked. */
const TEXT = 'see http://a.example/a^b\n';
const NAME = '.urlsmithrc.json';

/** Each config's errors as the CLI lists them after its header, as line:column. */
function cliErrors(stderr: string): string[] {
  return [...stderr.matchAll(/^\.urlsmithrc\.json:(\d+:\d+): /gm)].map((m) => m[1]!);
}

/** A published diagnostic's start, 1-based as the CLI counts. */
function at(d: Diagnostic): string {
  return `${d.range.start.line + 1}:${d.range.start.character + 1}`;
}

describe('a broken .urlsmithrc.json: the CLI and the editor agree on every mistake, and neither checks its files', () => {
  let root: string;
  let server: ServerProcess;
  const told: Array<Array<{ uri: string; folder: string; errors: number }>> = [];
  const folder = (i: number) => path.join(root, `case-${i}`);
  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'urlsmith-agree-'));
    BROKEN.forEach(({ config }, i) => {
      mkdirSync(folder(i));
      if (typeof config === 'string') writeFileSync(path.join(folder(i), NAME), config);
      else symlinkSync(config.symlinkTo, path.join(folder(i), NAME));
      writeFileSync(path.join(folder(i), 'a.txt'), TEXT);
    });
    // A valid config beside them: both check its file, so the table cannot pass by checking nothing anywhere.
    mkdirSync(path.join(root, 'valid'));
    writeFileSync(path.join(root, 'valid', NAME), '{ "rules": { "tilde": "off" } }\n');
    writeFileSync(path.join(root, 'valid', 'a.txt'), TEXT);
    // As VS Code starts it: the client validates the config with the schema too, which must not hide any error.
    server = await ServerProcess.start({ workspaceFolder: root, initializationOptions: { configSchema: true } });
    server.conn.onNotification('urlsmith/invalidConfigs', (p: { configs: Array<{ uri: string; folder: string; errors: number }> }) => {
      told.push(p.configs);
    });
  });
  after(async () => {
    assert.equal(await server.stop(), 0);
    rmSync(root, { recursive: true, force: true });
  });

  BROKEN.forEach(({ mistake, at: expected }, i) => {
    test(mistake, async () => {
      const run = await cli(['a.txt'], folder(i));
      assert.equal(run.code, 2, run.stderr);
      assert.match(run.stderr, /invalid config, so the files it governs are not checked/);
      assert.deepEqual(cliErrors(run.stderr), expected, run.stderr);
      assert.equal(run.stdout, '', 'no problem of a.txt is reported');

      const doc = fileUri(path.join(folder(i), 'a.txt'));
      const rc = fileUri(path.join(folder(i), NAME));
      await server.open(doc, TEXT);
      assert.deepEqual((await server.diagnostics(doc)).diagnostics, [], 'a.txt is not checked');
      const published = await server.until(`the errors of ${rc}`, () => server.published.filter((p) => p.uri === rc && p.diagnostics.length > 0).at(-1));
      assert.deepEqual(published.diagnostics.map(at), expected);
      assert.deepEqual(published.diagnostics.map((d) => [d.severity, d.code]), expected.map(() => [1, 'config-error']), 'each an error, as in CI');
      // The client is told which files are left unchecked (VS Code: the status item turns red and names them).
      await server.until(`${rc} listed as unchecking its files`, () => (told.at(-1)?.some((c) => c.uri === rc && c.folder === folder(i) && c.errors === expected.length) ? true : undefined));
      await server.close(doc);
    });
  });

  test('a valid config: both check the file, and it is not listed', async () => {
    const run = await cli(['--format', 'json', 'a.txt'], path.join(root, 'valid'));
    assert.equal(run.code, 1, run.stderr);
    const files = JSON.parse(run.stdout) as Array<{ diagnostics: Diagnostic[] }>;
    assert.deepEqual(files.flatMap((f) => f.diagnostics.map((d) => [d.code, at(d)])), [['unsafe-character', '1:23']]);
    const doc = fileUri(path.join(root, 'valid', 'a.txt'));
    await server.open(doc, TEXT);
    assert.deepEqual((await server.diagnostics(doc)).diagnostics.map((d) => [d.code, at(d)]), [['unsafe-character', '1:23']]);
    assert.ok(!told.flat().some((c) => c.folder === path.join(root, 'valid')));
  });
});
