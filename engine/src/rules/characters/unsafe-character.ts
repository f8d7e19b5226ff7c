import { showChar } from '../../fix/encode';
import { defineRule } from '../define-rule';
import { encodeCharacters } from './character-rule';

/**
 * RFC 1738 2.2: "All unsafe characters must always be encoded within a URL." Unsafe: space, "<", ">", '"',
 * "#" (beyond the first, which starts a fragment), "{", "}", "|", "\", "^", "[", "]", "`".
 */
export const unsafeCharacter = defineRule({
  code: 'unsafe-character',
  severity: 'error',
  section: '2.2',
  description: 'Unsafe characters must be percent-encoded.',
  fixable: { presets: 'both', fixAll: true },
  examples: {
    invalid: [{ url: 'http://a.example/b c', fixed: 'http://a.example/b%20c' }],
  },
  scope: 'characters',
  check: encodeCharacters('unsafe', (ch) => `Unsafe character ${showChar(ch)} must be percent-encoded.`),
});
