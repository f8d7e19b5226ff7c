import { showChar } from '../../fix/encode';
import { meta } from '../meta';
import { encodeCharacterRule } from './character-rule';

/** RFC 1738 2.2: "the octets 00-1F and 7F hexadecimal represent control characters; these must be encoded." */
export const controlCharacter = encodeCharacterRule(
  meta('control-character', 'error', '2.2', 'Control characters must be percent-encoded.', true),
  'control',
  (ch) => `Control character ${showChar(ch)} must be percent-encoded.`,
);
