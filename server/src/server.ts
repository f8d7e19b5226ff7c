import * as path from 'node:path';
import {
  type ClientCapabilities,
  type Connection,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  FileChangeType,
  type InitializeResult,
  MessageType,
  ShowMessageNotification,
  TextDocumentSyncKind,
} from 'vscode-languageserver/node';
import { t } from '../../engine/src';
import { Analyses } from './analysis/analyses';
import { Linter } from './analysis/linter';
import { DocumentStore } from './documents/store';
import { WorkspaceCheck } from './features/check-workspace';
import { CODE_ACTION_KINDS, codeActions } from './features/code-actions';
import { configActions } from './features/config-actions';
import { ALL_SERVER_COMMANDS } from './features/command-ids';
import { executeCommand } from './features/commands';
import { DiagnosticsPublisher } from './features/diagnostics';
import { ignoreHostTarget } from './features/ignore-host';
import { answerReadRequests } from './features/read-requests';
import { type Effective, resolveEffective, toFilePath } from './settings/effective';
import { ConfigDiagnostics } from './settings/config-diagnostics';
import { chooseLocale, speak, spokenLocale } from './l10n/locale';
import { InvalidConfigs } from './settings/invalid-configs';
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
  // The VS Code client validates its settings (and .urlsmithrc.json) with the schema: no warning box for a bad setting.
  let configSchema = false;
  let folders: string[] = [];
  const log = (m: string) => connection.console.error(m);
  // The client's log (VS Code: the "urlsmith" output channel): what the server does, said once.
  const info = (m: string) => connection.console.info(m);

  const settings = new SettingsCache(connection, () => caps.workspace?.configuration === true, () => configSchema);
  const rcFiles = new RcFiles(() => folders);
  const configDiagnostics = new ConfigDiagnostics(connection, rcFiles, { log: info, warn: (m) => connection.console.warn(m) });
  const invalidConfigs = new InvalidConfigs(connection, rcFiles, (m) => connection.console.warn(m));
  const reported = new Set<string>();
  // Folder -> the config its documents were last checked with: logged when it is first known and when it changes.
  const configOfFolder = new Map<string, string>();
  const effective = async (uri: string): Promise<Effective> => {
    const eff = await resolveEffective(uri, documents.get(uri)?.languageId ?? 'plaintext', await settings.get(uri), rcFiles, folders);
    if (eff.rcFault !== undefined) reportRcFault(eff.rcFault);
    if (eff.invalidConfig) invalidConfigs.governs(eff.invalidConfig);
    logConfigChoice(uri, eff);
    return eff;
  };
  const logConfigChoice = (uri: string, eff: Effective) => {
    const file = toFilePath(uri);
    if (file === undefined) return;
    const dir = path.dirname(file);
    const chosen = eff.rc?.path ?? '';
    if (configOfFolder.get(dir) === chosen) return;
    configOfFolder.set(dir, chosen);
    info(`${dir}: ${chosen === '' ? `no ${RC_NAME} here or above, the defaults apply` : `configuration ${chosen}`}`);
  };
  // A config that cannot be looked up at all (a symlink loop): said once per reason; the documents are checked with the defaults.
  const reportRcFault = (fault: string) => {
    if (reported.has(fault)) return;
    reported.add(fault);
    log(`urlsmith: ${fault}; checking with the default configuration`);
    const message = t('urlsmith: {reason}; checking with the default configuration', { reason: fault });
    void connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message });
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
  // Check Workspace's results follow the files on disk: once it has run, the client reports every file change.
  const workspaceCheck = new WorkspaceCheck({
    connection,
    isOpen: (uri) => documents.get(uri) !== undefined,
    invalidConfig: (file) => invalidConfigs.governs(file),
    onFirstList: () => {
      if (!caps.workspace?.didChangeWatchedFiles?.dynamicRegistration) return;
      void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: '**/*' }] });
      info('Check Workspace: following changes to the files it checked');
    },
  });
  const versioned = () => caps.workspace?.workspaceEdit?.documentChanges === true;

  connection.onInitialize((params): InitializeResult => {
    // Before anything is checked or said: every message from here on is in this language (l10n/locale.ts).
    speak(chooseLocale(params.locale as unknown, process.env));
    caps = params.capabilities;
    const options = params.initializationOptions as { showRuleDocumentation?: unknown; configSchema?: unknown } | undefined;
    showDocumentation = options?.showRuleDocumentation === true;
    configSchema = options?.configSchema === true;
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
    info(`urlsmith language server started (Node ${process.version}, process ${process.pid}, locale ${spokenLocale()}); workspace folders: ${folders.length === 0 ? 'none' : folders.join(', ')}`);
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
    void workspaceCheck.configChanged();
  });
  connection.onDidChangeWatchedFiles(({ changes }) => {
    // Two registrations report here: configs (always) and every file (once Check Workspace has run).
    if (changes.some((c) => path.basename(toFilePath(c.uri) ?? '') === RC_NAME)) {
      rcFiles.clear();
      invalidConfigs.revalidate();
      recheckAll();
      void workspaceCheck.configChanged();
    }
    void workspaceCheck.filesChanged(changes.filter((c) => path.basename(toFilePath(c.uri) ?? '') !== RC_NAME).map((c) => ({ uri: c.uri, kind: c.type === FileChangeType.Created ? 'created' : c.type === FileChangeType.Deleted ? 'deleted' : 'changed' })));
  });

  // Every request answers RequestCancelled once cancelled (cancellation.ts).
  answerReadRequests(connection, documents, analyses, () => caps);
  connection.onCodeAction(
    cancellable(async (p) => {
      const doc = documents.get(p.textDocument.uri);
      if (!doc) return [];
      if (configDiagnostics.owns(doc.uri)) return configActions(doc, p.context.diagnostics, versioned());
      const { documentType } = await effective(p.textDocument.uri);
      const file = toFilePath(doc.uri);
      const ignorable = file !== undefined && ignoreHostTarget(rcFiles, folders, file) !== undefined;
      return codeActions(analyses, doc, p, versioned(), documentType, showDocumentation, ignorable);
    }),
  );
  connection.onExecuteCommand(cancellable((p, token) => executeCommand({ connection, analyses, document: (uri) => documents.get(uri), versioned, workspaceCheck, configs: rcFiles, folders: () => folders }, p, token)));
  connection.onShutdown(() => {
    linter.dispose();
    workspaceLinter.dispose();
  });

  connection.listen();
  return connection;
}
