import * as vscode from 'vscode';
import { SHOW_DOCUMENTATION_COMMAND } from '../../server/src/features/client-commands';

/**
 * "Show documentation for <code>" (a quick fix the server offers): opens the rule reference shipped in the .vsix,
 * docs/rules.md, in VS Code's Markdown preview at the code's entry. Offline: nothing is fetched.
 */
export function registerShowDocumentation(context: vscode.ExtensionContext): void {
  context.subscriptions.push(
    vscode.commands.registerCommand(SHOW_DOCUMENTATION_COMMAND, async (code: unknown) => {
      const uri = vscode.Uri.file(context.asAbsolutePath('docs/rules.md'));
      const doc = await vscode.workspace.openTextDocument(uri);
      const heading = typeof code === 'string' ? doc.getText().split('\n').indexOf(`## ${code}`) : -1;
      // The preview opens at the line its source editor shows at the top, so the source is shown there first.
      const editor = await vscode.window.showTextDocument(doc, { preview: true, preserveFocus: false });
      if (heading >= 0) {
        const at = new vscode.Position(heading, 0);
        editor.selection = new vscode.Selection(at, at);
        editor.revealRange(new vscode.Range(at, at), vscode.TextEditorRevealType.AtTop);
      }
      await vscode.commands.executeCommand('markdown.showPreview', uri);
    }),
  );
}
