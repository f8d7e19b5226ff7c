import type { DocumentLink } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Analyses } from '../analysis/analyses';
import { toRange } from '../convert/positions';

/** A target the client can parse as a URI at all: RFC 1738's scheme syntax (section 2.1). */
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/**
 * A link for every URL found. The range is the URL itself (inside a wrapper, without `<URL:` and `>`, and across
 * its line breaks); the target is the joined URL. Nothing is fetched: the editor opens it when the user asks.
 */
export async function documentLinks(analyses: Analyses, doc: TextDocument): Promise<DocumentLink[]> {
  const a = await analyses.full(doc.uri);
  if (!a) return [];
  const links: DocumentLink[] = [];
  a.linkTargets.forEach((target, i) => {
    if (SCHEME.test(target)) links.push({ range: toRange(doc, { start: a.linkSpans[2 * i], end: a.linkSpans[2 * i + 1] }), target });
  });
  return links;
}
