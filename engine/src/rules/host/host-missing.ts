import { meta } from '../meta';
import type { Rule } from '../rule';

/** RFC 1738 3.1: host is "The fully qualified domain name of a network host, or its IP address". Only file may omit it (3.10). */
export const hostMissing: Rule = {
  meta: meta('host-missing', 'error', '3.1', 'The URL needs a host.'),
  scope: 'host',
  check(ctx) {
    const host = ctx.host;
    if (!host || host.part.raw.length > 0 || ctx.parsed.grammar === 'file') return;
    const at = host.part.start;
    ctx.report(this.meta.code, Math.max(0, at - 1), at, 'The host is missing.', [], 'host');
  },
};
