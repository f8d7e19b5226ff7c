import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/** RFC 1738 3.1: "each domain label starting and ending with an alphanumerical character and possibly also containing "-" characters". */
export const hostLabelHyphen = defineRule({
  code: 'host-label-hyphen',
  severity: 'error',
  section: '3.1',
  description: 'Host labels do not start or end with "-".',
  fixable: false,
  examples: {
    invalid: [{ url: 'http://-a.example/' }],
    valid: [{ url: 'http://a-b.example/' }],
  },
  scope: 'host-name',
  check(ctx, report) {
    for (const label of ctx.host.labels) {
      if (label.raw.startsWith('-')) report(label.start, label.start + 1, t('Host label "{label}" starts with "-".', { label: label.raw }), { production: ctx.productionAt(label.start) });
      if (label.raw.length > 1 && label.raw.endsWith('-')) report(label.end - 1, label.end, t('Host label "{label}" ends with "-".', { label: label.raw }), { production: ctx.productionAt(label.start) });
    }
  },
});
