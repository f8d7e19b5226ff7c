import { isDigits } from '../../grammar/chars';
import { group } from '../../schemes/nntp';
import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * RFC 1738 section 5 (schemes/nntp.ts): nntpurl = "nntp://" hostport "/" group [ "/" digits ], with news's
 * group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ].
 */
export const nntpInvalid: Rule = {
  meta: meta('nntp-invalid', 'error', '3.7', 'An nntp URL is nntp://host/group or nntp://host/group/article-number.'),
  scope: 'nntp',
  check(ctx) {
    if (!ctx.host) return;
    const groupPart = ctx.part('group');
    if (!groupPart || groupPart.raw.length === 0) {
      const at = groupPart ? groupPart.start : ctx.host.part.end;
      // No "/" at all breaks nntpurl ("/" group is not optional); an empty one, the group.
      ctx.report(this.meta.code, Math.max(0, at - 1), Math.max(at, 1), 'An nntp URL needs a newsgroup name after the host.', [], groupPart ? 'group' : 'nntpurl');
      return;
    }
    const bad = group(ctx.url, groupPart.start, groupPart.end);
    if (bad >= 0) ctx.report(this.meta.code, bad, groupPart.end, `"${groupPart.raw}" is not a newsgroup name (a letter, then letters, digits, "-", ".", "+", "_").`, [], 'group');
    const num = ctx.part('article-number');
    if (num && !isDigits(num.raw)) {
      ctx.report(this.meta.code, num.raw ? num.start : num.start - 1, num.raw ? num.end : num.start, 'The article number must be digits.', [], 'digits');
    }
  },
};
