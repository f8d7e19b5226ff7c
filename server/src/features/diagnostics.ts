import type { Connection } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Analysis } from '../analysis/analyses';
import { toLspDiagnostic } from '../convert/diagnostics';

/** Pushes a document's diagnostics (push, not pull, so every client gets them, Neovim 0.7 included). */
export function publishDiagnostics(connection: Connection, doc: TextDocument, a: Analysis): void {
  if (doc.version !== a.version) return;
  void connection.sendDiagnostics({ uri: doc.uri, version: a.version, diagnostics: a.visible.map((d) => toLspDiagnostic(doc, d)) });
}

export function clearDiagnostics(connection: Connection, uri: string): void {
  void connection.sendDiagnostics({ uri, diagnostics: [] });
}
