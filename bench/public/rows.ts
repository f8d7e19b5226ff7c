/**
 * A sampled diagnostic or URL of the public benchmark, as it is written for judging: where it is (repository, commit,
 * file, line), what was reported, and a few lines of context with the span marked ⟦ ⟧. Its id (repository, file,
 * line, column, code) names the same report in another run, so a judgement carries over between engines.
 */
export interface Row {
  id: string;
  family: string;
  repo: string;
  commit: string;
  file: string;
  line: number;
  column: number;
  documentType: string;
  severity: string;
  code: string;
  url: string;
  context: string;
}

/** The offset where each line starts. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** The 0-based line holding `offset` (binary search over `starts`). */
function lineAt(starts: number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const LINE_CHARS = 240;

/** Shows control characters as escapes and cuts a long line around the span. */
function clean(s: string): string {
  // eslint-disable-next-line no-control-regex -- shows control characters as escapes
  return s.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** 1-based line and column of `start`, and the line before, the lines of the span (marked ⟦ ⟧) and the line after. */
export function contextOf(text: string, starts: number[], start: number, end: number): { line: number; column: number; context: string } {
  const first = lineAt(starts, start);
  const last = lineAt(starts, Math.max(start, end - 1));
  const lineText = (n: number) => text.slice(starts[n]!, n + 1 < starts.length ? starts[n + 1]! - 1 : text.length).replace(/\r$/, '');
  const out: string[] = [];
  if (first > 0) out.push(`    ${cut(clean(lineText(first - 1)), 0, 0)}`);
  const span = text.slice(starts[first]!, last + 1 < starts.length ? starts[last + 1]! - 1 : text.length).replace(/\r$/, '');
  const a = start - starts[first]!;
  const b = Math.min(span.length, end - starts[first]!);
  const marked = `${clean(span.slice(0, a))}⟦${clean(span.slice(a, b))}⟧${clean(span.slice(b))}`;
  for (const l of marked.split('\n').slice(0, 6)) out.push(`  > ${cut(l, l.indexOf('⟦'), l.indexOf('⟧'))}`);
  if (last + 1 < starts.length - 1 || (last + 1 === starts.length - 1 && starts[last + 1]! < text.length)) out.push(`    ${cut(clean(lineText(last + 1)), 0, 0)}`);
  return { line: first + 1, column: a + 1, context: out.join('\n') };
}

/** A long line cut to about LINE_CHARS characters around [from, to) (the span's markers). */
function cut(line: string, from: number, to: number): string {
  if (line.length <= LINE_CHARS) return line;
  const lo = Math.max(0, (from < 0 ? 0 : from) - 100);
  const hi = Math.max(lo + LINE_CHARS, (to < 0 ? 0 : to) + 100);
  return `${lo > 0 ? '…' : ''}${line.slice(lo, hi)}${hi < line.length ? '…' : ''}`;
}
