import { meta } from '../meta';
import type { Rule } from '../rule';

/** RFC 1738 3.1: "The port number to connect to" — a TCP/UDP port, so 0 to 65535. */
export const portOutOfRange: Rule = {
  meta: meta('port-out-of-range', 'error', '3.1', 'Port numbers go up to 65535.'),
  scope: 'port',
  check(ctx) {
    const port = ctx.part('port');
    if (!port || !/^[0-9]+$/.test(port.raw) || Number(port.raw) <= 65535) return;
    ctx.report(this.meta.code, port.start, port.end, `Port ${port.raw} is out of range (0-65535).`, [], 'port');
  },
};
