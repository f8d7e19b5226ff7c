import type { DocumentLink } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { type Analyses, textOf } from '../analysis/analyses';
import { toRange } from '../convert/positions';
import { revisionOf } from '../documents/chunked-document';

/** A target the client can parse as a URI at all: RFC 1738's scheme syntax (section 2.1). */
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** The code of the rule that finds placeholders and patterns (rules/url/url-template.ts). */
const TEMPLATE = 'url-template';

/**
 * A link for every URL found. The range is the URL itself (inside a wrapper, without `<URL:` and `>`, and across
 * its line breaks); the target is the joined URL. Nothing is fetched: the editor opens it when the user asks.
 * A template or a pattern (`https://api.example/items/{id}`, `http://$HOST/`, `http://.*gnome.org`: what the
 * url-template rule finds, whatever its setting) is no link: opened as written it names nothing, and the hover says
 * why (render/hover-model.ts).
 */
export async function documentLinks(analyses: Analyses, doc: TextDocument): Promise<DocumentLink[]> {
  const a = await analyses.current(doc.uri);
  if (!a || a.revision !== revisionOf(doc)) return [];
  const text = textOf(doc);
  const links: DocumentLink[] = [];
  for (const u of a.urls) {
    if (u.diagnostics.some((d) => d.code === TEMPLATE)) continue;
    const target = u.target ?? text.slice(u.linkStart, u.linkEnd);
    if (SCHEME.test(target)) links.push({ range: toRange(doc, { start: u.linkStart, end: u.linkEnd }), target });
  }
  return links;
}
