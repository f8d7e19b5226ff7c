import type { Connection, TextDocumentContentChangeEvent } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';

/** One edit of a didChange, in the offsets of the text before it: [start, end) became `text`. */
export interface ContentChange {
  start: number;
  end: number;
  text: string;
}

export interface StoreListener {
  opened(doc: TextDocument): void;
  /** `changes` in the order applied; undefined when the client sent the whole text. */
  changed(doc: TextDocument, changes: readonly ContentChange[] | undefined): void;
  closed(doc: TextDocument): void;
}

/**
 * The open documents, synchronised incrementally. It does what TextDocuments (vscode-languageserver) does, with the
 * same open, change, close and version rules, and also says where each change fell: TextDocuments reports only the
 * new text, and a check of just the edited region needs the edit's offsets.
 */
export class DocumentStore {
  private readonly docs = new Map<string, TextDocument>();

  get(uri: string): TextDocument | undefined {
    return this.docs.get(uri);
  }

  all(): TextDocument[] {
    return [...this.docs.values()];
  }

  listen(connection: Connection, listener: StoreListener): void {
    connection.onDidOpenTextDocument(({ textDocument: td }) => {
      const doc = TextDocument.create(td.uri, td.languageId, td.version, td.text);
      this.docs.set(td.uri, doc);
      listener.opened(doc);
    });
    connection.onDidChangeTextDocument(({ textDocument: td, contentChanges }) => {
      if (contentChanges.length === 0) return;
      if (td.version === null || td.version === undefined) throw new Error(`Received document change event for ${td.uri} without valid version identifier`);
      const doc = this.docs.get(td.uri);
      if (!doc) return;
      const applied = applyChanges(doc, contentChanges, td.version);
      listener.changed(doc, applied);
    });
    connection.onDidCloseTextDocument(({ textDocument: td }) => {
      const doc = this.docs.get(td.uri);
      if (!doc) return;
      this.docs.delete(td.uri);
      listener.closed(doc);
    });
  }
}

/**
 * Applies the changes one by one (each range is in the text its predecessors left), noting each one's offsets as
 * TextDocument.update reads them (a reversed range is put in order; a position past a line's end means its end).
 */
export function applyChanges(doc: TextDocument, changes: readonly TextDocumentContentChangeEvent[], version: number): ContentChange[] | undefined {
  let out: ContentChange[] | undefined = [];
  for (const change of changes) {
    if ('range' in change && change.range !== undefined) {
      const a = doc.offsetAt(change.range.start);
      const b = doc.offsetAt(change.range.end);
      out?.push({ start: Math.min(a, b), end: Math.max(a, b), text: change.text });
    } else {
      out = undefined;
    }
    TextDocument.update(doc, [change], version);
  }
  return out;
}
