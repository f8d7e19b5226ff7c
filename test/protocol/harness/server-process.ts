import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { type ChildProcess, spawn } from 'node:child_process';
import * as path from 'node:path';
import {
  ApplyWorkspaceEditRequest,
  type ApplyWorkspaceEditParams,
  type ClientCapabilities,
  type CodeAction,
  CodeActionRequest,
  ConfigurationRequest,
  type ConfigurationParams,
  DidChangeConfigurationNotification,
  DidChangeTextDocumentNotification,
  DidChangeWatchedFilesNotification,
  DidCloseTextDocumentNotification,
  DidOpenTextDocumentNotification,
  type DocumentLink,
  DocumentLinkRequest,
  ExecuteCommandRequest,
  ExitNotification,
  type Hover,
  HoverRequest,
  type InitializeResult,
  InitializeRequest,
  InitializedNotification,
  type Position,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
  PublishDiagnosticsNotification,
  type Range,
  RegistrationRequest,
  LogMessageNotification,
  type LogMessageParams,
  ShowMessageNotification,
  type ShowMessageParams,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type TextDocumentContentChangeEvent,
  createProtocolConnection,
} from 'vscode-languageserver-protocol/node';
import { pathToFileURL } from 'node:url';

/** The bundle under test: the same file the extension and the `urlsmith-language-server` bin run. */
export const SERVER = path.resolve(__dirname, '../../../../dist/server.js');

/** Every wait in these tests ends at a deadline; none sleeps a fixed time. */
export const DEADLINE_MS = 15_000;

export interface StartOptions {
  /** What this client answers to workspace/configuration for section "urlsmith" (by scope URI). */
  settings?: (scopeUri: string | undefined) => unknown;
  /** Folder given as the single workspace folder. */
  workspaceFolder?: string;
  /** Capabilities to send instead of the defaults (a client without workspace/configuration, say). */
  capabilities?: ClientCapabilities;
  /** Extra node arguments before the server script (e.g. --require a preload). */
  nodeArgs?: string[];
  /** `initializationOptions` of the initialize request (the VS Code client sends `{ showRuleDocumentation: true }`). */
  initializationOptions?: unknown;
  /** A program to start with `--stdio` instead of `node dist/server.js` (an installed urlsmith-language-server). */
  executable?: string;
  /**
   * The server's environment (default: this process's without LC_ALL, LC_MESSAGES and LANG, so a server that is
   * sent no `locale` speaks English whatever the locale of the machine running the tests).
   */
  env?: NodeJS.ProcessEnv;
  /** `locale` of the initialize request (LSP 3.16; VS Code sends its display language, "zh-cn"); none by default. */
  locale?: string;
}

/** This process's environment without the variables that choose a language (POSIX.1, 8.2). */
export function environmentWithoutLocale(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.LC_ALL;
  delete env.LC_MESSAGES;
  delete env.LANG;
  return env;
}

/** What VS Code announces for the features under test. */
export const VSCODE_LIKE: ClientCapabilities = {
  workspace: {
    configuration: true,
    workspaceFolders: true,
    applyEdit: true,
    workspaceEdit: { documentChanges: true },
    didChangeConfiguration: { dynamicRegistration: true },
    didChangeWatchedFiles: { dynamicRegistration: true },
  },
  textDocument: {
    synchronization: { dynamicRegistration: false },
    hover: { contentFormat: ['markdown', 'plaintext'] },
    publishDiagnostics: { versionSupport: true, codeDescriptionSupport: true },
    codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix', 'refactor', 'source'] } }, isPreferredSupport: true },
    documentLink: {},
  },
};

/**
 * A language client made of the protocol library alone: starts dist/server.js with --stdio as a child process
 * and talks JSON-RPC over its real pipes. Records everything the server pushes.
 */
export class ServerProcess {
  readonly published: PublishDiagnosticsParams[] = [];
  readonly messages: ShowMessageParams[] = [];
  /** window/logMessage: what a client writes to its log (VS Code: the output channel). */
  readonly logs: LogMessageParams[] = [];
  readonly applied: ApplyWorkspaceEditParams[] = [];
  readonly registrations: string[] = [];
  readonly configurationRequests: ConfigurationParams[] = [];
  stderr = '';
  settings: (scopeUri: string | undefined) => unknown;
  private readonly waiters = new Set<() => void>();
  private readonly versions = new Map<string, number>();
  initializeResult!: InitializeResult;

  private constructor(
    readonly child: ChildProcess,
    readonly conn: ProtocolConnection,
    opts: StartOptions,
  ) {
    this.settings = opts.settings ?? (() => ({}));
  }

