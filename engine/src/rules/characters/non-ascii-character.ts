import { showChar } from '../../fix/encode';
import { meta } from '../meta';
import { encodeCharacterRule } from './character-rule';

/**
 * RFC 1738 2.2: "URLs are written only with the graphic printable characters of the US-ASCII coded character
 * set. The octets 80-FF hexadecimal are not used in US-ASCII." The fix encodes the character's UTF-8 octets.
 */
export const nonAsciiCharacter = encodeCharacterRule(
  meta('non-ascii-character', 'error', '2.2', 'Characters outside US-ASCII must be percent-encoded (as UTF-8).', true),
  'non-ascii',
  (ch) => `Non-ASCII character ${showChar(ch)} must be percent-encoded.`,
);
