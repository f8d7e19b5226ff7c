import { t } from '../../l10n';
import { fsegment } from '../../schemes/ftp';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 section 5 (schemes/ftp.ts): fpath = fsegment *[ "/" fsegment ], fsegment = *[ uchar | "?" | ":" | "@" |
 * "&" | "=" ]: a ";" has no place in an ftp path but to start ";type=" after its last segment (3.2.2). RFC 3986 3.3
 * later allowed ";" in any path segment (a sub-delim), and FTP servers take it as an ordinary file-name character, so
 * by default a hint; an error in `strict`. No fix: whether the server reads "%3B" as ";" is the server's business.
 */
export const ftpInvalidPath = defineRule({
  code: 'ftp-invalid-path',
  severity: { default: 'hint', strict: 'error', follows: 'RFC 3986 section 3.3' },
  section: '3.2',
  description: 'A ";" in an ftp path segment must be encoded (only ";type=" may follow the path).',
  details: `Section 5 of RFC 1738 gives \`fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]\`: no ";" but the one that starts
";type=" after the last segment. RFC 3986 allows ";" in any path segment, so by default this is a hint.`,
  fixable: false,
  examples: {
    invalid: [{ url: 'ftp://a.example/a;b/c' }],
    valid: [{ url: 'ftp://a.example/a/c;type=i' }],
  },
  scope: 'ftp',
  check(ctx, report) {
    const path = ctx.part('path');
    if (!path) return;
    for (const i of fsegment(ctx.url, path.start, path.end) ?? []) {
      report(i, i + 1, t('"{character}" is reserved and not allowed in an ftp path segment (RFC 1738 3.2); RFC 3986 allows it.', { character: ctx.url[i]! }), { production: 'fsegment' });
    }
  },
});
