/**
 * Commands the VS Code client runs for the server's code actions. A module of its own, with no imports, so the
 * client bundle can share the names without taking in any server code.
 */

/**
 * [code]: opens the bundled rule reference, docs/rules.md, at the code's entry in the Markdown preview, offline.
 * Not a server command: only the editor can show a preview.
 */
export const SHOW_DOCUMENTATION_COMMAND = 'urlsmith.showRuleDocumentation';
