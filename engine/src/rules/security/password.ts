import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/** RFC 1738 section 6: "The use of URLs containing passwords that should be secret is clearly unwise." */
export const password = defineRule({
  code: 'password',
  severity: 'warning',
  section: '6',
  description: 'A password written in a URL is not secret.',
  fixable: false,
  examples: {
    invalid: [{ url: 'ftp://user:secret@a.example/' }],
    valid: [{ url: 'ftp://user@a.example/' }],
  },
  scope: 'login',
  check(ctx, report) {
    const pw = ctx.part('password');
    if (!pw || pw.raw.length === 0) return;
    report(pw.start, pw.end, t('This URL contains a password; anyone who reads it can use it.'));
  },
});
