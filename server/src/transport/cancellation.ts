import { type CancellationToken, LSPErrorCodes, ResponseError } from 'vscode-languageserver';

/**
 * LSP "Cancellation Support": a request cancelled while its handler runs is answered with RequestCancelled (-32800)
 * as soon as `$/cancelRequest` arrives, not with a result computed for nobody. The handler gets the token too, so
 * long work (Check Workspace) can stop at its next file; what it finishes later is dropped.
 */
export function cancellable<P, R>(handler: (params: P, token: CancellationToken) => R | Promise<R>): (params: P, token: CancellationToken) => Promise<R> {
  return (params, token) => {
    if (token.isCancellationRequested) return Promise.reject(cancelled());
    return new Promise<R>((resolve, reject) => {
      const listener = token.onCancellationRequested(() => reject(cancelled()));
      Promise.resolve()
        .then(() => handler(params, token))
        .then(
          (r) => (token.isCancellationRequested ? reject(cancelled()) : resolve(r)),
          (e: unknown) => reject(token.isCancellationRequested ? cancelled() : e),
        )
        .finally(() => listener.dispose());
    });
  };
}

function cancelled(): ResponseError<void> {
  return new ResponseError(LSPErrorCodes.RequestCancelled, 'the request was cancelled');
}
