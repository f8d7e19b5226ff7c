import { t } from '../../l10n';
import { defineRule } from '../define-rule';
import { encodeCharacters, showRun } from './character-rule';

/**
 * RFC 1738 2.2: "All unsafe characters must always be encoded within a URL." Unsafe: space, "<", ">", '"',
 * "#" (beyond the first, which starts a fragment), "{", "}", "|", "\", "^", "[", "]", "`". A run of adjacent ones is
 * one diagnostic, whose fix encodes the whole run.
 */
export const unsafeCharacter = defineRule({
  code: 'unsafe-character',
  severity: 'error',
  section: '2.2',
  description: 'Unsafe characters must be percent-encoded.',
  fixable: { presets: 'both', fixAll: true },
  examples: {
    invalid: [
      { url: 'http://a.example/b c', fixed: 'http://a.example/b%20c' },
      { url: 'http://a.example/a||b', fixed: 'http://a.example/a%7C%7Cb' },
    ],
  },
  scope: 'characters',
  check: encodeCharacters('unsafe', (run) =>
    run === ''
      ? t('Unsafe characters in a secret value must be percent-encoded.')
      : [...run].length === 1
        ? t('Unsafe character {character} must be percent-encoded.', { character: showRun(run) })
        : t('Unsafe characters {characters} must be percent-encoded.', { characters: showRun(run) }),
  ),
});
