import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { test } from 'node:test';
import { documentedSnippet, editorEnv, runEditor, serverOnPath } from '../editor-support/support';

const LUA = path.join(__dirname, '..', '..', '..', 'test', 'nvim', 'client.lua');

interface NvimDiagnostic {
  code: string;
  severity: number;
  source: string;
  lnum: number;
  col: number;
  end_lnum: number;
  end_col: number;
}
interface NvimResult {
  ok: boolean;
  error?: string;
  steps: string[];
  diagnostics: NvimDiagnostic[];
  hover: string;
  hover_kind: string;
  actions: Array<{ title: string; kind: string; isPreferred: boolean }>;
  after_fix: string[];
  after_edit: NvimDiagnostic[];
}

/** [code, severity, lnum, col, end_lnum, end_col]: Neovim counts columns in bytes of the UTF-8 line. */
const brief = (ds: NvimDiagnostic[]) => ds.map((d) => [d.code, d.severity, d.lnum, d.col, d.end_lnum, d.end_col]);

test('Neovim 0.7, configured as docs/editors.md says: push diagnostics, hover, a quick fix and an edit', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'urlsmith-nvim-'));
  try {
    const bin = serverOnPath(dir);
    const init = path.join(dir, 'snippet.lua');
    writeFileSync(init, documentedSnippet('nvim', 'lua'));
    // Found by the server next to the file: default-port, a hint by default, becomes a warning.
    writeFileSync(path.join(dir, '.urlsmithrc.json'), '{ "rules": { "default-port": "warning" } }\n');
    const file = path.join(dir, 'notes.txt');
    // The emoji is 4 UTF-8 bytes and 2 UTF-16 units: Neovim's byte columns prove the server's UTF-16 ranges.
    writeFileSync(file, ['Docs: http://a.example/a^b', '😀 HTTP://b.example:80/x', 'end'].join('\n') + '\n');
    const out = path.join(dir, 'result.json');
    const env = editorEnv({ PATH: `${bin}:${process.env.PATH}`, URLSMITH_FILE: file, URLSMITH_RESULT: out, HOME: dir, XDG_CONFIG_HOME: dir, XDG_DATA_HOME: dir, XDG_STATE_HOME: dir, XDG_CACHE_HOME: dir });
    const { code, output } = await runEditor('nvim', ['--headless', '--clean', '-c', `luafile ${init}`, '-c', `luafile ${LUA}`], { env, cwd: dir });
    const result = JSON.parse(readFileSync(out, 'utf8')) as NvimResult;
    assert.equal(result.error, undefined, `${result.error} (steps done: ${result.steps.join(', ')}) ${output}`);
    assert.equal(code, 0);

    assert.deepEqual(brief(result.diagnostics), [
      ['unsafe-character', 1, 0, 24, 0, 25],
      ['scheme-case', 4, 1, 5, 1, 9],
      // 'warning' from the .urlsmithrc.json beside the file (the default is a hint).
      ['default-port', 2, 1, 21, 1, 24],
    ]);
    assert.ok(result.diagnostics.every((d) => d.source === 'urlsmith'));

    // Neovim asks for Markdown and shows it as written: lists, no table.
    assert.equal(result.hover_kind, 'markdown');
    const [title, ...parts] = result.hover.split('\n---\n')[0]!.split('\n').filter((l) => l !== '');
    assert.ok(title!.startsWith('`HTTP` URL · [RFC 1738 §3.3]('), result.hover);
    assert.deepEqual(parts, ['- host: `b.example`', '- port: `80`', '- path: `x`']);
    assert.deepEqual([...result.hover.matchAll(/^- (\w+) \[`([a-z-]+)`\]/gm)].map((m) => [m[1], m[2]]), [
      ['hint', 'scheme-case'],
      ['warning', 'default-port'],
    ]);

    // The <URL:...> wrap is a refactor offered only when a client asks for refactors (`only`), which this request does
    // not. Plain text has no comment syntax, so no Disable action; "Ignore <host> in this workspace" is offered to any
    // client (the server edits the config through workspace/applyEdit).
    assert.deepEqual(result.actions.map((a) => [a.kind, a.isPreferred]), [
      ['quickfix', true],
      ['quickfix', false],
      ['quickfix.urlsmith.ignoreHost', false],
    ]);
    assert.deepEqual(result.after_fix, ['Docs: http://a.example/a%5Eb', '😀 HTTP://b.example:80/x', 'end']);

    assert.deepEqual(brief(result.after_edit), [
      ['scheme-case', 4, 1, 5, 1, 9],
      ['default-port', 2, 1, 21, 1, 24],
      ['unsafe-character', 1, 2, 24, 2, 25],
      ['unsafe-character', 1, 2, 26, 2, 27],
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
