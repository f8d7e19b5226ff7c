import { markCode, type TextView, ViewBuilder } from '../view';
import { scanPodCodes } from './codes';
import { perlCodeViews } from './perl-code';

/**
 * POD (Perl's Plain Old Documentation, perlpodspec) as a POD formatter reads it, paragraph by paragraph:
 * - ordinary paragraphs and the text of `=head1`...`=head6` and `=item`: formatting codes (see scanPodCodes);
 * - verbatim paragraphs (their first line indented): code examples, one `comment` view each, as written;
 * - `=for comment ...` and `=begin comment` ... `=end comment`: comment views (where directives are written);
 * - other `=begin`/`=for` regions (`html`, `man`, `text`) are for one formatter and left out, as are `=over`,
 *   `=back`, `=encoding` and `=cut`.
 * A `.pod` file is POD throughout; text before its first command is not POD and is left out.
 */
export function podViews(text: string): TextView[] {
  const out: TextView[] = [];
  forEachRegion(text, (from, to) => readPod(text, from, to, out), () => undefined);
  return out;
}

/**
 * Perl source (`.pl`, `.pm`, `.t`): its POD blocks read as POD, the code between them as code (see perlCodeViews).
 * A POD block starts at a line that begins with "=" and a letter and ends after a `=cut` line (perlsyn, "PODs:
 * Embedded Documentation"); after `__END__` or `__DATA__` the rest is data, where only POD blocks are read.
 */
export function perlViews(text: string): TextView[] {
  const out: TextView[] = [];
  forEachRegion(
    text,
    (from, to) => readPod(text, from, to, out),
    (from, to) => perlCodeViews(text, from, to, out),
  );
  return out;
}

/** Calls `pod` for each POD block of the text and `code` for the Perl code between them (up to `__END__`). */
function forEachRegion(text: string, pod: (from: number, to: number) => void, code: (from: number, to: number) => void): void {
  const n = text.length;
  let codeStart = 0;
  let inData = false;
  let at = 0;
  while (at < n) {
    const end = lineEnd(text, at);
    if (text.charCodeAt(at) === 0x3d /* = */ && isLetter(text.charCodeAt(at + 1))) {
      if (!inData) code(codeStart, at);
      const podEnd = cutEnd(text, at);
      pod(at, podEnd.contentEnd);
      at = codeStart = podEnd.next;
      continue;
    }
    if (!inData && (text.startsWith('__END__', at) || text.startsWith('__DATA__', at)) && isLineRest(text, at + (text[at + 2] === 'E' ? 7 : 8), end)) {
      code(codeStart, at);
      inData = true;
    }
    at = end + 1;
  }
  if (!inData) code(codeStart, n);
}

/** The end of the POD block starting at `from`: the `=cut` line (its start, and the offset past it). */
function cutEnd(text: string, from: number): { contentEnd: number; next: number } {
  let at = from;
  while (at < text.length) {
    const end = lineEnd(text, at);
    if (text.startsWith('=cut', at) && (at + 4 >= end || isSpace(text.charCodeAt(at + 4)))) return { contentEnd: at, next: Math.min(end + 1, text.length) };
    at = end + 1;
  }
  return { contentEnd: text.length, next: text.length };
}

/** The paragraphs of one POD block [from, to). */
function readPod(text: string, from: number, to: number, out: TextView[]): void {
  let region: string | undefined; // the format of an open `=begin` region
  let at = from;
  while (at < to) {
    // Skip blank lines, then take the paragraph up to the next blank line.
    const start = skipBlankLines(text, at, to);
    if (start >= to) break;
    const end = paragraphEnd(text, start, to);
    at = end;
    const c = text.charCodeAt(start);
    if (c === 0x3d /* = */ && isLetter(text.charCodeAt(start + 1))) {
      const command = wordAt(text, start + 1, end);
      const argument = skipBlanks(text, start + 1 + command.length, end);
      const format = wordAt(text, argument, end);
      if (command === 'begin') region = format;
      else if (command === 'end') region = undefined;
      else if (command === 'for') {
        if (format === 'comment') comment(text, skipBlanks(text, argument + format.length, end), end, out);
      } else if (region === undefined && (command.startsWith('head') || command === 'item')) {
        scanPodCodes(text, argument, trimEnd(text, argument, end), out);
      }
      continue;
    }
    if (region === 'comment') comment(text, start, end, out);
    else if (region !== undefined && !region.startsWith(':')) continue;
    else if (isSpace(c)) {
      const first = out.length;
      const view = new ViewBuilder(text, 'comment').copy(start, end).build();
      if (view) out.push(view);
      markCode(out, first);
    } else {
      scanPodCodes(text, start, trimEnd(text, start, end), out);
    }
  }
}

function comment(text: string, from: number, to: number, out: TextView[]): void {
  if (to > from) out.push({ text: text.slice(from, to), context: 'comment', start: from });
}

function skipBlankLines(text: string, from: number, to: number): number {
  let at = from;
  let i = from;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) at = i + 1;
    else if (!isSpace(c)) return at;
    i++;
  }
  return to;
}

/** The end of the paragraph starting at `from`: the start of the next line holding only blanks, or `to`. */
function paragraphEnd(text: string, from: number, to: number): number {
  let at = lineEnd(text, from) + 1;
  while (at < to) {
    const end = Math.min(lineEnd(text, at), to);
    if (isBlankRun(text, at, end)) return at;
    at = end + 1;
  }
  return to;
}

function isBlankRun(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isSpace(text.charCodeAt(i))) return false;
  return true;
}

function isLineRest(text: string, from: number, to: number): boolean {
  return isBlankRun(text, from, to);
}

function trimEnd(text: string, from: number, to: number): number {
  let end = to;
  while (end > from && isSpace(text.charCodeAt(end - 1))) end--;
  return end;
}

function skipBlanks(text: string, from: number, to: number): number {
  let i = from;
  while (i < to && (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09)) i++;
  return i;
}

function wordAt(text: string, from: number, to: number): string {
  let i = from;
  while (i < to && !isSpace(text.charCodeAt(i))) i++;
  return text.slice(from, i);
}

function lineEnd(text: string, at: number): number {
  const e = text.indexOf('\n', at);
  return e === -1 ? text.length : e;
}

function isLetter(c: number): boolean {
  return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}
