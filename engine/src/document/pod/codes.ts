import { markCode, type TextView, ViewBuilder } from '../view';

/**
 * POD formatting codes in doc[from, to) (one ordinary paragraph or a command's text), as perlpodspec reads them
 * ("Formatting Codes"):
 * - `L<text|url>`, `L<url>`: a URL target (perlpodspec: a name with a scheme, a colon and no blank) is one
 *   `attribute` view, the text before "|" is text; `L<Module::Name>`, `L<perlfunc/open>`, `L<"Section">` name
 *   manual pages and sections, not URLs: the name is left out;
 * - `C<code>`: code, an example (as a Markdown code span);
 * - `E<lt>`, `E<gt>`, `E<verbar>`, `E<sol>`, `E<0x263A>`, `E<233>`: the character, mapped to the whole escape;
 * - `X<index entry>` and `Z<>`: nothing shown, left out; `B<>`, `I<>`, `F<>`, `S<>`: their content is text;
 * - the rest is text, context `prose`: the code's letter and brackets left out between pieces.
 * Codes nest (`B<C<x>>`), and `C<< $a->b >>` takes a longer delimiter, as the specification says. Nesting deeper
 * than MAX_DEPTH is read as text, which keeps the scan linear.
 */
export function scanPodCodes(doc: string, from: number, to: number, out: TextView[]): void {
  const reader = new PodCodes(doc, out);
  reader.scan(from, to, 0);
  reader.endText();
}

const MAX_DEPTH = 16;

/** E<name> escapes perlpodspec names, and the common HTML ones POD writers use. */
const ENTITIES: Record<string, string> = {
  lt: '<', gt: '>', verbar: '|', sol: '/', amp: '&', quot: '"', apos: "'", nbsp: '\u00a0', copy: '\u00a9', eacute: '\u00e9',
};

interface Code {
  /** Offset of the content's first character. */
  contentStart: number;
  contentEnd: number;
  /** Just past the closing delimiter. */
  end: number;
}

class PodCodes {
  private text: ViewBuilder;

  constructor(
    private readonly doc: string,
    private readonly out: TextView[],
  ) {
    this.text = new ViewBuilder(doc, 'prose');
  }

  scan(from: number, to: number, depth: number): void {
    const { doc } = this;
    let run = from;
    let i = from;
    while (i < to) {
      const c = doc.charCodeAt(i);
      if (!(c >= 0x41 && c <= 0x5a) || doc.charCodeAt(i + 1) !== 0x3c || depth >= MAX_DEPTH) {
        i++;
        continue;
      }
      const code = codeAt(doc, i, to);
      this.text.copy(run, i);
      this.code(doc[i]!, i, code, depth);
      run = i = code.end;
    }
    this.text.copy(run, to);
  }

  endText(): void {
    const view = this.text.build();
    if (view) this.out.push(view);
    this.text = new ViewBuilder(this.doc, 'prose');
  }

  private code(letter: string, at: number, code: Code, depth: number): void {
    switch (letter) {
      case 'E': {
        const char = entity(this.doc.slice(code.contentStart, code.contentEnd));
        if (char !== undefined) this.text.decoded(at, code.end, char);
        else this.endText(); // an escape of unknown output: no URL crosses it
        return;
      }
      case 'X':
      case 'Z':
        return;
      case 'C': {
        this.endText();
        const first = this.out.length;
        this.scan(code.contentStart, code.contentEnd, depth + 1);
        this.endText();
        markCode(this.out, first);
        return;
      }
      case 'L':
        this.link(code, depth);
        return;
      default:
        this.scan(code.contentStart, code.contentEnd, depth + 1);
    }
  }

