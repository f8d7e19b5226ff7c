/**
 * FTP (section 3.2) and FILE (section 3.10):
 *
 *   ftpurl   = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
 *   fpath    = fsegment *[ "/" fsegment ]
 *   fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
 *   ftptype  = "A" | "I" | "D" | "a" | "i" | "d"
 *   fileurl  = "file://" [ host | "localhost" ] "/" fpath
 */
import { breakChars, pick, ucharTokens } from './chars';
import type { Gen } from './gen';
import { hostname, login, nameOrNumber } from './internet';

export function ftpurl(g: Gen): string {
  g.used.add('ftpurl');
  let s = 'ftp://' + login(g);
  if (g.opt(0.8, 'fsegment', 'ftptype')) {
    s += '/' + fpath(g);
    if (g.opt(0.25, 'ftptype')) s += ';type=' + ftptype(g);
  }
  return s;
}

export function fpath(g: Gen): string {
  g.used.add('fpath');
  const segments: string[] = [];
  const n = g.len(1, 4);
  for (let i = 0; i < n; i++) segments.push(fsegment(g));
  return segments.join('/');
}

export function fsegment(g: Gen): string {
  const tokens = ucharTokens(g, '?:@&=', 0, 8);
  if (g.breaks('fsegment')) {
    // ";" is reserved in a segment (3.2.2: "Within a name or CWD component, the characters "/" and ";" are
    // reserved"), unless it starts ";type=": then it is the typecode's. RFC 3986 3.3 allows it in a segment.
    if (g.rng.chance(0.3)) {
      const at = g.rng.int(tokens.length + 1);
      if (!tokens.slice(at).join('').startsWith('type=')) {
        const start = tokens.slice(0, at).join('').length;
        return g.broke('fsegment', 'reserved-;', tokens.slice(0, at).join('') + ';' + tokens.slice(at).join(''), true, [start, start + 1]);
      }
    }
    return breakChars(g, 'fsegment', tokens);
  }
  return tokens.join('');
}

export function ftptype(g: Gen): string {
  if (g.breaks('ftptype')) {
    const how = g.rng.pick(['letter', 'digit', 'empty', 'two-letters']);
    if (how === 'empty') return g.broke('ftptype', how, '');
    const text = how === 'letter' ? pick(g, 'bcefxzBXZ') : how === 'digit' ? pick(g, '0123456789') : pick(g, 'AIDaid') + pick(g, 'AIDaid');
    return g.broke('ftptype', how, text, false, [0, text.length]);
  }
  return pick(g, 'AIDaid');
}

export function fileurl(g: Gen): string {
  const h = fileHost(g);
  // The "/" before the path is required.
  if (g.breaks('fileurl')) return g.broke('fileurl', 'no-path', `file://${h || 'a.example'}`);
  return `file://${h}/${fpath(g)}`;
}

/**
 * [ host | "localhost" ]: empty, "localhost" or a host. 3.10's "file://<host>/<path>" has no user, password or
 * port: one of those is text in the host's place, so it breaks `host`.
 */
function fileHost(g: Gen): string {
  if (g.breaks('host')) {
    const how = g.rng.pick(['userinfo', 'port', 'ip-literal']);
    if (how === 'userinfo') {
      const user = `${ucharTokens(g, '', 1, 4).join('')}@`;
      return g.broke('host', how, user + hostname(g), false, [0, user.length]);
    }
    if (how === 'port') {
      const name = hostname(g);
      const port = `:${g.rng.range(1024, 65535)}`;
      return g.broke('host', how, name + port, false, [name.length, name.length + port.length]);
    }
    const literal = `[2001:db8::${g.rng.range(1, 0xfff).toString(16)}]`;
    return g.broke('host', how, literal, true, [0, literal.length]);
  }
  if (g.wants('hostname', 'domainlabel', 'toplabel', 'hostnumber')) return nameOrNumber(g);
  const r = g.rng.next();
  return r < 0.3 ? '' : r < 0.45 ? 'localhost' : nameOrNumber(g);
}
