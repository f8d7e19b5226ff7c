import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * RFC 1738 section 5 (schemes/http.ts): httpurl = "http://" hostport [ "/" hpath [ "?" search ]]: a search comes
 * after the "/" and an hpath, so "http://host?q" breaks httpurl. RFC 3986 3 allows an empty path before a query
 * (hier-part = "//" authority path-abempty), and browsers send "/?q" for it: by default a hint, in `strict` an error
 * whose fix inserts the "/" (safe: RFC 3986 6.2.3 makes an empty path and "/" equivalent for http).
 */
export const httpInvalidPath: Rule = {
  meta: meta('http-invalid-path', { default: 'hint', strict: 'error' }, '3.3', 'An http search ("?") comes after "/" and the path.', true),
  scope: 'http',
  check(ctx) {
    const search = ctx.part('search');
    if (!search || ctx.part('path')) return;
    const q = search.start - 1;
    const fixes = ctx.preset === 'strict' ? [{ title: 'Insert "/" before "?"', edits: [{ start: q, end: q, newText: '/' }], safe: true }] : [];
    ctx.report(this.meta.code, q, q + 1, 'RFC 1738 puts "/" between the host and "?" (http://host/?search); RFC 3986 allows it without.', fixes, 'httpurl');
  },
};
