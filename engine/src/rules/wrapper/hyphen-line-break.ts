import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 appendix: "No whitespace should be introduced after a hyphen ("-") character. Because some typesetters
 * and printers may (erroneously) introduce a hyphen at the end of line when breaking a line, the interpreter of
 * a URL containing a line break immediately after a hyphen should ignore all unencoded whitespace around the
 * line break, and should be aware that the hyphen may or may not actually be part of the URL."
 * Both readings are offered; neither is safe to pick automatically. A bare URL joined across such a break (the finder
 * continues it when the next line's first word does, find/bare.ts) gets the same warning and fixes.
 */
export const hyphenLineBreak = defineRule({
  code: 'hyphen-line-break',
  severity: 'warning',
  section: 'Appendix',
  description: 'A line break right after "-" is ambiguous: the hyphen may be a typesetter\'s.',
  fixable: { presets: 'both', fixAll: false, note: 'it changes the text\'s layout or makes a choice' },
  examples: {
    invalid: [
      { text: '<URL:http://a.example/some-\n   thing>', fixed: ['<URL:http://a.example/some-thing>', '<URL:http://a.example/something>'] },
      { text: 'see http://a.example/release-\n   notes here', fixed: ['see http://a.example/release-notes here', 'see http://a.example/releasenotes here'] },
    ],
  },
  scope: 'wrapper',
  check(ctx, report) {
    const { offsets, ends, whitespace, url } = ctx.locator;
    for (const h of ctx.locator.hyphenBreaks) {
      const hyphen = offsets[h]!;
      const hyphenEnd = ends ? ends[h] : hyphen + 1;
      const run = whitespace.find((r) => r.start === hyphenEnd);
      if (!run) continue;
      const before = url.slice(Math.max(0, h - 12), h);
      const after = url.slice(h + 1, h + 13);
      report.inDocument(hyphen, run.end, t('Line break after "-": the hyphen may or may not be part of the URL.'), [
        { title: t('Keep the hyphen: "{joined}"', { joined: `${before}-${after}` }), edits: [{ start: run.start, end: run.end, newText: '' }], safe: false },
        { title: t('Drop the hyphen: "{joined}"', { joined: before + after }), edits: [{ start: hyphen, end: run.end, newText: '' }], safe: false },
      ]);
    }
  },
});
