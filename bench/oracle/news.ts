/**
 * NEWS (section 3.6) and NNTP (section 3.7):
 *
 *   newsurl   = "news:" grouppart
 *   grouppart = "*" | group | article
 *   group     = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
 *   article   = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
 *   nntpurl   = "nntp://" hostport "/" group [ "/" digits ]
 */
import { alpha, breakChars, charName, digit, DIGIT, insertToken, LOWALPHA, pick, ucharTokens } from './chars';
import type { Gen } from './gen';
import { userinfo } from './http';
import { host, hostport } from './internet';

export function newsurl(g: Gen): string {
  g.used.add('newsurl');
  return 'news:' + grouppart(g);
}

export function grouppart(g: Gen): string {
  if (g.breaks('grouppart')) return g.broke('grouppart', 'empty', '');
  if (g.wants('group')) return group(g);
  if (g.wants('article', 'host', 'hostname', 'domainlabel', 'toplabel', 'hostnumber', 'escape')) return article(g);
  const r = g.rng.next();
  return r < 0.1 ? '*' : r < 0.55 ? group(g) : article(g);
}

/**
 * Characters no group holds that do not make it another grouppart: no "@" (an article), no "%" (an escape's),
 * nothing the engine reads as a template. "~" is not here: RFC 3986 made it unreserved, yet no news group has it.
 */
const NOT_IN_GROUP = ['!', ',', "'", ';', ':', '&', '=', '?', '/', '%41', ' ', '"', '|', '^', '`', '\u00e9'];

export function group(g: Gen, nntp = false): string {
  // Dotted words, as in "comp.infosystems.www.misc".
  const words: string[] = [];
  const n = g.len(1, 4);
  for (let i = 0; i < n; i++) {
    let w = i === 0 ? alpha(g) : pick(g, LOWALPHA + DIGIT);
    const len = g.len(0, 6);
    for (let j = 0; j < len; j++) w += g.rng.chance(0.1) ? pick(g, '-+_') : pick(g, LOWALPHA + DIGIT);
    words.push(w);
  }
  const text = words.join('.');
  if (g.breaks('group')) {
    const how = g.rng.pick(nntp ? ['leading-digit', 'leading-hyphen', 'character', 'empty'] : ['leading-digit', 'leading-hyphen', 'character']);
    if (how === 'leading-digit') return g.broke('group', how, digit(g) + text, false, [0, 1]);
    if (how === 'leading-hyphen') return g.broke('group', how, '-' + text, false, [0, 1]);
    if (how === 'empty') return g.broke('group', how, '');
    // Not first: the group must still start with a letter, so only the inserted character breaks it.
    const at = g.rng.range(1, text.length);
    const c = g.rng.pick(nntp ? NOT_IN_GROUP.filter((x) => x !== '/') : NOT_IN_GROUP); // nntp: "/" starts the number
    return g.broke('group', `character-${c.length === 1 ? charName(c) : c}`, text.slice(0, at) + c + text.slice(at), false, [at, at + c.length]);
  }
  return text;
}

export function article(g: Gen): string {
  // Never starting "/": "news://..." reads as an authority.
  const tokens = ['m', ...ucharTokens(g, ';/?:&=', 0, 10)];
  if (g.breaks('article')) {
    if (g.rng.chance(0.25)) return g.broke('article', 'empty-unique', '@' + host(g, { noLiteral: true }));
    return breakChars(g, 'article', tokens) + '@' + host(g, { noLiteral: true });
  }
  return tokens.join('') + '@' + host(g, { noLiteral: true });
}

/** The article number: digits = 1*digit. */
export function digits(g: Gen): string {
  const text = String(g.rng.range(1, 999999));
  // Keep a digit, add something else.
  if (g.breaks('digits')) {
    const inserted = insertToken(g, text.split(''), pick(g, 'abxo-+.'));
    return g.broke('digits', 'non-digit', inserted.text, false, inserted.at);
  }
  return text;
}

export function nntpurl(g: Gen): string {
  if (g.breaks('nntpurl')) {
    return g.broke('nntpurl', 'no-slash', `nntp://${userinfo(g)}${hostport(g)}`);
  }
  let s = `nntp://${userinfo(g)}${hostport(g)}/${group(g, true)}`;
  if (g.opt(0.5, 'digits')) s += '/' + digits(g);
  return s;
}
