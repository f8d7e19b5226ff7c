import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 3.1: host is "The fully qualified domain name of a network host, or its IP address as a set of four
 * decimal digit groups separated by "."", and section 5 has no other form. RFC 2732 (1999) added IPv6 literals in
 * square brackets ("http://[::1]:8080/"), and RFC 3986 3.2.2 made them part of the generic syntax. So a
 * well-formed literal is a hint by default and an error in `strict`; no fix either way, since no RFC 1738 host
 * names that address.
 */
export const hostIpLiteral = defineRule({
  code: 'host-ip-literal',
  severity: { default: 'hint', strict: 'error', follows: 'RFC 3986 section 3.2.2 (RFC 2732)' },
  section: '3.1',
  description: 'An IPv6 literal host ("[::1]") is RFC 2732 and RFC 3986 syntax, not RFC 1738.',
  details: `RFC 1738 hosts are names or four dotted numbers. A well-formed IP literal (RFC 3986 \`IP-literal\`: an IPv6 address,
with an RFC 6874 zone such as \`%25eth0\` or an IPv4 tail, or an \`IPvFuture\` form) gets this one diagnostic over
the host, brackets included; its brackets and colons are not reported as unsafe or host characters, and the port
after it is read as usual (\`http://[::1]:8080/\` has host \`[::1]\` and port 8080).`,
  fixable: false,
  examples: {
    invalid: [{ url: 'http://[2001:db8::7]/x' }],
  },
  scope: 'ip-literal',
  check(ctx, report) {
    if (!ctx.host.literalValid) return;
    const message = ctx.preset === 'strict'
      ? t('RFC 1738 hosts are names or four dotted numbers; IPv6 literals came with RFC 2732.')
      : t('IPv6 literal host (RFC 2732, RFC 3986): valid today, but not RFC 1738 syntax.');
    report(ctx.host.part.start, ctx.host.part.end, message, { production: 'host' });
  },
});
