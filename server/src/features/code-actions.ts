import { type CodeAction, CodeActionKind, type CodeActionParams } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { type Diagnostic, type DocumentType, fixAllEdits, readDocument, t } from '../../../engine/src';
import { type Analyses, diagnosticsOf, urlsIn } from '../analysis/analyses';
import { toLspDiagnostic } from '../convert/diagnostics';
import { toSpan, touches } from '../convert/positions';
import { SERVER_COMMANDS } from './command-ids';
import { ruleActions } from './rule-actions';
import { workspaceEdit } from './workspace-edit';

export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.urlsmith`;
/** "Ignore <host> in this workspace": a quick fix that changes the config, not the document. */
export const IGNORE_HOST_KIND = `${CodeActionKind.QuickFix}.urlsmith.ignoreHost`;
export const CODE_ACTION_KINDS = [CodeActionKind.QuickFix, CodeActionKind.RefactorRewrite, FIX_ALL_KIND];

/**
 * The quick-fix menu's "Fix all urlsmith problems" (as vscode-eslint's "Fix all auto-fixable problems"), in the
 * client's language: a function, since the language is known only once the client has said it (initialize).
 */
export const fixAllTitle = (): string => t('Fix all urlsmith problems');

/**
 * Quick fixes for the diagnostics under the range, "Fix all problems in this URL", "Fix all urlsmith problems" (the
 * whole document) when a problem under the range has a safe fix, "Disable <code> for this line" and "Show
 * documentation for <code>" for each code under the range, and `source.fixAll.urlsmith` (for
 * editor.codeActionsOnSave) when it is asked for. A URL with no problem gets no action unless one is asked for:
 * "Wrap in <URL:...>" (RFC 1738's appendix) is a refactor, offered only when the client asks for refactors (VS
 * Code's Refactor menu, not the lightbulb), and only for a bare URL in running text (DocumentReading.isProse: plain
 * text, roff, comments), never in a string literal, a config value or Markdown, where the wrapper would change the
 * value or the link. The rule actions and the refactor need `documentType`, how the server reads the document (its settings'
 * `documentTypes` included): without it they are not offered. "Show documentation" runs a command only a client
 * that said it has one (`initializationOptions.showRuleDocumentation`, the VS Code client) can run.
 */
export async function codeActions(
  analyses: Analyses,
  doc: TextDocument,
  params: CodeActionParams,
  versioned: boolean,
  documentType?: DocumentType,
  showDocumentation = false,
  /** Whether "Ignore <host> in this workspace" can write a config inside a workspace folder (ignoreHostTarget). */
  ignoreHostOffered = false,
): Promise<CodeAction[]> {
  const only = params.context.only;
  const wants = (kind: string) => !only || only.some((o) => kind === o || kind.startsWith(`${o}.`));
  const refactors = only !== undefined && documentType !== undefined && wants(CodeActionKind.RefactorRewrite);
  // Read once for the request, when first asked: the refactor's prose test and the rule actions' views share it.
  const reading = documentType !== undefined ? readDocument(documentType, doc.getText()) : undefined;
  const prose = refactors ? reading : undefined;
  const span = toSpan(doc, params.range);
  const actions: CodeAction[] = [];

  if (wants(CodeActionKind.QuickFix) || wants(CodeActionKind.RefactorRewrite)) {
    const a = await analyses.around(doc.uri, span);
    if (!a) return actions;
    const under: Diagnostic[] = [];
    const hosts = new Map<string, Diagnostic[]>();
    let fixableUnder = false;
    for (const u of urlsIn(a, span)) {
      const ds = diagnosticsOf(a, u);
      if (wants(CodeActionKind.QuickFix)) {
        const host = u.parsed.parts.find((p) => p.name === 'host')?.value;
        for (const d of ds.filter((x) => touches(x, span))) {
          under.push(d);
          if (host) hosts.set(host.toLowerCase(), [...(hosts.get(host.toLowerCase()) ?? []), d]);
          if (d.fixes.some((f) => f.safe)) fixableUnder = true;
          for (const fix of d.fixes) {
            actions.push({
              title: fix.title,
              kind: CodeActionKind.QuickFix,
              diagnostics: [toLspDiagnostic(doc, d)],
              isPreferred: d.fixes.length === 1,
              edit: workspaceEdit(doc, fix.edits, versioned),
            });
          }
        }
        const fixable = ds.filter((d) => d.fixes.some((f) => f.safe));
        const edits = fixable.length > 1 ? fixAllEdits(fixable) : [];
        if (edits.length > 0) {
          actions.push({
            title: t('Fix all problems in this URL'),
            kind: CodeActionKind.QuickFix,
            diagnostics: fixable.map((d: Diagnostic) => toLspDiagnostic(doc, d)),
            edit: workspaceEdit(doc, edits, versioned),
          });
        }
      }
      if (prose && u.locator.kind === 'bare' && prose.isProse(u.locator.start, u.locator.end)) {
        const { start, end } = u.locator;
        actions.push({
          title: t('Wrap in <URL:...>'),
          kind: CodeActionKind.RefactorRewrite,
          edit: workspaceEdit(doc, [{ start, end: start, newText: '<URL:' }, { start: end, end, newText: '>' }], versioned),
        });
      }
    }
    // A command, not an edit: the edit needs the whole document checked, which the lightbulb must not wait for; the
    // server command waits for it when the user picks the entry. Offered when it does more than one fix would.
    if (fixableUnder && a.visible.filter((d) => d.fixes.some((f) => f.safe)).length > 1) {
      const title = fixAllTitle();
      actions.push({ title, kind: CodeActionKind.QuickFix, command: { title, command: SERVER_COMMANDS.fixAll, arguments: [{ uri: doc.uri }] } });
    }
    if (documentType !== undefined && wants(CodeActionKind.QuickFix)) actions.push(...ruleActions(doc, under, documentType, versioned, showDocumentation, a.urls.map((u) => u.locator), reading));
    // Written to a config file: only where that config lies inside a workspace folder (never the user's own files).
    if (ignoreHostOffered && wants(IGNORE_HOST_KIND)) {
      for (const [host, ds] of hosts) {
        const title = t('Ignore {host} in this workspace', { host });
        actions.push({
          title,
          kind: IGNORE_HOST_KIND,
          diagnostics: ds.map((d) => toLspDiagnostic(doc, d)),
          command: { title, command: SERVER_COMMANDS.ignoreHost, arguments: [{ uri: doc.uri, host }] },
        });
      }
    }
  }

  // Only on request: it needs the whole document analysed, which a lightbulb must never wait for.
  if (only && wants(FIX_ALL_KIND)) {
    const a = await analyses.full(doc.uri);
    const edits = a ? fixAllEdits(a.visible) : [];
    if (edits.length > 0) actions.push({ title: fixAllTitle(), kind: FIX_ALL_KIND, edit: workspaceEdit(doc, edits, versioned) });
  }
  return actions;
}
