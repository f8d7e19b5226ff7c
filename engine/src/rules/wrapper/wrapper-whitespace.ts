import { t } from '../../l10n';
import type { Locator, Span } from '../../types';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 appendix: "extra whitespace (spaces, linebreaks, tabs, etc.) may need to be added to break long URLs
 * across lines. The whitespace should be ignored when extracting the URL." Legal, so only a hint; joining is
 * offered but is not part of fix-all, which never reflows text. Breaks after a hyphen are `hyphen-line-break`'s.
 */
export const wrapperWhitespace = defineRule({
  code: 'wrapper-whitespace',
  severity: 'hint',
  section: 'Appendix',
  description: 'Whitespace inside <URL:...> is ignored; the URL can be joined.',
  fixable: { presets: 'both', fixAll: false, note: 'it changes the text\'s layout or makes a choice' },
  examples: {
    invalid: [{ text: '<URL:http://a.example/\n   long/path>', fixed: '<URL:http://a.example/long/path>' }],
  },
  scope: 'wrapper',
  check(ctx, report) {
    const { whitespace } = ctx.locator;
    if (whitespace.length === 0) return;
    const runs = whitespace.filter((run) => !isAfterHyphenBreak(ctx.locator, run));
    if (runs.length === 0) return;
    const join = { title: t('Join the URL (remove the whitespace inside <URL:...>)'), edits: runs.map((r) => ({ ...r, newText: '' })), safe: false };
    for (const run of runs) {
      report.inDocument(run.start, run.end, t('Whitespace inside the wrapper is not part of the URL.'), [join]);
    }
  },
});

/** Whether the whitespace run directly follows a hyphen that breaks the line. */
export function isAfterHyphenBreak(locator: Locator, run: Span): boolean {
  const { offsets, ends } = locator;
  return locator.hyphenBreaks.some((h) => (ends ? ends[h] : offsets[h]! + 1) === run.start);
}
