import { isDigit } from '../../grammar/chars';
import { defineRule } from '../define-rule';

/** RFC 1738 3.1: "The rightmost domain label will never start with a digit". */
export const hostTopLabelDigit = defineRule({
  code: 'host-top-label-digit',
  severity: 'error',
  section: '3.1',
  description: 'The rightmost label of a host name does not start with a digit.',
  fixable: false,
  examples: {
    invalid: [{ url: 'http://a.1example/' }],
    valid: [{ url: 'http://1a.example/' }],
  },
  scope: 'host-name',
  check(ctx, report) {
    const { labels } = ctx.host;
    const top = labels.at(-1);
    if (top && top.raw.length > 0 && isDigit(top.raw.charCodeAt(0))) {
      report(top.start, top.end, `The top-level label "${top.raw}" starts with a digit.`, { production: 'toplabel' });
    }
  },
});
