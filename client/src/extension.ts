// The thin VS Code client: starts the language server (dist/server.js) over IPC and wires up the commands.
// Everything urlsmith knows lives in the server, so every LSP editor gets the same behaviour.
import * as vscode from 'vscode';
import { LanguageClient, type LanguageClientOptions, RevealOutputChannelOn, type ServerOptions, TransportKind } from 'vscode-languageclient/node';
import { SERVER_COMMANDS } from '../../server/src/features/command-ids';
import { registerCheckWorkspace } from './check-workspace';
import { registerCommands } from './commands';
import { registerShowDocumentation } from './show-documentation';
import { type StatusView, registerStatus } from './status';

let client: LanguageClient | undefined;

/** What the extension exports (`vscode.extensions.getExtension('urlsmith.urlsmith').exports`): for its own tests. */
export interface UrlsmithApi {
  status: StatusView;
  documentation: { readonly title: string | undefined };
  /** The last Check Workspace summary ("N problems in M of K closed files ..."). */
  checkWorkspace: { readonly summary: string | undefined };
}

export async function activate(context: vscode.ExtensionContext): Promise<UrlsmithApi> {
  const module = context.asAbsolutePath('dist/server.js');
  const version = String((context.extension.packageJSON as { version?: unknown }).version ?? '');
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc },
    // "Attach to Server" in .vscode/launch.json connects to this port.
    debug: { module, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6009'] } },
  };
  // One channel for the client's own lines and the server's log (window/logMessage), as vscode-eslint has.
  const output = vscode.window.createOutputChannel('urlsmith', { log: true });
  context.subscriptions.push(output);
  output.info(`urlsmith ${version}: starting the language server ${module}`);
  const clientOptions: LanguageClientOptions = {
    // Every document of any language, saved or not: URLs turn up everywhere.
    documentSelector: [{ scheme: 'file' }, { scheme: 'untitled' }],
    // The client id "urlsmith" makes vscode-languageclient honour the `urlsmith.trace.server` setting.
    outputChannel: output,
    // Config errors are diagnostics on the file and lines in the output channel: the channel never pops up by itself.
    revealOutputChannelOn: RevealOutputChannelOn.Never,
    initializationOptions: {
      // This client runs `urlsmith.showRuleDocumentation`, so the server may offer "Show documentation for <code>".
      showRuleDocumentation: true,
      // package.json's contributes.configuration validates the settings: the server logs a bad one and shows no box.
      configSchema: true,
    },
    middleware: {
      // "Ignore <host> in this workspace" edits the config through workspace/applyEdit, which leaves the file unsaved
      // (and a file that did not exist, unsaved and new): saved here, as cspell saves its dictionary, so the ignore
      // takes effect at once and the CLI reads it too.
      executeCommand: async (command, args, next) => {
        const result: unknown = await next(command, args);
        if (command === SERVER_COMMANDS.ignoreHost && typeof result === 'string') {
          const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === vscode.Uri.parse(result).toString());
          if (doc?.isDirty) await doc.save();
        }
        return result;
      },
    },
  };
  client = new LanguageClient('urlsmith', 'urlsmith', serverOptions, clientOptions);
  const status = registerStatus(context, client, output, version);
  registerCommands(context, client);
  const documentation = registerShowDocumentation(context);
  const checkWorkspace = registerCheckWorkspace(context, client, status);
  try {
    await client.start();
  } catch (e) {
    // The status bar says stopped; the reason goes to the output channel, not a toast per failure.
    output.error(`the language server did not start: ${e instanceof Error ? e.message : String(e)}`);
  }
  return { status, documentation, checkWorkspace };
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}
