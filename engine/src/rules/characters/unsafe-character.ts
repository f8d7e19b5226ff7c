import { encodeFixes, showChar } from '../../fix/encode';
import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * RFC 1738 2.2: "All unsafe characters must always be encoded within a URL." Unsafe: space, "<", ">", '"',
 * "#" (beyond the first, which starts a fragment), "{", "}", "|", "\", "^", "[", "]", "`".
 */
export const unsafeCharacter: Rule = {
  meta: meta('unsafe-character', 'error', '2.2', 'Unsafe characters must be percent-encoded.', true),
  scope: 'characters',
  check(ctx) {
    for (const n of ctx.notable) {
      if (n.kind !== 'unsafe') continue;
      ctx.report(this.meta.code, n.start, n.end, `Unsafe character ${showChar(ctx.url[n.start])} must be percent-encoded.`, encodeFixes(ctx.url, n.start, n.end));
    }
  },
};
