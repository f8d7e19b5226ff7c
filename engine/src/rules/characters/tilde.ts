import { encodeFixes } from '../../fix/encode';
import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * RFC 1738 2.2 lists "~" among the unsafe characters that "gateways and other transport agents are known to
 * sometimes modify". RFC 3986 later made it unreserved, so this is a warning rather than an error.
 */
export const tilde: Rule = {
  meta: meta('tilde', 'warning', '2.2', '"~" is unsafe in RFC 1738 (unreserved since RFC 3986).', true),
  scope: 'characters',
  check(ctx) {
    for (const n of ctx.notable) {
      if (n.kind !== 'tilde') continue;
      ctx.report(this.meta.code, n.start, n.end, '"~" is unsafe in RFC 1738; encode it as %7E for strict conformance.', encodeFixes(ctx.url, n.start, n.end));
    }
  },
};
