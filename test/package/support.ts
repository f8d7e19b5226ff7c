/**
 * The npm package as a user gets it: `npm pack` of this repository (its prepack builds the bundles), installed with
 * `npm install --global --prefix <tmp>` offline from an empty cache, so nothing can come from the registry or from
 * this repository's node_modules. Each test file packs and installs once.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');

const made: string[] = [];
process.on('exit', () => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh folder under the system's temporary folder, removed when the test process exits. */
export function tempDir(name: string): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), `urlsmith-${name}-`)));
  made.push(dir);
  return dir;
}

/**
 * The environment of a user's shell with Node on the PATH and nothing of this repository's: no NODE_PATH, no npm
 * configuration inherited from an `npm test` run, a HOME of its own.
 */
export function cleanEnv(home: string, extraPath: readonly string[] = []): NodeJS.ProcessEnv {
  return { PATH: [...extraPath, path.dirname(process.execPath), '/usr/local/bin', '/usr/bin', '/bin'].join(':'), HOME: home, LANG: 'C.UTF-8' };
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function run(program: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv): Run {
  const r = spawnSync(program, args, { cwd, env, encoding: 'utf8', timeout: 120_000 });
  if (r.error) throw r.error;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

export interface Packed {
  tarball: string;
  /** The paths in the tarball, without its `package/` folder, sorted. */
  files: string[];
}

/**
 * Runs `fn` while holding the repository's dist/ lock: `npm pack` rebuilds dist/ (prepack) and vsce reads it, and
 * node --test may run this folder's files in parallel. The lock is a folder (mkdir is atomic) naming its holder's
 * pid; a holder that died without releasing it is replaced. Waits up to three minutes.
 */
export function withDistLock<T>(fn: () => T): T {
  const lock = path.join(ROOT, 'out', 'test', 'package', 'dist.lock');
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(path.join(lock, 'pid'), { encoding: 'utf8', flag: 'a+' }));
      if (holder > 0 && !alive(holder)) fs.rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`${lock} is held by process ${holder}`, { cause: error });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

let packed: Packed | undefined;

/** `npm pack` of the repository into a temporary folder, as `npm publish` would pack it. */
export function pack(): Packed {
  if (packed) return packed;
  const dest = tempDir('pack');
  const r = withDistLock(() => run('npm', ['pack', '--json', '--pack-destination', dest], ROOT, { ...process.env, npm_config_loglevel: 'error' }));
  if (r.code !== 0) throw new Error(`npm pack failed (${r.code}): ${r.stderr}`);
  // The prepack script's own lines come before npm's JSON.
  const json = JSON.parse(r.stdout.slice(r.stdout.indexOf('\n[') + 1)) as Array<{ filename: string; files: Array<{ path: string }> }>;
  const info = json[0]!;
  packed = { tarball: path.join(dest, info.filename), files: info.files.map((f) => f.path).sort() };
  return packed;
}

export interface Installed {
  prefix: string;
  /** Where npm put the package: <prefix>/lib/node_modules/urlsmith. */
  packageDir: string;
  bin(name: 'urlsmith' | 'urlsmith-language-server'): string;
  /** A user's environment with <prefix>/bin first on the PATH. */
  env: NodeJS.ProcessEnv;
}

/** Installs a tarball as `npm install --global` does, into a temporary prefix, offline, from an empty cache. */
export function installGlobal(tarball: string): Installed {
  const prefix = tempDir('prefix');
  const home = tempDir('home');
  const args = ['install', '--global', '--prefix', prefix, '--offline', '--cache', path.join(home, '.npm'), '--no-audit', '--no-fund', tarball];
  const r = run('npm', args, home, cleanEnv(home));
  if (r.code !== 0) throw new Error(`npm ${args.join(' ')} failed (${r.code}): ${r.stderr}`);
  return {
    prefix,
    packageDir: path.join(prefix, 'lib', 'node_modules', 'urlsmith'),
    bin: (name) => path.join(prefix, 'bin', name),
    env: cleanEnv(home, [path.join(prefix, 'bin')]),
  };
}
