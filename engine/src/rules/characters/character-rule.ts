import { encodeFixes } from '../../fix/encode';
import type { Report } from '../define-rule';
import type { Notable } from '../notable';
import type { RuleContext } from '../rule';

/**
 * The check shared by the rules of RFC 1738 2.2 that say "these must be encoded": report each notable character
 * of one kind where it stands, with the fix that percent-encodes it (see encodeFixes for when it is not safe). The
 * production it breaks is the one of the part it stands in (an unsafe character in an http path breaks `hsegment`).
 */
export function encodeCharacters(kind: Notable['kind'], message: (text: string) => string): (ctx: RuleContext, report: Report) => void {
  return (ctx, report) => {
    for (const n of ctx.notable) {
      if (n.kind !== kind) continue;
      report(n.start, n.end, message(ctx.url.slice(n.start, n.end)), { fixes: encodeFixes(ctx, n.start, n.end), production: ctx.productionAt(n.start) });
    }
  };
}
