import { meta } from '../meta';
import type { Rule } from '../rule';

/** RFC 1738 3.1 defers to RFC 1034, where a domain name is limited to 255 octets. */
export const hostNameTooLong: Rule = {
  meta: meta('host-name-too-long', 'error', '3.1', 'Host names are at most 255 characters (RFC 1034).'),
  scope: 'host',
  check(ctx) {
    const host = ctx.host;
    if (!host || host.kind !== 'name' || host.part.raw.length <= 255) return;
    ctx.report(this.meta.code, host.part.start, host.part.end, `Host name is ${host.part.raw.length} characters long; the limit is 255.`, [], 'hostname');
  },
};
