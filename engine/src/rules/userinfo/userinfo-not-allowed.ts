import { defineRule } from '../define-rule';

/**
 * RFC 1738: http "No user name or password is allowed" (3.3); prospero "No username or password is allowed"
 * (3.11); the BNF of gopher, nntp, wais and file has hostport or host, not login (section 5). So the user breaks
 * `hostport`, text where hostport stands (file: `host`, which stands there in fileurl).
 */
export const userinfoNotAllowed = defineRule({
  code: 'userinfo-not-allowed',
  severity: 'error',
  section: '3.1',
  description: 'This scheme allows no user name or password.',
  fixable: false,
  examples: {
    invalid: [{ url: 'http://user@a.example/' }],
    valid: [{ url: 'ftp://user@a.example/' }],
  },
  scope: 'login',
  check(ctx, report) {
    const user = ctx.part('user');
    if (!ctx.spec || ctx.spec.userinfo) return;
    const at = ctx.url.indexOf('@', (ctx.part('password') ?? user).end);
    report(user.start, at + 1, `${ctx.parsed.scheme} URLs allow no user name or password (RFC 1738 ${ctx.parsed.section}).`, { production: ctx.parsed.grammar === 'file' ? 'host' : 'hostport' });
  },
});
