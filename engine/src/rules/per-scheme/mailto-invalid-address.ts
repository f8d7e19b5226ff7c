import { t } from '../../l10n';
import { encoded822addr } from '../../schemes/mailto';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 section 5 (schemes/mailto.ts): mailtourl = "mailto:" encoded822addr, encoded822addr = 1*xchar: the
 * address has one character at least. RFC 6068 (2010) allows "mailto:" with no address (the reader fills it in),
 * so by default a hint; an error in `strict`. No fix: there is no address to guess.
 */
export const mailtoInvalidAddress = defineRule({
  code: 'mailto-invalid-address',
  severity: { default: 'hint', strict: 'error', follows: 'RFC 6068 section 2' },
  section: '3.5',
  description: 'A mailto URL needs an address after "mailto:".',
  details: `Section 5 of RFC 1738 gives \`encoded822addr = 1*xchar\`; RFC 6068 allows \`mailto:\` with no address, so by default
this is a hint.`,
  fixable: false,
  examples: {
    invalid: [{ url: 'mailto:' }],
    valid: [{ url: 'mailto:user@a.example' }],
  },
  scope: 'mailto',
  check(ctx, report) {
    const address = ctx.part('address');
    if (!address || encoded822addr(address.raw)) return;
    report(0, address.start, t('No address after "mailto:" (RFC 1738 3.5; RFC 6068 allows it).'), { production: 'encoded822addr' });
  },
});
