import { isDigits } from '../../grammar/chars';
import { t } from '../../l10n';
import { group } from '../../schemes/nntp';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 section 5 (schemes/nntp.ts): nntpurl = "nntp://" hostport "/" group [ "/" digits ], with news's
 * group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ].
 */
export const nntpInvalid = defineRule({
  code: 'nntp-invalid',
  severity: 'error',
  section: '3.7',
  description: 'An nntp URL is nntp://host/group or nntp://host/group/article-number.',
  details: 'The group is news\'s `group` production (letters first), the article number `digits`.',
  fixable: false,
  examples: {
    invalid: [{ url: 'nntp://a.example/comp.lang/12a' }],
    valid: [{ url: 'nntp://a.example/comp.lang/12' }],
  },
  scope: 'nntp',
  check(ctx, report) {
    if (!ctx.host) return;
    const groupPart = ctx.part('group');
    if (!groupPart || groupPart.raw.length === 0) {
      const at = groupPart ? groupPart.start : ctx.host.part.end;
      // No "/" at all breaks nntpurl ("/" group is not optional); an empty one, the group.
      report(Math.max(0, at - 1), Math.max(at, 1), t('An nntp URL needs a newsgroup name after the host.'), { production: groupPart ? 'group' : 'nntpurl' });
      return;
    }
    const bad = group(ctx.url, groupPart.start, groupPart.end);
    if (bad >= 0) report(bad, groupPart.end, t('"{group}" is not a newsgroup name (a letter, then letters, digits, "-", ".", "+", "_").', { group: groupPart.raw }), { production: 'group' });
    const num = ctx.part('article-number');
    if (num && !isDigits(num.raw)) {
      report(num.raw ? num.start : num.start - 1, num.raw ? num.end : num.start, t('The article number must be digits.'), { production: 'digits' });
    }
  },
});
