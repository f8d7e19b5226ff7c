import { showChar } from '../../fix/encode';
import { isSchemeChar } from '../../grammar/scheme-name';
import { t } from '../../l10n';
import { defineRule } from '../define-rule';

/**
 * RFC 1738 2.1: "Scheme names consist of a sequence of characters. The lower case letters "a"--"z", digits,
 * and the characters plus ("+"), period ("."), and hyphen ("-") are allowed." A URL is <scheme>:<scheme-specific-part>.
 * Section 5: scheme = 1*[ lowalpha | digit | "+" | "-" | "." ] (grammar/scheme-name.ts; upper case is `scheme-case`'s).
 */
export const invalidScheme = defineRule({
  code: 'invalid-scheme',
  severity: 'error',
  section: '2.1',
  description: 'A URL starts with a scheme name of letters, digits, "+", "." or "-", then ":".',
  fixable: false,
  examples: {
    invalid: [{ url: 'ht_tp://a.example/' }],
    valid: [{ url: 'svn+ssh://a.example/repo' }],
  },
  scope: 'url',
  check(ctx, report) {
    const scheme = ctx.part('scheme');
    if (!scheme) {
      const colon = ctx.url.indexOf(':');
      report(0, colon >= 0 ? colon + 1 : ctx.url.length, t('No scheme: a URL starts with a scheme name and ":".'), { production: 'scheme' });
      return;
    }
    const raw = scheme.raw;
    // One report per character: an astral one (two UTF-16 code units) is one character, not two.
    for (let i = 0; i < raw.length; ) {
      const width = (raw.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
      if (!isSchemeChar(raw.charCodeAt(i))) report(i, i + width, t('{character} is not allowed in a scheme name.', { character: showChar(raw.slice(i, i + width)) }), { production: 'scheme' });
      i += width;
    }
  },
});
