import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/** RFC 1738 section 5: port = digits. "Another port number may optionally be supplied, in decimal". */
export const portInvalid = defineRule({
  code: 'port-invalid',
  severity: 'error',
  section: '3.1',
  description: 'A port is a decimal number.',
  fixable: false,
  examples: {
    invalid: [{ url: 'http://a.example:8o/' }],
  },
  scope: 'port',
  check(ctx, report) {
    const port = ctx.part('port');
    if (port.raw.length === 0 || /^[0-9]+$/.test(port.raw)) return;
    report(port.start, port.end, t('"{port}" is not a decimal port number.', { port: port.raw }), { production: 'port' });
  },
});
