import type { Hover, HoverParams } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { explainLinted } from '../../../engine/src';
import { type Analyses, diagnosticsOf, urlAt } from '../analysis/analyses';
import { toRange } from '../convert/positions';
import { renderHover } from '../render/hover-markdown';

/** Hover on any URL: its breakdown as Markdown, over the URL's whole span. */
export async function hover(analyses: Analyses, doc: TextDocument, params: HoverParams): Promise<Hover | null> {
  const offset = doc.offsetAt(params.position);
  const a = await analyses.around(doc.uri, { start: offset, end: offset });
  const u = a && urlAt(a, offset);
  if (!a || !u) return null;
  return {
    contents: { kind: 'markdown', value: renderHover(explainLinted(u), diagnosticsOf(a, u)) },
    range: toRange(doc, u.locator),
  };
}
