import { meta } from '../meta';
import type { Rule } from '../rule';

/** RFC 1738 3.1 defers to RFC 1034 section 3.5 for host names, whose labels "must be 63 characters or less". */
export const hostLabelTooLong: Rule = {
  meta: meta('host-label-too-long', 'error', '3.1', 'Host labels are at most 63 characters (RFC 1034).'),
  scope: 'host',
  check(ctx) {
    const host = ctx.host;
    if (!host || host.kind !== 'name' || host.part.raw === '') return;
    for (const label of host.labels) {
      if (label.raw.length > 63) ctx.report(this.meta.code, label.start, label.end, `Host label is ${label.raw.length} characters long; the limit is 63.`, [], ctx.productionAt(label.start));
    }
  },
};
