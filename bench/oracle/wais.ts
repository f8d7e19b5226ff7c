/**
 * WAIS (section 3.9):
 *
 *   waisurl      = waisdatabase | waisindex | waisdoc
 *   waisdatabase = "wais://" hostport "/" database
 *   waisindex    = "wais://" hostport "/" database "?" search
 *   waisdoc      = "wais://" hostport "/" database "/" wtype "/" wpath
 *   database     = *uchar
 *   wtype        = *uchar
 *   wpath        = *uchar
 */
import { breakChars, ucharTokens } from './chars';
import type { Gen } from './gen';
import { search, userinfo } from './http';
import { hostport } from './internet';

export function waisurl(g: Gen): string {
  // No form lacks the "/" after the host.
  if (g.breaks('waisurl')) return g.broke('waisurl', 'no-slash', `wais://${userinfo(g)}${hostport(g)}`);
  const form = g.wants('waisdoc', 'wtype', 'wpath') ? 'doc' : g.wants('search') ? 'index' : g.rng.pick(['database', 'index', 'doc']);
  if (form === 'database') return waisdatabase(g);
  if (form === 'index') return waisindex(g);
  return waisdoc(g);
}

export function waisdatabase(g: Gen): string {
  g.used.add('waisdatabase');
  return `wais://${userinfo(g)}${hostport(g)}/${database(g)}`;
}

export function waisindex(g: Gen): string {
  g.used.add('waisindex');
  return `wais://${userinfo(g)}${hostport(g)}/${database(g)}?${search(g, 'wais')}`;
}

export function waisdoc(g: Gen): string {
  const start = `wais://${userinfo(g)}${hostport(g)}/${database(g)}/${wtype(g)}`;
  if (g.breaks('waisdoc')) return g.broke('waisdoc', 'no-wpath', start);
  return `${start}/${wpath(g)}`;
}

/** Reserved characters that break a *uchar part where they stand (not "/" or "?": those make another form). */
const IN_PLACE = ';:@&=';

export function database(g: Gen): string {
  const tokens = ucharTokens(g, '', 0, 8);
  if (g.breaks('database')) return breakChars(g, 'database', tokens, IN_PLACE);
  return tokens.join('');
}

export function wtype(g: Gen): string {
  const tokens = ucharTokens(g, '', 0, 4);
  if (g.breaks('wtype')) return breakChars(g, 'wtype', tokens, IN_PLACE);
  return tokens.join('');
}

/** The last part: a "/" or "?" in it can only break it. */
export function wpath(g: Gen): string {
  const tokens = ucharTokens(g, '', 0, 8);
  if (g.breaks('wpath')) return breakChars(g, 'wpath', tokens, IN_PLACE + '/?');
  return tokens.join('');
}
