import { t } from '../../l10n';
import { defineRule } from '../define-rule';
import { encodeCodePoint } from '../../encoding/percent';
import { characterName } from './character-names';
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
  check: encodeCharacters('unsafe', (run) => {
    if (run === '') return t('Unsafe characters in a credential must be percent-encoded.');
    // One character by its name, and what to write instead (a space: %20).
    if ([...run].length === 1) return t('A {character} is unsafe in a URL: encode it as {encoded}.', { character: characterName(run), encoded: encodeCodePoint(run.codePointAt(0)!) });
    return t('Unsafe characters {characters} must be percent-encoded.', { characters: showRun(run) });
  }),
});
