import {
  type ClientCapabilities,
  type Connection,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  type InitializeResult,
  MessageType,
  ShowMessageNotification,
  TextDocumentSyncKind,
} from 'vscode-languageserver/node';
import { Analyses } from './analysis/analyses';
import { Linter } from './analysis/linter';
import { DocumentStore } from './documents/store';
import { WorkspaceCheck } from './features/check-workspace';
import { CODE_ACTION_KINDS, codeActions } from './features/code-actions';
import { ALL_SERVER_COMMANDS } from './features/command-ids';
import { executeCommand } from './features/commands';
import { DiagnosticsPublisher } from './features/diagnostics';
import { hover, hoverFormat } from './features/hover';
import { documentLinks } from './features/links';
import { type Effective, resolveEffective, toFilePath } from './settings/effective';
import { ConfigDiagnostics } from './settings/config-diagnostics';
import { RC_NAME, RcFiles } from './settings/rc-file';
import { SettingsCache } from './settings/settings-cache';
import { cancellable } from './transport/cancellation';
import { createServerConnection } from './transport/transport';

/**
 * Wires the connection (stdio, IPC or pipe, as the command line says) to the document store, the settings and
 * the features. The server only reads files (`.urlsmithrc.json`) and never opens a network connection.
 */
export function startServer(workerScript: string): Connection {
  const connection = createServerConnection(process.argv.slice(2));
  const documents = new DocumentStore();
  let caps: ClientCapabilities = {};
  // The VS Code client can open the bundled rule reference; other clients get no "Show documentation" action.
  let showDocumentation = false;
  let folders: string[] = [];
  const log = (m: string) => connection.console.error(m);

  const settings = new SettingsCache(connection, () => caps.workspace?.configuration === true);
  const rcFiles = new RcFiles();
  const configDiagnostics = new ConfigDiagnostics(connection, rcFiles);
  const reported = new Set<string>();
  const effective = async (uri: string): Promise<Effective> => {
    const eff = await resolveEffective(uri, documents.get(uri)?.languageId ?? 'plaintext', await settings.get(uri), rcFiles, folders);
    if (eff.rc && eff.rc.errors.length > 0) reportRcErrors(eff);
    if (eff.rcFault !== undefined) reportRcFault(eff.rcFault);
    return eff;
  };
  // A config that cannot be looked up at all (a symlink loop): said once per reason; the documents are checked with the defaults.
  const reportRcFault = (fault: string) => {
    if (reported.has(fault)) return;
    reported.add(fault);
    log(`urlsmith: ${fault}; checking with the default configuration`);
    void connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message: `urlsmith: ${fault}` });
  };
  // A broken config file is said once per content, not on every keystroke.
  const reportRcErrors = ({ rc }: Effective) => {
    const key = `${rc!.path}\n${JSON.stringify(rc!.errors)}`;
    if (reported.has(key)) return;
    reported.add(key);
    const e = rc!.errors[0]!;
    // The notification, not window.showWarningMessage: that one is a request some clients never answer.
    void connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message: `urlsmith: ${rc!.path}:${e.line}:${e.column}: ${e.message}` });
  };

  const linter = new Linter(workerScript, log);
  // Check Workspace has a lint thread of its own: a large closed file must not hold up the open documents' checks.
  const workspaceLinter = new Linter(workerScript, log);
  WorkspaceCheck.checker = (key, text, config, documentType) => workspaceLinter.fixes(key, text, config, documentType);
  const publisher = new DiagnosticsPublisher(connection);
  const analyses = new Analyses(
    {
      document: (uri) => documents.get(uri),
      effective,
      ready: (a) => {
        const doc = documents.get(a.uri);
        // A .urlsmithrc.json shows its own errors (config-diagnostics.ts), not URL problems.
        if (doc && !configDiagnostics.owns(a.uri)) publisher.publish(doc, a);
      },
      log,
    },
    linter,
  );
  const recheckAll = () => {
    for (const doc of documents.all()) analyses.recheck(doc.uri);
  };
  const versioned = () => caps.workspace?.workspaceEdit?.documentChanges === true;

  connection.onInitialize((params): InitializeResult => {
    caps = params.capabilities;
    showDocumentation = (params.initializationOptions as { showRuleDocumentation?: unknown } | undefined)?.showRuleDocumentation === true;
    const roots = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
    folders = roots.map(toFilePath).filter((p): p is string => p !== undefined);
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
        hoverProvider: true,
        codeActionProvider: { codeActionKinds: CODE_ACTION_KINDS, resolveProvider: false },
        documentLinkProvider: { resolveProvider: false },
        executeCommandProvider: { commands: ALL_SERVER_COMMANDS },
        workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
      },
      serverInfo: { name: 'urlsmith-language-server' },
    };
  });

  connection.onInitialized(() => {
    linter.warm();
    if (caps.workspace?.didChangeConfiguration?.dynamicRegistration) {
      void connection.client.register(DidChangeConfigurationNotification.type, { section: 'urlsmith' });
    }
    if (caps.workspace?.didChangeWatchedFiles?.dynamicRegistration) {
      void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: `**/${RC_NAME}` }] });
    }
    if (caps.workspace?.workspaceFolders) {
      connection.workspace.onDidChangeWorkspaceFolders((e) => {
        const removed = new Set(e.removed.map((f) => toFilePath(f.uri)));
        folders = [...folders.filter((f) => !removed.has(f)), ...e.added.map((f) => toFilePath(f.uri)).filter((p): p is string => p !== undefined)];
        recheckAll();
      });
    }
  });

  // Opening checks the whole document; an edit checks what it can have changed (see Analyses).
  documents.listen(connection, {
    opened: (doc) => analyses.recheck(doc.uri),
    changed: (doc, changes) => analyses.changed(doc.uri, changes),
    closed: (doc) => {
      analyses.close(doc.uri);
      settings.forget(doc.uri);
      if (!configDiagnostics.owns(doc.uri)) publisher.clear(doc.uri);
    },
  });

  connection.onDidChangeConfiguration((p) => {
    settings.changed(p.settings);
    recheckAll();
  });
  connection.onDidChangeWatchedFiles(() => {
    rcFiles.clear();
    recheckAll();
  });

  // Every request answers RequestCancelled once cancelled (cancellation.ts).
  connection.onHover(
    cancellable((p) => {
      const doc = documents.get(p.textDocument.uri);
      return doc ? hover(analyses, doc, p, hoverFormat(caps)) : null;
    }),
  );
  connection.onCodeAction(
    cancellable(async (p) => {
      const doc = documents.get(p.textDocument.uri);
      if (!doc) return [];
      const { documentType } = await effective(p.textDocument.uri);
      return codeActions(analyses, doc, p, versioned(), documentType, showDocumentation);
    }),
  );
  connection.onDocumentLinks(
    cancellable((p) => {
      const doc = documents.get(p.textDocument.uri);
      return doc ? documentLinks(analyses, doc) : [];
    }),
  );
  connection.onExecuteCommand(cancellable((p, token) => executeCommand({ connection, analyses, document: (uri) => documents.get(uri), versioned }, p, token)));
  connection.onShutdown(() => {
    linter.dispose();
    workspaceLinter.dispose();
  });

  connection.listen();
  return connection;
}
