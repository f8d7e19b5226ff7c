/**
 * What the Neovim and Emacs suites share: each runs a real editor, configured with the snippet docs/editors.md gives
 * users, against this build's language server, to a deadline.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const SERVER = path.join(ROOT, 'dist', 'server.js');
const DEADLINE_MS = 60_000;

/** The code block that follows `<!-- test/<suite> loads the next block -->` in docs/editors.md: the snippet users copy. */
export function documentedSnippet(suite: 'nvim' | 'emacs', fence: 'lua' | 'elisp'): string {
  const doc = readFileSync(path.join(ROOT, 'docs', 'editors.md'), 'utf8');
  const m = new RegExp(`<!-- test/${suite} loads the next block -->\\n\`\`\`${fence}\\n([\\s\\S]*?)\\n\`\`\``).exec(doc);
  assert.ok(m, `docs/editors.md has the snippet test/${suite} loads`);
  return m[1]!;
}

/**
 * A folder to put first on PATH holding `urlsmith-language-server`, as the npm package installs it: the snippets
 * run it from PATH, and here it runs this build.
 */
export function serverOnPath(dir: string): string {
  const bin = path.join(dir, 'bin');
  mkdirSync(bin);
  const shim = path.join(bin, 'urlsmith-language-server');
  writeFileSync(shim, `#!/bin/sh\nexec "${process.execPath}" "${SERVER}" "$@"\n`);
  chmodSync(shim, 0o755);
  return bin;
}

/**
 * The editor's environment: this one with `extra`, less the locale variables. A server whose client sends no locale
 * speaks the environment's language, and these suites assert English words (the hover's section names).
 */
export function editorEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG', 'LANGUAGE']) delete env[name];
  return env;
}

/** Runs the editor to its exit, killed at the deadline; its exit code and everything it printed. */
export async function runEditor(command: string, args: string[], options: { env: NodeJS.ProcessEnv; cwd: string }): Promise<{ code: number | null; output: string }> {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (b: Buffer) => (output += b.toString()));
  child.stderr.on('data', (b: Buffer) => (output += b.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} did not finish in ${DEADLINE_MS} ms: ${output}`));
    }, DEADLINE_MS);
    child.on('exit', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  return { code, output };
}
