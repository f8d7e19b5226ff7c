import { type Diagnostic, type Explanation, t } from '../../../engine/src';
import { type HoverPart, hoverModel } from './hover-model';
import { severityLabel } from '../../../project/src/l10n';
import { code, text } from './markdown';
import { ruleDocsHref } from './rule-docs';

const RFC = 'https://www.rfc-editor.org/rfc/rfc1738';
/** Where CommonMark defines a link destination: what a relative one (no scheme, so no RFC 1738 URL) is held to. */
const COMMONMARK_DESTINATION = 'https://spec.commonmark.org/0.31.2/#link-destination';

/** Where a code's documentation is: the shipped rule reference by default (see rule-docs.ts). */
export type DocsHref = (code: string) => string | undefined;

/**
 * The hover in Markdown, short enough to show whole at VS Code's default hover size (a quarter of the editor's
 * height, at least 250 pixels, shared with the diagnostics' own hover and "Follow link"): a line naming the scheme
 * (as written) and its RFC 1738 section, one list item per other part, then, below a rule, one item per problem code.
 * The editor already shows each diagnostic's full message above this hover, so a problem line gives only its
 * severity, its code (linked to its documentation), how many times it occurs in this URL and the rule's description.
 *
 * Lists, not a table: clients that show the Markdown as it is written (Neovim's hover window) or without GFM tables
 * get lines that read as they stand, one per part as the table had one row per part (test/ui checks that VS Code
 * shows the whole hover). A part whose decoded value differs from its raw text (a `%XX` escape) shows both,
 * `raw` → `decoded`.
 */
export function renderHover(ex: Explanation, problems: readonly Diagnostic[], docsHref: DocsHref = ruleDocsHref): string {
  const model = hoverModel(ex, problems);
  const section = text(t('RFC 1738 §{section}', { section: model.section }));
  const heading = model.relative
    ? `${text(t('Relative link destination, no scheme'))} · [${text(t('CommonMark §{section}', { section: '6.3' }))}](${COMMONMARK_DESTINATION})`
    : `${code(model.scheme)} URL · [${section}](${RFC}#section-${encodeURIComponent(model.section)})`;
  const lines = [heading, ''];
  if (model.template) lines.push(`*${text(t('Not a link: a template or a pattern cannot be opened as written.'))}*`, '');
  for (const p of model.parts) lines.push(`- ${t('{part}: {value}', { part: text(p.name), value: shown(p) })}`);
  // The rule ends the parts' list; without it the problems would continue the same list.
  if (model.problems.length > 0) lines.push('', '---', '');
  for (const p of model.problems) {
    const href = docsHref(p.code);
    const name = href ? `[${code(p.code)}](${href})` : code(p.code);
    const times = p.times > 1 ? ` ×${p.times}` : '';
    lines.push(`- ${t('{severity} {code}{times}: {description}', { severity: text(severityLabel(p.severity)), code: name, times, description: text(p.description) })}`);
  }
  return lines.join('\n');
}

function shown(p: HoverPart): string {
  if (p.implied) return t('{value} (default, implied)', { value: code(p.raw) });
  if (p.decoded === undefined) return code(p.raw);
  return p.legacy === undefined ? `${code(p.raw)} → ${code(p.decoded)}` : `${code(p.raw)} → ${t('{decoded} (as {encodings})', { decoded: code(p.decoded), encodings: text(p.legacy) })}`;
}
