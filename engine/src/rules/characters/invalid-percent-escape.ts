import { encodingSafe } from '../../fix/encode-safety';
import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 2.2: octets "may be encoded by a character triplet consisting of the character "%" followed by the
 * two hexadecimal digits", and "The character "%" is unsafe because it is used for encodings of other
 * characters." A "%" that starts no escape stands for itself and must be written %25: it breaks `escape = "%" hex hex`.
 * (In mailto URLs the `mailto-unencoded-percent` rule reports it instead.)
 */
export const invalidPercentEscape = defineRule({
  code: 'invalid-percent-escape',
  severity: 'error',
  section: '2.2',
  description: '"%" must be followed by two hexadecimal digits.',
  fixable: { presets: 'both', fixAll: true },
  examples: {
    invalid: [{ url: 'http://a.example/50%off', fixed: 'http://a.example/50%25off' }],
  },
  scope: 'characters',
  check(ctx, report) {
    if (ctx.parsed.grammar === 'mailto') return;
    for (const n of ctx.notable) {
      if (n.kind !== 'bad-percent') continue;
      report(n.start, n.end, t('"%" does not start an escape (two hex digits); write a literal "%" as %25.'), {
        fixes: [{ title: t('Encode "%" as %25'), edits: [{ start: n.start, end: n.end, newText: '%25' }], safe: encodingSafe(ctx, n.start, n.end) }],
        production: 'escape',
      });
    }
  },
});
