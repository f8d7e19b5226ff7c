import { encodeFixes } from '../../fix/encode';
import type { RuleMeta } from '../meta';
import type { Notable } from '../notable';
import type { Rule } from '../rule';

/**
 * The shape shared by the rules of RFC 1738 2.2 that say "these must be encoded": report each notable character
 * of one kind where it stands, with the fix that percent-encodes it (see encodeFixes for when it is not safe). The
 * production it breaks is the one of the part it stands in (an unsafe character in an http path breaks `hsegment`).
 */
export function encodeCharacterRule(meta: RuleMeta, kind: Notable['kind'], message: (text: string) => string): Rule {
  return {
    meta,
    scope: 'characters',
    check(ctx) {
      for (const n of ctx.notable) {
        if (n.kind !== kind) continue;
        ctx.report(meta.code, n.start, n.end, message(ctx.url.slice(n.start, n.end)), encodeFixes(ctx, n.start, n.end), ctx.productionAt(n.start));
      }
    },
  };
}
