import type { ClientCapabilities, Connection } from 'vscode-languageserver';
import type { Analyses } from '../analysis/analyses';
import type { DocumentStore } from '../documents/store';
import { cancellable } from '../transport/cancellation';
import { hover, hoverFormat } from './hover';
import { documentLinks } from './links';

/**
 * The requests that only read a document's analysis (hover, document links), answered alike by the Node server and
 * the web worker. Every request answers RequestCancelled once cancelled (cancellation.ts). `capabilities` is read at
 * each request: the client sends them in `initialize`, after this is called.
 */
export function answerReadRequests(connection: Connection, documents: DocumentStore, analyses: Analyses, capabilities: () => ClientCapabilities): void {
  connection.onHover(
    cancellable((p) => {
      const doc = documents.get(p.textDocument.uri);
      return doc ? hover(analyses, doc, p, hoverFormat(capabilities())) : null;
    }),
  );
  connection.onDocumentLinks(
    cancellable((p) => {
      const doc = documents.get(p.textDocument.uri);
      return doc ? documentLinks(analyses, doc) : [];
    }),
  );
}
