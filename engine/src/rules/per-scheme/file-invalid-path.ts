import { t } from '../../l10n';
import { fsegment } from '../../schemes/file';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 section 5 (schemes/file.ts): fileurl = "file://" [ host | "localhost" ] "/" fpath, with ftp's
 * fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]: no ";". RFC 3986 3.3 (and RFC 8089's file URIs, which use its
 * path-absolute) allow ";" in a path segment, so by default a hint; an error in `strict`. No fix.
 */
export const fileInvalidPath = defineRule({
  code: 'file-invalid-path',
  severity: { default: 'hint', strict: 'error', follows: 'RFC 8089 section 2 (RFC 3986 section 3.3)' },
  section: '3.10',
  description: 'A ";" in a file path segment must be encoded.',
  details: `A file URL's path is ftp's \`fpath\` (section 5), whose segments have no ";"; RFC 3986 allows it, so by default this
is a hint.`,
  fixable: false,
  examples: {
    invalid: [{ url: 'file:///a;b' }],
    valid: [{ url: 'file:///a%3Bb' }],
  },
  scope: 'file',
  check(ctx, report) {
    const path = ctx.part('path');
    if (!path) return;
    for (const i of fsegment(ctx.url, path.start, path.end) ?? []) {
      report(i, i + 1, t('"{character}" is reserved and not allowed in a file path segment (RFC 1738 3.10); RFC 3986 allows it.', { character: ctx.url[i]! }), { production: 'fsegment' });
    }
  },
});
