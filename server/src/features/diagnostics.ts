import type { Connection, Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from '../../../engine/src';
import type { Analysis } from '../analysis/analyses';
import { toLspDiagnostic } from '../convert/diagnostics';
import { revisionOf } from '../documents/chunked-document';

/** What was last published for a document: its revision, and the LSP form of each diagnostic in it. */
interface Published {
  revision: number;
  lsp: Map<Diagnostic, LspDiagnostic>;
}

/**
 * Pushes a document's diagnostics (push, not pull, so every client gets them, Neovim 0.7 included). Every version is
 * published whole, as LSP asks, but a keystroke changes few of them: the LSP form of a diagnostic that lies before
 * the edit (same object, same offsets, same text before it, so the same range) is taken from the last publication
 * instead of made again, which spares converting and allocating up to maxNumberOfProblems of them per keystroke.
 */
export class DiagnosticsPublisher {
  private readonly published = new Map<string, Published>();

  constructor(private readonly connection: Connection) {}

  publish(doc: TextDocument, a: Analysis): void {
    // Only results for the text held now: a client that repeats a version number still gets its latest text's.
    if (revisionOf(doc) !== a.revision) return;
    const last = this.published.get(doc.uri);
    // Reuse only along one line of edits: this analysis was made from the published one by an edit at `offset`.
    const unchanged = last !== undefined && a.unchangedBefore?.revision === last.revision ? a.unchangedBefore.offset : -1;
    const lsp = new Map<Diagnostic, LspDiagnostic>();
    const diagnostics = a.visible.map((d) => {
      const converted = (d.end <= unchanged ? last?.lsp.get(d) : undefined) ?? toLspDiagnostic(doc, d);
      lsp.set(d, converted);
      return converted;
    });
    this.published.set(doc.uri, { revision: a.revision, lsp });
    void this.connection.sendDiagnostics({ uri: doc.uri, version: a.version, diagnostics });
  }

  clear(uri: string): void {
    this.published.delete(uri);
    void this.connection.sendDiagnostics({ uri, diagnostics: [] });
  }
}
