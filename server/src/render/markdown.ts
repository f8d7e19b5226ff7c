import { showInvisible, t } from '../../../engine/src';

/** Longest text shown for one value; a hover stays readable next to a 100 KB URL. */
const MAX_SHOWN = 160;

/**
 * Makes any string safe to show: control characters and lone surrogates become \u escapes (they would
 * otherwise break the Markdown or vanish), invisible characters (a no-break or zero-width space, a bidirectional
 * control) are written `<U+00A0>`, and long values are cut with an ellipsis.
 */
export function visible(s: string): string {
  const cut = showInvisible(s.length > MAX_SHOWN ? s.slice(0, MAX_SHOWN) : s);
  // eslint-disable-next-line no-control-regex
  const shown = cut.replace(/[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, (c) =>
    `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  );
  return s.length > MAX_SHOWN ? `${shown}…` : shown;
}

/**
 * An inline code span: a backtick fence longer than any backtick run inside, padded when the value starts or ends
 * with a backtick (CommonMark strips one space from each side of a span that has one on both).
 */
export function code(s: string): string {
  const v = visible(s);
  if (v.length === 0) return `*${t('(empty)')}*`;
  const longest = Math.max(0, ...(v.match(/`+/g) ?? []).map((r) => r.length));
  const fence = '`'.repeat(longest + 1);
  const pad = v.startsWith('`') || v.endsWith('`') || (v.startsWith(' ') && v.endsWith(' ')) ? ' ' : '';
  return `${fence}${pad}${v}${pad}${fence}`;
}

/** Text inside a line (never at its start, where `#`, `-` or `1.` would matter), with inline Markdown escaped. */
export function text(s: string): string {
  return visible(s).replace(/[\\`*_[\]<>|~]/g, '\\$&');
}
