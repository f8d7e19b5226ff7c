import { Search, scanMarkup, inlineMarkupAt } from '../markup';
import { markCode, type TextView, ViewBuilder } from '../view';
import { htmlBlockEnd } from './html-block';
import { appendMarkdownDecoded, scanInline, startsWithScheme } from './inline';
import { isRelativePath } from './relative-destination';

/**
 * Markdown (CommonMark 0.31 with GitHub's tables) as its reader sees it, block by block:
 * - paragraphs, headings, lists, tables, block quotes: inline Markdown (see scanInline), context `markdown`;
 * - fenced and indented code blocks: one `comment` view each, as written (no escape or reference is decoded in
 *   code): prose, where '"', "<", ">" and a backslash end a URL (which keeps `curl "https://a.example/x"` and JSON
 *   strings exact), and "|" too: in code it is a shell pipe or a separator (`curl https://x|jq`, a log line
 *   `origin->https://localhost:4000|path->/x`), not part of a URL. Not `markdown`: in code "*", "_" and "~" are not
 *   emphasis. A fence's info string names the language (```js, ```sh); a later step can hand those
 *   blocks to the code reader of that language, whose strings and comments bound URLs even more tightly.
 * - HTML blocks: as HTML (scanMarkup);
 * - link reference definitions `[id]: url "title"`: the destination as one `attribute` view, exactly the URL.
 * Container markers (">", list bullets) are not stripped: they are text that ends no URL wrongly.
 * Linear: each line is looked at a bounded number of times, and searches for terminators go through one Search.
 */
export function markdownViews(text: string): TextView[] {
  const out: TextView[] = [];
  const search = new Search(text);
  const n = text.length;
  let paragraph = -1;
  let inList = false;
  const endParagraph = (at: number): void => {
    if (paragraph !== -1) scanInline(text, paragraph, at, out, search);
    paragraph = -1;
  };
  let i = 0;
  while (i < n) {
    const lineEnd = endOfLine(text, i);
    const next = Math.min(lineEnd + 1, n);
    const { indent, content } = indentOf(text, i, lineEnd);
    if (content >= lineEnd || (content + 1 === lineEnd && text.charCodeAt(content) === 0x0d)) {
      endParagraph(i);
      i = next;
      continue;
    }
    const inner = afterContainers(text, content, lineEnd);
    const fence = fenceAt(text, inner, lineEnd);
    if (fence) {
      endParagraph(i);
      const close = closingFence(text, next, fence);
      rawView(text, next, close.contentEnd, out);
      i = close.next;
      continue;
    }
    if (indent >= 4 && paragraph === -1 && !inList) {
      let end = next;
      while (end < n) {
        const e = endOfLine(text, end);
        const line = indentOf(text, end, e);
        if (line.content < e && line.indent < 4 && !(line.content + 1 === e && text.charCodeAt(line.content) === 0x0d)) break;
        end = Math.min(e + 1, n);
      }
      rawView(text, i, end, out);
      i = end;
      continue;
    }
    if (indent < 4) {
      const html = htmlBlockEnd(text, content, lineEnd, search, paragraph !== -1, (at, to) => inlineMarkupAt(text, search, at, to, [], () => undefined));
      if (html !== -1) {
        endParagraph(i);
        scanMarkup(text, i, html, 'html', out, search);
        i = html;
        continue;
      }
      if (paragraph === -1 && referenceDefinition(text, content, lineEnd, out)) {
        i = next;
        continue;
      }
    }
    if (paragraph === -1) paragraph = i;
    if (isListItem(text, content, lineEnd)) inList = true;
    else if (indent === 0 && text.charCodeAt(content) !== 0x3e /* > */) inList = false;
    i = next;
  }
  endParagraph(n);
  return out;
}

interface Fence {
  char: number;
  length: number;
}

