/** Helpers for the CLI tests: run dist/cli.js as a real process, and build throwaway project trees. */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');
/** The CLI under test: the build, or another one (URLSMITH_TEST_CLI) to show a test fails on an older build. */
export const CLI = process.env['URLSMITH_TEST_CLI'] ?? path.join(ROOT, 'dist/cli.js');

export interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  cwd?: string;
  stdin?: string | Buffer;
  env?: Record<string, string>;
  /** Extra node flags, e.g. a heap cap. */
  nodeArgs?: string[];
  /** The run is killed (and the test fails) past this many milliseconds. */
  deadline?: number;
  /** Run as the unprivileged user `nobody` (the tests run as root, whom no file permission stops). */
  asNobody?: boolean;
  /** Run in a new PID namespace, where the CLI is process 1 (as in a container). */
  pidNamespace?: boolean;
}

/** The uid and gid of `nobody` on Debian-like systems. */
export const NOBODY = 65534;

/**
 * A copy of dist/cli.js (and the package.json its `--version` reads) that any user can read: the clone under test
 * may sit in a folder only root can enter (CI's checkout, `mktemp -d`), where `nobody` could not load the bundle.
 */
let forAnyone: string | undefined;
function cliForAnyone(): string {
  if (forAnyone) return forAnyone;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-cli-bin-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.copyFileSync(CLI, path.join(dir, 'dist', 'cli.js'));
  fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
  for (const [p, mode] of [[dir, 0o755], [path.join(dir, 'dist'), 0o755], [path.join(dir, 'dist', 'cli.js'), 0o755], [path.join(dir, 'package.json'), 0o644]] as const) fs.chmodSync(p, mode);
  removeOnExit(dir);
  return (forAnyone = path.join(dir, 'dist', 'cli.js'));
}

/** The command that runs node with these flags, as the options ask. */
function command(o: RunOptions, args: string[]): [string, string[]] {
  let argv = [process.execPath, ...args];
  if (o.asNobody) argv = ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', ...argv];
  if (o.pidNamespace) argv = ['unshare', '--pid', '--fork', ...argv];
  return [argv[0]!, argv.slice(1)];
}

/**
 * The test process's environment without the variables that switch colour on or off or choose the language, so
 * output is plain English unless a test sets them (a developer's FORCE_COLOR or LANG=zh_CN.UTF-8 must not change
 * what the tests see).
 */
export function quietEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['FORCE_COLOR', 'NO_COLOR', 'LC_ALL', 'LC_MESSAGES', 'LANG', 'LANGUAGE']) delete env[name];
  return env;
}

/** Runs `node dist/cli.js ...args` to completion and collects what it printed. */
export function urlsmith(args: readonly string[], o: RunOptions = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const [program, argv] = command(o, [...(o.nodeArgs ?? []), o.asNobody ? cliForAnyone() : CLI, ...args]);
    const child = spawn(program, argv, {
      cwd: o.cwd ?? ROOT,
      env: { ...quietEnv(), ...o.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`urlsmith ${args.join(' ')} ran past its ${o.deadline ?? 60000} ms deadline`));
    }, o.deadline ?? 60000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') });
    });
    child.stdin.on('error', () => undefined); // the CLI may finish before reading all of stdin
    child.stdin.end(o.stdin ?? '');
  });
}

/** A fresh temporary folder holding `files` (path → content); removed when the process exits. */
export function makeTree(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-cli-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  removeOnExit(dir);
  return dir;
}

/** Folders to remove when the test process ends: one exit listener for all of them, however many a file makes. */
const scratch: string[] = [];
export function removeOnExit(dir: string): void {
  if (scratch.length === 0) process.on('exit', () => scratch.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
  scratch.push(dir);
}

export function fixture(...parts: string[]): string {
  return path.join(ROOT, 'test/fixtures', ...parts);
}

/**
 * Stylish output as "file:line:col severity code" per problem (1-based), dropping messages and the summary. The
 * output must have stylish's shape: blocks separated by a blank line, each a file name followed by only problem
 * rows (`  line:col  severity  message  code`), or the summary; anything else throws, so a stray line fails the test.
 */
export function located(stdout: string): string[] {
  const found: string[] = [];
  for (const block of stdout.split('\n\n')) {
    const [head, ...rows] = block.split('\n').filter((l) => l !== '');
    if (head === undefined || /^(✖ \d+ problems? \(|No problems in )/.test(head)) continue;
    if (rows.length === 0) throw new Error(`a file name with no problems under it: ${JSON.stringify(head)}`);
    for (const row of rows) {
      const m = /^ {2} *(\d+):(\d+) +(\S+) {2}.*? {2}(\S+)$/.exec(row);
      if (!m) throw new Error(`not a stylish problem row: ${JSON.stringify(row)}`);
      found.push(`${head}:${m[1]}:${m[2]} ${m[3]} ${m[4]}`);
    }
  }
  return found;
}
