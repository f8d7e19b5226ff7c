import { meta } from '../meta';
import type { Rule } from '../rule';

/** RFC 1738 section 6: "The use of URLs containing passwords that should be secret is clearly unwise." */
export const password: Rule = {
  meta: meta('password', 'warning', '6', 'A password written in a URL is not secret.'),
  scope: 'login',
  check(ctx) {
    const pw = ctx.part('password');
    if (!pw || pw.raw.length === 0) return;
    ctx.report(this.meta.code, pw.start, pw.end, 'This URL contains a password; anyone who reads it can use it.');
  },
};
