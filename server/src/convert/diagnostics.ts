import { type CodeDescription, type Diagnostic as LspDiagnostic, DiagnosticSeverity } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic, Severity } from '../../../engine/src';
import { ruleDocsHref } from '../render/rule-docs';
import { toRange } from './positions';

export const SOURCE = 'urlsmith';

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  information: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

/**
 * One engine diagnostic as the editor shows it; the severity is the one applyConfig settled on. The code links to
 * its entry in the rule reference shipped beside the server (opened offline), not to the engine's web address.
 */
export function toLspDiagnostic(doc: TextDocument, d: Diagnostic): LspDiagnostic {
  const out: LspDiagnostic = {
    range: toRange(doc, d),
    severity: SEVERITY[d.severity],
    code: d.code,
    source: SOURCE,
    message: d.message,
  };
  const description = codeDescription(d.code);
  if (description) out.codeDescription = description;
  return out;
}

/** One link object per code, shared by every diagnostic of it. */
const DESCRIPTIONS = new Map<string, CodeDescription | undefined>();
function codeDescription(code: string): CodeDescription | undefined {
  if (!DESCRIPTIONS.has(code)) {
    const href = ruleDocsHref(code);
    DESCRIPTIONS.set(code, href ? { href } : undefined);
  }
  return DESCRIPTIONS.get(code);
}
