/**
 * The command names the client and the server share, in one module with no imports, so the client bundle takes in
 * no server code (as vscode-eslint's shared protocol module).
 */

/**
 * Commands the server executes (workspace/executeCommand), so any LSP client can bind them. The VS Code client
 * wraps each in a palette command that passes the active editor's document and selections.
 */
export const SERVER_COMMANDS = {
  /** [{ uri, ranges }]: percent-encode each range's text; applied with workspace/applyEdit. */
  encode: 'urlsmith.server.percentEncode',
  /** [{ uri, ranges }]: percent-decode each range's text. */
  decode: 'urlsmith.server.percentDecode',
  /** [{ uri }]: apply every safe fix in the document. */
  fixAll: 'urlsmith.server.fixAll',
  /** [{ uri, position }]: returns the joined URL under the position, or null. */
  urlAt: 'urlsmith.server.urlAt',
  /**
   * [{ folders }]: returns the file URIs "Check Workspace" checks in these workspace folder URIs (the CLI's walk,
   * with the settings' excludes), and clears the problems an earlier run published for files no longer listed.
   */
  workspaceFiles: 'urlsmith.server.workspaceFiles',
  /** [{ uris, folders }]: checks these files from disk (open ones excepted), publishes their problems, returns { files, problems }. */
  checkFiles: 'urlsmith.server.checkFiles',
  /** [{ uri, host }]: adds the host to the `ignore` of the config governing the document (creating one if none); returns the config's URI or null. */
  ignoreHost: 'urlsmith.server.ignoreHost',
} as const;

export const ALL_SERVER_COMMANDS: string[] = Object.values(SERVER_COMMANDS);

/**
 * [code]: a command the VS Code client runs for the server's "Show documentation" code actions: opens the bundled
 * rule reference, docs/rules.md, at the code's entry in the Markdown preview, offline. Not a server command: only the
 * editor can show a preview.
 */
export const SHOW_DOCUMENTATION_COMMAND = 'urlsmith.showRuleDocumentation';
