// The web client (package.json `browser`, VS Code for the Web): starts the language server in a web worker
// (dist/browser/server.js). The server checks the open documents with the user's settings; a web workspace has no
// file system it can walk, so there is no Check Workspace and no `.urlsmithrc.json` here.
import * as vscode from 'vscode';
import { LanguageClient, type LanguageClientOptions, RevealOutputChannelOn } from 'vscode-languageclient/browser';

let client: LanguageClient | undefined;

/** The web worker constructor of the extension host (the client compiles without the DOM library). */
declare const Worker: new (scriptURL: string) => ConstructorParameters<typeof LanguageClient>[3];

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const serverMain = vscode.Uri.joinPath(context.extensionUri, 'dist/browser/server.js');
  const worker = new Worker(serverMain.toString(true));
  const output = vscode.window.createOutputChannel('urlsmith', { log: true });
  context.subscriptions.push(output);
  const clientOptions: LanguageClientOptions = {
    // Every document of any language, wherever the web workspace keeps it.
    documentSelector: [{ pattern: '**' }],
    outputChannel: output,
    revealOutputChannelOn: RevealOutputChannelOn.Never,
  };
  client = new LanguageClient('urlsmith', 'urlsmith', clientOptions, worker);
  try {
    await client.start();
  } catch (e) {
    output.error(`the language server did not start: ${e instanceof Error ? e.message : String(e)}`);
  }
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}
