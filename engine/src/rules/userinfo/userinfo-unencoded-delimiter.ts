import { encodeFixes } from '../../fix/encode';
import { t } from '../../l10n';
import { userOrPassword } from '../../schemes/internet';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 3.1: "Within the user and password field, any ":", "@", or "/" must be encoded." Section 5:
 * user = *[ uchar | ";" | "?" | "&" | "=" ], and password the same.
 */
export const userinfoUnencodedDelimiter = defineRule({
  code: 'userinfo-unencoded-delimiter',
  severity: 'error',
  section: '3.1',
  description: '":", "@" and "/" in a user name or password must be encoded.',
  fixable: { presets: 'both', fixAll: true },
  examples: {
    invalid: [{ url: 'ftp://a@b@h.example/', fixed: 'ftp://a%40b@h.example/' }],
  },
  scope: 'login',
  check(ctx, report) {
    for (const name of ['user', 'password'] as const) {
      const part = ctx.part(name);
      if (!part) continue;
      for (const i of userOrPassword(ctx.url, part.start, part.end) ?? []) {
        const character = ctx.url[i]!;
        const message = name === 'user' ? t('"{character}" in the user must be encoded.', { character }) : t('"{character}" in the password must be encoded.', { character });
        report(i, i + 1, message, { fixes: encodeFixes(ctx, i, i + 1), production: name });
      }
    }
  },
});
