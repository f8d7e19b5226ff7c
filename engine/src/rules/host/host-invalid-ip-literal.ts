import { t } from '../../l10n';
import { isIpLiteral } from '../../grammar/ip-literal';
import { defineRule } from '../define-rule';

/**
 * A host that opens with "[" is meant as an IP literal (RFC 3986 3.2.2: IP-literal = "[" ( IPv6address /
 * IPvFuture ) "]"), and this one is not well formed: "[" and "]" are not host characters in RFC 1738 either
 * (3.1), so it is an error under every reading. No fix: encoding the brackets would not make it an address, and
 * no guess at the intended address is safe.
 * The range is as tight as the problem: the bracketed text when it is not an address, else what follows its "]".
 * So `[owner].example` (a template) is reported on `[owner]` alone, where a placeholder check can see it.
 * Production: `host` (= hostname | hostnumber), which has no bracketed form.
 */
export const hostInvalidIpLiteral = defineRule({
  code: 'host-invalid-ip-literal',
  severity: 'error',
  section: '3.1',
  description: 'A bracketed host must be a well-formed IPv6 address ("[2001:db8::7]").',
  details: `A host that opens with \`[\` is read as an IP literal; this one is not an address, or text follows its \`]\` other
than \`:port\`. The range is the bracketed text, or what follows the \`]\`. An error in both presets, with no fix:
percent-encoding the brackets would not turn it into an address.`,
  fixable: false,
  examples: {
    invalid: [{ url: 'http://[zz::1]/' }, { url: 'http://[::1' }],
  },
  scope: 'ip-literal',
  check(ctx, report) {
    if (ctx.host.literalValid) return;
    const { raw, start, end } = ctx.host.part;
    const close = raw.indexOf(']');
    const bracketEnd = close < 0 ? end : start + close + 1;
    if (!isIpLiteral(raw.slice(0, bracketEnd - start))) {
      report(start, bracketEnd, t('"{host}" is not a well-formed IPv6 literal.', { host: raw.slice(0, bracketEnd - start) }), { production: 'host' });
    } else {
      report(bracketEnd, end, t('Only a ":" and a port may follow an IP literal\'s "]".'), { production: 'host' });
    }
  },
});
