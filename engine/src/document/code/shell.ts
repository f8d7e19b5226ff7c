import { ESCAPES, ViewBuilder, closeQuote, decodedLiteral, isBlank, isWordChar, lineEnd, type TextView, ViewList } from '../view';

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
  new ShellScan(doc, out).run(0, doc.length, 0);
  return out.views;
}

/**
 * How deep command substitutions are read as commands of their own (`"$(f "$(g)")"`); deeper ones stay text, so
 * nesting cannot make the scan quadratic.
 */
const MAX_DEPTH = 8;

/**
 * One scan of a shell document. Command substitutions, `$(...)` and `` `...` `` (POSIX 2.6.3), are commands: a
 * quote inside one opens its own string (`"$(fmt_link "Discord server" https://discord.gg/ohmyzsh)"` is a command
 * whose last word is the URL, no `)` in it). One glued to the text before it (`HOST=http://$(hostname -i)/`,
 * `"file://\`pwd\`/htmlcov"`) fills in part of a word: it is a placeholder there, read as `$(hostname)`, `` `pwd` ``
 * (see hole); what it may hide is a URL inside such a substitution, which no word of the output holds.
 */
class ShellScan {
  private singleOpen = true;
  private doubleOpen = true;
  private substitutionOpen = true;
  private backtickOpen = true;

  constructor(
    private readonly doc: string,
    private readonly out: ViewList,
  ) {}

  /** Reads [from, to) as commands; `depth`: how many substitutions hold it. */
  run(from: number, to: number, depth: number): void {
    const { doc, out } = this;
    const heredocs: Heredoc[] = [];
    let prose = new ViewBuilder(doc, 'prose');
    let proseStart = from;
    const flush = (at: number): void => {
      prose.copy(proseStart, at);
      out.add(prose.build());
      prose = new ViewBuilder(doc, 'prose');
    };
    let i = from;
    while (i < to) {
      const c = doc.charCodeAt(i);
      if (c === 0x5c) {
        i += 2;
      } else if ((c === 0x27 && this.singleOpen) || (c === 0x22 && this.doubleOpen)) {
        // $'...' (ANSI-C quoting) takes backslash escapes; plain '...' takes none.
        const ansi = c === 0x27 && doc.charCodeAt(i - 1) === 0x24;
        const close = c === 0x22 ? this.closeDouble(i + 1, depth) : ansi ? closeQuote(doc, i + 1, c, 'document').close : doc.indexOf("'", i + 1);
        if (close === -1 || close >= to) {
          if (c === 0x27) this.singleOpen = false;
          else this.doubleOpen = false;
          i++;
          continue;
        }
        flush(i);
        if (c === 0x22) this.doubleQuoted(i + 1, close, depth);
        else out.literal(i + 1, close, ansi ? ESCAPES.c : ESCAPES.none);
        i = proseStart = close + 1;
      } else if (this.opensSubstitution(c, i)) {
        const end = this.substitutionEnd(i, depth);
        if (end === -1 || end > to) {
          if (c === 0x60) this.backtickOpen = false;
          else this.substitutionOpen = false;
          i++;
          continue;
        }
        if (isGlued(doc.charCodeAt(i - 1)) && i > from && this.namesCommand(i, end)) {
          this.hole(prose.copy(proseStart, i), i, end);
        } else {
          flush(i);
          this.run(i + (c === 0x60 ? 1 : 2), end - 1, depth + 1);
        }
        i = proseStart = end;
      } else if (c === 0x23 && (i === from || startsWord(doc.charCodeAt(i - 1)))) {
        flush(i);
        const end = Math.min(lineEnd(doc, i + 1), to); // a comment inside a substitution ends with it
        out.comment(i + 1, end);
        i = proseStart = end;
      } else if (c === 0x3c && doc.charCodeAt(i + 1) === 0x3c && doc.charCodeAt(i + 2) !== 0x3c) {
        i = heredocOperator(doc, i + 2, heredocs);
      } else if (c === 0x0a && heredocs.length > 0) {
        // The bodies of the line's heredocs follow it, one after another; they stay in the prose run.
        i += 1;
        for (const h of heredocs) i = Math.min(heredocEnd(doc, i, h), to);
        heredocs.length = 0;
      } else {
        i++;
      }
    }
    flush(Math.min(i, to));
  }

  /** Whether a command substitution opens at doc[at]: "$(" or "`" (while one of its kind has closed so far). */
  private opensSubstitution(c: number, at: number): boolean {
    if (c === 0x60) return this.backtickOpen;
    return c === 0x24 && this.substitutionOpen && this.doc.charCodeAt(at + 1) === 0x28;
  }

