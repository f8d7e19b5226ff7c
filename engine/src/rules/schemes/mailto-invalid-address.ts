import { encoded822addr } from '../../schemes/mailto';
import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * RFC 1738 section 5 (schemes/mailto.ts): mailtourl = "mailto:" encoded822addr, encoded822addr = 1*xchar: the
 * address has one character at least. RFC 6068 (2010) allows "mailto:" with no address (the reader fills it in),
 * so by default a hint; an error in `strict`. No fix: there is no address to guess.
 */
export const mailtoInvalidAddress: Rule = {
  meta: meta('mailto-invalid-address', { default: 'hint', strict: 'error' }, '3.5', 'A mailto URL needs an address after "mailto:".'),
  scope: 'mailto',
  check(ctx) {
    const address = ctx.part('address');
    if (!address || encoded822addr(address.raw)) return;
    ctx.report(this.meta.code, 0, address.start, 'No address after "mailto:" (RFC 1738 3.5; RFC 6068 allows it).', [], 'encoded822addr');
  },
};
