import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/**
 * RFC 1738: http "No user name or password is allowed" (3.3); prospero "No username or password is allowed"
 * (3.11); the BNF of gopher, nntp, wais and file has hostport or host, not login (section 5). So the user breaks
 * `hostport`, text where hostport stands (file: `host`, which stands there in fileurl).
 * RFC 3986 3.2.1 later gave every authority an optional userinfo (`https://user@github.com/org/repo.git` is how
 * git names an account), and deprecated only the "user:password" form, which the `password` warning reports (RFC 1738
 * section 6 too). So by default a user alone is a hint and a user with a password is left to that warning; in
 * `strict` both are errors, as RFC 1738 says.
 */
export const userinfoNotAllowed = defineRule({
  code: 'userinfo-not-allowed',
  severity: { default: 'hint', strict: 'error', follows: 'RFC 3986 section 3.2.1' },
  section: '3.1',
  description: 'This scheme allows no user name or password in RFC 1738 (RFC 3986 allows a user in any authority).',
  details: `By default a user name alone (\`https://user@github.com/org/repo.git\`) is a hint, and a user with a password
gets only the [password](#password) warning (RFC 3986 section 3.2.1 deprecates that form; RFC 1738 section 6 calls it
unwise). In the strict preset both are errors.`,
  fixable: false,
  examples: {
    invalid: [{ url: 'https://user@github.com/org/repo.git' }, { url: 'http://user:Xk9vQ2mLp8@files.gnu.org/', codes: ['userinfo-not-allowed', 'password'], preset: 'strict' }],
    valid: [{ url: 'ftp://user@a.example/' }],
  },
  scope: 'login',
  check(ctx, report) {
    const user = ctx.part('user');
    if (!ctx.spec || ctx.spec.userinfo) return;
    const password = ctx.part('password');
    if (password && password.raw.length > 0 && ctx.preset !== 'strict') return;
    const at = ctx.url.indexOf('@', (password ?? user).end);
    report(user.start, at + 1, t('{scheme} URLs allow no user name or password (RFC 1738 {section}).', { scheme: ctx.parsed.scheme, section: ctx.parsed.section }), { production: ctx.parsed.grammar === 'file' ? 'host' : 'hostport' });
  },
});