  /**
   * A double-quoted string's content [from, to): literals, and the substitutions inside read as above (a glued one a
   * placeholder of the literal, one that starts a word a command of its own).
   */
  private doubleQuoted(from: number, to: number, depth: number): void {
    const { doc, out } = this;
    const newline = doc.indexOf('\n', from);
    const context = newline === -1 || newline >= to ? 'string' : 'prose';
    let piece: ViewBuilder | undefined;
    let run = from;
    let i = from;
    while (i < to) {
      const c = doc.charCodeAt(i);
      if (c === 0x5c) {
        i += 2;
        continue;
      }
      if (!((c === 0x24 && doc.charCodeAt(i + 1) === 0x28) || c === 0x60) || depth >= MAX_DEPTH) {
        i++;
        continue;
      }
      const end = this.substitutionEnd(i, depth);
      if (end === -1 || end > to) break; // closeDouble found none: cannot happen, but never loop
      if (i > from && !isBlank(doc.charCodeAt(i - 1)) && this.namesCommand(i, end)) {
        piece = this.hole(decodedLiteral(doc, run, i, ESCAPES.shell, context, piece), i, end);
      } else {
        if (piece !== undefined || i > run) out.add(decodedLiteral(doc, run, i, ESCAPES.shell, context, piece).build());
        piece = undefined;
        this.run(i + (c === 0x60 ? 1 : 2), end - 1, depth + 1);
      }
      i = run = end;
    }
    if (piece === undefined && run === from) out.literal(from, to, ESCAPES.shell);
    else out.add(decodedLiteral(doc, run, to, ESCAPES.shell, context, piece).build());
  }

  /**
   * Whether the substitution [from, end) starts with a command's name (after blanks): only then is it a hole. The
   * name starts with an ASCII character: one that is not ASCII is a character fix-all encodes, and its escape's "%"
   * starts no name, so `` news:/`阩` `` would be a hole before the fix and a command substitution after it, the URL
   * ending before it.
   */
  private namesCommand(from: number, end: number): boolean {
    let i = from + (this.doc.charCodeAt(from) === 0x60 ? 1 : 2);
    while (i < end - 1 && isBlank(this.doc.charCodeAt(i))) i++;
    const c = this.doc.charCodeAt(i);
    return i < end - 1 && c < 0x80 && isCommandChar(c);
  }

  /**
   * Appends a glued substitution [from, end) to `view` as the placeholder it stands for, named by its command and
   * written as the document writes it: `$(hostname)` for `$(hostname -i)`, `` `pwd` `` for `` `pwd` `` (the
   * placeholder table's rows for both); `$()` when the command is no plain word. The opener and the command word are
   * copied, the arguments left out, and the closer is one character, so every view character maps to its own source.
   */
  private hole(view: ViewBuilder, from: number, end: number): ViewBuilder {
    const doc = this.doc;
    const opener = doc.charCodeAt(from) === 0x60 ? 1 : 2;
    let word = from + opener;
    while (word < end - 1 && isBlank(doc.charCodeAt(word))) word++;
    let wordEnd = word;
    while (wordEnd < end - 1 && isCommandChar(doc.charCodeAt(wordEnd))) wordEnd++;
    view.copy(from, from + opener);
    view.copy(word, wordEnd);
    if (wordEnd === end - 1) view.copy(wordEnd, end);
    else view.decoded(wordEnd, end, opener === 1 ? '`' : ')');
    return view;
  }

  /** The offset of the '"' closing a double-quoted string whose content starts at `from`, or -1. */
  private closeDouble(from: number, depth: number): number {
    const doc = this.doc;
    let i = from;
    while (i < doc.length) {
      const c = doc.charCodeAt(i);
      if (c === 0x5c) i += 2;
      else if (c === 0x22) return i;
      else if (depth < MAX_DEPTH && ((c === 0x24 && doc.charCodeAt(i + 1) === 0x28) || c === 0x60)) {
        const end = this.substitutionEnd(i, depth);
        if (end === -1) return -1;
        i = end;
      } else i++;
    }
    return -1;
  }

  /**
   * Just past the ")" or "`" that closes the substitution opening at doc[at], or -1. Inside "$(...)" quotes are
   * their own strings and parentheses nest (a `case` pattern's lone ")" aside).
   */
  private substitutionEnd(at: number, depth: number): number {
    const doc = this.doc;
    if (doc.charCodeAt(at) === 0x60) {
      const close = closeQuote(doc, at + 1, 0x60, 'document').close;
      return close === -1 ? -1 : close + 1;
    }
    let open = 1;
    let i = at + 2;
    while (i < doc.length) {
      const c = doc.charCodeAt(i);
      if (c === 0x5c) {
        i += 2;
      } else if (c === 0x27) {
        const close = doc.indexOf("'", i + 1);
        if (close === -1) return -1;
        i = close + 1;
      } else if (c === 0x22 || c === 0x60 || (c === 0x24 && doc.charCodeAt(i + 1) === 0x28)) {
        if (depth + 1 >= MAX_DEPTH) return -1;
        const end = c === 0x22 ? this.closeDouble(i + 1, depth + 1) + 1 : this.substitutionEnd(i, depth + 1);
        if (end <= 0) return -1;
        i = end;
      } else {
        if (c === 0x28) open++;
        else if (c === 0x29 && --open === 0) return i + 1;
        i++;
      }
    }
    return -1;
  }
}

/** A character of a command's name: letters, digits, "_", ".", "/", "-". */
function isCommandChar(c: number): boolean {
  return isWordChar(c) || c === 0x2e || c === 0x2f || c === 0x2d;
}

/** A character a substitution after it is glued to: part of a word, not a blank, an operator, "=" or a quote. */
function isGlued(c: number): boolean {
  return !Number.isNaN(c) && !startsWord(c) && c !== 0x3d && c !== 0x22 && c !== 0x27;
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
