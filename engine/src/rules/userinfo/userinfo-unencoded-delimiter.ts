import { encodeFixes } from '../../fix/encode';
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
      for (let i = part.start; i < part.end; i++) {
        const c = ctx.url.charCodeAt(i);
        if (c !== 0x3a && c !== 0x40 && c !== 0x2f) continue;
        ctx.report(this.meta.code, i, i + 1, `"${ctx.url[i]}" in the ${name} must be encoded.`, encodeFixes(ctx, i, i + 1), name);
      }
    }
  },
};
