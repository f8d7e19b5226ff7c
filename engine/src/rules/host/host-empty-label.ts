import { meta } from '../meta';
import type { Rule } from '../rule';

/** RFC 1738 section 5: hostname = *[ domainlabel "." ] toplabel, and a label has at least one character. */
export const hostEmptyLabel: Rule = {
  meta: meta('host-empty-label', 'error', '3.1', 'Host names have no empty labels ("..", or a leading or trailing ".").'),
  scope: 'host',
  check(ctx) {
    const host = ctx.host;
    if (!host || host.kind !== 'name' || host.part.raw === '') return;
    const { labels } = host;
    for (let i = 0; i < labels.length; i++) {
      if (labels[i].raw.length > 0) continue;
      // Point at the dot that makes the empty label: the one after it, or before it for the last label.
      const dot = i < labels.length - 1 ? labels[i].end : labels[i].start - 1;
      ctx.report(this.meta.code, dot, dot + 1, 'Empty label in the host name.', [], 'hostname');
    }
  },
};
