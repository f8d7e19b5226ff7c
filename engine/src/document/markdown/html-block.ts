import type { Search } from '../markup';

/** Tag names that open an HTML block of kind 6 (CommonMark 4.6), which ends at a blank line. */
const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'base', 'basefont', 'blockquote', 'body', 'caption', 'center', 'col', 'colgroup',
  'dd', 'details', 'dialog', 'dir', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'frame',
  'frameset', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'header', 'hr', 'html', 'iframe', 'legend', 'li', 'link',
  'main', 'menu', 'menuitem', 'nav', 'noframes', 'ol', 'optgroup', 'option', 'p', 'param', 'search', 'section',
  'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'title', 'tr', 'track', 'ul',
]);

/** Kind 1: raw content up to its end tag. */
const RAW_TAGS = ['script', 'pre', 'style', 'textarea'];

/**
 * Where the HTML block that starts on this line ends (CommonMark 4.6): the offset past its last line, or -1 when
 * the line at `at` (its first non-space character) starts none. Kinds 1 to 5 end on the line holding their
 * terminator (`</script>`, `-->`, `?>`, `>`, `]]>`), or at the document's end; kinds 6 and 7 at a blank line.
 * Kind 7 (any other complete tag alone on its line) cannot interrupt a paragraph. `tagAt` reads one complete tag.
 */
export function htmlBlockEnd(
  text: string,
  at: number,
  lineEnd: number,
  search: Search,
  inParagraph: boolean,
  tagAt: (at: number, to: number) => number | undefined,
): number {
  if (text.charCodeAt(at) !== 0x3c /* < */) return -1;
  const lower = text.slice(at + 1, Math.min(lineEnd, at + 12)).toLowerCase();
  for (const tag of RAW_TAGS) {
    if (lower.startsWith(tag) && endsName(lower, tag.length)) return afterLineOf(text, searchAny(search, ['</' + tag, '</' + tag.toUpperCase()], at));
  }
  if (lower.startsWith('!--')) return afterLineOf(text, search.next('-->', at + 4));
  if (lower.startsWith('?')) return afterLineOf(text, search.next('?>', at + 2));
  if (lower.startsWith('![cdata[')) return afterLineOf(text, search.next(']]>', at + 9));
  if (lower.startsWith('!') && isLetter(lower.charCodeAt(1))) return afterLineOf(text, search.next('>', at + 2));
  const nameStart = lower.startsWith('/') ? 1 : 0;
  let k = nameStart;
  while (k < lower.length && isNameChar(lower.charCodeAt(k))) k++;
  const name = lower.slice(nameStart, k);
  if (name !== '' && BLOCK_TAGS.has(name) && (k === lower.length || endsName(lower, k))) return blankLineAfter(text, lineEnd);
  if (inParagraph || name === '' || !isLetter(name.charCodeAt(0))) return -1;
  const end = tagAt(at, lineEnd);
  if (end === undefined) return -1;
  for (let i = end; i < lineEnd; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0d) return -1;
  }
  return blankLineAfter(text, lineEnd);
}

/** A tag name ends at whitespace, ">", "/>" or the end of what was looked at. */
function endsName(lower: string, k: number): boolean {
  if (k >= lower.length) return true;
  const c = lower.charCodeAt(k);
  return c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a || c === 0x3e || c === 0x2f;
}

/** The first of several strings found at or after `from` (an end tag in either common case). */
function searchAny(search: Search, needles: string[], from: number): number {
  let best = -1;
  for (const s of needles) {
    const at = search.next(s, from);
    if (at !== -1 && (best === -1 || at < best)) best = at;
  }
  return best;
}

/** Past the line holding offset `at` (-1: the document's end). */
function afterLineOf(text: string, at: number): number {
  if (at === -1) return text.length;
  const e = text.indexOf('\n', at);
  return e === -1 ? text.length : e + 1;
}

/** The start of the first blank line after `lineEnd`, or the document's end. */
function blankLineAfter(text: string, lineEnd: number): number {
  let at = lineEnd + 1;
  while (at < text.length) {
    let e = text.indexOf('\n', at);
    if (e === -1) e = text.length;
    let blank = true;
    for (let i = at; i < e && blank; i++) {
      const c = text.charCodeAt(i);
      blank = c === 0x20 || c === 0x09 || c === 0x0d;
    }
    if (blank) return at;
    at = e + 1;
  }
  return text.length;
}

function isLetter(c: number): boolean {
  const l = c | 0x20;
  return l >= 0x61 && l <= 0x7a;
}

function isNameChar(c: number): boolean {
  return isLetter(c) || (c >= 0x30 && c <= 0x39) || c === 0x2d;
}
