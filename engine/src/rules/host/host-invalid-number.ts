import { meta } from '../meta';
import type { Rule } from '../rule';

/** RFC 1738 3.1: an IP address is written "as a set of four decimal digit groups separated by "."" (each an octet, 0-255). */
export const hostInvalidNumber: Rule = {
  meta: meta('host-invalid-number', 'error', '3.1', 'A numeric host is four decimal numbers from 0 to 255, separated by ".".'),
  scope: 'host',
  check(ctx) {
    const host = ctx.host;
    if (!host || host.kind !== 'number') return;
    if (!host.wellFormed) ctx.report(this.meta.code, host.part.start, host.part.end, `"${host.part.raw}" is not a valid IP address (four numbers from 0 to 255).`, [], 'hostnumber');
  },
};
