import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * RFC 1738 section 5: "the scheme is in lower case; interpreters should use case-ignore". Upper case works,
 * but the canonical form is lower case.
 */
export const schemeCase: Rule = {
  meta: meta('scheme-case', 'hint', '2.1', 'Scheme names are canonically lower case.', true),
  scope: 'url',
  check(ctx) {
    const scheme = ctx.part('scheme');
    if (!scheme || scheme.raw === ctx.parsed.scheme) return;
    ctx.report(this.meta.code, scheme.start, scheme.end, `Write the scheme in lower case: "${ctx.parsed.scheme}".`, [
      { title: `Lower-case the scheme to "${ctx.parsed.scheme}"`, edits: [{ start: scheme.start, end: scheme.end, newText: ctx.parsed.scheme }], safe: true },
    ]);
  },
};
