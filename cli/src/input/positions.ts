/** LSP-style position: 0-based line and UTF-16 character, as in the json and sarif formats. */
export interface Position {
  line: number;
  character: number;
}

export interface Range {
  start: Position;
  end: Position;
}

/**
 * Turns offsets in one piece of a document into document positions. Line breaks are LF, CRLF and lone CR,
 * as in LSP and VS Code. `advance` moves the origin past the piece so the next one continues the count.
 */
export class DocumentPositions {
  private line = 0;
  private character = 0;
  private text = '';
  private starts: number[] | undefined;

  /** Starts a new piece, which begins where the last one ended. */
  next(text: string): void {
    if (this.text) this.advance();
    this.text = text;
    this.starts = undefined;
  }

  position(offset: number): Position {
    const starts = (this.starts ??= lineStarts(this.text));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo === 0 ? { line: this.line, character: this.character + offset } : { line: this.line + lo, character: offset - starts[lo]! };
  }

  range(span: { start: number; end: number }): Range {
    return { start: this.position(span.start), end: this.position(span.end) };
  }

  private advance(): void {
    const t = this.text;
    let breaks = 0;
    for (let i = t.indexOf('\n'); i >= 0; i = t.indexOf('\n', i + 1)) breaks++;
    for (let i = t.indexOf('\r'); i >= 0; i = t.indexOf('\r', i + 1)) if (t.charCodeAt(i + 1) !== 0x0a) breaks++;
    if (breaks === 0) {
      this.character += t.length;
      return;
    }
    this.line += breaks;
    const lastLf = t.lastIndexOf('\n');
    const lastCr = t.lastIndexOf('\r');
    this.character = t.length - 1 - Math.max(lastLf, lastCr);
  }
}

function lineStarts(t: string): number[] {
  const starts = [0];
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c === 0x0a || (c === 0x0d && t.charCodeAt(i + 1) !== 0x0a)) starts.push(i + 1);
  }
  return starts;
}
