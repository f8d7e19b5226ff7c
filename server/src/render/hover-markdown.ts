import type { Diagnostic, Explanation, ExplainedPart } from '../../../engine/src';
import { ruleByCode } from '../../../engine/src';
import { code, text } from './markdown';
import { ruleDocsHref } from './rule-docs';

/** A password row's text should the engine ever hand one over unmasked (RFC 1738 section 6: never echo one). */
export const MASK = '••••••';

const RFC = 'https://www.rfc-editor.org/rfc/rfc1738';

/** Where a code's documentation is: the shipped rule reference by default (see rule-docs.ts). */
export type DocsHref = (code: string) => string | undefined;

/**
 * The hover, short enough to show whole at VS Code's default hover size (a quarter of the editor's height, at least
 * 250 pixels, shared with the diagnostics' own hover and "Follow link"): one table whose header names the scheme
 * (as written) and its RFC 1738 section, one row per other part, then one line per problem code. The editor already
 * shows each diagnostic's full message above this hover, so a problem line gives only its severity, its code (linked
 * to its documentation), how many times it occurs in this URL and the rule's one-sentence description.
 *
 * The table has a Decoded column only when some part's decoded value differs from its raw text (a `%XX` escape):
 * otherwise it would repeat the Raw column. The engine's Explanation masks the password.
 */
export function renderHover(ex: Explanation, problems: readonly Diagnostic[], docsHref: DocsHref = ruleDocsHref): string {
  const lines: string[] = [];
  const scheme = ex.parts.find((p) => p.name === 'scheme')?.raw || ex.scheme;
  const title = `${code(scheme)} URL · [RFC 1738 §${text(ex.section)}](${RFC}#section-${encodeURIComponent(ex.section)})`;
  const parts = ex.parts.filter((p) => p.name !== 'scheme');
  const decoded = parts.some((p) => !p.implied && !isPassword(p) && p.value !== p.raw);
  lines.push(decoded ? `| ${title} | Raw | Decoded |` : `| ${title} | Value |`, decoded ? '| --- | --- | --- |' : '| --- | --- |');
  for (const p of parts) lines.push(row(p, decoded));
  lines.push('');
  for (const [c, ds] of byCode(problems)) {
    const href = docsHref(c);
    const name = href ? `[${code(c, false)}](${href})` : code(c, false);
    const times = ds.length > 1 ? ` ×${ds.length}` : '';
    const description = ruleByCode(c)?.description ?? ds[0]!.message;
    lines.push(`- ${ds[0]!.severity} ${name}${times}: ${text(description)}`);
  }
  return lines.join('\n').trimEnd();
}

function isPassword(p: ExplainedPart): boolean {
  return p.name === 'password';
}

function row(p: ExplainedPart, decoded: boolean): string {
  if (isPassword(p)) {
    const shown = code(p.masked ? p.raw : MASK); // the engine masks; this holds even if it did not
    return decoded ? `| ${text(p.name)} | ${shown} | ${shown} |` : `| ${text(p.name)} | ${shown} |`;
  }
  if (p.implied) return decoded ? `| ${text(p.name)} | *(implied)* | ${code(p.value)} (default) |` : `| ${text(p.name)} | ${code(p.value)} (default, implied) |`;
  return decoded ? `| ${text(p.name)} | ${code(p.raw)} | ${code(p.value)} |` : `| ${text(p.name)} | ${code(p.raw)} |`;
}

/** The problems grouped by code, in order of first occurrence; each group keeps its most severe first. */
function byCode(problems: readonly Diagnostic[]): Map<string, Diagnostic[]> {
  const groups = new Map<string, Diagnostic[]>();
  for (const d of problems) {
    const g = groups.get(d.code);
    if (g) g.push(d);
    else groups.set(d.code, [d]);
  }
  const rank = { error: 0, warning: 1, information: 2, hint: 3 } as const;
  for (const g of groups.values()) g.sort((a, b) => rank[a.severity] - rank[b.severity]);
  return groups;
}
