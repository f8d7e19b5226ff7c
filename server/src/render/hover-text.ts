import { type Diagnostic, type Explanation, t } from '../../../engine/src';
import { hoverModel } from './hover-model';
import { displayWidth, severityLabel } from '../../../project/src/l10n';
import { visible } from './markdown';

const shown = (s: string) => (s === '' ? t('(empty)') : visible(s));

/**
 * The hover in plain text, for clients whose `textDocument.hover.contentFormat` does not list Markdown (Emacs' eglot
 * without markdown-mode, say): the same content as the Markdown hover, laid out in columns that need no rendering.
 * No links: a client that shows text cannot follow them, and each diagnostic carries its documentation link already.
 */
export function renderHoverText(ex: Explanation, problems: readonly Diagnostic[]): string {
  const model = hoverModel(ex, problems);
  const lines = [
    model.relative
      ? t('Relative link destination, no scheme (CommonMark section {section})', { section: '6.3' })
      : t('{scheme} URL, RFC 1738 section {section}', { scheme: shown(model.scheme), section: model.section }),
  ];
  if (model.template) lines.push(t('Not a link: a template or a pattern cannot be opened as written.'));
  const width = Math.max(0, ...model.parts.map((p) => displayWidth(p.name)));
  for (const p of model.parts) {
    const decoded = p.decoded === undefined ? '' : p.legacy === undefined ? shown(p.decoded) : t('{decoded} (as {encodings})', { decoded: shown(p.decoded), encodings: p.legacy });
    const value = p.implied ? t('{value} (default, implied)', { value: shown(p.raw) }) : p.decoded === undefined ? shown(p.raw) : `${shown(p.raw)} → ${decoded}`;
    lines.push(`  ${p.name}${' '.repeat(width - displayWidth(p.name))}  ${value}`);
  }
  if (model.problems.length > 0) lines.push('');
  for (const p of model.problems) {
    const times = p.times > 1 ? ` ×${p.times}` : '';
    lines.push(t('{severity} {code}{times}: {description}', { severity: severityLabel(p.severity), code: p.code, times, description: visible(p.description) }));
  }
  return lines.join('\n');
}
