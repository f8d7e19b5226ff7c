// The thin VS Code client: starts the language server (dist/server.js) over IPC and wires up the commands.
// Everything urlsmith knows lives in the server, so every LSP editor gets the same behaviour.
import * as vscode from 'vscode';
import { LanguageClient, type LanguageClientOptions, type ServerOptions, TransportKind } from 'vscode-languageclient/node';
import { registerCheckWorkspace } from './check-workspace';
import { registerCommands } from './commands';
import { registerShowDocumentation } from './show-documentation';

let client: LanguageClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const module = context.asAbsolutePath('dist/server.js');
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc },
    // "Attach to Server" in .vscode/launch.json connects to this port.
    debug: { module, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6009'] } },
  };
  const clientOptions: LanguageClientOptions = {
    // Every document of any language, saved or not: URLs turn up everywhere.
    documentSelector: [{ scheme: 'file' }, { scheme: 'untitled' }],
    // The client id "urlsmith" makes vscode-languageclient honour the `urlsmith.trace.server` setting.
    outputChannelName: 'urlsmith',
    // This client runs `urlsmith.showRuleDocumentation`, so the server may offer "Show documentation for <code>".
    initializationOptions: { showRuleDocumentation: true },
  };
  client = new LanguageClient('urlsmith', 'urlsmith', serverOptions, clientOptions);
  registerCommands(context, client);
  registerShowDocumentation(context);
  registerCheckWorkspace(context, client);
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}
