import { meta } from '../meta';
import type { Rule } from '../rule';

/** RFC 1738 3.1: "each domain label starting and ending with an alphanumerical character and possibly also containing "-" characters". */
export const hostLabelHyphen: Rule = {
  meta: meta('host-label-hyphen', 'error', '3.1', 'Host labels do not start or end with "-".'),
  scope: 'host',
  check(ctx) {
    const host = ctx.host;
    if (!host || host.kind !== 'name' || host.part.raw === '') return;
    for (const label of host.labels) {
      if (label.raw.startsWith('-')) ctx.report(this.meta.code, label.start, label.start + 1, `Host label "${label.raw}" starts with "-".`, [], ctx.productionAt(label.start));
      if (label.raw.length > 1 && label.raw.endsWith('-')) ctx.report(this.meta.code, label.end - 1, label.end, `Host label "${label.raw}" ends with "-".`, [], ctx.productionAt(label.start));
    }
  },
};
