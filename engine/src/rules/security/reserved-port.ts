import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 section 6: "Caution should be used when using any URL which specifies a port number other than the
 * default for the protocol, especially when it is a number within the reserved space." (ports below 1024)
 */
export const reservedPort = defineRule({
  code: 'reserved-port',
  severity: 'warning',
  section: '6',
  description: 'A port in the reserved range (below 1024) other than the scheme\'s default.',
  fixable: false,
  examples: {
    invalid: [{ url: 'http://a.example:25/' }],
    valid: [{ url: 'http://a.example:8080/' }],
  },
  scope: 'port',
  check(ctx, report) {
    const port = ctx.part('port');
    const def = ctx.spec?.defaultPort;
    if (def === undefined || !/^[0-9]+$/.test(port.raw)) return;
    const n = Number(port.raw);
    if (n >= 1024 || n === def) return;
    report(port.start, port.end, t('Port {port} is in the reserved range and is not {scheme}\'s default ({defaultPort}): the URL may reach another protocol\'s server.', {
      port: n,
      scheme: ctx.parsed.scheme,
      defaultPort: def,
    }));
  },
});
