import { scheme as isSchemeName } from '../../grammar/scheme-name';
import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * RFC 1738 section 5: "the scheme is in lower case; interpreters should use case-ignore". Upper case works,
 * but the canonical form is lower case. Only a scheme name the grammar accepts (grammar/scheme-name.ts, in either
 * case) is lower-cased: what else stands before the ":" (`<URL:\uD800R:>`) is no name to fix.
 */
export const schemeCase: Rule = {
  meta: meta('scheme-case', 'hint', '2.1', 'Scheme names are canonically lower case.', true),
  scope: 'url',
  check(ctx) {
    const scheme = ctx.part('scheme');
    if (!scheme || scheme.raw === ctx.parsed.scheme) return;
    const fixes = isSchemeName(scheme.raw)
      ? [{ title: `Lower-case the scheme to "${ctx.parsed.scheme}"`, edits: [{ start: scheme.start, end: scheme.end, newText: ctx.parsed.scheme }], safe: true }]
      : [];
    ctx.report(this.meta.code, scheme.start, scheme.end, `Write the scheme in lower case: "${ctx.parsed.scheme}".`, fixes, 'scheme');
  },
};
