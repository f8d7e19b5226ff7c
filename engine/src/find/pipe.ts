/**
 * Where a "|" delimits a URL in a code comment or Markdown text (Terminators.pipeDelimits), rather than being a
 * character typed into it (RFC 1738 section 2.2 calls "|" unsafe, and the rules report it):
 * - a JSDoc or TSDoc inline link's target: `{@link url}`, `{@link url|label}`, and the `{@linkcode ...}` and
 *   `{@linkplain ...}` forms, where "|" separates the target from its label (mocha's `@see {@link url|Specification}`);
 * - a URL on a line that already has a "|" before it: the line is a table row (`| https://a.example/x | b |`) or a
 *   "|"-separated record (undici's `origin->https://localhost:4000|path->/endpoint`), whose "|" separates fields.
 * A "|" written into the URL of a sentence has neither (the recall run's `See: https://docs.python.org/3/library/
 * asyncio-dev.htm|l#asyncio-debug-mode`).
 */

const TAGS = ['{@link', '{@linkcode', '{@linkplain'];

/** Whether the URL at text[start] is the target of an inline link: one of TAGS, then spaces or tabs, then the URL. */
export function isInlineLinkTarget(text: string, start: number): boolean {
  let i = start;
  while (i > 0 && (text.charCodeAt(i - 1) === 0x20 || text.charCodeAt(i - 1) === 0x09)) i--;
  if (i === start) return false;
  return TAGS.some((tag) => text.startsWith(tag, i - tag.length));
}

/**
 * Whether a "|" comes before text[start] on its line. The finder asks in document order, so the scan goes on from
 * where the last question left it: each character is read once per text, however many URLs share a line.
 */
export function pipeBeforeOnLine(text: string, start: number): boolean {
  const s = lineScan;
  if (s.text !== text || start < s.at) {
    s.text = text;
    s.at = 0;
    s.pipe = false;
  }
  for (; s.at < start; s.at++) {
    const c = text.charCodeAt(s.at);
    if (c === 0x7c) s.pipe = true;
    else if (c === 0x0a || c === 0x0d) s.pipe = false;
  }
  return s.pipe;
}

/**
 * Tells the line scan that text[start, end) is a URL read with "|" as one of its characters (no "|" came before it on
 * its line): a "|" inside it is the URL's, not a field separator, so it makes no later URL of the line a field. Were
 * it counted, fix-all would not reach its fixpoint in one run: encoding the first URL's "|" as "%7C" removes the
 * separator, and only the next run would report the later URL's "|" (`; https://h.example/x|y k = http://b.example/x|y`).
 */
export function urlKeepsItsPipes(text: string, start: number, end: number): void {
  pipeBeforeOnLine(text, start);
  const s = lineScan;
  for (; s.at < end; s.at++) {
    const c = text.charCodeAt(s.at);
    if (c === 0x0a || c === 0x0d) s.pipe = false;
  }
}

/** Whether a "|" delimits the URL that starts at text[start] in a comment (see the header). */
export function pipeDelimitsUrl(text: string, start: number): boolean {
  return pipeBeforeOnLine(text, start) || isInlineLinkTarget(text, start);
}

const lineScan = { text: '', at: 0, pipe: false };
