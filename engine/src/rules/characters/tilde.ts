import { encodeFixes } from '../../fix/encode';
import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 2.2 lists "~" among the unsafe characters that "gateways and other transport agents are known to
 * sometimes modify" ("All unsafe characters must always be encoded within a URL"). RFC 3986 2.3 later made it
 * unreserved, and it is in countless working home-page URLs. So by default it is a hint with no fix (encoding
 * it would rewrite correct text for a 1994 rule); the `strict` preset reports it as RFC 1738 does, an error whose
 * fix writes %7E (equivalent, RFC 3986 2.3 says, so the fix is safe).
 */
export const tilde = defineRule({
  code: 'tilde',
  severity: { default: 'hint', strict: 'error', follows: 'RFC 3986 section 2.3' },
  section: '2.2',
  description: '"~" is unsafe in RFC 1738 (unreserved since RFC 3986).',
  details: `RFC 1738 lists \`~\` among the characters gateways may modify; RFC 3986 made it unreserved, and working home-page
URLs are full of it. By default it is a hint and nothing rewrites it; in the strict preset it is an error whose
fix encodes it.`,
  fixable: { presets: 'strict', fixAll: true, note: '`%7E` and `~` are equivalent, RFC 3986 section 2.3' },
  examples: {
    invalid: [{ url: 'http://a.example/~user/', fixed: 'http://a.example/%7Euser/' }],
  },
  scope: 'characters',
  check(ctx, report) {
    const strict = ctx.preset === 'strict';
    for (const n of ctx.notable) {
      if (n.kind !== 'tilde') continue;
      if (strict) report(n.start, n.end, t('"~" is unsafe in RFC 1738 and must be encoded as %7E.'), { fixes: encodeFixes(ctx, n.start, n.end), production: ctx.productionAt(n.start) });
      else report(n.start, n.end, t('"~" is unreserved since RFC 3986, but unsafe in RFC 1738.'), { production: ctx.productionAt(n.start) });
    }
  },
});
