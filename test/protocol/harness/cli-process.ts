import { spawn } from 'node:child_process';
import * as path from 'node:path';

/** The CLI bundle, built with the server by scripts/esbuild.js. */
export const CLI = path.resolve(__dirname, '../../../../dist/cli.js');

/** Runs `node dist/cli.js ...args` in `cwd` as a real process, to compare what CI sees with what the server publishes. */
export function cli(args: string[], cwd: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
