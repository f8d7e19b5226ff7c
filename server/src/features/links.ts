import type { DocumentLink } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { type Analyses, textOf } from '../analysis/analyses';
import { toRange } from '../convert/positions';
import { revisionOf } from '../documents/chunked-document';

/** A target the client can parse as a URI at all: RFC 1738's scheme syntax (section 2.1). */
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/**
 * A link for every URL found. The range is the URL itself (inside a wrapper, without `<URL:` and `>`, and across
 * its line breaks); the target is the joined URL. Nothing is fetched: the editor opens it when the user asks.
 */
export async function documentLinks(analyses: Analyses, doc: TextDocument): Promise<DocumentLink[]> {
  const a = await analyses.current(doc.uri);
  if (!a || a.revision !== revisionOf(doc)) return [];
  const text = textOf(doc);
  const links: DocumentLink[] = [];
  for (const u of a.urls) {
    const target = u.target ?? text.slice(u.linkStart, u.linkEnd);
    if (SCHEME.test(target)) links.push({ range: toRange(doc, { start: u.linkStart, end: u.linkEnd }), target });
  }
  return links;
}
