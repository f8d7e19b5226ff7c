/**
 * HTTP (section 3.3):
 *
 *   httpurl  = "http://" hostport [ "/" hpath [ "?" search ]]
 *   hpath    = hsegment *[ "/" hsegment ]
 *   hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
 *   search   = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
 *
 * 3.3: "No user name or password is allowed."
 */
import { breakChars, insertToken, ucharTokens } from './chars';
import type { Gen } from './gen';
import { hostport } from './internet';

export function httpurl(g: Gen): string {
  let s = 'http://' + userinfo(g) + hostport(g);
  if (g.breaks('httpurl')) {
    // RFC 3986 3.3 lets a query follow the authority with no path ("http://a.example?q"); RFC 1738 does not.
    return g.broke('httpurl', 'search-without-path', `${s}?${ucharTokens(g, ';:@&=', 0, 6).join('')}`, true);
  }
  if (g.opt(0.7, 'hsegment', 'search')) {
    s += '/' + hpath(g);
    if (g.opt(0.4, 'search')) s += '?' + search(g, 'http');
  }
  return s;
}

/**
 * A user (and password) before a host where the BNF has `hostport`, not `login` (3.3: "No user name or password
 * is allowed"): the text in hostport's place is no hostport, so the mutant breaks `hostport`.
 */
export function userinfo(g: Gen): string {
  if (!g.breaks('hostport')) return '';
  const user = ucharTokens(g, '', 1, 5).join('');
  const text = g.rng.chance(0.3) ? `${user}:${ucharTokens(g, '', 0, 4).join('')}@` : `${user}@`;
  // RFC 3986 3.2.1 allows a user in any authority: legal since (a user with a password gets the password warning).
  return g.broke('hostport', 'userinfo', text, true, [0, text.length]);
}

export function hpath(g: Gen): string {
  g.used.add('hpath');
  const segments: string[] = [];
  const n = g.len(1, 4);
  for (let i = 0; i < n; i++) segments.push(hsegment(g));
  return segments.join('/');
}

export function hsegment(g: Gen): string {
  const tokens = ucharTokens(g, ';:@&=', 0, 8);
  if (g.breaks('hsegment')) return breakChars(g, 'hsegment', tokens);
  return tokens.join('');
}

/**
 * The search of http, gopher and wais. "/" and "?" break it in http and wais (3.3: "Within the <path> and
 * <searchpart> components, "/", ";", "?" are reserved"), legal since RFC 3986 3.4; not in gopher, where 3.4.1
 * says "Within the <gopher-path>, no characters are reserved" and a gopher search could as well be selector text.
 */
export function search(g: Gen, scheme: 'http' | 'gopher' | 'wais'): string {
  const tokens = ucharTokens(g, ';:@&=', 0, 10);
  if (g.breaks('search')) {
    if (scheme !== 'gopher' && g.rng.chance(0.4)) {
      const c = g.rng.pick(['/', '?']);
      const inserted = insertToken(g, tokens, c);
      return g.broke('search', `reserved-${c}`, inserted.text, true, inserted.at);
    }
    return breakChars(g, 'search', tokens);
  }
  return tokens.join('');
}
