import { encodingSafe } from '../../fix/encode-safety';
import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/** RFC 1738 3.5: "Note that the percent sign ("%") is commonly used within RFC 822 addresses and must be encoded." */
export const mailtoUnencodedPercent = defineRule({
  code: 'mailto-unencoded-percent',
  severity: 'error',
  section: '3.5',
  description: 'A "%" in a mail address must be encoded as %25.',
  fixable: { presets: 'both', fixAll: true },
  examples: {
    invalid: [{ url: 'mailto:user%relay@a.example', fixed: 'mailto:user%25relay@a.example' }],
  },
  scope: 'characters',
  check(ctx, report) {
    if (ctx.parsed.grammar !== 'mailto') return;
    for (const n of ctx.notable) {
      if (n.kind !== 'bad-percent') continue;
      report(n.start, n.end, t('A "%" in a mail address must be encoded as %25.'), {
        fixes: [{ title: t('Encode "%" as %25'), edits: [{ start: n.start, end: n.end, newText: '%25' }], safe: encodingSafe(ctx, n.start, n.end) }],
        production: 'escape',
      });
    }
  },
});
