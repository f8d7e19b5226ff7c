import type { Position, Range, TextDocumentContentChangeEvent } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Text } from './text';

/** One edit of a didChange, in the offsets of the text before it: [start, end) became `text`. */
export interface ContentChange {
  start: number;
  end: number;
  text: string;
}

/** A piece grows to twice this before it is cut again. */
const PIECE = 32 * 1024;

const LF = 10;
const CR = 13;

/**
 * An open document kept as pieces of about 32 KB, so a keystroke in a 10 MB document copies one piece rather than the
 * whole text: a JS string built by `before + typed + after`, as TextDocument.update builds it, is copied in full the
 * next time anything reads it (V8 flattens it), and a 10 MB copy per keystroke, with the garbage it leaves, costs more
 * than checking the edit. Lines and characters follow LSP as TextDocument does (LF, CRLF and a lone CR end a line;
 * a position inside a line end or past it means the line's end), with one difference: a CR and an LF typed apart
 * make one line end, as in a document opened with them.
 */
export class ChunkedDocument implements TextDocument, Text {
  private pieces: string[] = [];
  /** starts[i]: offset of piece i; starts[pieces.length]: the length. */
  private starts: number[] = [];
  /** Per piece, the offsets r (1..piece length) where a line starts at starts[i] + r. */
  private breaks: number[][] = [];
  /** Line starts (beyond offset 0) before piece i: lines[i]. */
  private lines: number[] = [];
  private whole: string | undefined;
  private cursor = 0;
  /**
   * Which text this is, unique across documents and edits. The client's version cannot say: a client may send a
   * version twice or go back, and results keyed by it were then taken for the new text (stale diagnostics and links).
   */
  private rev = nextRevision();

  constructor(
    readonly uri: string,
    readonly languageId: string,
    private ver: number,
    text: string | readonly string[],
    /** Tests make it small, to have many pieces. */
    private readonly piece = PIECE,
  ) {
    if (typeof text === 'string') this.replaceAll(text);
    else this.takePieces(text);
  }

  /**
   * The text for a whole check on the lint thread: the one string when there is one, else the pieces, which that
   * thread reads as they are (a ChunkedDocument of its own) rather than this thread joining them first.
   */
  textForCheck(): string | string[] {
    return this.whole ?? [...this.pieces];
  }

  get version(): number {
    return this.ver;
  }

  /** Changes with every update, whatever version the client gave it. */
  get revision(): number {
    return this.rev;
  }

  get length(): number {
    return this.starts[this.pieces.length]!;
  }

  get lineCount(): number {
    return this.lines[this.pieces.length]! + 1;
  }

  getText(range?: Range): string {
    if (range) {
      const a = this.offsetAt(range.start);
      const b = this.offsetAt(range.end);
      return this.slice(a, b);
    }
    // Joined once per version, for what needs one string (a whole check, a command over the text).
    this.whole ??= this.pieces.length === 1 ? this.pieces[0]! : this.pieces.join('');
    return this.whole;
  }

  charCodeAt(index: number): number {
    if (index < 0 || index >= this.length) return NaN;
    const i = this.pieceAt(index);
    return this.pieces[i]!.charCodeAt(index - this.starts[i]!);
  }

  slice(start: number, end = this.length): string {
    start = Math.max(0, Math.min(start, this.length));
    end = Math.max(start, Math.min(end, this.length));
    if (this.whole !== undefined) return this.whole.slice(start, end);
    if (start === end) return '';
    const a = this.pieceAt(start);
    const b = this.pieceAt(end - 1);
    if (a === b) return this.pieces[a]!.slice(start - this.starts[a]!, end - this.starts[a]!);
    const parts = [this.pieces[a]!.slice(start - this.starts[a]!)];
    for (let i = a + 1; i < b; i++) parts.push(this.pieces[i]!);
    parts.push(this.pieces[b]!.slice(0, end - this.starts[b]!));
    return parts.join('');
  }

  indexOf(c: string, from = 0): number {
    if (this.whole !== undefined) return this.whole.indexOf(c, from);
    from = Math.max(0, from);
    if (from >= this.length) return -1;
    for (let i = this.pieceAt(from); i < this.pieces.length; i++) {
      const at = this.pieces[i]!.indexOf(c, Math.max(0, from - this.starts[i]!));
      if (at >= 0) return this.starts[i]! + at;
    }
    return -1;
  }

