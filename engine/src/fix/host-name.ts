/**
 * RFC 1738 3.1's host name limits, for fixes that write a host: a fix may only write a name the host rules accept
 * (domainlabel and toplabel are alphadigits and "-"), else it would trade one problem for another.
 */
const MAX_LABEL = 63;
const MAX_NAME = 255;

/**
 * Whether the labels of `ascii` that differ from the host as written (`written`, the same number of labels) are
 * made of letters, digits and "-" and no longer than 63 characters, and the name no longer than 255 characters
 * unless it already was. Labels the fix leaves alone keep whatever problems they had: those are not new.
 */
export function convertedLabelsValid(written: string, ascii: string): boolean {
  if (ascii.length > MAX_NAME && written.length <= MAX_NAME) return false;
  const before = written.split('.');
  const after = ascii.split('.');
  for (let i = 0; i < after.length; i++) {
    if (after[i] === before[i]) continue;
    if (after[i].length > MAX_LABEL || !/^[A-Za-z0-9-]+$/.test(after[i])) return false;
  }
  return true;
}
