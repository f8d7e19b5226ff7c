import { t } from '../../l10n';
import { MAX_NAME } from '../../schemes/internet';
import { defineRule } from '../define-rule';

/** RFC 1738 3.1 defers to RFC 1034, where a domain name is limited to 255 octets. */
export const hostNameTooLong = defineRule({
  code: 'host-name-too-long',
  severity: 'error',
  section: '3.1',
  description: 'Host names are at most 255 characters (RFC 1034).',
  fixable: false,
  examples: {
    invalid: [{ url: `http://${`${'a'.repeat(63)}.`.repeat(3)}${'a'.repeat(62)}.b/`, shown: 'http://<256 characters>/' }],
  },
  scope: 'host-name',
  check(ctx, report) {
    const { part } = ctx.host;
    if (part.raw.length <= MAX_NAME) return;
    report(part.start, part.end, t('Host name is {length} characters long; the limit is {limit}.', { length: part.raw.length, limit: MAX_NAME }), { production: 'hostname' });
  },
});
