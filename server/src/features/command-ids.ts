/**
 * Commands the server executes (workspace/executeCommand), so any LSP client can bind them. The VS Code client
 * wraps each in a palette command that passes the active editor's document and selections.
 */
export const SERVER_COMMANDS = {
  /** [{ uri, ranges }]: percent-encode each range's text; applied with workspace/applyEdit. */
  encode: 'urlint.server.percentEncode',
  /** [{ uri, ranges }]: percent-decode each range's text. */
  decode: 'urlint.server.percentDecode',
  /** [{ uri }]: apply every safe fix in the document. */
  fixAll: 'urlint.server.fixAll',
  /** [{ uri, position }]: returns the joined URL under the position, or null. */
  urlAt: 'urlint.server.urlAt',
} as const;

export const ALL_SERVER_COMMANDS: string[] = Object.values(SERVER_COMMANDS);