/** A code fence opening at `at` (CommonMark 4.5): three or more "`" or "~"; a backtick fence's info has none. */
function fenceAt(text: string, at: number, lineEnd: number): Fence | undefined {
  const char = text.charCodeAt(at);
  if (char !== 0x60 && char !== 0x7e) return undefined;
  let i = at;
  while (i < lineEnd && text.charCodeAt(i) === char) i++;
  const length = i - at;
  if (length < 3) return undefined;
  if (char === 0x60) for (; i < lineEnd; i++) if (text.charCodeAt(i) === 0x60) return undefined;
  return { char, length };
}

/** The end of a fenced block's content (the closing fence line's start) and where the next block begins. */
function closingFence(text: string, from: number, fence: Fence): { contentEnd: number; next: number } {
  const n = text.length;
  let at = from;
  while (at < n) {
    const lineEnd = endOfLine(text, at);
    const inner = afterContainers(text, indentOf(text, at, lineEnd).content, lineEnd);
    let i = inner;
    while (i < lineEnd && text.charCodeAt(i) === fence.char) i++;
    if (i - inner >= fence.length && onlySpace(text, i, lineEnd)) return { contentEnd: at, next: Math.min(lineEnd + 1, n) };
    at = lineEnd + 1;
  }
  return { contentEnd: n, next: n }; // an unclosed fence runs to the end of the document (CommonMark 4.5)
}

/**
 * A link reference definition on one line (CommonMark 4.7): `[label]: destination` and an optional title. Its
 * destination becomes an `attribute` view; the label and title are left out. False when the line is not one.
 */
function referenceDefinition(text: string, at: number, lineEnd: number, out: TextView[]): boolean {
  if (text.charCodeAt(at) !== 0x5b /* [ */) return false;
  let i = at + 1;
  for (; i < lineEnd && i - at <= 1000; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5c) i++;
    else if (c === 0x5b) return false;
    else if (c === 0x5d) break;
  }
  if (i >= lineEnd || text.charCodeAt(i) !== 0x5d || i === at + 1 || text.charCodeAt(i + 1) !== 0x3a /* : */) return false;
  i += 2;
  while (i < lineEnd && (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09)) i++;
  let from = i;
  let to: number;
  const angle = text.charCodeAt(i) === 0x3c; /* < */
  if (angle) {
    from = i + 1;
    to = from;
    while (to < lineEnd && text.charCodeAt(to) !== 0x3e) to++;
    if (to >= lineEnd) return false;
    i = to + 1;
  } else {
    while (i < lineEnd && text.charCodeAt(i) > 0x20 && text.charCodeAt(i) !== 0x7f) i++;
    to = i;
    if (to === from) return false;
  }
  if (i < lineEnd && text.charCodeAt(i) !== 0x20 && text.charCodeAt(i) !== 0x09 && text.charCodeAt(i) !== 0x0d) return false;
  const spaced = angle ? -1 : spacedEnd(text, i, lineEnd);
  if (spaced === -2) return false;
  if (spaced !== -1) to = spaced;
  const b = new ViewBuilder(text, 'attribute', spaced === -1 ? 'url' : relativeDefinition(text, at, from, to) ? 'relative' : 'link');
  appendMarkdownDecoded(b, text, from, to);
  const view = b.build();
  if (view) out.push(view);
  return true;
}

/**
 * A definition whose spaced destination is a relative path (`[guide]: docs/my guide.md`): reported as the inline link
 * `[t](docs/my guide.md)` is, by the same table (relative-destination.ts), which leaves a sentence after a label
 * (`[Tag]: Short description of what you did`) alone. Not a footnote (`[^1]: See docs/setup.md`, GitHub's
 * footnote syntax): its text is prose.
 */
function relativeDefinition(text: string, at: number, from: number, to: number): boolean {
  return text.charCodeAt(at + 1) !== 0x5e /* ^ */ && !startsWithScheme(text, from, to) && isRelativePath(text.slice(from, to));
}

