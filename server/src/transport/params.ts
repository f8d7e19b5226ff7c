/**
 * The shape of the params of every method the server handles, checked before any handler (or vscode-jsonrpc
 * itself: it reads `$/cancelRequest`'s `params.id` as soon as the message arrives) sees them. JSON-RPC 2.0
 * section 5.1: params that do not fit the method are "Invalid params" (-32602). Only what the handlers read is
 * checked, with the LSP specification's base types: `integer` is a signed 32-bit number, `uinteger` (a position's
 * line and character) an unsigned 31-bit one, a `DocumentUri` a string.
 */

/** The reason the params do not fit, or undefined when they do. */
type Check = (value: unknown, at: string) => string | undefined;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

const object =
  (fields: Record<string, Check>): Check =>
  (value, at) => {
    if (!isObject(value)) return `${at} must be an object`;
    for (const [name, check] of Object.entries(fields)) {
      const reason = check(value[name], `${at}.${name}`);
      if (reason) return reason;
    }
    return undefined;
  };

const optional =
  (check: Check): Check =>
  (value, at) =>
    value === undefined ? undefined : check(value, at);

const nullable =
  (check: Check): Check =>
  (value, at) =>
    value === null ? undefined : check(value, at);

const arrayOf =
  (check: Check): Check =>
  (value, at) => {
    if (!Array.isArray(value)) return `${at} must be an array`;
    for (let i = 0; i < value.length; i++) {
      const reason = check(value[i], `${at}[${i}]`);
      if (reason) return reason;
    }
    return undefined;
  };

const string: Check = (value, at) => (typeof value === 'string' ? undefined : `${at} must be a string`);
const any: Check = () => undefined;
const integer: Check = (value, at) => (Number.isInteger(value) && Math.abs(value as number) <= 0x7fffffff ? undefined : `${at} must be an integer`);
const uinteger: Check = (value, at) => (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 0x7fffffff ? undefined : `${at} must be an unsigned integer`);
const id: Check = (value, at) => (typeof value === 'string' || integer(value, at) === undefined ? undefined : `${at} must be an integer or a string`);

/**
 * Any integer, for the positions of an edit: a didChange is the client's text already changed, so one with a position
 * out of range (negative, past the end) is applied clamped as vscode-languageserver-textdocument applies it (the
 * document's offsetAt). Dropping it left the server's text different from the client's from then on.
 */
const anyInteger: Check = (value, at) => (Number.isInteger(value) ? undefined : `${at} must be an integer`);

const position = object({ line: uinteger, character: uinteger });
const range = object({ start: position, end: position });
const editPosition = object({ line: anyInteger, character: anyInteger });
const editRange = object({ start: editPosition, end: editPosition });
const document = object({ uri: string });
const folder = object({ uri: string });

const PARAMS: Record<string, Check> = {
  $cancelRequest: object({ id }),
  $setTrace: object({ value: string }),
  initialize: object({ capabilities: object({}), rootUri: optional(nullable(string)), workspaceFolders: optional(nullable(arrayOf(folder))) }),
  'textDocument/didOpen': object({ textDocument: object({ uri: string, languageId: string, version: integer, text: string }) }),
  'textDocument/didChange': object({
    textDocument: object({ uri: string, version: integer }),
    contentChanges: arrayOf(object({ text: string, range: optional(editRange) })),
  }),
  'textDocument/didClose': object({ textDocument: document }),
  'textDocument/didSave': object({ textDocument: document }),
  'textDocument/hover': object({ textDocument: document, position }),
  'textDocument/codeAction': object({ textDocument: document, range, context: object({ diagnostics: arrayOf(object({ range })), only: optional(arrayOf(string)) }) }),
  'textDocument/documentLink': object({ textDocument: document }),
  'workspace/executeCommand': object({ command: string, arguments: optional(arrayOf(any)) }),
  'workspace/didChangeConfiguration': object({}),
  'workspace/didChangeWatchedFiles': object({ changes: arrayOf(object({ uri: string, type: integer })) }),
  'workspace/didChangeWorkspaceFolders': object({ event: object({ added: arrayOf(folder), removed: arrayOf(folder) }) }),
};

/** Why `params` do not fit `method`, or undefined (also for a method the server does not check). */
export function paramsProblem(method: string, params: unknown): string | undefined {
  const check = PARAMS[method.startsWith('$/') ? `$${method.slice(2)}` : method];
  return check?.(params, 'params');
}
