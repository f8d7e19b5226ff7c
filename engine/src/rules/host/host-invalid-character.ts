import { isAlphaDigit } from '../../grammar/chars';
import { showChar } from '../../fix/encode';
import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * RFC 1738 section 5: domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit. Only letters,
 * digits, "-" and "." can appear in a host name; non-ASCII letters are `host-non-ascii`'s.
 */
export const hostInvalidCharacter: Rule = {
  meta: meta('host-invalid-character', 'error', '3.1', 'Host names contain only letters, digits, "-" and ".".'),
  scope: 'host',
  check(ctx) {
    const host = ctx.host;
    // An IP literal's brackets and colons are the IP literal rules' to judge.
    if (!host || host.kind === 'ipv6') return;
    const { raw, start } = host.part;
    for (let i = 0; i < raw.length; i++) {
      const c = raw.charCodeAt(i);
      if (isAlphaDigit(c) || c === 0x2d || c === 0x2e || c > 0x7f) continue;
      ctx.report(this.meta.code, start + i, start + i + 1, `${showChar(raw[i])} is not allowed in a host name.`, [], ctx.productionAt(start + i));
    }
  },
};
