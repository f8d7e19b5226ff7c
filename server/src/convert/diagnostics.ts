import { type Diagnostic as LspDiagnostic, DiagnosticSeverity } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { type Diagnostic, type Severity, ruleByCode } from '../../../engine/src';
import { toRange } from './positions';

export const SOURCE = 'urlint';

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  information: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

/** One engine diagnostic as the editor shows it; the severity is the one applyConfig settled on. */
export function toLspDiagnostic(doc: TextDocument, d: Diagnostic): LspDiagnostic {
  const out: LspDiagnostic = {
    range: toRange(doc, d),
    severity: SEVERITY[d.severity],
    code: d.code,
    source: SOURCE,
    message: d.message,
  };
  const docs = ruleByCode(d.code)?.docs;
  if (docs) out.codeDescription = { href: docs };
  return out;
}
