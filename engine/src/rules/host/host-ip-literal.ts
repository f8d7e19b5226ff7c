import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * RFC 1738 3.1: host is "The fully qualified domain name of a network host, or its IP address as a set of four
 * decimal digit groups separated by "."", and section 5 has no other form. RFC 2732 (1999) added IPv6 literals in
 * square brackets ("http://[::1]:8080/"), and RFC 3986 3.2.2 made them part of the generic syntax. So a
 * well-formed literal is a hint by default and an error in `strict`; no fix either way, since no RFC 1738 host
 * names that address.
 */
export const hostIpLiteral: Rule = {
  meta: meta('host-ip-literal', { default: 'hint', strict: 'error' }, '3.1', 'An IPv6 literal host ("[::1]") is RFC 2732 and RFC 3986 syntax, not RFC 1738.'),
  scope: 'host',
  check(ctx) {
    const host = ctx.host;
    if (!host || host.kind !== 'ipv6' || !host.literalValid) return;
    const message = ctx.preset === 'strict'
      ? 'RFC 1738 hosts are names or four dotted numbers; IPv6 literals came with RFC 2732.'
      : 'IPv6 literal host (RFC 2732, RFC 3986): valid today, but not RFC 1738 syntax.';
    ctx.report(this.meta.code, host.part.start, host.part.end, message, [], 'host');
  },
};
