import { showChar } from '../../fix/encode';
import { t } from '../../l10n';
import { search } from '../../schemes/http';
import { defineRule } from '../define-rule';
import type { UrlFix } from '../rule';

/**
 * RFC 1738 3.3: "Within the <path> and <searchpart> components, "/", ";", "?" are reserved", and section 5:
 *   search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
 * so "/" and "?" have no place in an http search; nor in wais's, which is the same production (3.9). (Nor, by the
 * BNF, in gopher's; but 3.4.1 says no character is reserved in a gopher path: see schemes/gopher.ts.) RFC 3986 3.4 later allowed both in a query (query = *( pchar / "/" / "?" )), and real URLs use them all the
 * time ("?next=/home"). So by default each is a hint with no fix; in `strict` an error whose fix writes %2F or %3F.
 * That fix is not safe: a server may well treat "/" and "%2F" differently, so it is never applied by fix-all.
 */
export const httpSearchCharacter = defineRule({
  code: 'http-search-character',
  severity: { default: 'hint', strict: 'error', follows: 'RFC 3986 section 3.4' },
  section: '3.3',
  description: '"/" and "?" are not allowed in an http search (allowed in a query since RFC 3986).',
  details: `Section 5 of RFC 1738 gives \`search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]\`, and "/" and "?" are reserved
(3.3); RFC 3986 allows both in a query. One diagnostic per character, in http and https URLs, and in the search
of wais URLs (3.9), which is the same production. (Not in gopher's: "Within the <gopher-path>, no characters are
reserved", 3.4.1.)`,
  fixable: { presets: 'strict', fixAll: false, note: 'a server may treat "/" and "%2F" differently' },
  examples: {
    invalid: [{ url: 'http://a.example/login?next=/home', fixed: 'http://a.example/login?next=%2Fhome' }],
    valid: [{ url: 'http://a.example/login?next=%2Fhome' }],
  },
  scope: 'url',
  check(ctx, report) {
    const scheme = ctx.parsed.grammar;
    if (scheme !== 'http' && scheme !== 'wais') return;
    const part = ctx.part('search');
    const bad = part && search(ctx.url, part.start, part.end);
    if (!bad) return;
    const strict = ctx.preset === 'strict';
    for (const i of bad) {
      const ch = ctx.url[i]!;
      if (!strict) {
        const message =
          scheme === 'http'
            ? t('"{character}" in an http search is RFC 3986 syntax; RFC 1738 reserves it.', { character: ch })
            : t('"{character}" in a wais search is RFC 3986 syntax; RFC 1738 reserves it.', { character: ch });
        report(i, i + 1, message, { production: 'search' });
        continue;
      }
      const encoded = ch === '/' ? '%2F' : '%3F';
      const fix: UrlFix = { title: t('Percent-encode {text} as {encoded}', { text: showChar(ch), encoded }), edits: [{ start: i, end: i + 1, newText: encoded }], safe: false };
      const args = { character: ch, section: ctx.parsed.section, encoded };
      const message =
        scheme === 'http'
          ? t('"{character}" is reserved and not allowed in an http search (RFC 1738 {section}); encode it as {encoded}.', args)
          : t('"{character}" is reserved and not allowed in a wais search (RFC 1738 {section}); encode it as {encoded}.', args);
      report(i, i + 1, message, { fixes: [fix], production: 'search' });
    }
  },
});
