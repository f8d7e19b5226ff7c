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
    // Not quoted: what stands where a port should may be a password whose "/", "?" or "#" ended the authority early
    // (`ftp://user:Secret/G@host/` reads "Secret" as the port), and RFC 1738 section 6 says passwords are secret.
    report(port.start, port.end, t('The port is not a decimal number.'), { production: 'port' });
  },
});
