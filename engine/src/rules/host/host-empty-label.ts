import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/** RFC 1738 section 5: hostname = *[ domainlabel "." ] toplabel, and a label has at least one character. */
export const hostEmptyLabel = defineRule({
  code: 'host-empty-label',
  severity: 'error',
  section: '3.1',
  description: 'Host names have no empty labels ("..", or a leading or trailing ".").',
  fixable: false,
  examples: {
    invalid: [{ url: 'http://a..example/' }],
  },
  scope: 'host-name',
  check(ctx, report) {
    const { labels } = ctx.host;
    labels.forEach((label, i) => {
      if (label.raw.length > 0) return;
      // Point at the dot that makes the empty label: the one after it, or before it for the last label.
      const dot = i < labels.length - 1 ? label.end : label.start - 1;
      report(dot, dot + 1, t('Empty label in the host name.'), { production: 'hostname' });
    });
  },
});
