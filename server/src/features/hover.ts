import { type ClientCapabilities, type Hover, type HoverParams, MarkupKind } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { explainLinted } from '../../../engine/src';
import { type Analyses, diagnosticsOf, urlAt } from '../analysis/analyses';
import { toRange } from '../convert/positions';
import { renderHover } from '../render/hover-markdown';
import { renderHoverText } from '../render/hover-text';

/**
 * The format a client reads hovers in: the first of Markdown and plain text that its `textDocument.hover.contentFormat`
 * lists (LSP 3.17, HoverClientCapabilities: "The order describes the preferred format of the client"), plain text
 * when it lists neither or sends no list (MarkupContent: Markdown only for clients that announce it).
 */
export function hoverFormat(caps: ClientCapabilities): MarkupKind {
  const formats: unknown = caps.textDocument?.hover?.contentFormat;
  if (!Array.isArray(formats)) return MarkupKind.PlainText;
  const first = formats.find((f) => f === MarkupKind.Markdown || f === MarkupKind.PlainText) as MarkupKind | undefined;
  return first ?? MarkupKind.PlainText;
}

/** Hover on any URL: its breakdown in the client's format, over the URL's whole span. */
export async function hover(analyses: Analyses, doc: TextDocument, params: HoverParams, format: MarkupKind): Promise<Hover | null> {
  const offset = doc.offsetAt(params.position);
  const a = await analyses.around(doc.uri, { start: offset, end: offset });
  const u = a && urlAt(a, offset);
  if (!a || !u) return null;
  const ex = explainLinted(u);
  const problems = diagnosticsOf(a, u);
  return {
    contents: { kind: format, value: format === MarkupKind.Markdown ? renderHover(ex, problems) : renderHoverText(ex, problems) },
    range: toRange(doc, u.locator),
  };
}
