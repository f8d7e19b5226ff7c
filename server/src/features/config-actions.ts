import { type CodeAction, CodeActionKind, type Diagnostic } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { t } from '../../../engine/src';
import { CONFIG_ERROR, type ConfigFixData } from '../settings/config-diagnostics';

/**
 * Quick fixes on a `.urlsmithrc.json`: `Change to "tilde"` for each unknown rule code the server suggested a known
 * one for (config-diagnostics.ts). Offered only while the document still holds the code where the diagnostic says: a
 * diagnostic of the file as saved may be stale against an edited buffer.
 */
export function configActions(doc: TextDocument, diagnostics: readonly Diagnostic[], versioned: boolean): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const d of diagnostics) {
    if (d.code !== CONFIG_ERROR || !isFixData(d.data) || doc.getText(d.range) !== d.data.was) continue;
    const edit = { range: d.range, newText: d.data.replacement };
    actions.push({
      title: t('Change to {replacement}', { replacement: d.data.replacement }),
      kind: CodeActionKind.QuickFix,
      diagnostics: [d],
      isPreferred: true,
      edit: versioned ? { documentChanges: [{ textDocument: { uri: doc.uri, version: doc.version }, edits: [edit] }] } : { changes: { [doc.uri]: [edit] } },
    });
  }
  return actions;
}

function isFixData(x: unknown): x is ConfigFixData {
  return typeof x === 'object' && x !== null && typeof (x as ConfigFixData).was === 'string' && typeof (x as ConfigFixData).replacement === 'string';
}
