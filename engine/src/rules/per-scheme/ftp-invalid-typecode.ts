import { t } from '../../l10n';
import { ftptype } from '../../schemes/ftp';
import { defineRule } from '../define-rule';

/** RFC 1738 3.2.2: "<typecode> is one of the characters "a", "i", or "d"" (section 5: ftptype = "A" | "I" | "D" | "a" | "i" | "d"). */
export const ftpInvalidTypecode = defineRule({
  code: 'ftp-invalid-typecode',
  severity: 'error',
  section: '3.2.2',
  description: 'An ftp ";type=" code is a, i or d.',
  fixable: false,
  examples: {
    invalid: [{ url: 'ftp://a.example/f;type=x' }],
    valid: [{ url: 'ftp://a.example/f;type=d' }],
  },
  scope: 'ftp',
  check(ctx, report) {
    const type = ctx.part('typecode');
    if (!type || ftptype(type.raw)) return;
    const start = type.raw.length > 0 ? type.start : type.start - 6;
    report(start, type.end, t('";type={typecode}" is not an ftp typecode (a, i or d).', { typecode: type.raw }), { production: 'ftptype' });
  },
});
