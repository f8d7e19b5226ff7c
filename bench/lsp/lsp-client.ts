import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * A bare language client for the benchmark: starts the bundled server with --stdio and speaks JSON-RPC with
 * Content-Length framing over its real pipes, as an editor does. It records when each publishDiagnostics arrives.
 */
export class LspClient {
  /** Arrival time (performance.now()) and size of each publication, per uri and version. */
  readonly published: Array<{ uri: string; version: number | undefined; at: number; count: number }> = [];
  private readonly pending = new Map<number, (result: unknown) => void>();
  private readonly waiters = new Set<() => void>();
  private nextId = 1;
  private buffer: Buffer = Buffer.alloc(0);
  stderr = '';

  private constructor(readonly child: ChildProcess) {
    child.stdout!.on('data', (b: Buffer) => this.read(b));
    child.stderr!.on('data', (b: Buffer) => (this.stderr += b.toString()));
  }

  static async start(server: string): Promise<LspClient> {
    const c = new LspClient(spawn(process.execPath, [server, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] }));
    await c.request('initialize', {
      processId: process.pid,
      rootUri: null,
      workspaceFolders: null,
      capabilities: {
        textDocument: { publishDiagnostics: { versionSupport: true }, hover: { contentFormat: ['markdown'] }, codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix', 'refactor', 'source'] } } } },
      },
    });
    c.notify('initialized', {});
    return c;
  }

  get pid(): number {
    return this.child.pid!;
  }

  /** The server's peak resident set so far (VmHWM), in MB. */
  peakRssMb(): number {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${this.pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  }

  notify(method: string, params: unknown): void {
    this.write({ jsonrpc: '2.0', method, params });
  }

  request<T = unknown>(method: string, params: unknown): Promise<T> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve as (r: unknown) => void);
      this.write({ jsonrpc: '2.0', id, method, params });
    });
  }

  /** Resolves once `probe()` holds, re-checked on every message; rejects at the deadline. */
  until(what: string, probe: () => boolean, ms: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!probe()) return;
        done();
        resolve();
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`timed out after ${ms} ms waiting for ${what}`));
      }, ms);
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  async stop(): Promise<void> {
    const exited = new Promise<void>((resolve) => (this.child.exitCode !== null ? resolve() : this.child.once('exit', () => resolve())));
    await this.request('shutdown', null);
    this.notify('exit', null);
    const killer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  }

  private write(message: unknown): void {
    const body = Buffer.from(JSON.stringify(message), 'utf8');
    this.child.stdin!.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.child.stdin!.write(body);
  }

  private read(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const m = /Content-Length: (\d+)/i.exec(this.buffer.subarray(0, headerEnd).toString('ascii'));
      const length = Number(m?.[1] ?? 0);
      if (this.buffer.length < headerEnd + 4 + length) return;
      const body = this.buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8');
      this.buffer = this.buffer.subarray(headerEnd + 4 + length);
      this.dispatch(JSON.parse(body) as { id?: number; method?: string; params?: unknown; result?: unknown });
    }
  }

  private dispatch(msg: { id?: number; method?: string; params?: unknown; result?: unknown }): void {
    const at = performance.now();
    if (msg.method === undefined && msg.id !== undefined) {
      this.pending.get(msg.id)?.(msg.result);
      this.pending.delete(msg.id);
    } else if (msg.method === 'textDocument/publishDiagnostics') {
      const p = msg.params as { uri: string; version?: number; diagnostics: unknown[] };
      this.published.push({ uri: p.uri, version: p.version, at, count: p.diagnostics.length });
    } else if (msg.id !== undefined) {
      // A request from the server (workspace/configuration, client/registerCapability): answer with defaults.
      const params = msg.params as { items?: unknown[] } | undefined;
      this.write({ jsonrpc: '2.0', id: msg.id, result: msg.method === 'workspace/configuration' ? (params?.items ?? []).map(() => ({})) : null });
    }
    for (const w of [...this.waiters]) w();
  }
}
