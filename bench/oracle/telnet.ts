/**
 * TELNET (section 3.8):
 *
 *   telneturl = "telnet://" login [ "/" ]
 */
import { ucharTokens } from './chars';
import type { Gen } from './gen';
import { login } from './internet';

export function telneturl(g: Gen): string {
  const s = 'telnet://' + login(g);
  // 3.8: "The final "/" character may be omitted"; nothing may follow it.
  if (g.breaks('telneturl')) {
    const path = ucharTokens(g, '', 1, 6).join('');
    return g.broke('telneturl', 'path', `${s}/${path}`, false, [s.length + 1, s.length + 1 + path.length]);
  }
  return g.opt(0.5) ? s + '/' : s;
}
