import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * RFC 1738: http "No user name or password is allowed" (3.3); prospero "No username or password is allowed"
 * (3.11); the BNF of gopher, nntp, wais and file has hostport or host, not login (section 5). So the user breaks
 * `hostport`, text where hostport stands (file: `host`, which stands there in fileurl).
 */
export const userinfoNotAllowed: Rule = {
  meta: meta('userinfo-not-allowed', 'error', '3.1', 'This scheme allows no user name or password.'),
  scope: 'login',
  check(ctx) {
    const user = ctx.part('user');
    if (!user || !ctx.spec || ctx.spec.userinfo) return;
    const at = ctx.url.indexOf('@', (ctx.part('password') ?? user).end);
    ctx.report(this.meta.code, user.start, at + 1, `${ctx.parsed.scheme} URLs allow no user name or password (RFC 1738 ${ctx.parsed.section}).`, [], ctx.parsed.grammar === 'file' ? 'host' : 'hostport');
  },
};
