/**
 * A fresh code-server per run: its own port on 127.0.0.1, its own home, profile and extensions folder, and
 * its own process group so that stopping it also stops the extension host and the language server it started.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { pollUntil } from './deadline';
import { registerStubLanguagePack } from './language-pack';
import { repoRoot } from './paths';

export interface CodeServerOptions {
  /** Folder opened in the workbench. */
  workspace: string;
  /** The .vsix files installed into the fresh extensions folder before the server starts. */
  vsix?: string | readonly string[];
  /** User settings for the fresh profile, on top of the quiet defaults below. */
  settings?: Record<string, unknown>;
  /** Fixed port (`npm start` may ask for one); a free one by default. */
  port?: number;
  /**
   * Workspace trust on, as a user's VS Code has it (and `security.workspace.trust.enabled: true` in `settings`):
   * the folder opens in Restricted Mode until trusted. Off by default, for runs that test everything else.
   */
  workspaceTrust?: boolean;
  /** Where the server's own output goes; the default keeps it in the run folder's server.log. */
  log?: 'file' | 'inherit';
  /**
   * VS Code's display language (code-server's `--locale`; desktop VS Code takes `--locale` or argv.json's
   * `locale`), with a stand-in language pack registered for it (language-pack.ts): VS Code takes none without.
   */
  locale?: string;
  /** More environment for the server, and so for the extension host and the language server it starts. */
  env?: Record<string, string>;
}

export interface CodeServer {
  port: number;
  /** Base address, e.g. http://127.0.0.1:43211/ */
  origin: string;
  /** The run folder: profile, extensions, home, server.log. Deleted by stop(). */
  runDir: string;
  /** Address that opens `workspace`, with an optional VS Code web `payload` (e.g. extension test paths). */
  url(payload?: [string, string][]): string;
  /** vscode-remote URI of a path on this machine, as the workbench's payload expects. */
  remoteUri(fsPath: string): string;
  /** Resolves when the server process exits. */
  exited: Promise<number | null>;
  /** True once stop() was called: an exit after that is expected. */
  readonly stopping: boolean;
  stop(): Promise<void>;
}

/** Quiet defaults for a fresh profile: nothing that opens over the editor or reaches the network. */
export const quietSettings: Record<string, unknown> = {
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  'security.workspace.trust.enabled': false,
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'extensions.ignoreRecommendations': true,
  'git.enabled': false,
  'chat.disableAIFeatures': true,
  // VS Code for the Web saves after a 1 s delay by default (desktop VS Code does not): a test's unsaved edit that
  // outlives a second on a loaded machine reached the disk, and the next test's revert read it back.
  'files.autoSave': 'off',
};

/** Writes a fresh profile's user settings (code-server and desktop VS Code keep them in the same place). */
export function writeUserSettings(userDataDir: string, extra: Record<string, unknown> = {}): void {
  fs.mkdirSync(path.join(userDataDir, 'User'), { recursive: true });
  fs.writeFileSync(path.join(userDataDir, 'User', 'settings.json'), JSON.stringify({ ...quietSettings, ...extra }, null, 2));
}

