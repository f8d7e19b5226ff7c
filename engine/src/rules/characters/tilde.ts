import { encodeFixes } from '../../fix/encode';
import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * RFC 1738 2.2 lists "~" among the unsafe characters that "gateways and other transport agents are known to
 * sometimes modify" ("All unsafe characters must always be encoded within a URL"). RFC 3986 2.3 later made it
 * unreserved, and it is in countless working home-page URLs. So by default it is a hint with no fix (encoding
 * it would rewrite correct text for a 1994 rule); the `strict` preset reports it as RFC 1738 does, an error whose
 * fix writes %7E (equivalent, RFC 3986 2.3 says, so the fix is safe).
 */
export const tilde: Rule = {
  meta: meta('tilde', { default: 'hint', strict: 'error' }, '2.2', '"~" is unsafe in RFC 1738 (unreserved since RFC 3986).', true),
  scope: 'characters',
  check(ctx) {
    const strict = ctx.preset === 'strict';
    for (const n of ctx.notable) {
      if (n.kind !== 'tilde') continue;
      if (strict) ctx.report(this.meta.code, n.start, n.end, '"~" is unsafe in RFC 1738 and must be encoded as %7E.', encodeFixes(ctx, n.start, n.end), ctx.productionAt(n.start));
      else ctx.report(this.meta.code, n.start, n.end, '"~" is unreserved since RFC 3986, but unsafe in RFC 1738.', [], ctx.productionAt(n.start));
    }
  },
};
