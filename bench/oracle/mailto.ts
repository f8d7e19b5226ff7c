/**
 * MAILTO (section 3.5):
 *
 *   mailtourl      = "mailto:" encoded822addr
 *   encoded822addr = 1*xchar               ; further defined in RFC822
 */
import { breakChars, ucharTokens, xcharTokens } from './chars';
import type { Gen } from './gen';

/** RFC 822 domains: RFC 2606's reserved names, not section 5's hostname (mailto has none). */
const DOMAINS = ['a.example', 'mail.example', 'b.test', 'x1.invalid'];

export function mailtourl(g: Gen): string {
  g.used.add('mailtourl');
  return 'mailto:' + encoded822addr(g);
}

export function encoded822addr(g: Gen): string {
  // Mostly an address (local@domain); sometimes any xchars. Never starting "//": that reads as an authority.
  const tokens = g.rng.chance(0.7) ? [...ucharTokens(g, '', 1, 8), '@', g.rng.pick(DOMAINS)] : ['x', ...xcharTokens(g, 0, 10)];
  if (g.breaks('encoded822addr')) {
    // 1*xchar; RFC 2368 (and RFC 6068 after it) made the address optional: "mailto:?subject=...".
    if (g.rng.chance(0.2)) return g.broke('encoded822addr', 'empty', '', true);
    return breakChars(g, 'encoded822addr', tokens);
  }
  return tokens.join('');
}
