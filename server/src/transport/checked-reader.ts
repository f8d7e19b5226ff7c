import { type DataCallback, type Disposable, ErrorCodes, Message, type MessageReader, type RequestMessage } from 'vscode-languageserver/node';
import { paramsProblem } from './params';

/**
 * Sits between the transport's reader and the connection: a message whose params do not fit its method (params.ts)
 * never reaches vscode-jsonrpc or a handler. A request gets InvalidParams; a notification, which has nobody to
 * answer, is logged and dropped (JSON-RPC 2.0 section 4.1). vscode-jsonrpc reads `$/cancelRequest`'s `params.id`
 * the moment the message arrives, outside any try/catch: `{"params": {}}` killed the server.
 */
export class CheckedReader implements MessageReader {
  constructor(
    private readonly inner: MessageReader,
    private readonly refuse: (request: RequestMessage, error: { code: number; message: string }) => void,
    private readonly log: (message: string) => void,
  ) {}

  get onError() {
    return this.inner.onError;
  }

  get onClose() {
    return this.inner.onClose;
  }

  get onPartialMessage() {
    return this.inner.onPartialMessage;
  }

  listen(callback: DataCallback): Disposable {
    return this.inner.listen((message) => {
      // JSON-RPC 2.0 section 5: a body that is not an object (`null`, `1`, `"x"`, `[]`) is an invalid request, answered
      // with id null since none can be read from it. vscode-jsonrpc reads `message.id` of `null` and threw: the server died.
      if (typeof message !== 'object' || message === null || Array.isArray(message)) {
        this.log(`urlsmith-language-server: ignored a message that is not a JSON object: ${JSON.stringify(message).slice(0, 80)}`);
        return this.refuse({ jsonrpc: '2.0', id: null, method: '' }, { code: ErrorCodes.InvalidRequest, message: 'a message must be a JSON object' });
      }
      const method = (message as { method?: unknown }).method;
      const problem = typeof method === 'string' ? paramsProblem(method, (message as { params?: unknown }).params) : undefined;
      if (problem === undefined) return this.deliver(callback, message);
      if (Message.isRequest(message)) this.refuse(message, { code: ErrorCodes.InvalidParams, message: `${method}: ${problem}` });
      else this.log(`urlsmith-language-server: ignored ${String(method)}: ${problem}`);
    });
  }

  /** The last guard: nothing a message does to the protocol library may end the process. */
  private deliver(callback: DataCallback, message: Message): void {
    try {
      callback(message);
    } catch (e) {
      this.log(`urlsmith-language-server: a message failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    }
  }

  dispose(): void {
    this.inner.dispose();
  }
}
