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
    let reported = -1;
    labels.forEach((label, i) => {
      if (label.raw.length > 0) return;
      // Point at the dot that makes the empty label: the one after it, or before it for the last label. A host
      // ending in ".." has two empty labels around its last dot: one report (`http://foo.09..`, WPT's URL tests).
      const dot = i < labels.length - 1 ? label.end : label.start - 1;
      if (dot === reported) return;
      reported = dot;
      report(dot, dot + 1, t('Empty label in the host name.'), { production: 'hostname' });
    });
  },
});
