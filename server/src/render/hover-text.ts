import type { Diagnostic, Explanation } from '../../../engine/src';
import { hoverModel } from './hover-model';
import { visible } from './markdown';

const shown = (s: string) => (s === '' ? '(empty)' : visible(s));

/**
 * The hover in plain text, for clients whose `textDocument.hover.contentFormat` does not list Markdown (Emacs' eglot
 * without markdown-mode, say): the same content as the Markdown hover, laid out in columns that need no rendering.
 * No links: a client that shows text cannot follow them, and each diagnostic carries its documentation link already.
 */
export function renderHoverText(ex: Explanation, problems: readonly Diagnostic[]): string {
  const model = hoverModel(ex, problems);
  const lines = [`${shown(model.scheme)} URL, RFC 1738 section ${model.section}`];
  const width = Math.max(0, ...model.parts.map((p) => p.name.length));
  for (const p of model.parts) {
    const value = p.implied ? `${shown(p.raw)} (default, implied)` : p.decoded === undefined ? shown(p.raw) : `${shown(p.raw)} → ${shown(p.decoded)}`;
    lines.push(`  ${p.name.padEnd(width)}  ${value}`);
  }
  if (model.problems.length > 0) lines.push('');
  for (const p of model.problems) lines.push(`${p.severity} ${p.code}${p.times > 1 ? ` ×${p.times}` : ''}: ${visible(p.description)}`);
  return lines.join('\n');
}
