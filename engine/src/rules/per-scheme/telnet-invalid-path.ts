import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/** RFC 1738 3.8: a telnet URL takes the form telnet://<user>:<password>@<host>:<port>/ — "The final "/" character may be omitted." Nothing follows it. */
export const telnetInvalidPath = defineRule({
  code: 'telnet-invalid-path',
  severity: 'error',
  section: '3.8',
  description: 'A telnet URL has no path after the final "/".',
  fixable: false,
  examples: {
    invalid: [{ url: 'telnet://a.example/login' }],
    valid: [{ url: 'telnet://a.example/' }],
  },
  scope: 'telnet',
  check(ctx, report) {
    const path = ctx.part('path');
    if (path) report(path.start, path.end, t('telnet URLs end after the host and port (and an optional "/").'), { production: 'telneturl' });
  },
});
