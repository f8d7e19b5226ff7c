import { Console } from 'node:console';
import * as net from 'node:net';
import {
  type Connection,
  IPCMessageReader,
  IPCMessageWriter,
  LSPErrorCodes,
  type Message,
  type MessageReader,
  type MessageWriter,
  ProposedFeatures,
  type ResponseMessage,
  StreamMessageWriter,
  createConnection,
} from 'vscode-languageserver/node';
import { CheckedReader } from './checked-reader';
import { FramedReader } from './framed-reader';
import { Lifecycle } from './lifecycle';

/**
 * The connection over the transport the command line names (--stdio, --node-ipc or --pipe=NAME), built here
 * rather than by vscode-languageserver so that the server owns the reader: a client that breaks the framing gets
 * the reason on stderr and a non-zero exit, and its client (VS Code's restarts it) starts a fresh server instead
 * of talking to one that can no longer read it.
 */
export function createServerConnection(args: readonly string[]): Connection {
  const { reader: framed, writer } = transport(args);
  const refuse = (request: { id: number | string | null }, error: { code: number; message: string }) => {
    const response: ResponseMessage = { jsonrpc: '2.0', id: request.id, error };
    void writer.write(response);
  };
  const reader = new CheckedReader(framed, refuse, (m) => process.stderr.write(`${m}\n`));
  const lifecycle = new Lifecycle(refuse);
  // Exits at once, even with requests in flight: the client restarts the server and sends its state again.
  reader.onError((error) => {
    process.stderr.write(`urlsmith-language-server: unreadable message from the client, exiting: ${error.message}\n`);
    process.exit(1);
  });
  // The client closed the stream: as after `exit`, the code says whether `shutdown` came first (LSP "exit").
  reader.onClose(() => process.exit(lifecycle.shutDown ? 0 : 1));
  // A request cancelled while still queued is answered RequestCancelled without running (LSP "Cancellation
  // Support"); vscode-jsonrpc's default runs it. Running ones are stopped by their handler (cancellation.ts).
  const cancelUndispatched = (message: Message): ResponseMessage => ({
    jsonrpc: '2.0',
    id: (message as { id?: number | string }).id ?? null,
    error: { code: LSPErrorCodes.RequestCancelled, message: 'the request was cancelled' },
  });
  return createConnection(ProposedFeatures.all, reader, writer, { messageStrategy: lifecycle, connectionStrategy: { cancelUndispatched } });
}

function transport(args: readonly string[]): { reader: MessageReader; writer: MessageWriter } {
  if (args.includes('--node-ipc')) return { reader: new IPCMessageReader(process), writer: new IPCMessageWriter(process) };
  const pipe = pipeName(args);
  if (pipe !== undefined) {
    const socket = net.createConnection(pipe);
    return { reader: new FramedReader(socket), writer: new StreamMessageWriter(socket) };
  }
  if (args.includes('--stdio')) {
    // stdout carries the protocol: anything a dependency prints with console.log goes to stderr instead.
    globalThis.console = new Console({ stdout: process.stderr, stderr: process.stderr });
    return { reader: new FramedReader(process.stdin), writer: new StreamMessageWriter(process.stdout) };
  }
  throw new Error('urlsmith-language-server: start it with --stdio, --node-ipc or --pipe=NAME');
}

function pipeName(args: readonly string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--pipe') return args[i + 1];
    if (args[i]!.startsWith('--pipe=')) return args[i]!.slice('--pipe='.length);
  }
  return undefined;
}
