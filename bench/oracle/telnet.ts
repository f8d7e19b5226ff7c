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
  if (g.breaks('telneturl')) return g.broke('telneturl', 'path', `${s}/${ucharTokens(g, '', 1, 6).join('')}`);
  return g.opt(0.5) ? s + '/' : s;
}
