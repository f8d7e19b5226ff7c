import { isIpLiteral } from '../../parse/ip-literal';
import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * A host that opens with "[" is meant as an IP literal (RFC 3986 3.2.2: IP-literal = "[" ( IPv6address /
 * IPvFuture ) "]"), and this one is not well formed: "[" and "]" are not host characters in RFC 1738 either
 * (3.1), so it is an error under every reading. No fix: encoding the brackets would not make it an address, and
 * no guess at the intended address is safe.
 * The range is as tight as the problem: the bracketed text when it is not an address, else what follows its "]".
 * So `[owner].example` (a template) is reported on `[owner]` alone, where a placeholder check can see it.
 * Production: `host` (= hostname | hostnumber), which has no bracketed form.
 */
export const hostInvalidIpLiteral: Rule = {
  meta: meta('host-invalid-ip-literal', 'error', '3.1', 'A bracketed host must be a well-formed IPv6 address ("[2001:db8::7]").'),
  scope: 'host',
  check(ctx) {
    const host = ctx.host;
    if (!host || host.kind !== 'ipv6' || host.literalValid) return;
    const { raw, start, end } = host.part;
    const close = raw.indexOf(']');
    const bracketEnd = close < 0 ? end : start + close + 1;
    if (!isIpLiteral(raw.slice(0, bracketEnd - start))) {
      ctx.report(this.meta.code, start, bracketEnd, `"${raw.slice(0, bracketEnd - start)}" is not a well-formed IPv6 literal.`, [], 'host');
    } else {
      ctx.report(this.meta.code, bracketEnd, end, 'Only a ":" and a port may follow an IP literal\'s "]".', [], 'host');
    }
  },
};