  lastIndexOf(c: string, from = this.length - 1): number {
    if (this.whole !== undefined) return this.whole.lastIndexOf(c, from);
    if (this.length === 0) return -1;
    from = Math.max(0, Math.min(from, this.length - 1));
    for (let i = this.pieceAt(from); i >= 0; i--) {
      const at = this.pieces[i]!.lastIndexOf(c, from - this.starts[i]!);
      if (at >= 0) return this.starts[i]! + at;
    }
    return -1;
  }

  includes(s: string): boolean {
    if (this.whole !== undefined) return this.whole.includes(s);
    for (let i = 0; i < this.pieces.length; i++) {
      if (this.pieces[i]!.includes(s)) return true;
      // An occurrence across the cut to the next piece.
      if (s.length > 1 && i + 1 < this.pieces.length && this.slice(this.starts[i + 1]! - s.length + 1, this.starts[i + 1]! + s.length - 1).includes(s)) return true;
    }
    return false;
  }

  positionAt(offset: number): Position {
    offset = Math.max(0, Math.min(offset, this.length));
    const line = this.lineOf(offset);
    const start = this.lineStart(line);
    return { line, character: this.beforeLineEnd(offset, start) - start };
  }

  offsetAt(position: Position): number {
    if (position.line >= this.lineCount) return this.length;
    if (position.line < 0) return 0;
    const start = this.lineStart(position.line);
    if (position.character <= 0) return start;
    const next = position.line + 1 < this.lineCount ? this.lineStart(position.line + 1) : this.length;
    return this.beforeLineEnd(Math.min(start + position.character, next), start);
  }

