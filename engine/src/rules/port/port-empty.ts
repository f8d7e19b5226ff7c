import { removePortFix } from '../../fix/remove-port';
import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/** RFC 1738 3.1: "If the port is omitted, the colon is as well." */
export const portEmpty = defineRule({
  code: 'port-empty',
  severity: 'error',
  section: '3.1',
  description: 'A ":" after the host must be followed by a port number.',
  fixable: { presets: 'both', fixAll: true },
  examples: {
    invalid: [{ url: 'http://a.example:/', fixed: 'http://a.example/' }],
  },
  scope: 'port',
  check(ctx, report) {
    const port = ctx.part('port');
    if (port.raw.length > 0) return;
    report(port.start - 1, port.start, t('Empty port: remove the ":" or add a port number.'), {
      fixes: removePortFix(ctx, port.start - 1, port.start, t('Remove the empty port\'s ":"')),
      production: 'port',
    });
  },
});
