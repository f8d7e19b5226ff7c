import { markCode, type TextView, ViewBuilder } from '../view';

/**
 * Inline AsciiDoc in doc[from, to) (one paragraph), as Asciidoctor's inline substitutions read it:
 * - a URL macro `https://example.org/guide[the guide]` (the schemes Asciidoctor links: http, https, ftp, file, irc):
 *   the target, up to its `[`, is one `attribute` view (a URL the document delimits: the whole target); the
 *   `[text]` is text, never URL;
 * - `link:target[text]`, `mailto:address[text]` and the media and include macros (`image:`, `image::`, `video::`,
 *   `audio::`, `include::`): the target likewise (a `mailto:` target keeps its scheme, since it is the URL);
 * - monospace `` `text` ``: code, an example (as a Markdown code span; Asciidoctor would still link a URL in it);
 * - everything else is text, context `markdown`: "`" and "|" (a table cell's separator) end a URL, and trailing
 *   "*" and "_" are constrained bold and italic marks, not URL. `<https://...>` stays for the finder's wrapper
 *   reading, and `{name}` attribute references are placeholders it knows. In a comment (commented-out AsciiDoc),
 *   the text is a `comment` view instead, where directives are read;
 * - a backslash that escapes a replacement (`\...`, `\--`, `\->`, `\(C)`) in a target: left out, as Asciidoctor's
 *   replacements run before its macros (`compare/v1.5.6\...v1.5.6.1[full diff]` links to `v1.5.6...v1.5.6.1`).
 * Linear: a target is scanned once, and a backtick with no closer stops later searches for one.
 */
export function scanAsciidocInline(doc: string, from: number, to: number, out: TextView[], context: 'markdown' | 'comment' = 'markdown'): void {
  let text = new ViewBuilder(doc, context);
  const endText = (at: number): void => {
    text.copy(run, at);
    const view = text.build();
    if (view) out.push(view);
    text = new ViewBuilder(doc, context);
  };
  let run = from;
  let noTick = false;
  let noMacroUntil = from;
  const closeState: CloseState = { closer: -1, noneFrom: to };
  let i = from;
  while (i < to) {
    const c = doc.charCodeAt(i);
    if (c === 0x60 /* ` */ && !noTick) {
      const close = doc.indexOf('`', i + 1);
      if (close === -1 || close >= to) {
        noTick = true;
      } else if (close > i + 1) {
        endText(i);
        const at = out.length;
        const code = new ViewBuilder(doc, 'prose').copy(i + 1, close).build();
        if (code) out.push(code);
        markCode(out, at);
        run = i = close + 1;
        continue;
      }
      i++;
      continue;
    }
    if (i >= noMacroUntil && isLetter(c)) {
      const macro = macroAt(doc, i, to, !linkMayFollow(doc, i, from), closeState);
      if (macro !== undefined) {
        if (macro.open) {
          endText(i);
          out.push(target(doc, macro.targetStart, macro.targetEnd));
          run = i = macro.targetEnd;
          continue;
        }
        noMacroUntil = macro.targetEnd;
      }
    }
    i++;
  }
  endText(to);
}

/**
 * Whether a bare URL may start at doc[at] as Asciidoctor's InlineLinkRx reads it: at the text's start, or after a
 * blank, `link:`, `&lt;`, or one of `>()[];"'`. Not after any other character: a word's (`ahttp://`), and not after
 * one a fix encodes (`΍HTTP://s[`: once "΍" is "%CE%8D", a "D" stands before the URL either way).
 */
function linkMayFollow(doc: string, at: number, from: number): boolean {
  if (at === from) return true;
  const c = doc[at - 1]!;
  if (' \t\n\r'.includes(c) || LINK_MAY_FOLLOW.includes(c)) return true;
  return doc.startsWith('link:', at - 5) || doc.startsWith('&lt;', at - 4);
}

/**
 * A macro's target as one `attribute` view, escaping backslashes of replacements left out (see scanAsciidocInline),
 * and the `+++` of inline passthroughs: `#clojure.core/+++some->+++` links to `#clojure.core/some->` (a passthrough
 * keeps `->` from becoming an arrow). No URL writes "+++".
 */
function target(doc: string, from: number, to: number): TextView {
  const b = new ViewBuilder(doc, 'attribute', 'url');
  let run = from;
  for (let i = from; i < to - 1; i++) {
    const c = doc.charCodeAt(i);
    if (c === 0x5c && REPLACEMENT_STARTS.includes(doc[i + 1]!)) {
      b.copy(run, i);
      run = i + 1;
    } else if (c === 0x2b && doc.startsWith('+++', i) && i + 3 <= to) {
      b.copy(run, i);
      run = i + 3;
      i += 2;
    }
  }
  return b.copy(run, to).build()!;
}

