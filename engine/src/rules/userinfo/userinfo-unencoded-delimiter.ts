import { encodeFixes } from '../../fix/encode';
import { userOrPassword } from '../../schemes/internet';
import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * RFC 1738 3.1: "Within the user and password field, any ":", "@", or "/" must be encoded." Section 5:
 * user = *[ uchar | ";" | "?" | "&" | "=" ], and password the same.
 */
export const userinfoUnencodedDelimiter: Rule = {
  meta: meta('userinfo-unencoded-delimiter', 'error', '3.1', '":", "@" and "/" in a user name or password must be encoded.', true),
  scope: 'login',
  check(ctx) {
    for (const name of ['user', 'password'] as const) {
      const part = ctx.part(name);
      if (!part) continue;
      for (const i of userOrPassword(ctx.url, part.start, part.end) ?? []) {
        ctx.report(this.meta.code, i, i + 1, `"${ctx.url[i]}" in the ${name} must be encoded.`, encodeFixes(ctx, i, i + 1), name);
      }
    }
  },
};
