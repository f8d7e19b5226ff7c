/**
 * Where to cut a stream of text into pieces the engine can check one at a time without changing what it finds:
 * at a line break, and not inside an open `<...` wrapper, whose URL may continue on the next lines
 * (RFC 1738 appendix). Pieces keep memory bounded however large the input is.
 */

/** A `<` further back than this is not taken as an open wrapper: a wrapped URL spans a few lines, not pages. */
export const WRAPPER_REACH = 4096;
/** How far back from the end of the buffer a cut point is looked for. */
const WINDOW = 65536;

/**
 * The length of the prefix of `text` to check now (1..text.length). Prefers the last line break outside an open
 * wrapper; then any line break; then whitespace; a hard cut only for text with neither, never inside a surrogate
 * pair or a CRLF.
 */
export function cutPoint(text: string): number {
  const from = Math.max(0, text.length - Math.min(WINDOW, text.length));
  let openAt = -1;
  let bestOutside = -1;
  let lastBreak = -1;
  let lastSpace = -1;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x3c /* < */) openAt = i;
    else if (c === 0x3e /* > */) openAt = -1;
    else if (c === 0x0a) {
      lastBreak = i;
      if (openAt < 0 || i - openAt > WRAPPER_REACH) bestOutside = i;
    } else if (c === 0x20 || c === 0x09) lastSpace = i;
  }
  if (bestOutside >= 0) return bestOutside + 1;
  if (lastBreak >= 0) return lastBreak + 1;
  if (lastSpace >= 0) return lastSpace + 1;
  let cut = text.length;
  const last = text.charCodeAt(cut - 1);
  if (cut > 1 && ((last >= 0xd800 && last <= 0xdbff) || last === 0x0d)) cut--;
  return cut;
}
