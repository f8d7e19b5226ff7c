import { isAlphaDigit } from '../../grammar/chars';
import { showChar } from '../../fix/encode';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 section 5: domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit. Only letters,
 * digits, "-" and "." can appear in a host name; non-ASCII letters are `host-non-ascii`'s.
 */
export const hostInvalidCharacter = defineRule({
  code: 'host-invalid-character',
  severity: 'error',
  section: '3.1',
  description: 'Host names contain only letters, digits, "-" and ".".',
  fixable: false,
  examples: {
    invalid: [{ url: 'http://a_b.example/' }],
  },
  scope: 'host',
  check(ctx, report) {
    // An IP literal's brackets and colons are the IP literal rules' to judge.
    if (ctx.host.kind === 'ipv6') return;
    const { raw, start } = ctx.host.part;
    for (let i = 0; i < raw.length; i++) {
      const c = raw.charCodeAt(i);
      if (isAlphaDigit(c) || c === 0x2d || c === 0x2e || c > 0x7f) continue;
      report(start + i, start + i + 1, `${showChar(raw.charAt(i))} is not allowed in a host name.`, { production: ctx.productionAt(start + i) });
    }
  },
});
