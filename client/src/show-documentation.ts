import * as vscode from 'vscode';
import { SHOW_DOCUMENTATION_COMMAND } from '../../server/src/features/command-ids';

/**
 * "Show documentation for <code>" (a quick fix the server offers): the code's entry of the rule reference shipped in
 * the .vsix (docs/rules.md), rendered by VS Code's own Markdown renderer (`markdown.api.render`) in one read-only tab,
 * reused for the next code. The extension's files are never opened as an editable document (a stray keystroke would
 * edit the installed extension), and nothing is fetched: the page runs no script and loads nothing.
 */
export function registerShowDocumentation(context: vscode.ExtensionContext): { readonly title: string | undefined } {
  let panel: vscode.WebviewPanel | undefined;
  context.subscriptions.push(
    vscode.commands.registerCommand(SHOW_DOCUMENTATION_COMMAND, async (code: unknown) => {
      const bytes = await vscode.workspace.fs.readFile(vscode.Uri.file(context.asAbsolutePath('docs/rules.md')));
      const reference = new TextDecoder().decode(bytes);
      const markdown = (typeof code === 'string' && entryOf(reference, code)) || reference;
      const html = await vscode.commands.executeCommand<string>('markdown.api.render', markdown);
      const title = typeof code === 'string' ? vscode.l10n.t('urlsmith: {code}', { code }) : vscode.l10n.t('urlsmith rules');
      if (!panel) {
        panel = vscode.window.createWebviewPanel('urlsmith.ruleDocumentation', title, vscode.ViewColumn.Beside, { enableScripts: false, localResourceRoots: [] });
        panel.onDidDispose(() => (panel = undefined));
      }
      panel.title = title;
      panel.webview.html = page(html);
      panel.reveal(vscode.ViewColumn.Beside, false);
    }),
  );
  return {
    get title() {
      return panel?.title;
    },
  };
}

/** The section of the reference from `## <code>` to the next `## ` heading, or undefined for an unknown code. */
function entryOf(reference: string, code: string): string | undefined {
  const lines = reference.split(/\r?\n/);
  const start = lines.indexOf(`## ${code}`);
  if (start < 0) return undefined;
  let end = start + 1;
  while (end < lines.length && !lines[end]!.startsWith('## ')) end++;
  return lines.slice(start, end).join('\n');
}

/** A page with a policy that allows no script and no fetch, styled by the theme's variables. */
function page(body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline';"><style>body{font-family:var(--vscode-font-family);font-size:var(--vscode-font-size);color:var(--vscode-foreground);line-height:1.5;max-width:56em;padding:0 1em}code{font-family:var(--vscode-editor-font-family)}table{border-collapse:collapse}td,th{border:1px solid var(--vscode-panel-border);padding:2px 6px}</style></head><body>${body}</body></html>`;
}
