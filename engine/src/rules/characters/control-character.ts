import { encodeFixes, showChar } from '../../fix/encode';
import { meta } from '../meta';
import type { Rule } from '../rule';

/** RFC 1738 2.2: "the octets 00-1F and 7F hexadecimal represent control characters; these must be encoded." */
export const controlCharacter: Rule = {
  meta: meta('control-character', 'error', '2.2', 'Control characters must be percent-encoded.', true),
  scope: 'characters',
  check(ctx) {
    for (const n of ctx.notable) {
      if (n.kind !== 'control') continue;
      ctx.report(this.meta.code, n.start, n.end, `Control character ${showChar(ctx.url[n.start])} must be percent-encoded.`, encodeFixes(ctx.url, n.start, n.end));
    }
  },
};
