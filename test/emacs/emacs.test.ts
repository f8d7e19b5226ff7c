import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { test } from 'node:test';
import { documentedSnippet, editorEnv, runEditor, serverOnPath } from '../editor-support/support';

const CLIENT = path.join(__dirname, '..', '..', '..', 'test', 'emacs', 'client.el');

interface EmacsDiagnostic {
  code: string;
  type: string;
  start: [number, number];
  end: [number, number];
}
interface EmacsResult {
  ok: boolean;
  error?: string;
  steps: string[];
  diagnostics: EmacsDiagnostic[];
  askedMarkdown: boolean;
  hoverKind: string;
  hover: string;
}

test('Emacs with eglot, configured as docs/editors.md says: flymake diagnostics and a plain-text hover', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'urlsmith-emacs-'));
  try {
    const bin = serverOnPath(dir);
    const init = path.join(dir, 'init.el');
    writeFileSync(init, documentedSnippet('emacs', 'elisp'));

    const work = path.join(dir, 'notes');
    mkdirSync(work);
    // Found by the server next to the file: default-port, a hint by default, becomes a warning.
    writeFileSync(path.join(work, '.urlsmithrc.json'), '{ "rules": { "default-port": "warning" } }\n');
    const file = path.join(work, 'notes.txt');
    // The emoji is 2 UTF-16 units and 1 Emacs character: the columns prove eglot converts the server's ranges.
    writeFileSync(file, ['Docs: http://a.example/a^b', '😀 HTTP://b.example:80/x', 'end'].join('\n') + '\n');
    const out = path.join(dir, 'result.json');

    const env = editorEnv({ PATH: `${bin}:${process.env.PATH}`, HOME: dir, URLSMITH_FILE: file, URLSMITH_RESULT: out });
    const { code, output } = await runEditor('emacs', ['--batch', '-l', init, '-l', CLIENT], { env, cwd: work });
    const result = JSON.parse(readFileSync(out, 'utf8')) as EmacsResult;
    assert.equal(result.error, undefined, `${result.error} (steps done: ${result.steps.join(', ')}) ${output}`);
    assert.equal(code, 0, output);

    assert.deepEqual(
      result.diagnostics.map((d) => [d.code, d.type, ...d.start, ...d.end]),
      [
        ['unsafe-character', 'eglot-error', 0, 24, 0, 25],
        ['scheme-case', 'eglot-note', 1, 2, 1, 6],
        ['default-port', 'eglot-warning', 1, 18, 1, 21],
      ],
    );

    // eglot asks for plain text (contentFormat ["plaintext"]) unless markdown-mode is installed, and gets what it asks for.
    const problemsOf = (lines: string[], pattern: RegExp) => lines.map((l) => pattern.exec(l)?.slice(1, 3));
    if (!result.askedMarkdown) {
      assert.equal(result.hoverKind, 'plaintext');
      const [parts, problems] = result.hover.split('\n\n');
      assert.deepEqual(parts!.split('\n'), ['HTTP URL, RFC 1738 section 3.3', '  host  b.example', '  port  80', '  path  x']);
      assert.deepEqual(problemsOf(problems!.split('\n'), /^(\w+) ([a-z-]+): \S/), [
        ['hint', 'scheme-case'],
        ['warning', 'default-port'],
      ]);
    } else {
      // Shown by markdown-mode's gfm-view-mode: the list's text, its markup hidden or kept depending on its version.
      assert.equal(result.hoverKind, 'markdown');
      assert.match(result.hover, /^.?HTTP.? URL/);
      for (const part of ['host', 'port', 'path']) assert.match(result.hover, new RegExp(`^[-•*] ${part}: `, 'm'));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
