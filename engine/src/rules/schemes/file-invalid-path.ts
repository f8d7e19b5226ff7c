import { fsegment } from '../../schemes/file';
import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * RFC 1738 section 5 (schemes/file.ts): fileurl = "file://" [ host | "localhost" ] "/" fpath, with ftp's
 * fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]: no ";". RFC 3986 3.3 (and RFC 8089's file URIs, which use its
 * path-absolute) allow ";" in a path segment, so by default a hint; an error in `strict`. No fix.
 */
export const fileInvalidPath: Rule = {
  meta: meta('file-invalid-path', { default: 'hint', strict: 'error' }, '3.10', 'A ";" in a file path segment must be encoded.'),
  scope: 'file',
  check(ctx) {
    const path = ctx.part('path');
    if (!path) return;
    for (const i of fsegment(ctx.url, path.start, path.end) ?? []) {
      ctx.report(this.meta.code, i, i + 1, `"${ctx.url[i]}" is reserved and not allowed in a file path segment (RFC 1738 3.10); RFC 3986 allows it.`, [], 'fsegment');
    }
  },
};
