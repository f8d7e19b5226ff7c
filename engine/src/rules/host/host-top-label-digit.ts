import { isDigit } from '../../grammar/chars';
import { t } from '../../l10n';
import { hostnumber } from '../../schemes/internet';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 3.1: "The rightmost domain label will never start with a digit". A host written with IDNA's other label
 * separators (U+3002 ideographic full stop, U+FF0E, U+FF61; RFC 3490 section 3.1, which browsers map to ".") that is
 * a dotted quad once mapped (`http://127。0。0。1/`, fast-uri's tests) is an address, not a name: host-non-ascii
 * already says how it is written.
 */
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
    const { labels, part } = ctx.host;
    if (part.raw !== part.raw.replace(IDNA_DOTS, '.') && hostnumber(part.raw.replace(IDNA_DOTS, '.'))) return;
    const top = labels.at(-1);
    // A placeholder before the top label may fill in the octets before it: the host may be an address once filled
    // in (a redirect rule's `https://$1.1`, whose capture supplies "127.0.0": fiber's middleware/redirect).
    if (top && labels.length > 1 && !ctx.placeholders.none && ctx.placeholders.touches(labels[0]!.start, top.start)) return;
    if (top && top.raw.length > 0 && isDigit(top.raw.charCodeAt(0))) {
      report(top.start, top.end, t('The top-level label "{label}" starts with a digit.', { label: top.raw }), { production: 'toplabel' });
    }
  },
});

const IDNA_DOTS = /[\u3002\uff0e\uff61]/g;
