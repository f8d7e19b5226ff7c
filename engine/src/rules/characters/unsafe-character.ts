import { showChar } from '../../fix/encode';
import { meta } from '../meta';
import { encodeCharacterRule } from './character-rule';

/**
 * RFC 1738 2.2: "All unsafe characters must always be encoded within a URL." Unsafe: space, "<", ">", '"',
 * "#" (beyond the first, which starts a fragment), "{", "}", "|", "\", "^", "[", "]", "`".
 */
export const unsafeCharacter = encodeCharacterRule(
  meta('unsafe-character', 'error', '2.2', 'Unsafe characters must be percent-encoded.', true),
  'unsafe',
  (ch) => `Unsafe character ${showChar(ch)} must be percent-encoded.`,
);