  getLineRange(line: number): Range {
    if (line < 0) return { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    if (line >= this.lineCount) {
      const last = this.lineCount - 1;
      return { start: { line: last, character: 0 }, end: { line: last, character: this.length - this.lineStart(last) } };
    }
    const start = this.lineStart(line);
    const next = line + 1 < this.lineCount ? this.lineStart(line + 1) : this.length;
    return { start: { line, character: 0 }, end: { line, character: this.beforeLineEnd(next, start) - start } };
  }

  getEOLCharacters(line: number): string {
    if (line < 0 || line >= this.lineCount) return '';
    const start = this.lineStart(line);
    const next = line + 1 < this.lineCount ? this.lineStart(line + 1) : this.length;
    return this.slice(this.beforeLineEnd(next, start), next);
  }

  /**
   * Applies a didChange's changes in order (each range is in the text its predecessors left; a reversed range is put
   * in order) and returns each one's offsets, or undefined when one replaced the whole text.
   */
  update(changes: readonly TextDocumentContentChangeEvent[], version: number): ContentChange[] | undefined {
    let out: ContentChange[] | undefined = [];
    for (const change of changes) {
      if ('range' in change && change.range !== undefined) {
        const { start, end } = ordered(change.range);
        const a = this.offsetAt(start);
        const b = Math.max(a, this.offsetAt(end));
        out?.push({ start: a, end: b, text: change.text });
        this.replace(a, b, change.text);
      } else {
        out = undefined;
        this.replaceAll(change.text);
      }
    }
    this.ver = version;
    this.rev = nextRevision();
    return out;
  }

  private replaceAll(text: string): void {
    this.whole = text;
    this.cutInto(text);
  }

  private takePieces(pieces: readonly string[]): void {
    this.whole = undefined;
    this.pieces = pieces.filter((p) => p.length > 0);
    if (this.pieces.length === 0) this.pieces.push('');
    this.breaks = this.pieces.map((_, i) => this.breaksOf(i));
    this.index();
  }

  /** Makes the pieces views of `text` (no copy). */
  private cutInto(text: string): void {
    this.pieces = [];
    for (let at = 0; at < text.length; at += this.piece) this.pieces.push(text.slice(at, at + this.piece));
    if (this.pieces.length === 0) this.pieces.push('');
    this.breaks = this.pieces.map((_, i) => this.breaksOf(i));
    this.index();
  }

  private replace(start: number, end: number, text: string): void {
    this.whole = undefined;
    const a = this.pieceAt(start);
    const b = Math.max(a, this.pieceAt(Math.max(start, end - 1)));
    const merged = this.pieces[a]!.slice(0, start - this.starts[a]!) + text + this.pieces[b]!.slice(end - this.starts[b]!);
    const fresh: string[] = [];
    if (merged.length <= 2 * this.piece) fresh.push(merged);
    else for (let at = 0; at < merged.length; at += this.piece) fresh.push(merged.slice(at, at + this.piece));
    if (fresh.length === 1 && fresh[0] === '' && this.pieces.length > b - a + 1) fresh.pop();
    this.pieces.splice(a, b - a + 1, ...fresh);
    this.breaks.splice(a, b - a + 1, ...fresh.map(() => []));
    if (this.pieces.length === 0) {
      this.pieces.push('');
      this.breaks.push([]);
    }
    // The new pieces' line starts, and those of the piece before them when it ends with a CR (an LF may follow it now).
    // The piece after them keeps its own: a piece's line starts depend only on it and its first character after it.
    for (let i = a; i < Math.min(this.pieces.length, a + fresh.length); i++) this.breaks[i] = this.breaksOf(i);
    if (a > 0 && this.pieces[a - 1]!.charCodeAt(this.pieces[a - 1]!.length - 1) === CR) this.breaks[a - 1] = this.breaksOf(a - 1);
    this.index();
  }

  /** Recomputes the running offsets and line counts (a few hundred pieces for 10 MB). */
  private index(): void {
    const n = this.pieces.length;
    this.starts = new Array<number>(n + 1);
    this.lines = new Array<number>(n + 1);
    let at = 0;
    let lines = 0;
    for (let i = 0; i < n; i++) {
      this.starts[i] = at;
      this.lines[i] = lines;
      at += this.pieces[i]!.length;
      lines += this.breaks[i]?.length ?? 0;
    }
    this.starts[n] = at;
    this.lines[n] = lines;
    this.cursor = 0;
  }

  private breaksOf(i: number): number[] {
    const p = this.pieces[i]!;
    const out: number[] = [];
    let lf = p.indexOf('\n');
    let cr = p.indexOf('\r');
    while (lf >= 0 || cr >= 0) {
      if (cr < 0 || (lf >= 0 && lf < cr)) {
        out.push(lf + 1);
        lf = p.indexOf('\n', lf + 1);
        continue;
      }
      const next = cr + 1 < p.length ? p.charCodeAt(cr + 1) : this.firstCharAfter(i);
      if (next !== LF) out.push(cr + 1);
      cr = p.indexOf('\r', cr + 1);
    }
    return out;
  }

  /** The first character after piece i (skipping empty pieces), NaN at the end. */
  private firstCharAfter(i: number): number {
    for (let j = i + 1; j < this.pieces.length; j++) if (this.pieces[j]!.length > 0) return this.pieces[j]!.charCodeAt(0);
    return NaN;
  }

  /** The piece holding `offset` (the last one for the length itself); remembers the last answer, as reads go in runs. */
  private pieceAt(offset: number): number {
    const last = this.pieces.length - 1;
    const c = this.cursor;
    if (c <= last && this.starts[c]! <= offset && (c === last || offset < this.starts[c + 1]!)) return c;
    // The last piece that starts at or before offset (pieces are empty only in an empty document).
    let lo = 0;
    let hi = last;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    this.cursor = lo;
    return lo;
  }

  /** The line of `offset`: how many line starts are at or before it. */
  private lineOf(offset: number): number {
    if (offset === 0) return 0;
    // Line starts of piece i lie in (starts[i], starts[i + 1]]: the piece holding offset - 1.
    const i = this.pieceAt(offset - 1);
    const r = this.breaks[i]!;
    const local = offset - this.starts[i]!;
    let lo = 0;
    let hi = r.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (r[mid]! <= local) lo = mid + 1;
      else hi = mid;
    }
    return this.lines[i]! + lo;
  }

  /** The offset where line `line` (>= 0, < lineCount) starts. */
  private lineStart(line: number): number {
    if (line <= 0) return 0;
    let lo = 0;
    let hi = this.pieces.length - 1;
    // The piece whose line starts hold the line-th: lines[i] < line <= lines[i + 1].
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.lines[mid + 1]! < line) lo = mid + 1;
      else hi = mid;
    }
    return this.starts[lo]! + this.breaks[lo]![line - this.lines[lo]! - 1]!;
  }

  /** An offset inside or after a line's end moves back to where the end begins (TextDocument's ensureBeforeEOL). */
  private beforeLineEnd(offset: number, lineStart: number): number {
    while (offset > lineStart) {
      const c = this.charCodeAt(offset - 1);
      if (c !== LF && c !== CR) break;
      offset--;
    }
    return offset;
  }
}

function ordered(r: Range): Range {
  const { start, end } = r;
  return start.line > end.line || (start.line === end.line && start.character > end.character) ? { start: end, end: start } : r;
}

let revisions = 0;
function nextRevision(): number {
  return ++revisions;
}

/** The revision of any document (a plain TextDocument, in tests, has only its version). */
export function revisionOf(doc: TextDocument): number {
  return doc instanceof ChunkedDocument ? doc.revision : doc.version;
}
