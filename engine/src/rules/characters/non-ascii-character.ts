import { encodeFixes, showChar } from '../../fix/encode';
import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * RFC 1738 2.2: "URLs are written only with the graphic printable characters of the US-ASCII coded character
 * set. The octets 80-FF hexadecimal are not used in US-ASCII." The fix encodes the character's UTF-8 octets.
 */
export const nonAsciiCharacter: Rule = {
  meta: meta('non-ascii-character', 'error', '2.2', 'Characters outside US-ASCII must be percent-encoded (as UTF-8).', true),
  scope: 'characters',
  check(ctx) {
    for (const n of ctx.notable) {
      if (n.kind !== 'non-ascii') continue;
      ctx.report(this.meta.code, n.start, n.end, `Non-ASCII character ${showChar(ctx.url.slice(n.start, n.end))} must be percent-encoded.`, encodeFixes(ctx.url, n.start, n.end));
    }
  },
};