/** The first characters of Asciidoctor's replacements (`...`, `--`, `->`, `=>`, `<-`, `(C)`, `'`) that a backslash escapes. */
const REPLACEMENT_STARTS = '.-=<(\'';

interface Macro {
  targetStart: number;
  targetEnd: number;
  /** A `[` follows the target: it is a macro. */
  open: boolean;
}

/** Named macros whose target is a URL or a path, with the length of their name and colons. */
const NAMED = ['link:', 'mailto:', 'image::', 'image:', 'video::', 'audio::', 'include::'];
/** The schemes Asciidoctor turns into links (its InlineLinkRx), each followed by "://". */
export const LINKED_SCHEMES = ['https://', 'http://', 'ftp://', 'file://', 'irc://'];

/**
 * The characters, besides blanks, after which Asciidoctor's InlineLinkRx links a URL (with `link:` and `&lt;`), and
 * the marks of bold, italic and highlighted text (`*`, `_`, `#`): Asciidoctor replaces those by tags before it
 * looks for macros, so `**https://github.com/o/r[Name]**` (clojure-site's guides) links after the tag's ">".
 */
export const LINK_MAY_FOLLOW = '>()[];"\'*_#';

const PREFIXES = [...LINKED_SCHEMES, ...NAMED];
const FIRST_LETTERS = 'hfilmva';

/**
 * A macro or URL starting at the letter at `at`, or undefined. A URL needs no word character before it; a named
 * macro needs nothing before it (Asciidoctor's InlineLinkMacroRx and InlineImageMacroRx have no left boundary), so a
 * fix that encodes the character before `mailto:` (`%` → `%25`, `[` → `%5B`) does not change what the document reads.
 */
function macroAt(doc: string, at: number, to: number, afterWord: boolean, state: CloseState): Macro | undefined {
  if (!FIRST_LETTERS.includes(doc[at]!.toLowerCase())) return undefined;
  // Any case: Asciidoctor links only lower-case schemes, but a fix that lower-cases one must not change the URL read.
  const head = doc.slice(at, at + 10).toLowerCase();
  const prefix = PREFIXES.find((p) => head.startsWith(p));
  if (prefix === undefined) return undefined;
  const urlTarget = prefix.endsWith('//');
  if (urlTarget && afterWord) return undefined;
  const targetStart = urlTarget || prefix === 'mailto:' ? at : at + prefix.length;
  const body = at + prefix.length;
  // Asciidoctor: a URL macro's target is `[^\s\[\]]+`, a named macro's `[^\s\[]+`.
  let end = body;
  while (end < to) {
    const d = doc.charCodeAt(end);
    if (d <= 0x20 || d === 0x5b || (urlTarget && d === 0x5d)) break;
    end++;
  }
  // Without a `[text]` that closes, a URL is Asciidoctor's bare form, which stops at a "<" too (InlineLinkRx): so the
  // target reads the same whether fix-all has encoded a "]" in it or not (`HTTP://<R:///]>[`, found by the fuzzer).
  if (urlTarget && !(end < to && doc.charCodeAt(end) === 0x5b && closes(doc, end + 1, to, state))) {
    const lt = doc.indexOf('<', body);
    if (lt !== -1 && lt < end) end = lt;
  }
  // Asciidoctor: a named macro's `[text]` must close (`\[(|.*?[^\\])\]`), or the name and target are text; a URL
  // ends at a `[` either way (its bare form stops there too).
  const open = end > body && end < to && doc.charCodeAt(end) === 0x5b && (urlTarget || closes(doc, end + 1, to, state));
  return { targetStart, targetEnd: end, open };
}

/**
 * What the searches for a closing `]` in one paragraph found, so that many unclosed macros cost one pass: the last
 * `]` that closes (not escaped by a backslash) and where a search found none up to the paragraph's end.
 */
interface CloseState {
  closer: number;
  noneFrom: number;
}

/** Whether a `]` not escaped by a backslash comes in doc[from, to). */
function closes(doc: string, from: number, to: number, state: CloseState): boolean {
  if (from >= state.noneFrom) return false;
  if (state.closer > from) return true;
  for (let i = doc.indexOf(']', from); i !== -1 && i < to; i = doc.indexOf(']', i + 1)) {
    if (i === from || doc.charCodeAt(i - 1) !== 0x5c /* \ */) {
      state.closer = i;
      return true;
    }
  }
  state.noneFrom = from;
  return false;
}

function isLetter(c: number): boolean {
  return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
}
