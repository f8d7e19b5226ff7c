import { meta } from '../meta';
import type { Rule, UrlFix } from '../rule';

/**
 * RFC 1738 3.3: "Within the <path> and <searchpart> components, "/", ";", "?" are reserved", and section 5:
 *   search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
 * so "/" and "?" have no place in an http search. RFC 3986 3.4 later allowed both in a query
 * (query = *( pchar / "/" / "?" )), and real URLs use them all the time ("?next=/home"). So by default each is a
 * hint with no fix; in `strict` an error whose fix writes %2F or %3F. That fix is not safe: a server may well
 * treat "/" and "%2F" differently, so it is never applied by fix-all.
 */
export const httpSearchCharacter: Rule = {
  meta: meta('http-search-character', { default: 'hint', strict: 'error' }, '3.3', '"/" and "?" are not allowed in an http search (allowed in a query since RFC 3986).', true),
  scope: 'http',
  check(ctx) {
    const search = ctx.part('search');
    if (!search) return;
    const strict = ctx.preset === 'strict';
    const { url } = ctx;
    for (let i = search.start; i < search.end; i++) {
      const c = url.charCodeAt(i);
      if (c !== 0x2f && c !== 0x3f) continue;
      const ch = url[i];
      if (!strict) {
        ctx.report(this.meta.code, i, i + 1, `"${ch}" in an http search is RFC 3986 syntax; RFC 1738 reserves it.`);
        continue;
      }
      const encoded = c === 0x2f ? '%2F' : '%3F';
      const fix: UrlFix = { title: `Percent-encode "${ch}" as ${encoded}`, edits: [{ start: i, end: i + 1, newText: encoded }], safe: false };
      ctx.report(this.meta.code, i, i + 1, `"${ch}" is reserved and not allowed in an http search (RFC 1738 3.3); encode it as ${encoded}.`, [fix]);
    }
  },
};
