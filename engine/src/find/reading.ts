import type { Locator } from '../types';

/**
 * The URL a reader most likely means, as `urlsmith find` prints it: the locator's URL, except at a hyphen break, where
 * RFC 1738's appendix leaves open whether the hyphen is the URL's ("should be aware that the hyphen may or may not
 * actually be part of the URL"). The rules check the URL with the hyphen and warn (hyphen-line-break, whose two fixes
 * keep both readings on offer); a printed list has to pick one. Each break is judged on its own, by the first row of
 * this table that applies (`text` is the document, for the rows that look at it):
 *
 * | what the break looks like                                   | the hyphen is   | real text                                  |
 * |-------------------------------------------------------------|-----------------|--------------------------------------------|
 * | right after a "/" (no path segment starts with "-")          | a typesetter's  | @types/node buffer.d.ts: `/JavaScript/-` newline ` * Reference/...` |
 * | a side is no lower-case letter (a digit, a capital, "." ...) | the URL's       | `README-` newline `FIPS.md`, `json-` newline `web-token-32` |
 * | the joined word is elsewhere in the text, the hyphened not   | a typesetter's  | `https://develop-` newline `er.mozilla.org` beside `developer.mozilla.org` |
 * | the hyphened word is elsewhere in the text, the joined not   | the URL's       | curl's changelog: `running-on-` newline `macos-latest-...-on-macos-12/` |
 * | the line is justified (two spaces between words)             | a typesetter's  | man-db's manual: `Translation  Project  (https://translationpro-` newline `ject.org/)` |
 * | inside a wrapper                                             | a typesetter's  | man(1) output: `<https://gnu.org/li-` newline `censes/gpl.html>` |
 * | a bare URL                                                   | the URL's       | gcloud's changelogs (Python's textwrap): `.../release-` newline `notes` |
 *
 * The wrapper row follows the appendix's advice to writers ("No whitespace should be introduced after a hyphen"),
 * and the bare row the tools that wrap URLs only after a hyphen already there. Measured on every hyphen break of a
 * URL in Debian's /usr/share/doc and this repository's test/fixtures (40): 5 printed wrong (or lost) before this
 * table, 0 after. With node_modules and the 122 repositories of the public benchmark (66 joins): 11 wrong, all a
 * field name on the next line (`type: interface`), 0 once a field name ends the URL at its hyphen (find/bare.ts).
 */
export function readingOf(locator: Locator, text?: string): string {
  const { hyphenBreaks } = locator;
  const url = text === undefined ? locator.url : asWritten(locator, text);
  if (hyphenBreaks.length === 0) return url;
  let reading = '';
  let from = 0;
  for (const h of hyphenBreaks) {
    if (!typesetterHyphen(locator, h, text)) continue;
    reading += url.slice(from, h);
    from = h + 1;
  }
  return reading + url.slice(from);
}

/**
 * The URL with each run of characters a reader decoded from a source of the same length printed as that source: a
 * Ruby `#{host}` is read as the `${host}` placeholder it is (view/escapes.ts), and `find` prints `#{host}`, what the
 * file holds. An escape (`\u00e9`, `&amp;`) has a longer source than what it stands for, and is printed decoded.
 */
function asWritten(locator: Locator, text: string): string {
  const { url, offsets, ends } = locator;
  if (ends === undefined) return url;
  let out = '';
  let from = 0;
  for (let k = 0; k < url.length; k++) {
    const start = offsets[k]!;
    let last = k;
    while (last + 1 < url.length && offsets[last + 1] === start) last++;
    const end = ends[last]!;
    if (last > k && end - start === last - k + 1) {
      out += url.slice(from, k) + text.slice(start, end);
      from = last + 1;
    }
    k = last;
  }
  return from === 0 ? url : out + url.slice(from);
}

/** How far around a break the text is searched for the word it splits: enough for a page, linear for any document. */
const EVIDENCE_REACH = 4096;

/** Whether the hyphen at url[h], at a line break, is more likely a typesetter's than the URL's (see readingOf). */
function typesetterHyphen(locator: Locator, h: number, text: string | undefined): boolean {
  const { url } = locator;
  const before = url.charCodeAt(h - 1);
  if (before === 0x2f) return true;
  if (!isLower(before) || !isLower(url.charCodeAt(h + 1))) return false;
  if (text !== undefined) {
    let left = h;
    while (left > 0 && isLower(url.charCodeAt(left - 1))) left--;
    let right = h + 1;
    while (right < url.length && isLower(url.charCodeAt(right))) right++;
    const at = locator.offsets[h]!;
    // A short word is everywhere (`a-` newline `b`): only a word of 6 letters or more is evidence.
    if (right - left - 1 < 6) return justified(text, at) || locator.kind === 'wrapper';
    const around = text.slice(Math.max(0, at - EVIDENCE_REACH), at + EVIDENCE_REACH).toLowerCase();
    const joined = around.includes(url.slice(left, h) + url.slice(h + 1, right));
    const hyphened = around.includes(url.slice(left, right));
    if (joined !== hyphened) return joined;
    if (justified(text, at)) return true;
  }
  return locator.kind === 'wrapper';
}

/** Whether the line up to text[at] puts two spaces between two words: a typesetter's justified line. */
function justified(text: string, at: number): boolean {
  let i = text.lastIndexOf('\n', at) + 1;
  while (i < at && (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09)) i++;
  for (; i + 2 < at; i++) {
    if (text.charCodeAt(i) === 0x20 && text.charCodeAt(i + 1) === 0x20 && text.charCodeAt(i - 1) !== 0x20) return true;
  }
  return false;
}

function isLower(c: number): boolean {
  return c >= 0x61 && c <= 0x7a;
}
