import { removePortFix } from '../../fix/remove-port';
import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/** RFC 1738 3.2-3.11: "If :<port> is omitted, the port defaults to ..." — writing the default is redundant. */
export const defaultPort = defineRule({
  code: 'default-port',
  severity: 'hint',
  section: '3.1',
  description: 'The port is the scheme\'s default and can be omitted.',
  fixable: { presets: 'both', fixAll: true },
  examples: {
    invalid: [{ url: 'http://a.example:80/', fixed: 'http://a.example/' }],
    valid: [{ url: 'http://a.example:8080/' }],
  },
  scope: 'port',
  check(ctx, report) {
    const port = ctx.part('port');
    const def = ctx.spec?.defaultPort;
    if (def === undefined || !/^[0-9]+$/.test(port.raw) || Number(port.raw) !== def) return;
    report(port.start - 1, port.end, t('{port} is the default port for {scheme}.', { port: def, scheme: ctx.parsed.scheme }), {
      fixes: removePortFix(ctx, port.start - 1, port.end, t('Remove the default port ":{port}"', { port: port.raw })),
    });
  },
});
