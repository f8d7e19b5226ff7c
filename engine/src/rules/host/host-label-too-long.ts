import { t } from '../../l10n';
import { MAX_LABEL } from '../../schemes/internet';
import { defineRule } from '../define-rule';

/** RFC 1738 3.1 defers to RFC 1034 section 3.5 for host names, whose labels "must be 63 characters or less". */
export const hostLabelTooLong = defineRule({
  code: 'host-label-too-long',
  severity: 'error',
  section: '3.1',
  description: 'Host labels are at most 63 characters (RFC 1034).',
  fixable: false,
  examples: {
    invalid: [{ url: `http://${'a'.repeat(64)}.example/`, shown: 'http://<64 letters>.example/' }],
  },
  scope: 'host-name',
  check(ctx, report) {
    for (const label of ctx.host.labels) {
      if (label.raw.length > MAX_LABEL) report(label.start, label.end, t('Host label is {length} characters long; the limit is {limit}.', { length: label.raw.length, limit: MAX_LABEL }), { production: ctx.productionAt(label.start) });
    }
  },
});
