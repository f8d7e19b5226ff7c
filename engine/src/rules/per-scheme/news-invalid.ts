import { t } from '../../l10n';
import { article, group } from '../../schemes/news';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 section 5 (schemes/news.ts):
 *   grouppart = "*" | group | article
 *   group     = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
 *   article   = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
 * The article's host is the host rules'.
 */
export const newsInvalid = defineRule({
  code: 'news-invalid',
  severity: 'error',
  section: '3.6',
  description: 'A news URL names a group (letters first) or an article (unique@host).',
  details: `Section 5 of RFC 1738 gives \`group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]\` and
\`article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host\`: a message-id has one "@", before its host.`,
  fixable: false,
  examples: {
    invalid: [{ url: 'news:1comp.lang' }],
    valid: [{ url: 'news:comp.lang' }, { url: 'news:1234@a.example' }],
  },
  scope: 'news',
  check(ctx, report) {
    const groupPart = ctx.part('group');
    if (groupPart) {
      if (groupPart.raw === '*') return;
      const bad = group(ctx.url, groupPart.start, groupPart.end);
      if (groupPart.raw.length === 0) report(0, groupPart.start, t('A news URL needs a newsgroup name or a message-id after "news:".'), { production: 'grouppart' });
      else if (bad >= 0) report(bad, groupPart.end, t('"{group}" is not a newsgroup name (a letter, then letters, digits, "-", ".", "+", "_").', { group: groupPart.raw }), { production: 'group' });
      return;
    }
    const articlePart = ctx.part('article');
    const host = ctx.part('host');
    if (!articlePart || !host) return;
    const bad = article(ctx.url, articlePart.start, host.start - 1);
    if (!bad) return;
    if (bad.length === 0) report(articlePart.start, host.start, t('A message-id needs a unique part before "@".'), { production: 'article' });
    for (const i of bad) report(i, i + 1, t('A message-id has one "@", before its host: encode this one as %40.'), { production: 'article' });
  },
});
