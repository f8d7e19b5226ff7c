import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 section 5 (schemes/http.ts): httpurl = "http://" hostport [ "/" hpath [ "?" search ]]: a search comes
 * after the "/" and an hpath, so "http://host?q" breaks httpurl. RFC 3986 3 allows an empty path before a query
 * (hier-part = "//" authority path-abempty), and browsers send "/?q" for it: by default a hint, in `strict` an error
 * whose fix inserts the "/" (safe: RFC 3986 6.2.3 makes an empty path and "/" equivalent for http). Not safe after
 * a backslash: a browser (WHATWG URL) reads it as "/" in http, so `http://h\B?q` has the path /B, and a "/" inserted
 * would make it /B/.
 */
export const httpInvalidPath = defineRule({
  code: 'http-invalid-path',
  severity: { default: 'hint', strict: 'error', follows: 'RFC 3986 section 3' },
  section: '3.3',
  description: 'An http search ("?") comes after "/" and the path.',
  details: `Section 5 of RFC 1738 gives \`httpurl = "http://" hostport [ "/" hpath [ "?" search ]]\`; RFC 3986 allows an empty
path before a query, so by default this is a hint.`,
  fixable: { presets: 'strict', fixAll: true, note: 'an empty path and "/" are the same for http, RFC 3986 6.2.3' },
  examples: {
    invalid: [{ url: 'http://a.example?q=1', fixed: 'http://a.example/?q=1' }],
    valid: [{ url: 'http://a.example/?q=1' }],
  },
  scope: 'http',
  check(ctx, report) {
    const search = ctx.part('search');
    if (!search || ctx.part('path')) return;
    const q = search.start - 1;
    const safe = ctx.url.lastIndexOf('\\', q) < 0;
    const fixes = ctx.preset === 'strict' ? [{ title: t('Insert "/" before "?"'), edits: [{ start: q, end: q, newText: '/' }], safe }] : [];
    report(q, q + 1, t('RFC 1738 puts "/" between the host and "?" (http://host/?search); RFC 3986 allows it without.'), { fixes, production: 'httpurl' });
  },
});
