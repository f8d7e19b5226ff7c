/**
 * GOPHER (section 3.4):
 *
 *   gopherurl      = "gopher://" hostport [ / [ gtype [ selector
 *                    [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
 *   gtype          = xchar
 *   selector       = *xchar
 *   gopher+_string = *xchar
 *
 * The selector never holds "%09" here: 3.4.1 says a selector holds no tab, and "%09" is what separates it from
 * the search.
 */
import { breakChars, xchar, xcharTokens } from './chars';
import type { Gen } from './gen';
import { hostport } from './internet';
import { search, userinfo } from './http';

export function gopherurl(g: Gen): string {
  g.used.add('gopherurl');
  let s = 'gopher://' + userinfo(g) + hostport(g);
  if (g.opt(0.8, 'gtype', 'selector', 'search', 'gopher+_string')) {
    s += '/';
    if (g.opt(0.8, 'gtype', 'selector', 'search', 'gopher+_string')) {
      s += gtype(g);
      if (g.opt(0.8, 'selector', 'search', 'gopher+_string')) {
        s += selector(g);
        if (g.opt(0.4, 'search', 'gopher+_string')) {
          s += '%09' + search(g, 'gopher');
          if (g.opt(0.5, 'gopher+_string')) s += '%09' + gopherPlusString(g);
        }
      }
    }
  }
  return s;
}

export function gtype(g: Gen): string {
  if (g.breaks('gtype')) return breakChars(g, 'gtype', []);
  return xchar(g);
}

export function selector(g: Gen): string {
  const tokens = xcharTokens(g, 0, 10);
  if (g.breaks('selector')) return breakChars(g, 'selector', tokens);
  return tokens.join('');
}

/** gopher+_string (a name no identifier can spell). */
export function gopherPlusString(g: Gen): string {
  const tokens = xcharTokens(g, 0, 8);
  if (g.breaks('gopher+_string')) return breakChars(g, 'gopher+_string', tokens);
  return tokens.join('');
}
