import { type Diagnostic, type Explanation, t } from '../../../engine/src';
import { hoverModel } from './hover-model';
import { severityLabel } from './labels';
import { visible } from './markdown';

const shown = (s: string) => (s === '' ? t('(empty)') : visible(s));

/**
 * The hover in plain text, for clients whose `textDocument.hover.contentFormat` does not list Markdown (Emacs' eglot
 * without markdown-mode, say): the same content as the Markdown hover, laid out in columns that need no rendering.
 * No links: a client that shows text cannot follow them, and each diagnostic carries its documentation link already.
 */
export function renderHoverText(ex: Explanation, problems: readonly Diagnostic[]): string {
  const model = hoverModel(ex, problems);
  const lines = [t('{scheme} URL, RFC 1738 section {section}', { scheme: shown(model.scheme), section: model.section })];
  const width = Math.max(0, ...model.parts.map((p) => columns(p.name)));
  for (const p of model.parts) {
    const value = p.implied ? t('{value} (default, implied)', { value: shown(p.raw) }) : p.decoded === undefined ? shown(p.raw) : `${shown(p.raw)} → ${shown(p.decoded)}`;
    lines.push(`  ${p.name}${' '.repeat(width - columns(p.name))}  ${value}`);
  }
  if (model.problems.length > 0) lines.push('');
  for (const p of model.problems) {
    const times = p.times > 1 ? ` ×${p.times}` : '';
    lines.push(t('{severity} {code}{times}: {description}', { severity: severityLabel(p.severity), code: p.code, times, description: visible(p.description) }));
  }
  return lines.join('\n');
}

/**
 * How many columns a part's name takes in a monospaced window: two for each East Asian wide or full-width character
 * (Unicode UAX #11: the CJK and Hangul blocks, full-width forms), one for any other. The names are the hover's own
 * labels, so these ranges cover every one of them; `padEnd` counts UTF-16 units and would misalign Chinese labels.
 */
function columns(s: string): number {
  let n = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    const wide = (c >= 0x1100 && c <= 0x115f) || (c >= 0x2e80 && c <= 0xa4cf) || (c >= 0xac00 && c <= 0xd7a3) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0xfe30 && c <= 0xfe4f) || (c >= 0xff00 && c <= 0xff60) || (c >= 0xffe0 && c <= 0xffe6);
    n += wide ? 2 : 1;
  }
  return n;
}