/** Path of the code-server binary, installing it into .cache/ on first use. */
export function codeServerBinary(): string {
  const result = spawnSync('bash', [path.join(repoRoot, 'scripts/vscode/install-code-server.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`installing code-server failed (exit ${result.status})`);
  return result.stdout.trim().split('\n').pop() ?? '';
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startCodeServer(options: CodeServerOptions): Promise<CodeServer> {
  const binary = codeServerBinary();
  const port = options.port ?? (await freePort());
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'urlsmith-code-server-'));
  const dirs = {
    home: path.join(runDir, 'home'),
    config: path.join(runDir, 'config'),
    data: path.join(runDir, 'data'),
    tmp: path.join(runDir, 'tmp'),
    userData: path.join(runDir, 'user-data'),
    extensions: path.join(runDir, 'extensions'),
  };
  for (const dir of Object.values(dirs)) fs.mkdirSync(dir, { recursive: true });
  const configFile = path.join(runDir, 'config.yaml');
  fs.writeFileSync(configFile, `bind-addr: 127.0.0.1:${port}\nauth: none\ncert: false\n`);
  writeUserSettings(dirs.userData, options.settings);
  if (options.locale) registerStubLanguagePack(dirs.userData, options.locale);

  // code-server writes into HOME and the XDG folders; keep every run apart from the user's own.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOME: dirs.home,
    XDG_CONFIG_HOME: dirs.config,
    XDG_DATA_HOME: dirs.data,
    TMPDIR: dirs.tmp,
    // No extension marketplace: it is unreachable here and a test run must not try (code-server reads this).
    EXTENSIONS_GALLERY: '{}',
    ...options.env,
  };
  delete env.VSCODE_IPC_HOOK_CLI; // set when run from a VS Code terminal: would hand the run to that window
  const common = [
    '--config', configFile,
    '--user-data-dir', dirs.userData,
    '--extensions-dir', dirs.extensions,
    '--disable-telemetry',
    '--disable-update-check',
    ...(options.workspaceTrust ? [] : ['--disable-workspace-trust']),
    ...(options.locale ? ['--locale', options.locale] : []),
  ];

  for (const vsix of typeof options.vsix === 'string' ? [options.vsix] : (options.vsix ?? [])) {
    const install = spawnSync(binary, [...common, '--install-extension', vsix], {
      env,
      encoding: 'utf8',
      timeout: 120_000,
    });
    if (install.status !== 0) {
      fs.rmSync(runDir, { recursive: true, force: true });
      throw new Error(`installing ${vsix} failed (exit ${install.status}):\n${install.stdout}${install.stderr}`);
    }
  }

  const logFile = path.join(runDir, 'server.log');
  const out = options.log === 'inherit' ? 'inherit' : fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(binary, [...common, options.workspace], {
    env,
    detached: true, // own process group: stop() ends the extension host and language server with it
    stdio: ['ignore', out, out],
  });
  if (typeof out === 'number') fs.closeSync(out);
  const pgid = child.pid;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));

  // The server has its own process group, so Ctrl-C in the terminal does not reach it: stop it ourselves,
  // on a signal and, as a last resort, when the runner dies with an exception. Never leave a server behind.
  const killOnExit = (): void => killGroup(pgid, 'SIGKILL');
  process.once('exit', killOnExit);
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  const onSignal = (signal: NodeJS.Signals): void => {
    void server.stop().finally(() => process.exit(128 + (os.constants.signals[signal] ?? 1)));
  };
  let stopping = false;

  const origin = `http://127.0.0.1:${port}/`;
  const server: CodeServer = {
    port,
    origin,
    runDir,
    exited,
    get stopping() {
      return stopping;
    },
    remoteUri: (fsPath) => `vscode-remote://127.0.0.1:${port}${fsPath.split(path.sep).map(encodeURIComponent).join('/')}`,
    url(payload) {
      const query = new URLSearchParams({ folder: options.workspace });
      if (payload) query.set('payload', JSON.stringify(payload));
      return `${origin}?${query.toString()}`;
    },
    async stop() {
      stopping = true;
      process.removeListener('exit', killOnExit);
      for (const signal of signals) process.removeListener(signal, onSignal);
      if (running) {
        killGroup(pgid, 'SIGTERM');
        try {
          await pollUntil('code-server to stop', 10_000, () => (running ? undefined : true));
        } catch {
          killGroup(pgid, 'SIGKILL');
          await exited;
        }
      }
      // The group may outlive its leader (a language server that ignores SIGTERM).
      killGroup(pgid, 'SIGKILL');
      fs.rmSync(runDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };

  for (const signal of signals) process.once(signal, onSignal);

  try {
    await pollUntil('code-server /healthz', 60_000, async () => {
      if (!running) throw new Error(`code-server exited early; see ${logFile}`);
      const response = await fetch(`${origin}healthz`);
      return response.ok ? true : undefined;
    });
  } catch (error) {
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
    await server.stop();
    throw new Error(`${(error as Error).message}\n${log}`, { cause: error });
  }
  return server;
}

function killGroup(pgid: number | undefined, signal: NodeJS.Signals): void {
  if (pgid === undefined) return;
  try {
    process.kill(-pgid, signal);
  } catch {
    // already gone
  }
}
