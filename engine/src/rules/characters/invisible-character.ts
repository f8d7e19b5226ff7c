import { percentEncode } from '../../encoding/percent';
import { t } from '../../l10n';
import { showInvisible } from '../../unicode/invisible';
import { defineRule } from '../define-rule';
import type { UrlFix } from '../rule';

/**
 * RFC 1738 2.2: "URLs are written only with the graphic printable characters of the US-ASCII coded character set."
 * A no-break or zero-width space, a word joiner, a BOM, a soft hyphen or a bidirectional control (unicode/invisible.ts)
 * is not graphic: the URL looks right and a program gets another one (`https://github.com/org/re<U+00A0>po` is not
 * the repository). A warning in both presets, wherever it stands (host, path, query, fragment), instead of the
 * `non-ascii-character` hint a visible letter gets. Two quick fixes, neither applied by fix-all: remove it (what
 * the writer almost always meant, but the URL a program gets changes, so it is the reader's call), or percent-encode
 * it (the URL as it stands, made visible; not in a host, where an escape is no repair).
 */
export const invisibleCharacter = defineRule({
  code: 'invisible-character',
  severity: 'warning',
  section: '2.2',
  description: 'An invisible character (no-break or zero-width space, soft hyphen, bidirectional control) is in the URL: it looks right and is not.',
  details: `The characters: U+00A0 no-break space, U+00AD soft hyphen, U+200B to U+200D zero-width space, non-joiner and
joiner, U+2060 word joiner, U+FEFF byte order mark, U+202A to U+202E and U+2066 to U+2069 bidirectional controls.
A joiner inside an emoji ZWJ sequence (\`🏳️‍🌈\`, Unicode Technical Standard #51) is part of one picture a reader sees:
not reported here, nor is a joiner or non-joiner that spells a word as IDNA allows (RFC 5892 appendix A: after a
virama, Sinhala \`ශ්‍රී\`; a non-joiner between Arabic-script letters, Persian \`نامه‌ای\`). Messages and the hover show each as \`<U+00A0>\`. A warning in both presets, in place of the \`non-ascii-character\`
diagnostic. Neither fix is applied by fix-all: removing the character changes the URL a program gets (almost always
to the one the writer meant, but that is the reader's call), and encoding it keeps the wrong URL.`,
  fixable: { presets: 'both', fixAll: false, note: 'removing the character changes the URL a program gets' },
  examples: {
    invalid: [
      { url: 'https://github.com/org/re\u00a0po', shown: 'https://github.com/org/re<U+00A0>po', fixed: ['https://github.com/org/repo', 'https://github.com/org/re%C2%A0po'] },
      { url: 'https://example.org/a\u200bb', shown: 'https://example.org/a<U+200B>b', fixed: ['https://example.org/ab', 'https://example.org/a%E2%80%8Bb'] },
    ],
  },
  scope: 'characters',
  check(ctx, report) {
    for (const n of ctx.notable) {
      if (n.kind !== 'invisible') continue;
      const shown = showInvisible(ctx.url.slice(n.start, n.end));
      const fixes: UrlFix[] = [{ title: t('Remove the invisible character {character}', { character: shown }), edits: [{ start: n.start, end: n.end, newText: '' }], safe: false }];
      // In a host an escape is no repair (a host name is letters, digits and hyphens): there only removal is offered.
      const host = ctx.part('host');
      const encoded = percentEncode(ctx.url.slice(n.start, n.end));
      if (!host || n.start < host.start || n.start >= host.end) fixes.push({ title: t('Percent-encode {text} as {encoded}', { text: shown, encoded }), edits: [{ start: n.start, end: n.end, newText: encoded }], safe: false });
      report(n.start, n.end, t('Invisible character {character}: the URL looks right but is not what a program gets.', { character: shown }), {
        fixes,
        production: ctx.productionAt(n.start),
      });
    }
  },
});
