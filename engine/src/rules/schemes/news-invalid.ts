import { article, group } from '../../schemes/news';
import { meta } from '../meta';
import type { Rule } from '../rule';

/**
 * RFC 1738 section 5 (schemes/news.ts):
 *   grouppart = "*" | group | article
 *   group     = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
 *   article   = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
 * The article's host is the host rules'.
 */
export const newsInvalid: Rule = {
  meta: meta('news-invalid', 'error', '3.6', 'A news URL names a group (letters first) or an article (unique@host).'),
  scope: 'news',
  check(ctx) {
    const groupPart = ctx.part('group');
    if (groupPart) {
      if (groupPart.raw === '*') return;
      const bad = group(ctx.url, groupPart.start, groupPart.end);
      if (groupPart.raw.length === 0) ctx.report(this.meta.code, 0, groupPart.start, 'A news URL needs a newsgroup name or a message-id after "news:".', [], 'grouppart');
      else if (bad >= 0) ctx.report(this.meta.code, bad, groupPart.end, `"${groupPart.raw}" is not a newsgroup name (a letter, then letters, digits, "-", ".", "+", "_").`, [], 'group');
      return;
    }
    const articlePart = ctx.part('article');
    const host = ctx.part('host');
    if (!articlePart || !host) return;
    const bad = article(ctx.url, articlePart.start, host.start - 1);
    if (!bad) return;
    if (bad.length === 0) ctx.report(this.meta.code, articlePart.start, host.start, 'A message-id needs a unique part before "@".', [], 'article');
    for (const i of bad) ctx.report(this.meta.code, i, i + 1, 'A message-id has one "@", before its host: encode this one as %40.', [], 'article');
  },
};