/**
 * A definition's destination that goes on after a space, `[id]: https://a.example/my guide.pdf`: the end of the
 * line's text when what follows the space is no title (CommonMark 4.7: a title starts with '"', "'" or "("), else -1.
 * CommonMark reads no definition there, and the author meant the rest of the line as the destination. It is what
 * the line would be with its spaces encoded, so the URL a fix leaves is the URL it fixed: the rest ends before a
 * later space that a title follows (`[r]: file:///b e{ "t"`: then a definition whose destination ends there), at a
 * carriage return, and any other control character in it (CommonMark 6.3: no destination holds one) makes the
 * line no definition (-2): its text is a paragraph's, where the finder ends the URL at the space.
 */
function spacedEnd(text: string, at: number, lineEnd: number): number {
  let i = at;
  while (i < lineEnd && isBlank(text.charCodeAt(i))) i++;
  if (i >= lineEnd || isTitleStart(text.charCodeAt(i))) return -1;
  let end = i;
  for (; end < lineEnd; end++) {
    const c = text.charCodeAt(end);
    if (c === 0x0d) break;
    if ((c < 0x20 && c !== 0x09) || c === 0x7f) return -2;
    if (isBlank(c)) {
      let next = end + 1;
      while (next < lineEnd && isBlank(text.charCodeAt(next))) next++;
      if (next < lineEnd && isTitleStart(text.charCodeAt(next))) break;
      end = next - 1;
    }
  }
  while (end > i && isBlank(text.charCodeAt(end - 1))) end--;
  return end > i ? end : -1;
}

const isBlank = (c: number): boolean => c === 0x20 || c === 0x09;

/** '"', "'" or "(": a link title starts with one (CommonMark 4.7). */
const isTitleStart = (c: number): boolean => c === 0x22 || c === 0x27 || c === 0x28;

/** A list item marker at `at`: "-", "+", "*" or 1 to 9 digits and "." or ")", then a space or the line's end. */
function isListItem(text: string, at: number, lineEnd: number): boolean {
  const c = text.charCodeAt(at);
  let i = at + 1;
  if (c >= 0x30 && c <= 0x39) {
    while (i < lineEnd && i - at < 9 && text.charCodeAt(i) >= 0x30 && text.charCodeAt(i) <= 0x39) i++;
    const d = text.charCodeAt(i);
    if (d !== 0x2e && d !== 0x29) return false;
    i++;
  } else if (c !== 0x2d && c !== 0x2b && c !== 0x2a) return false;
  return i >= lineEnd || text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09;
}

/** Past block quote markers and list item markers at the start of a line's content, so a fence inside is seen. */
function afterContainers(text: string, at: number, lineEnd: number): number {
  let i = at;
  for (let guard = 0; guard < 16 && i < lineEnd; guard++) {
    const c = text.charCodeAt(i);
    if (c === 0x3e) i++;
    else if (isListItem(text, i, lineEnd)) {
      while (i < lineEnd && text.charCodeAt(i) !== 0x20 && text.charCodeAt(i) !== 0x09) i++;
    } else break;
    while (i < lineEnd && (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09)) i++;
  }
  return i;
}

/** A line's indentation in columns (a tab to the next multiple of 4) and the offset of its first other character. */
function indentOf(text: string, at: number, lineEnd: number): { indent: number; content: number } {
  let indent = 0;
  let i = at;
  for (; i < lineEnd; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20) indent++;
    else if (c === 0x09) indent += 4 - (indent % 4);
    else break;
  }
  return { indent, content: i };
}

function endOfLine(text: string, at: number): number {
  const e = text.indexOf('\n', at);
  return e === -1 ? text.length : e;
}

function onlySpace(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0d) return false;
  }
  return true;
}

/** A code block, as written (see markdownViews). */
function rawView(text: string, from: number, to: number, out: TextView[]): void {
  const view = new ViewBuilder(text, 'comment').copy(from, to).build();
  if (view) {
    out.push(view);
    markCode(out, out.length - 1);
  }
}
