import { encodingSafe } from '../../fix/encode-safety';
import { meta } from '../meta';
import type { Rule } from '../rule';

/** RFC 1738 3.5: "Note that the percent sign ("%") is commonly used within RFC 822 addresses and must be encoded." */
export const mailtoUnencodedPercent: Rule = {
  meta: meta('mailto-unencoded-percent', 'error', '3.5', 'A "%" in a mail address must be encoded as %25.', true),
  scope: 'characters',
  check(ctx) {
    if (ctx.parsed.grammar !== 'mailto') return;
    for (const n of ctx.notable) {
      if (n.kind !== 'bad-percent') continue;
      ctx.report(this.meta.code, n.start, n.end, 'A "%" in a mail address must be encoded as %25.', [
        { title: 'Encode "%" as %25', edits: [{ start: n.start, end: n.end, newText: '%25' }], safe: encodingSafe(ctx, n.start, n.end) },
      ], 'escape');
    }
  },
};
