import { meta } from '../meta';
import type { Rule } from '../rule';

/** RFC 1738 section 5: nntpurl = "nntp://" hostport "/" group [ "/" digits ]. */
export const nntpInvalid: Rule = {
  meta: meta('nntp-invalid', 'error', '3.7', 'An nntp URL is nntp://host/group or nntp://host/group/article-number.'),
  scope: 'nntp',
  check(ctx) {
    if (ctx.parsed.grammar !== 'nntp' || !ctx.host) return;
    const group = ctx.part('group');
    if (!group || group.raw.length === 0) {
      const at = group ? group.start : ctx.host.part.end;
      ctx.report(this.meta.code, Math.max(0, at - 1), Math.max(at, 1), 'An nntp URL needs a newsgroup name after the host.');
      return;
    }
    const num = ctx.part('article-number');
    if (num && !/^[0-9]+$/.test(num.raw)) {
      ctx.report(this.meta.code, num.raw ? num.start : num.start - 1, num.raw ? num.end : num.start, 'The article number must be digits.');
    }
  },
};