  static async start(opts: StartOptions = {}): Promise<ServerProcess> {
    const [program, args] = opts.executable ? [opts.executable, ['--stdio']] : [process.execPath, [...(opts.nodeArgs ?? []), SERVER, '--stdio']];
    const child = spawn(program, args, { stdio: ['pipe', 'pipe', 'pipe'], env: opts.env ?? environmentWithoutLocale() });
    const conn = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
    const s = new ServerProcess(child, conn, opts);
    child.stderr!.on('data', (b: Buffer) => (s.stderr += b.toString()));
    conn.onNotification(PublishDiagnosticsNotification.type, (p) => s.push(() => s.published.push(p)));
    conn.onNotification(ShowMessageNotification.type, (p) => s.push(() => s.messages.push(p)));
    conn.onNotification(LogMessageNotification.type, (p) => s.push(() => s.logs.push(p)));
    conn.onRequest(ConfigurationRequest.type, (p) => {
      s.configurationRequests.push(p);
      return p.items.map((item) => (item.section === 'urlsmith' ? s.settings(item.scopeUri) : null));
    });
    conn.onRequest(RegistrationRequest.type, (p) => {
      s.registrations.push(...p.registrations.map((r) => r.method));
    });
    conn.onRequest(ApplyWorkspaceEditRequest.type, (p) => {
      s.push(() => s.applied.push(p));
      return { applied: true };
    });
    conn.listen();
    const folder = opts.workspaceFolder;
    s.initializeResult = await conn.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: folder ? pathToFileURL(folder).href : null,
      workspaceFolders: folder ? [{ uri: pathToFileURL(folder).href, name: path.basename(folder) }] : null,
      capabilities: opts.capabilities ?? VSCODE_LIKE,
      initializationOptions: opts.initializationOptions,
      ...(opts.locale === undefined ? {} : { locale: opts.locale }),
    });
    await conn.sendNotification(InitializedNotification.type, {});
    return s;
  }

  async open(uri: string, text: string, languageId = 'plaintext'): Promise<void> {
    this.versions.set(uri, 1);
    await this.conn.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId, version: 1, text } });
  }

  /** Sends incremental changes; returns the new version. */
  async change(uri: string, changes: TextDocumentContentChangeEvent[]): Promise<number> {
    const version = (this.versions.get(uri) ?? 0) + 1;
    this.versions.set(uri, version);
    await this.conn.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: changes });
    return version;
  }

  async close(uri: string): Promise<void> {
    this.versions.delete(uri);
    await this.conn.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri } });
  }

  version(uri: string): number {
    return this.versions.get(uri) ?? 0;
  }

  /** The diagnostics published for the document's current version (waits for them up to the deadline). */
  async diagnostics(uri: string, version = this.version(uri)): Promise<PublishDiagnosticsParams> {
    return this.until(`diagnostics for ${uri} v${version}`, () => this.published.filter((p) => p.uri === uri && p.version === version).at(-1));
  }

  /** The next publication for `uri` after `count` publications of it were seen (e.g. after a settings change). */
  async nextDiagnostics(uri: string, after: number): Promise<PublishDiagnosticsParams> {
    return this.until(`publication #${after + 1} for ${uri}`, () => this.published.filter((p) => p.uri === uri)[after]);
  }

  publishedCount(uri: string): number {
    return this.published.filter((p) => p.uri === uri).length;
  }

  hover(uri: string, position: Position): Promise<Hover | null> {
    return this.conn.sendRequest(HoverRequest.type, { textDocument: { uri }, position });
  }

  async codeActions(uri: string, range: Range, only?: string[]): Promise<CodeAction[]> {
    const r = await this.conn.sendRequest(CodeActionRequest.type, { textDocument: { uri }, range, context: only ? { diagnostics: [], only } : { diagnostics: [] } });
    return (r ?? []).filter((a): a is CodeAction => 'title' in a && !('command' in a && typeof a.command === 'string'));
  }

  async links(uri: string): Promise<DocumentLink[]> {
    return (await this.conn.sendRequest(DocumentLinkRequest.type, { textDocument: { uri } })) ?? [];
  }

  executeCommand(command: string, args: unknown[]): Promise<unknown> {
    return this.conn.sendRequest(ExecuteCommandRequest.type, { command, arguments: args });
  }

  async changeConfiguration(settings: (scopeUri: string | undefined) => unknown, pushed: unknown = null): Promise<void> {
    this.settings = settings;
    await this.conn.sendNotification(DidChangeConfigurationNotification.type, { settings: pushed });
  }

  /** `type`: 1 created, 2 changed, 3 deleted (FileChangeType). */
  async watchedFilesChanged(uri: string, type: 1 | 2 | 3 = 2): Promise<void> {
    await this.conn.sendNotification(DidChangeWatchedFilesNotification.type, { changes: [{ uri, type }] });
  }

  /** Resolves with `probe()`'s first defined value, re-checked whenever the server pushes something. */
  until<T>(what: string, probe: () => T | undefined, ms = DEADLINE_MS): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const v = probe();
        if (v === undefined) return;
        finish();
        resolve(v);
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`timed out after ${ms} ms waiting for ${what}; stderr: ${this.stderr}`));
      }, ms);
      const finish = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  /** Shuts down politely and waits for the process to exit; returns its exit code. */
  async stop(): Promise<number | null> {
    const exited = new Promise<number | null>((resolve) => {
      if (this.child.exitCode !== null) resolve(this.child.exitCode);
      else this.child.once('exit', (code) => resolve(code));
    });
    try {
      await this.conn.sendRequest(ShutdownRequest.type);
      await this.conn.sendNotification(ExitNotification.type);
    } catch {
      // already gone: the exit code tells
    }
    const killer = setTimeout(() => this.child.kill('SIGKILL'), DEADLINE_MS);
    const code = await exited;
    clearTimeout(killer);
    this.conn.dispose();
    return code;
  }

  private push(record: () => void): void {
    record();
    for (const w of [...this.waiters]) w();
  }
}

export function fileUri(p: string): string {
  return pathToFileURL(p).href;
}

/**
 * For a describe() block: starts a server, opens one document and waits for its first diagnostics before the
 * tests; stops the server (and checks its exit code) after them. Returns the running server.
 */
export function serverWithDocument(uri: string, text: string): () => ServerProcess {
  let server: ServerProcess | undefined;
  before(async () => {
    server = await ServerProcess.start();
    await server.open(uri, text);
    await server.diagnostics(uri);
  });
  after(async () => {
    assert.equal(await server?.stop(), 0);
  });
  return () => {
    assert.ok(server, 'the server is started before the tests');
    return server;
  };
}
