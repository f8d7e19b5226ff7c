/**
 * Expected diagnostics written inline in fixture files (after markdownlint's inline markers):
 *
 *   See <URL:http://a.example/b c> here.
 *                              ^ unsafe-character         <- caret line: range on the text line above
 *   @@ hyphen-line-break 7:26 8:1                          <- a range across lines, 1-based line:column, end exclusive
 *
 * Caret and @@ lines are annotations: they are removed to get the text the engine sees, and every position
 * refers to that clean text.
 */
export interface Expected {
  code: string;
  start: number;
  end: number;
}

const CARET = /^( *)(\^+) ([a-z][a-z0-9-]*)$/;
const SPAN = /^@@ ([a-z][a-z0-9-]*) (\d+):(\d+) (\d+):(\d+)$/;

export function readFixture(source: string): { text: string; expected: Expected[] } {
  const clean: string[] = [];
  const lineStarts: number[] = [];
  const expected: Expected[] = [];
  const spans: string[] = [];
  let offset = 0;
  for (const line of source.split('\n')) {
    const caret = CARET.exec(line);
    if (caret && clean.length > 0) {
      const lineStart = lineStarts[lineStarts.length - 1]!;
      const start = lineStart + caret[1]!.length;
      expected.push({ code: caret[3]!, start, end: start + caret[2]!.length });
      continue;
    }
    if (SPAN.test(line)) {
      spans.push(line);
      continue;
    }
    lineStarts.push(offset);
    clean.push(line);
    offset += line.length + 1;
  }
  for (const line of spans) {
    const m = SPAN.exec(line) as RegExpExecArray;
    const at = (l: string, c: string) => lineStarts[Number(l) - 1]! + Number(c) - 1;
    expected.push({ code: m[1]!, start: at(m[2]!, m[3]!), end: at(m[4]!, m[5]!) });
  }
  return { text: clean.join('\n'), expected };
}
