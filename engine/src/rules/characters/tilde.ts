import { meta } from '../meta';
import { encodeCharacterRule } from './character-rule';

/**
 * RFC 1738 2.2 lists "~" among the unsafe characters that "gateways and other transport agents are known to
 * sometimes modify". RFC 3986 later made it unreserved, so this is a warning rather than an error.
 */
export const tilde = encodeCharacterRule(
  meta('tilde', 'warning', '2.2', '"~" is unsafe in RFC 1738 (unreserved since RFC 3986).', true),
  'tilde',
  () => '"~" is unsafe in RFC 1738; encode it as %7E for strict conformance.',
);