  /** `L<...>`: see scanPodCodes. */
  private link(code: Code, depth: number): void {
    const { doc } = this;
    const bar = topLevelBar(doc, code.contentStart, code.contentEnd);
    const targetStart = bar === -1 ? code.contentStart : bar + 1;
    const url = isUrlTarget(doc, targetStart, code.contentEnd);
    if (bar !== -1) this.scan(code.contentStart, bar, depth + 1);
    this.endText();
    if (url) {
      const view = new ViewBuilder(doc, 'attribute', 'url').copy(targetStart, code.contentEnd).build();
      if (view) this.out.push(view);
    }
  }
}

/**
 * The code whose letter is at `at` (a "<" follows): `X<...>` with nested codes, or `X<< ... >>` (two or more "<"
 * and a blank, closed by a blank and as many ">"). An unclosed code runs to `to` (Pod::Simple reads it so).
 */
function codeAt(doc: string, at: number, to: number): Code {
  let k = 1;
  while (doc.charCodeAt(at + 1 + k) === 0x3c) k++;
  const afterOpen = at + 1 + k;
  if (k >= 2 && isSpace(doc.charCodeAt(afterOpen))) {
    const closer = '>'.repeat(k);
    for (let i = doc.indexOf(closer, afterOpen); i !== -1 && i + k <= to; i = doc.indexOf(closer, i + 1)) {
      if (isSpace(doc.charCodeAt(i - 1))) {
        let contentStart = afterOpen;
        while (contentStart < i && isSpace(doc.charCodeAt(contentStart))) contentStart++;
        let contentEnd = i;
        while (contentEnd > contentStart && isSpace(doc.charCodeAt(contentEnd - 1))) contentEnd--;
        return { contentStart, contentEnd, end: i + k };
      }
    }
    return { contentStart: afterOpen, contentEnd: to, end: to };
  }
  // One "<": nested codes open and close within; the first ">" at depth 0 closes.
  let depth = 0;
  for (let i = at + 2; i < to; i++) {
    const c = doc.charCodeAt(i);
    if (c === 0x3c && isCodeLetter(doc.charCodeAt(i - 1))) depth++;
    else if (c === 0x3e) {
      if (depth === 0) return { contentStart: at + 2, contentEnd: i, end: i + 1 };
      depth--;
    }
  }
  return { contentStart: at + 2, contentEnd: to, end: to };
}

/** The first "|" of an L<> content that is not inside a nested code, or -1. */
function topLevelBar(doc: string, from: number, to: number): number {
  let depth = 0;
  for (let i = from; i < to; i++) {
    const c = doc.charCodeAt(i);
    if (c === 0x3c && i > from && isCodeLetter(doc.charCodeAt(i - 1))) depth++;
    else if (c === 0x3e && depth > 0) depth--;
    else if (c === 0x7c && depth === 0) return i;
  }
  return -1;
}

/** perlpodspec: an L<> target is a URL when it is a scheme, a colon, then no blank (`\w+:[^:\s]\S*`). */
function isUrlTarget(doc: string, from: number, to: number): boolean {
  let i = from;
  while (i < to && isWordChar(doc.charCodeAt(i))) i++;
  if (i === from || i + 1 >= to || doc.charCodeAt(i) !== 0x3a || doc.charCodeAt(i + 1) === 0x3a) return false;
  for (let j = i + 1; j < to; j++) if (isSpace(doc.charCodeAt(j))) return false;
  return true;
}

/** The character an `E<...>` content names, or undefined. */
function entity(name: string): string | undefined {
  const named = ENTITIES[name];
  if (named !== undefined) return named;
  const value = /^0x[0-9a-f]{1,6}$/i.test(name) ? parseInt(name.slice(2), 16) : /^0[0-7]{1,7}$/.test(name) ? parseInt(name, 8) : /^[0-9]{1,7}$/.test(name) ? Number(name) : -1;
  return value >= 0 && value <= 0x10ffff ? String.fromCodePoint(value) : undefined;
}

function isCodeLetter(c: number): boolean {
  return c >= 0x41 && c <= 0x5a;
}

function isWordChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) || c === 0x5f;
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}
