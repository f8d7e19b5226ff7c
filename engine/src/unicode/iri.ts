/**
 * The characters beyond US-ASCII that an IRI may hold, as RFC 3987 section 2.2 lists them:
 *
 *   ucschar  = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / ... / %xD0000-DFFFD / %xE1000-EFFFD
 *   iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD      (in iquery only)
 *
 * Left out: the C1 controls (U+0080 to U+009F), surrogates, noncharacters (U+FDD0 to U+FDEF and the last two of
 * every plane), the specials U+FFF0 to U+FFFF (U+FFFD, the replacement character a decoder leaves for bytes that
 * were not text, among them) and plane 14's tags and variation selectors.
 */
export function isIriCharacter(cp: number, inQuery: boolean): boolean {
  if (cp < 0xa0) return false;
  if (cp <= 0xd7ff) return true;
  if (cp < 0xf900) return cp >= 0xe000 && inQuery; // surrogates; the private use area
  if (cp <= 0xfdcf) return true;
  if (cp < 0xfdf0) return false;
  if (cp <= 0xffef) return true;
  if (cp < 0x10000 || (cp & 0xfffe) === 0xfffe) return false;
  if (cp < 0xe0000) return true;
  if (cp < 0xe1000) return false;
  return cp < 0xf0000 || inQuery; // planes 15 and 16 are private use
}
