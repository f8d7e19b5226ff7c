import { t } from '../../l10n';
import { defineRule } from '../define-rule';
import { encodeCharacters, showRun } from './character-rule';

/** RFC 1738 2.2: "the octets 00-1F and 7F hexadecimal represent control characters; these must be encoded." */
export const controlCharacter = defineRule({
  code: 'control-character',
  severity: 'error',
  section: '2.2',
  description: 'Control characters must be percent-encoded.',
  fixable: { presets: 'both', fixAll: true },
  examples: {
    invalid: [{ url: 'http://a.example/a\u0007/b', shown: 'http://a.example/a<U+0007>/b', fixed: 'http://a.example/a%07/b' }],
  },
  scope: 'characters',
  check: encodeCharacters('control', (run) =>
    run === ''
      ? t('Control characters in a credential must be percent-encoded.')
      : [...run].length === 1
        ? t('Control character {character} must be percent-encoded.', { character: showRun(run) })
        : t('Control characters {characters} must be percent-encoded.', { characters: showRun(run) }),
  ),
});
