import { isAlpha, isAlphaDigit } from '../../grammar/chars';
import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * RFC 1738 section 5:
 *   grouppart = "*" | group | article
 *   group     = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
 *   article   = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
 */
export const newsInvalid: Rule = {
  meta: meta('news-invalid', 'error', '3.6', 'A news URL names a group (letters first) or an article (unique@host).'),
  scope: 'news',
  check(ctx) {
    if (ctx.parsed.grammar !== 'news') return;
    const group = ctx.part('group');
    if (group) {
      if (group.raw === '*') return;
      const bad = firstBadGroupChar(group.raw);
      if (bad >= 0) ctx.report(this.meta.code, group.start + bad, group.end, `"${group.raw}" is not a newsgroup name (a letter, then letters, digits, "-", ".", "+", "_").`);
      return;
    }
    const article = ctx.part('article');
    const host = ctx.part('host');
    if (article && host && host.start - 1 === article.start) {
      ctx.report(this.meta.code, article.start, host.start, 'A message-id needs a unique part before "@".');
    }
  },
};

function firstBadGroupChar(raw: string): number {
  if (raw.length === 0 || !isAlpha(raw.charCodeAt(0))) return 0;
  for (let i = 1; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (!isAlphaDigit(c) && c !== 0x2d && c !== 0x2e && c !== 0x2b && c !== 0x5f) return i;
  }
  return -1;
}
