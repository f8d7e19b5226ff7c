import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { cli } from './harness/cli-process';
import { ServerProcess, fileUri } from './harness/server-process';

/**
 * A workspace with a root config and a subfolder config that differ in everything a config can change: rules and
 * preset, extra schemes, `files` (include, exclude, a pruned folder holding a config of its own) and documentTypes.
 * Each file must be checked with the config nearest to it, by the CLI wherever it runs from and by the editor.
 */
const LINES = ['Docs: HTTP://www.example.org/ and http://a.example:25/~me/', 'Clone git://g.example/a%zz', ''].join('\n');
const CODE = "const a = 'http://a.example/x'+y; // {@link http://b.example/x|Label}\n";
const BROKEN = 'http://a.example/%zz\n';
const FILES: Record<string, string> = {
  '.urlsmithrc.json': JSON.stringify({ rules: { 'reserved-port': 'error' }, files: { exclude: ['vendor'] }, extraSchemes: ['git'] }),
  'a.md': LINES,
  'notes.page': CODE,
  'sub/.urlsmithrc.json': JSON.stringify({ extends: 'strict', rules: { 'scheme-case': 'off' }, files: { include: ['**/*.md', '**/*.page'], exclude: ['skip/**'] }, documentTypes: { '*.page': 'javascript' } }),
  'sub/b.md': LINES,
  'sub/x.page': CODE,
  'sub/c.txt': BROKEN,
  'sub/skip/d.md': BROKEN,
  'vendor/.urlsmithrc.json': '{}',
  'vendor/e.md': BROKEN,
};

type Found = Array<[code: string, severity: string, line: number, character: number, endLine: number, endCharacter: number]>;

/**
 * Worked out by hand (0-based, as LSP and `--format json` count). The root config: its "reserved-port": "error",
 * git:// found as a bare URL, the default preset ("~" a hint). The subfolder's: strict ("~" an error), "scheme-case"
 * off, the reserved port back to its default warning, no git scheme (so "%zz" is not in a URL), .page read as
 * JavaScript (the string ends at its quote, the JSDoc link at "|"), c.txt not included, skip/ excluded. vendor/ is
 * excluded by the root config, and its own config does not bring it back.
 */
const EXPECTED: Record<string, Found> = {
  'a.md': [
    ['scheme-case', 'hint', 0, 6, 0, 10],
    ['reserved-port', 'error', 0, 51, 0, 53],
    ['tilde', 'hint', 0, 54, 0, 55],
    ['invalid-percent-escape', 'error', 1, 23, 1, 24],
  ],
  'notes.page': [['unsafe-character', 'error', 0, 62, 0, 63]],
  'sub/b.md': [
    ['reserved-port', 'warning', 0, 51, 0, 53],
    ['tilde', 'error', 0, 54, 0, 55],
  ],
  'sub/x.page': [],
  'sub/c.txt': [],
  'sub/skip/d.md': [],
  'vendor/e.md': [],
};

const SEVERITY = ['', 'error', 'warning', 'information', 'hint'];

interface JsonFile {
  file: string;
  diagnostics: Array<{ code: string; severity: string; range: { start: { line: number; character: number }; end: { line: number; character: number } } }>;
}

describe('nested configs: the CLI from any folder and the editor agree on every file', () => {
  let parent: string;
  let root: string;
  before(() => {
    parent = mkdtempSync(path.join(tmpdir(), 'urlsmith-nested-'));
    root = path.join(parent, 'ws');
    for (const [name, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), text);
    }
  });
  after(() => rmSync(parent, { recursive: true, force: true }));

  /** Every file of EXPECTED with what the CLI reported for it (a file it did not check: nothing). */
  async function checkedByCli(cwd: string, target: string): Promise<Record<string, Found>> {
    const run = await cli(['--format', 'json', target], cwd);
    assert.equal(run.code, 1, run.stderr);
    assert.equal(run.stderr, '');
    const byFile = new Map((JSON.parse(run.stdout) as JsonFile[]).map((f) => [path.relative(root, path.resolve(cwd, f.file)).split(path.sep).join('/'), f]));
    for (const name of byFile.keys()) assert.ok(name in EXPECTED, `the CLI checked ${name}, which no test expects`);
    const found: Record<string, Found> = {};
    for (const name of Object.keys(EXPECTED)) {
      found[name] = (byFile.get(name)?.diagnostics ?? []).map((d) => [d.code, d.severity, d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character]);
    }
    return found;
  }

  test('the CLI run from the workspace root', async () => {
    assert.deepEqual(await checkedByCli(root, '.'), EXPECTED);
  });

  test('the CLI run from the subfolder', async () => {
    assert.deepEqual(await checkedByCli(path.join(root, 'sub'), '..'), EXPECTED);
  });

  test('the CLI run from outside the workspace', async () => {
    assert.deepEqual(await checkedByCli(parent, 'ws'), EXPECTED);
  });

  test('the language server (dist/server.js over stdio, the workspace as its folder)', async () => {
    const server = await ServerProcess.start({ workspaceFolder: root });
    try {
      const found: Record<string, Found> = {};
      for (const name of Object.keys(EXPECTED)) {
        const uri = fileUri(path.join(root, name));
        await server.open(uri, FILES[name]!, name.endsWith('.md') ? 'markdown' : 'plaintext');
        const published = await server.diagnostics(uri);
        found[name] = published.diagnostics.map((d) => [String(d.code), SEVERITY[d.severity ?? 0]!, d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character]);
      }
      assert.deepEqual(found, EXPECTED);
    } finally {
      assert.equal(await server.stop(), 0);
    }
  });
});
