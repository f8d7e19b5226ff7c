import { fsegment } from '../../schemes/ftp';
import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * RFC 1738 section 5 (schemes/ftp.ts): fpath = fsegment *[ "/" fsegment ], fsegment = *[ uchar | "?" | ":" | "@" |
 * "&" | "=" ]: a ";" has no place in an ftp path but to start ";type=" after its last segment (3.2.2). RFC 3986 3.3
 * later allowed ";" in any path segment (a sub-delim), and FTP servers take it as an ordinary file-name character, so
 * by default a hint; an error in `strict`. No fix: whether the server reads "%3B" as ";" is the server's business.
 */
export const ftpInvalidPath: Rule = {
  meta: meta('ftp-invalid-path', { default: 'hint', strict: 'error' }, '3.2', 'A ";" in an ftp path segment must be encoded (only ";type=" may follow the path).'),
  scope: 'ftp',
  check(ctx) {
    const path = ctx.part('path');
    if (!path) return;
    for (const i of fsegment(ctx.url, path.start, path.end) ?? []) {
      ctx.report(this.meta.code, i, i + 1, `"${ctx.url[i]}" is reserved and not allowed in an ftp path segment (RFC 1738 3.2); RFC 3986 allows it.`, [], 'fsegment');
    }
  },
};
