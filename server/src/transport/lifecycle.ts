import {
  ErrorCodes,
  ExitNotification,
  InitializeRequest,
  Message,
  type MessageStrategy,
  type RequestMessage,
  type ResponseError,
  ShutdownRequest,
} from 'vscode-languageserver/node';

type Refusal = Pick<ResponseError, 'code' | 'message'>;
type Handled = ReturnType<MessageStrategy['handleMessage']>;

/**
 * The LSP lifecycle ("Server lifecycle" in the specification), which vscode-languageserver leaves to the server:
 * before `initialize` a request gets ServerNotInitialized and a notification is dropped (except `exit`); after
 * `shutdown` a request gets InvalidRequest and a notification is dropped (except `exit`). A second `initialize`
 * is refused too: the specification allows it once.
 * It sits in front of every handler as the connection's message strategy, so no feature has to check a state.
 */
export class Lifecycle implements MessageStrategy {
  private state: 'new' | 'running' | 'shut down' = 'new';

  /** `refuse` answers a request with an error without running any handler. */
  constructor(private readonly refuse: (request: RequestMessage, error: Refusal) => void) {}

  get shutDown(): boolean {
    return this.state === 'shut down';
  }

  handleMessage(message: Message, next: (message: Message) => Handled): Handled {
    if (Message.isRequest(message)) {
      const refusal = this.refusal(message.method);
      if (refusal) return this.refuse(message, refusal);
      if (message.method === InitializeRequest.method) this.state = 'running';
      else if (message.method === ShutdownRequest.method) this.state = 'shut down';
    } else if (Message.isNotification(message) && message.method !== ExitNotification.method && this.state !== 'running') {
      return;
    }
    return next(message);
  }

  private refusal(method: string): Refusal | undefined {
    if (this.state === 'new' && method !== InitializeRequest.method) {
      return { code: ErrorCodes.ServerNotInitialized, message: `the server is not initialized: ${method} must come after initialize` };
    }
    if (this.state === 'running' && method === InitializeRequest.method) {
      return { code: ErrorCodes.InvalidRequest, message: 'the server is already initialized' };
    }
    if (this.state === 'shut down') return { code: ErrorCodes.InvalidRequest, message: `the server is shut down: ${method} after shutdown` };
    return undefined;
  }
}
