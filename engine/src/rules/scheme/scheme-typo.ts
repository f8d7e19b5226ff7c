import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 3.1: "The scheme specific data start with a double slash "//" to indicate that it complies with the
 * common Internet scheme syntax", and 2.1: "Scheme names consist of a sequence of characters." A reader takes
 * `https:/github.com/org/repo`, `htp://x.example/` or `http//x.example/` for a URL, and no program or link detector
 * does: the link is dead where it is written. The finder keeps such text only where a host name follows a misspelt
 * scheme or separator (find/scheme-typo.ts), and this rule alone checks it, with the did-you-mean fix. A warning: it is
 * a guess at what was meant; the fix is a quick fix only, as it makes text a URL that was none.
 */
export const schemeTypo = defineRule({
  code: 'scheme-typo',
  severity: 'warning',
  section: '3.1',
  description: 'A mistyped scheme or "://" (https:/, htp://, http//): no program reads this as the URL it looks like.',
  details: `Found where a host name follows \`http\`, \`https\` or \`ftp\` with one slash (\`https:/github.com\`), no colon
(\`http//\`), a semicolon (\`https;//\`) or two colons (\`http:://\`), or a scheme with one letter dropped or doubled
(\`htp://\`, \`htps://\`, \`htttp://\`). Prose such as \`ratio 1:2\`, \`Note:\` or \`std::vector\` is never one. The rest of
such a URL is checked once the scheme is fixed.`,
  fixable: { presets: 'both', fixAll: false, note: 'it turns text that is no URL into one' },
  examples: {
    invalid: [
      { text: 'Source: https:/github.com/org/repo', fixed: 'Source: https://github.com/org/repo' },
      { text: 'see htp://x.example/a', fixed: 'see http://x.example/a' },
      { text: 'see http//x.example/a', fixed: 'see http://x.example/a' },
    ],
    valid: [{ text: 'ratio 1:2, Note: std::vector, file:/etc/hosts' }],
  },
  scope: 'url',
  check(ctx, report) {
    const typo = ctx.locator.schemeTypo;
    if (typo === undefined) return;
    const written = ctx.url.slice(0, typo.end);
    report(0, typo.end, t('"{written}" looks like a mistyped "{meant}": no program reads this as a URL.', { written, meant: typo.meant }), {
      fixes: [{ title: t('Change "{written}" to "{meant}"', { written, meant: typo.meant }), edits: [{ start: 0, end: typo.end, newText: typo.meant }], safe: false }],
    });
  },
});
