/**
 * URL spans two ways over the same text: as the engine's finder reports them and as the grammar colours them,
 * in document offsets, so the consistency test can compare them one for one.
 */
import type * as tm from 'vscode-textmate';
import { findLocators } from '../../engine/src';
import { SCOPE } from '../../syntaxes/src/scopes';

export interface UrlSpan {
  kind: 'link' | 'wrapper';
  start: number;
  end: number;
}

export interface Line {
  start: number;
  text: string;
}

/** Lines as an editor splits them: at CRLF, LF or CR. */
export function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  const re = /\r\n|\r|\n/g;
  let start = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    lines.push({ start, text: text.slice(start, m.index) });
    start = m.index + m[0].length;
  }
  lines.push({ start, text: text.slice(start) });
  return lines;
}

/**
 * What the engine finds, except on lines no line-based grammar can follow, returned as `skipped`: those of URLs that
 * cross a line break, and those ending with a URL hyphenated at the line end (see hyphenatedLineEnd).
 */
export function engineSpans(text: string, lines: Line[]): { spans: UrlSpan[]; skipped: Set<number> } {
  const spans: UrlSpan[] = [];
  const skipped = new Set<number>();
  lines.forEach((line, index) => {
    if (hyphenatedLineEnd(line.text, index < lines.length - 1)) skipped.add(index);
  });
  const lineOf = (offset: number): number => {
    let lo = 0;
    let hi = lines.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lines[mid]!.start <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  for (const locator of findLocators(text)) {
    const first = lineOf(locator.start);
    const last = lineOf(locator.end - 1);
    if (first !== last) {
      for (let i = first; i <= last; i++) skipped.add(i);
      continue;
    }
    if (skipped.has(first)) continue;
    // A mistyped scheme (`http//a.example`, `https:/github.com`) is a mistake the engine reports, not a URL any
    // program opens: the grammar does not colour it as a link (docs/grammar.md, known limits). Inside `<URL:...>` the
    // wrapper takes any scheme, and both colour it.
    if (locator.schemeTypo !== undefined && locator.kind === 'bare') continue;
    spans.push({ kind: 'link', start: locator.offsets[0]!, end: locator.offsets[locator.url.length]! });
    if (locator.kind === 'wrapper') spans.push({ kind: 'wrapper', start: locator.start, end: locator.end });
  }
  return { spans: sortSpans(spans), skipped };
}

/**
 * True when a line break follows the line and the line ends with a bare URL whose last character is "-" (blanks
 * aside): the finder takes no such URL (a formatter hyphenated it, and its end is on the next line), but the grammar
 * colours it, as deciding it would take a look-ahead to the line's end from every scheme on the line (docs/grammar.md,
 * known limits). The line alone, with no line break after it, shows the URL the finder would otherwise take.
 */
function hyphenatedLineEnd(line: string, lineBreakAfter: boolean): boolean {
  if (!lineBreakAfter) return false;
  let end = line.length;
  while (end > 0 && (line[end - 1] === ' ' || line[end - 1] === '\t')) end--;
  if (line.charCodeAt(end - 1) !== 0x2d) return false;
  const last = findLocators(line).at(-1);
  return last !== undefined && last.kind === 'bare' && last.end === end;
}

/** What the grammar colours: maximal runs of tokens under the link scope and under the wrapper scope. */
export function grammarSpans(grammar: tm.IGrammar, lines: Line[], skip: ReadonlySet<number> = new Set()): UrlSpan[] {
  const spans: UrlSpan[] = [];
  let stack: tm.StackElement | null = null;
  lines.forEach((line, index) => {
    const { tokens, ruleStack } = grammar.tokenizeLine(line.text, stack);
    stack = ruleStack;
    if (skip.has(index)) return;
    for (const [kind, scope] of [
      ['link', SCOPE.link],
      ['wrapper', SCOPE.wrapper],
    ] as const) {
      let open: UrlSpan | undefined;
      for (const token of tokens) {
        const inside = token.scopes.includes(scope) && token.startIndex < line.text.length;
        if (inside && open === undefined) open = { kind, start: line.start + token.startIndex, end: 0 };
        if (!inside && open !== undefined) {
          open.end = line.start + token.startIndex;
          spans.push(open);
          open = undefined;
        }
      }
      if (open !== undefined) spans.push({ ...open, end: line.start + line.text.length });
    }
  });
  return sortSpans(spans);
}

function sortSpans(spans: UrlSpan[]): UrlSpan[] {
  return spans.sort((a, b) => a.start - b.start || a.kind.localeCompare(b.kind));
}
