import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/** RFC 1738 3.1: an IP address is written "as a set of four decimal digit groups separated by "."" (each an octet, 0-255). */
export const hostInvalidNumber = defineRule({
  code: 'host-invalid-number',
  severity: 'error',
  section: '3.1',
  description: 'A numeric host is four decimal numbers from 0 to 255, separated by ".".',
  fixable: false,
  examples: {
    invalid: [{ url: 'http://256.1.1.1/' }],
    valid: [{ url: 'http://192.0.2.255/' }],
  },
  scope: 'host-number',
  check(ctx, report) {
    const { part, wellFormed } = ctx.host;
    if (!wellFormed) report(part.start, part.end, t('"{host}" is not a valid IP address (four numbers from 0 to 255).', { host: part.raw }), { production: 'hostnumber' });
  },
});
