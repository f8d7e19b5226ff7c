import * as vscode from 'vscode';
import { ExecuteCommandRequest, type LanguageClient } from 'vscode-languageclient/node';
import { SERVER_COMMANDS } from '../../server/src/features/command-ids';

/** The palette commands (package.json `contributes.commands`); each hands the active editor to a server command. */
export const CLIENT_COMMANDS = {
  encode: 'urlsmith.percentEncodeSelection',
  decode: 'urlsmith.percentDecodeSelection',
  fixAll: 'urlsmith.fixAll',
  copyUrl: 'urlsmith.copyUrl',
} as const;

export function registerCommands(context: vscode.ExtensionContext, client: LanguageClient): void {
  const c2p = client.code2ProtocolConverter;
  const run = (command: string, arg: object) => client.sendRequest(ExecuteCommandRequest.type, { command, arguments: [arg] });
  const onSelections = (command: string) => async (editor: vscode.TextEditor) => {
    const ranges = editor.selections.filter((s) => !s.isEmpty).map((s) => c2p.asRange(s));
    if (ranges.length === 0) {
      void vscode.window.showInformationMessage(vscode.l10n.t('urlsmith: select the text to convert first.'));
      return;
    }
    await run(command, { uri: c2p.asUri(editor.document.uri), ranges });
  };

  context.subscriptions.push(
    vscode.commands.registerTextEditorCommand(CLIENT_COMMANDS.encode, onSelections(SERVER_COMMANDS.encode)),
    vscode.commands.registerTextEditorCommand(CLIENT_COMMANDS.decode, onSelections(SERVER_COMMANDS.decode)),
    vscode.commands.registerTextEditorCommand(CLIENT_COMMANDS.fixAll, async (editor) => {
      const applied = await run(SERVER_COMMANDS.fixAll, { uri: c2p.asUri(editor.document.uri) });
      if (!applied) void vscode.window.showInformationMessage(vscode.l10n.t('urlsmith: nothing to fix in this file.'));
    }),
    vscode.commands.registerTextEditorCommand(CLIENT_COMMANDS.copyUrl, async (editor) => {
      const url: unknown = await run(SERVER_COMMANDS.urlAt, { uri: c2p.asUri(editor.document.uri), position: c2p.asPosition(editor.selection.active) });
      if (typeof url !== 'string') {
        void vscode.window.showInformationMessage(vscode.l10n.t('urlsmith: no URL under the cursor.'));
        return;
      }
      await vscode.env.clipboard.writeText(url);
      void vscode.window.setStatusBarMessage(vscode.l10n.t('urlsmith: copied {url}', { url: url.length > 60 ? `${url.slice(0, 60)}…` : url }), 3000);
    }),
  );
}
