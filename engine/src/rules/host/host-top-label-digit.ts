import { isDigit } from '../../grammar/chars';
import { meta } from '../meta';
import type { Rule } from '../rule';

/** RFC 1738 3.1: "The rightmost domain label will never start with a digit". */
export const hostTopLabelDigit: Rule = {
  meta: meta('host-top-label-digit', 'error', '3.1', 'The rightmost label of a host name does not start with a digit.'),
  scope: 'host',
  check(ctx) {
    const host = ctx.host;
    if (!host || host.kind !== 'name' || host.part.raw === '') return;
    const top = host.labels[host.labels.length - 1];
    if (top.raw.length > 0 && isDigit(top.raw.charCodeAt(0))) {
      ctx.report(this.meta.code, top.start, top.end, `The top-level label "${top.raw}" starts with a digit.`, [], 'toplabel');
    }
  },
};
