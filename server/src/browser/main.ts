// The language server in a web worker (bundled to dist/browser/server.js, started by the browser client): VS Code for
// the Web, and the playground. No file system here: it checks the open documents with the settings the client sends
// (no .urlsmithrc.json lookup, no Check Workspace) and runs the engine on this worker's own thread.
import {
  BrowserMessageReader,
  BrowserMessageWriter,
  type ClientCapabilities,
  DidChangeConfigurationNotification,
  type InitializeResult,
  TextDocumentSyncKind,
  createConnection,
} from 'vscode-languageserver/browser';
import { defaultConfig, documentTypeOfEditorDocument } from '../../../engine/src';
import { Analyses } from '../analysis/analyses';
import { inlineChecker } from '../analysis/inline-checker';
import { DocumentStore } from '../documents/store';
import { CODE_ACTION_KINDS, codeActions } from '../features/code-actions';
import { DiagnosticsPublisher } from '../features/diagnostics';
import { answerReadRequests } from '../features/read-requests';
import { chooseLocale, speak } from '../l10n/locale';
import type { Effective } from '../settings/effective';
import { withSettings } from '../settings/merge';
import { SettingsCache } from '../settings/settings-cache';
import { cancellable } from '../transport/cancellation';

declare const self: { postMessage(m: unknown): void; onmessage: unknown };

// Analyses yields with setImmediate, which a web worker lacks: the next task is as soon.
const g = globalThis as { setImmediate?: unknown; clearImmediate?: unknown };
g.setImmediate ??= (f: () => void) => setTimeout(f, 0);
g.clearImmediate ??= (h: ReturnType<typeof setTimeout>) => clearTimeout(h);

const connection = createConnection(new BrowserMessageReader(self as never), new BrowserMessageWriter(self as never));
const documents = new DocumentStore();
let caps: ClientCapabilities = {};
const log = (m: string) => connection.console.error(m);
const settings = new SettingsCache(connection, () => caps.workspace?.configuration === true, () => true);

/** The settings over the defaults: a web workspace has no `.urlsmithrc.json` the server can read. */
const effective = async (uri: string): Promise<Effective> => {
  const s = await settings.get(uri);
  const config = withSettings(defaultConfig(), s);
  return { enabled: s.enable, config, documentType: documentTypeOfEditorDocument(uri, documents.get(uri)?.languageId ?? 'plaintext', config.documentTypes) };
};

const publisher = new DiagnosticsPublisher(connection);
const analyses = new Analyses(
  {
    document: (uri) => documents.get(uri),
    effective,
    ready: (a) => {
      const doc = documents.get(a.uri);
      if (doc) publisher.publish(doc, a);
    },
    log,
  },
  inlineChecker(),
);

connection.onInitialize((params): InitializeResult => {
  speak(chooseLocale(params.locale as unknown, {}));
  caps = params.capabilities;
  return {
    capabilities: {
      textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
      hoverProvider: true,
      codeActionProvider: { codeActionKinds: CODE_ACTION_KINDS, resolveProvider: false },
      documentLinkProvider: { resolveProvider: false },
    },
    serverInfo: { name: 'urlsmith-language-server (browser)' },
  };
});

connection.onInitialized(() => {
  if (caps.workspace?.didChangeConfiguration?.dynamicRegistration) {
    void connection.client.register(DidChangeConfigurationNotification.type, { section: 'urlsmith' });
  }
});

documents.listen(connection, {
  opened: (doc) => analyses.recheck(doc.uri),
  changed: (doc, changes) => analyses.changed(doc.uri, changes),
  closed: (doc) => {
    analyses.close(doc.uri);
    settings.forget(doc.uri);
    publisher.clear(doc.uri);
  },
});

connection.onDidChangeConfiguration((p) => {
  settings.changed(p.settings);
  for (const doc of documents.all()) analyses.recheck(doc.uri);
});

answerReadRequests(connection, documents, analyses, () => caps);
connection.onCodeAction(
  cancellable(async (p) => {
    const doc = documents.get(p.textDocument.uri);
    if (!doc) return [];
    const { documentType } = await effective(p.textDocument.uri);
    // No "Show documentation" (the rule reference is a file) and no "Ignore host" (it edits a config on disk).
    return codeActions(analyses, doc, p, caps.workspace?.workspaceEdit?.documentChanges === true, documentType, false, false);
  }),
);

connection.listen();
