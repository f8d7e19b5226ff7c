import { showChar } from '../../fix/encode';
import { t } from '../../l10n';

/**
 * The unsafe characters of RFC 1738 section 2.2 by their names, so a message says what the character is rather than
 * quoting it (`"""` read as three quotes; a space quoted is invisible). Each name starts with a consonant sound, so
 * English puts "A" before every one. A function per name: `t` reads the catalogue installed after this module loads.
 */
const NAMES: Record<string, () => string> = {
  ' ': () => t('space'),
  '"': () => t('double quote'),
  '<': () => t('less-than sign'),
  '>': () => t('greater-than sign'),
  '#': () => t('number sign'),
  '{': () => t('left brace'),
  '}': () => t('right brace'),
  '|': () => t('vertical bar'),
  '\\': () => t('backslash'),
  '^': () => t('caret'),
  '[': () => t('left bracket'),
  ']': () => t('right bracket'),
  '`': () => t('backtick'),
};

/**
 * A character's name with the character itself after it (`double quote (")`), the space by its name alone. The
 * scanner calls no other character unsafe; another would be shown quoted.
 */
export function characterName(ch: string): string {
  const name = NAMES[ch]?.();
  if (name === undefined) return showChar(ch);
  return ch === ' ' ? name : t('{name} ({character})', { name, character: ch });
}
