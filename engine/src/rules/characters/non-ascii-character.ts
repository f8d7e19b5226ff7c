import { showChar } from '../../fix/encode';
import { defineRule } from '../define-rule';
import { encodeCharacters } from './character-rule';

/**
 * RFC 1738 2.2: "URLs are written only with the graphic printable characters of the US-ASCII coded character
 * set. The octets 80-FF hexadecimal are not used in US-ASCII." The fix encodes the character's UTF-8 octets.
 */
export const nonAsciiCharacter = defineRule({
  code: 'non-ascii-character',
  severity: 'error',
  section: '2.2',
  description: 'Characters outside US-ASCII must be percent-encoded (as UTF-8).',
  fixable: { presets: 'both', fixAll: true },
  examples: {
    invalid: [{ url: 'http://a.example/café', fixed: 'http://a.example/caf%C3%A9' }],
  },
  scope: 'characters',
  check: encodeCharacters('non-ascii', (ch) => `Non-ASCII character ${showChar(ch)} must be percent-encoded.`),
});
