import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/** RFC 1738 3.1: host is "The fully qualified domain name of a network host, or its IP address". Only file may omit it (3.10). */
export const hostMissing = defineRule({
  code: 'host-missing',
  severity: 'error',
  section: '3.1',
  description: 'The URL needs a host.',
  fixable: false,
  examples: {
    invalid: [{ url: 'http:///path' }],
    valid: [{ url: 'file:///path' }],
  },
  scope: 'host',
  check(ctx, report) {
    const { part } = ctx.host;
    if (part.raw.length > 0 || ctx.parsed.grammar === 'file') return;
    report(Math.max(0, part.start - 1), part.start, t('The host is missing.'), { production: 'host' });
  },
});
