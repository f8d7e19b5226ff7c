import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/** RFC 1738 3.1: "The port number to connect to" — a TCP/UDP port, so 0 to 65535. */
export const portOutOfRange = defineRule({
  code: 'port-out-of-range',
  severity: 'error',
  section: '3.1',
  description: 'Port numbers go up to 65535.',
  fixable: false,
  examples: {
    invalid: [{ url: 'http://a.example:65536/' }],
    valid: [{ url: 'http://a.example:65535/' }],
  },
  scope: 'port',
  check(ctx, report) {
    const port = ctx.part('port');
    if (!/^[0-9]+$/.test(port.raw) || Number(port.raw) <= 65535) return;
    report(port.start, port.end, t('Port {port} is out of range (0-65535).', { port: port.raw }), { production: 'port' });
  },
});
