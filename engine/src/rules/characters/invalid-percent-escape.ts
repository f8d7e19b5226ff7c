import { encodingSafe } from '../../fix/encode-safety';
import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * RFC 1738 2.2: octets "may be encoded by a character triplet consisting of the character "%" followed by the
 * two hexadecimal digits", and "The character "%" is unsafe because it is used for encodings of other
 * characters." A "%" that starts no escape stands for itself and must be written %25: it breaks `escape = "%" hex hex`.
 * (In mailto URLs the `mailto-unencoded-percent` rule reports it instead.)
 */
export const invalidPercentEscape: Rule = {
  meta: meta('invalid-percent-escape', 'error', '2.2', '"%" must be followed by two hexadecimal digits.', true),
  scope: 'characters',
  check(ctx) {
    if (ctx.parsed.grammar === 'mailto') return;
    for (const n of ctx.notable) {
      if (n.kind !== 'bad-percent') continue;
      ctx.report(this.meta.code, n.start, n.end, '"%" does not start an escape (two hex digits); write a literal "%" as %25.', [
        { title: 'Encode "%" as %25', edits: [{ start: n.start, end: n.end, newText: '%25' }], safe: encodingSafe(ctx, n.start, n.end) },
      ], 'escape');
    }
  },
};
