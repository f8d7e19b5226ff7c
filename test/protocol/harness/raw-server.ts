import { type ChildProcess, spawn } from 'node:child_process';
import { DEADLINE_MS, SERVER } from './server-process';

/** A JSON-RPC response as the server wrote it (result or error). */
export interface RawResponse {
  id: number | string | null;
  result?: unknown;
  error?: { code: number; message: string };
}

/** How the process ended: the exit code (null if killed) and everything it wrote to stderr. */
export interface Ending {
  code: number | null;
  stderr: string;
}

/** Frames a message as the base protocol does: Content-Length header, empty line, UTF-8 JSON. */
export function frame(message: object): Buffer {
  const body = Buffer.from(JSON.stringify(message), 'utf8');
  return Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'ascii'), body]);
}

export const INITIALIZE = { jsonrpc: '2.0', id: 'init', method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } } as const;

/**
 * dist/server.js --stdio driven byte by byte, for what a protocol library will not send: broken framing,
 * requests out of lifecycle order. Reads the server's own framing back (it is written by vscode-jsonrpc).
 */
export class RawServer {
  private out = Buffer.alloc(0);
  private stderr = '';
  private readonly responses: RawResponse[] = [];
  /** Requests and notifications the server sent, in order. */
  readonly fromServer: Array<{ id?: number | string | null; method: string; params?: unknown }> = [];
  private readonly ended: Promise<Ending>;
  private readonly changed = new Set<() => void>();
  private static readonly running = new Set<ChildProcess>();

  private constructor(private readonly child: ChildProcess) {
    RawServer.running.add(child);
    child.once('close', () => RawServer.running.delete(child));
    child.stdout!.on('data', (b: Buffer) => {
      this.out = Buffer.concat([this.out, b]);
      this.parse();
    });
    child.stderr!.on('data', (b: Buffer) => {
      this.stderr += b.toString();
    });
    // A server that exits on its own closes stdin under the test's writes: that is an outcome, not an error.
    child.stdin!.on('error', () => undefined);
    this.ended = new Promise((resolve) => child.once('close', (code) => resolve({ code, stderr: this.stderr })));
  }

  static start(): RawServer {
    return new RawServer(spawn(process.execPath, [SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] }));
  }

  /** Starts a server and initializes it (initialize answered, initialized sent). */
  static async initialized(): Promise<RawServer> {
    const server = RawServer.start();
    await server.request(INITIALIZE);
    server.send(frame({ jsonrpc: '2.0', method: 'initialized', params: {} }));
    return server;
  }

  send(bytes: Buffer | string): void {
    this.child.stdin!.write(bytes);
  }

  /** Sends a framed request and waits for the response with its id. */
  async request(message: { id: number | string; method: string; params?: unknown }): Promise<RawResponse> {
    this.send(frame({ jsonrpc: '2.0', ...message }));
    return this.response(message.id);
  }

  /** The response with this id; the first with id null (an answer to a message whose id could not be read) for null. */
  response(id: number | string | null): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const r = this.responses.find((x) => x.id === id);
        if (!r) return;
        done();
        resolve(r);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no response to ${JSON.stringify(id)} within ${DEADLINE_MS} ms; stderr: ${this.stderr}`));
      }, DEADLINE_MS);
      const done = () => {
        clearTimeout(timer);
        this.changed.delete(check);
      };
      this.changed.add(check);
      check();
    });
  }

  /** Waits for the server to send a request or notification of `method`; returns the first one. */
  sent(method: string): Promise<{ id?: number | string | null; method: string; params?: unknown }> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const m = this.fromServer.find((x) => x.method === method);
        if (!m) return;
        done();
        resolve(m);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`the server sent no ${method} within ${DEADLINE_MS} ms; stderr: ${this.stderr}`));
      }, DEADLINE_MS);
      const done = () => {
        clearTimeout(timer);
        this.changed.delete(check);
      };
      this.changed.add(check);
      check();
    });
  }

  /** Everything the server wrote to stderr so far. */
  get errors(): string {
    return this.stderr;
  }

  /** Waits for the process to end on its own; kills it at the deadline and fails. */
  async exit(): Promise<Ending> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        this.child.kill('SIGKILL');
        reject(new Error(`the server was still running after ${DEADLINE_MS} ms; stderr: ${this.stderr}`));
      }, DEADLINE_MS);
    });
    try {
      return await Promise.race([this.ended, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** For an after() hook: a failed assertion must not leave a server that keeps the test process alive. */
  static killAll(): void {
    for (const child of RawServer.running) child.kill('SIGKILL');
  }

  /** Closes the server's stdin, as a client that goes away does. */
  closeInput(): void {
    this.child.stdin!.end();
  }

  private parse(): void {
    for (;;) {
      const end = this.out.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.out.subarray(0, end).toString('ascii'))?.[1]);
      if (this.out.length < end + 4 + length) return;
      const message = JSON.parse(this.out.subarray(end + 4, end + 4 + length).toString('utf8')) as RawResponse & { method?: string };
      this.out = this.out.subarray(end + 4 + length);
      if (message.method === undefined) this.responses.push(message);
      else this.fromServer.push(message as RawResponse & { method: string });
      for (const c of [...this.changed]) c();
    }
  }
}
