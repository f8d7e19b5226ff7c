import { type TextView, ViewBuilder } from '../view';
import { appendCString } from './c-string';

/**
 * gettext message catalogues (`.po`, `.pot`) as msgfmt reads them (GNU gettext manual, "The Format of PO Files"):
 * - each keyword's value (`msgctxt`, `msgid`, `msgid_plural`, `msgstr`, `msgstr[N]`) is one C string written as one
 *   or more quoted pieces, the later ones on continuation lines (`msgid ""` newline `"https://exa"` newline
 *   `"mple.org/a"` is the one value "https://example.org/a"). The pieces are joined into one view, quotes and line
 *   breaks between them left out, C escapes decoded (`\n` is a line feed, `\"` a quote), every character mapped to
 *   its source. A value is running text (a translated sentence): context `prose`, and where it is one URL it is the
 *   whole value (see whole-value.ts).
 * - translator comments (`# text`) and extracted comments (`#. text`) are comments;
 * - references (`#: src/main.c:12`), flags (`#, c-format`), previous messages (`#| msgid ...`) and obsolete entries
 *   (`#~ ...`) are bookkeeping, not text anybody reads: left out.
 * One forward scan; a line that is none of these (a syntax error for msgfmt) is left out.
 */
export function gettextViews(text: string): TextView[] {
  const out: TextView[] = [];
  const n = text.length;
  let value: ViewBuilder | undefined;
  const endValue = (): void => {
    const view = value?.build();
    if (view) out.push(view);
    value = undefined;
  };
  let i = 0;
  while (i < n) {
    let end = text.indexOf('\n', i);
    if (end === -1) end = n;
    let at = i;
    while (at < end && (text.charCodeAt(at) === 0x20 || text.charCodeAt(at) === 0x09)) at++;
    const c = text.charCodeAt(at);
    if (c === 0x22 /* " */ && value !== undefined) {
      appendCString(value, text, at, end);
    } else if (c === 0x23 /* # */) {
      endValue();
      comment(text, at, end, out);
    } else if (isKeywordStart(c)) {
      endValue();
      const quote = keywordValue(text, at, end);
      if (quote !== -1) {
        value = new ViewBuilder(text, 'prose', 'string');
        appendCString(value, text, quote, end);
      }
    } else {
      endValue();
    }
    i = end + 1;
  }
  endValue();
  return out;
}

/** A `#` line: translator (`# `) and extracted (`#.`) comments become comment views; the other `#` lines are left out. */
function comment(text: string, at: number, end: number, out: TextView[]): void {
  const kind = text.charCodeAt(at + 1);
  let from: number;
  if (at + 1 >= end || kind === 0x20 || kind === 0x09 || kind === 0x0d) from = at + 1;
  else if (kind === 0x2e /* . */) from = at + 2;
  else return;
  let to = end;
  if (to > from && text.charCodeAt(to - 1) === 0x0d) to--;
  if (to > from) out.push({ text: text.slice(from, to), context: 'comment', start: from });
}

/** `m` (msgid, msgstr, msgctxt) starts every keyword. */
function isKeywordStart(c: number): boolean {
  return c === 0x6d;
}

/** The keywords of an entry; `msgstr[N]` is `msgstr` and an index. */
const KEYWORDS = ['msgctxt', 'msgid_plural', 'msgid', 'msgstr'];

/** The offset of the opening quote of the keyword's value on the line [at, end), or -1 when the line is no keyword line. */
function keywordValue(text: string, at: number, end: number): number {
  const keyword = KEYWORDS.find((k) => text.startsWith(k, at));
  if (keyword === undefined) return -1;
  let i = at + keyword.length;
  if (keyword === 'msgstr' && text.charCodeAt(i) === 0x5b /* [ */) {
    const close = text.indexOf(']', i);
    if (close === -1 || close >= end) return -1;
    i = close + 1;
  }
  const blank = i;
  while (i < end && (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09)) i++;
  return i > blank && text.charCodeAt(i) === 0x22 ? i : -1;
}
