import { meta } from '../meta';
import type { Rule } from '../rule';

/** RFC 1738 section 5: port = digits. "Another port number may optionally be supplied, in decimal". */
export const portInvalid: Rule = {
  meta: meta('port-invalid', 'error', '3.1', 'A port is a decimal number.'),
  scope: 'port',
  check(ctx) {
    const port = ctx.part('port');
    if (!port || port.raw.length === 0 || /^[0-9]+$/.test(port.raw)) return;
    ctx.report(this.meta.code, port.start, port.end, `"${port.raw}" is not a decimal port number.`, [], 'port');
  },
};
