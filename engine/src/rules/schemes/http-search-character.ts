import type { Part } from '../../types';
import { search } from '../../schemes/http';
import { meta } from '../meta';
import type { Rule, RuleContext, UrlFix } from '../rule';

/**
 * RFC 1738 3.3: "Within the <path> and <searchpart> components, "/", ";", "?" are reserved", and section 5:
 *   search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
 * so "/" and "?" have no place in an http search; nor in wais's, which is the same production (3.9). (Nor, by the
 * BNF, in gopher's; but 3.4.1 says no character is reserved in a gopher path: see schemes/gopher.ts.) RFC 3986 3.4 later allowed both in a query (query = *( pchar / "/" / "?" )), and real URLs use them all the
 * time ("?next=/home"). So by default each is a hint with no fix; in `strict` an error whose fix writes %2F or %3F.
 * That fix is not safe: a server may well treat "/" and "%2F" differently, so it is never applied by fix-all.
 */
export const httpSearchCharacter: Rule = {
  meta: meta('http-search-character', { default: 'hint', strict: 'error' }, '3.3', '"/" and "?" are not allowed in an http search (allowed in a query since RFC 3986).', true),
  scope: 'url',
  check(ctx) {
    const grammar = ctx.parsed.grammar;
    if (grammar === 'http' || grammar === 'wais') report(ctx, this.meta.code, ctx.part('search'));
  },
};

function report(ctx: RuleContext, code: string, part: Part | undefined): void {
  if (!part) return;
  const bad = search(ctx.url, part.start, part.end);
  if (!bad) return;
  const strict = ctx.preset === 'strict';
  const scheme = ctx.parsed.grammar;
  for (const i of bad) {
    const ch = ctx.url[i];
    if (!strict) {
      ctx.report(code, i, i + 1, `"${ch}" in ${a(scheme)} search is RFC 3986 syntax; RFC 1738 reserves it.`, [], 'search');
      continue;
    }
    const encoded = ch === '/' ? '%2F' : '%3F';
    const fix: UrlFix = { title: `Percent-encode "${ch}" as ${encoded}`, edits: [{ start: i, end: i + 1, newText: encoded }], safe: false };
    ctx.report(code, i, i + 1, `"${ch}" is reserved and not allowed in ${a(scheme)} search (RFC 1738 ${ctx.parsed.section}); encode it as ${encoded}.`, [fix], 'search');
  }
}

function a(scheme: string): string {
  return scheme === 'http' ? 'an http' : `a ${scheme}`;
}
