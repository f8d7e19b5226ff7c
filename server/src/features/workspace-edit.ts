import { type WorkspaceEdit, TextDocumentEdit, type TextEdit as LspTextEdit } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextEdit } from '../../../engine/src';
import { toRange } from '../convert/positions';

/**
 * Engine edits (document offsets) as a WorkspaceEdit. Clients that support documentChanges get the document
 * version with it, so an edit computed for an older version is refused instead of corrupting the text.
 */
export function workspaceEdit(doc: TextDocument, edits: readonly TextEdit[], versioned: boolean): WorkspaceEdit {
  const lsp: LspTextEdit[] = edits.map((e) => ({ range: toRange(doc, e), newText: e.newText }));
  if (versioned) return { documentChanges: [TextDocumentEdit.create({ uri: doc.uri, version: doc.version }, lsp)] };
  return { changes: { [doc.uri]: lsp } };
}
