import { isAlphaDigit, isEscapeAt } from '../../grammar/chars';
import { showChar } from '../../fix/encode';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 section 5: domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit. Only letters,
 * digits, "-" and "." can appear in a host name; non-ASCII letters are `host-non-ascii`'s.
 *
 * The one exception, by default: an escape of a letter, digit or "-" (`http://%65xample.com/`). RFC 3986 section 2.3
 * makes a URL with it equivalent to one with the character itself (and section 6.2.2.2 decodes it), and WHATWG URL
 * reads that host as `example.com`: the host is a good name. The strict preset reports its "%" as RFC 1738 3.1 does.
 * Any other escape decodes to a character no host name holds (`trusted.com%40evil.com` is an "@": an error both ways).
 */
export const hostInvalidCharacter = defineRule({
  code: 'host-invalid-character',
  severity: 'error',
  section: '3.1',
  description: 'Host names contain only letters, digits, "-" and ".".',
  details: `By default an escape of a letter, digit or \`-\` (\`http://%65xample.com/\`) is not reported: RFC 3986 section 2.3
makes it equivalent to the character, and browsers read \`example.com\`. The strict preset reports its \`%\`, as RFC 1738
section 3.1 allows none in a host. Every other escape in a host stands for a character no host name holds
(\`trusted.com%40evil.com\`) and is reported in both presets.`,
  fixable: false,
  examples: {
    invalid: [{ url: 'http://a_b.example/' }],
  },
  scope: 'host',
  check(ctx, report) {
    // An IP literal's brackets and colons are the IP literal rules' to judge.
    if (ctx.host.kind === 'ipv6') return;
    const { raw, start } = ctx.host.part;
    const strict = ctx.preset === 'strict';
    for (let i = 0; i < raw.length; i++) {
      const c = raw.charCodeAt(i);
      if (isAlphaDigit(c) || c === 0x2d || c === 0x2e || c > 0x7f) continue;
      if (c === 0x25 && !strict && isEscapeAt(raw, i) && isLabelChar(parseInt(raw.slice(i + 1, i + 3), 16))) continue;
      report(start + i, start + i + 1, `${showChar(raw.charAt(i))} is not allowed in a host name.`, { production: ctx.productionAt(start + i) });
    }
  },
});

/** A character a host label holds (section 3.1): letter, digit or "-". */
function isLabelChar(c: number): boolean {
  return isAlphaDigit(c) || c === 0x2d;
}
