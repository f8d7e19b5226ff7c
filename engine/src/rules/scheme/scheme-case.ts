import { scheme as isSchemeName } from '../../grammar/scheme-name';
import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 section 5: "the scheme is in lower case; interpreters should use case-ignore". Upper case works,
 * but the canonical form is lower case. Only a scheme name the grammar accepts (grammar/scheme-name.ts, in either
 * case) is lower-cased: what else stands before the ":" (`<URL:\uD800R:>`) is no name to fix.
 */
export const schemeCase = defineRule({
  code: 'scheme-case',
  severity: 'hint',
  section: '2.1',
  description: 'Scheme names are canonically lower case.',
  fixable: { presets: 'both', fixAll: true },
  examples: {
    invalid: [{ url: 'HTTP://a.example/', fixed: 'http://a.example/' }],
  },
  scope: 'url',
  check(ctx, report) {
    const scheme = ctx.part('scheme');
    if (!scheme || scheme.raw === ctx.parsed.scheme) return;
    const fixes = isSchemeName(scheme.raw)
      ? [{ title: t('Lower-case the scheme to "{scheme}"', { scheme: ctx.parsed.scheme }), edits: [{ start: scheme.start, end: scheme.end, newText: ctx.parsed.scheme }], safe: true }]
      : [];
    report(scheme.start, scheme.end, t('Write the scheme in lower case: "{scheme}".', { scheme: ctx.parsed.scheme }), { fixes, production: 'scheme' });
  },
});
