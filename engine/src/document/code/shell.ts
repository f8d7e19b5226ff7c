import { ESCAPES, closeQuote, isBlank, isWordChar, lineEnd, type TextView, ViewList } from '../view';

/**
 * Shell scripts (sh, bash, zsh; also Makefiles and Dockerfiles, whose commands are shell). Unlike other code, the
 * words of a command are read: `curl https://a.example/x` passes its URL unquoted, so text outside quotes and
 * comments is prose, and so is a heredoc's body (where quotes are not quotes). `'...'` and `"..."` are literals
 * (a `$VAR` inside stays as written, a placeholder); a backslash outside quotes escapes the next character.
 *
 * "#" starts a comment only at the start of a word (POSIX 2.3): after a blank, a line start or an operator
 * character, so `$#`, `${#a}` and `a#b` are not comments.
 *
 * A quote that never closes would make every later quote of its kind look unclosed too; once one has been seen,
 * later ones of that kind are taken as plain characters, so the scan stays linear.
 */
export function shellViews(doc: string): TextView[] {
  const out = new ViewList(doc);
  const n = doc.length;
  const heredocs: Heredoc[] = [];
  let proseStart = 0;
  let singleOpen = true;
  let doubleOpen = true;
  let i = 0;
  while (i < n) {
    const c = doc.charCodeAt(i);
    if (c === 0x5c) {
      i += 2;
    } else if ((c === 0x27 && singleOpen) || (c === 0x22 && doubleOpen)) {
      // $'...' (ANSI-C quoting) takes backslash escapes; plain '...' takes none.
      const escapes = c === 0x22 || doc.charCodeAt(i - 1) === 0x24;
      const close = escapes ? closeQuote(doc, i + 1, c, false).close : doc.indexOf("'", i + 1);
      if (close === -1) {
        if (c === 0x27) singleOpen = false;
        else doubleOpen = false;
        i++;
        continue;
      }
      out.prose(proseStart, i);
      out.literal(i + 1, close, c === 0x27 ? (escapes ? ESCAPES.c : ESCAPES.none) : ESCAPES.shell);
      i = proseStart = close + 1;
    } else if (c === 0x23 && (i === 0 || startsWord(doc.charCodeAt(i - 1)))) {
      out.prose(proseStart, i);
      i = proseStart = out.lineComment(i + 1);
    } else if (c === 0x3c && doc.charCodeAt(i + 1) === 0x3c && doc.charCodeAt(i + 2) !== 0x3c) {
      i = heredocOperator(doc, i + 2, heredocs);
    } else if (c === 0x0a && heredocs.length > 0) {
      // The bodies of the line's heredocs follow it, one after another; they stay in the prose run.
      i += 1;
      for (const h of heredocs) i = heredocEnd(doc, i, h);
      heredocs.length = 0;
    } else {
      i++;
    }
  }
  out.prose(proseStart, n);
  return out.views;
}

interface Heredoc {
  delimiter: string;
  /** `<<-`: the closing line may be indented with tabs. */
  tabs: boolean;
}

/** Characters after which a word starts: blanks, line breaks and the shell's operator characters. */
function startsWord(c: number): boolean {
  return isBlank(c) || c === 0x0a || c === 0x0d || c === 0x3b || c === 0x26 || c === 0x7c || c === 0x28 || c === 0x29 || c === 0x3c || c === 0x3e;
}

/**
 * Reads the word after "<<" (or "<<-"): the delimiter, its quotes and backslashes removed. A delimiter must start
 * like a name (or be quoted), so the shift in `$((1<<2))` is not a heredoc. Returns where the scan goes on.
 */
function heredocOperator(doc: string, at: number, heredocs: Heredoc[]): number {
  let i = at;
  const tabs = doc.charCodeAt(i) === 0x2d;
  if (tabs) i++;
  while (isBlank(doc.charCodeAt(i))) i++;
  const first = doc.charCodeAt(i);
  if (!(isWordChar(first) && !(first >= 0x30 && first <= 0x39)) && first !== 0x27 && first !== 0x22 && first !== 0x5c) return at;
  let delimiter = '';
  while (i < doc.length) {
    const c = doc.charCodeAt(i);
    if (startsWord(c)) break;
    if (c !== 0x27 && c !== 0x22 && c !== 0x5c) delimiter += doc[i];
    i++;
  }
  if (delimiter !== '') heredocs.push({ delimiter, tabs });
  return i;
}

/** The offset just past a heredoc body that starts at `at`: past its closing line, or the document's end. */
function heredocEnd(doc: string, at: number, h: Heredoc): number {
  let line = at;
  while (line < doc.length) {
    const end = lineEnd(doc, line);
    let from = line;
    if (h.tabs) while (doc.charCodeAt(from) === 0x09) from++;
    let to = end;
    if (to > from && doc.charCodeAt(to - 1) === 0x0d) to--;
    if (to - from === h.delimiter.length && doc.startsWith(h.delimiter, from)) return Math.min(end + 1, doc.length);
    line = end + 1;
  }
  return doc.length;
}
