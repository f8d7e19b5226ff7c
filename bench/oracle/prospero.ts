/**
 * PROSPERO (section 3.11):
 *
 *   prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
 *   ppath       = psegment *[ "/" psegment ]
 *   psegment    = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
 *   fieldspec   = ";" fieldname "=" fieldvalue
 *   fieldname   = *[ uchar | "?" | ":" | "@" | "&" ]
 *   fieldvalue  = *[ uchar | "?" | ":" | "@" | "&" ]
 */
import { breakChars, ucharTokens } from './chars';
import type { Gen } from './gen';
import { userinfo } from './http';
import { hostport } from './internet';

export function prosperourl(g: Gen): string {
  // 3.11: "No username or password is allowed" (userinfo); the "/" before the hsoname is required.
  if (g.breaks('prosperourl')) return g.broke('prosperourl', 'no-slash', `prospero://${userinfo(g)}${hostport(g)}`);
  let s = `prospero://${userinfo(g)}${hostport(g)}/${ppath(g)}`;
  const n = g.wants('fieldspec', 'fieldname', 'fieldvalue') ? g.len(1, 2) : g.small ? 0 : g.rng.pick([0, 0, 1, 2]);
  for (let i = 0; i < n; i++) s += fieldspec(g);
  return s;
}

export function ppath(g: Gen): string {
  g.used.add('ppath');
  const segments: string[] = [];
  const n = g.len(1, 4);
  for (let i = 0; i < n; i++) segments.push(psegment(g));
  return segments.join('/');
}

export function psegment(g: Gen): string {
  const tokens = ucharTokens(g, '?:@&=', 0, 8);
  if (g.breaks('psegment')) return breakChars(g, 'psegment', tokens);
  return tokens.join('');
}

export function fieldspec(g: Gen): string {
  if (g.breaks('fieldspec')) return g.broke('fieldspec', 'no-equals', ';' + ucharTokens(g, '?:@&', 1, 6).join(''));
  return `;${fieldname(g)}=${fieldvalue(g)}`;
}

/** "/" breaks a field name or value where it stands (3.11: the fields follow the hsoname, whose "/" is done). */
export function fieldname(g: Gen): string {
  const tokens = ucharTokens(g, '?:@&', 0, 6);
  if (g.breaks('fieldname')) return breakChars(g, 'fieldname', tokens, '/');
  return tokens.join('');
}

/** Also "=": the first "=" of a fieldspec ends its name, so a second one is in the value. */
export function fieldvalue(g: Gen): string {
  const tokens = ucharTokens(g, '?:@&', 0, 6);
  if (g.breaks('fieldvalue')) return breakChars(g, 'fieldvalue', tokens, '/=');
  return tokens.join('');
}
