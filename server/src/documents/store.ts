import type { Connection } from 'vscode-languageserver';
import { ChunkedDocument, type ContentChange } from './chunked-document';

export type { ContentChange } from './chunked-document';

export interface StoreListener {
  opened(doc: ChunkedDocument): void;
  /** `changes` in the order applied; undefined when the client sent the whole text. */
  changed(doc: ChunkedDocument, changes: readonly ContentChange[] | undefined): void;
  closed(doc: ChunkedDocument): void;
}

/**
 * The open documents, synchronised incrementally. It does what TextDocuments (vscode-languageserver) does, with the
 * same open, change, close and version rules, and also says where each change fell: TextDocuments reports only the
 * new text, and a check of just the edited region needs the edit's offsets. Documents are ChunkedDocuments: a
 * keystroke does not copy a large text.
 */
export class DocumentStore {
  private readonly docs = new Map<string, ChunkedDocument>();

  get(uri: string): ChunkedDocument | undefined {
    return this.docs.get(uri);
  }

  all(): ChunkedDocument[] {
    return [...this.docs.values()];
  }

  listen(connection: Connection, listener: StoreListener): void {
    connection.onDidOpenTextDocument(({ textDocument: td }) => {
      const doc = new ChunkedDocument(td.uri, td.languageId, td.version, td.text);
      this.docs.set(td.uri, doc);
      listener.opened(doc);
    });
    connection.onDidChangeTextDocument(({ textDocument: td, contentChanges }) => {
      if (contentChanges.length === 0) return;
      if (td.version === null || td.version === undefined) throw new Error(`Received document change event for ${td.uri} without valid version identifier`);
      const doc = this.docs.get(td.uri);
      if (!doc) return;
      listener.changed(doc, doc.update(contentChanges, td.version));
    });
    connection.onDidCloseTextDocument(({ textDocument: td }) => {
      const doc = this.docs.get(td.uri);
      if (!doc) return;
      this.docs.delete(td.uri);
      listener.closed(doc);
    });
  }
}
