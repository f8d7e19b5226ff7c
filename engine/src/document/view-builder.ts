import type { TextView, UrlContext } from './view';

/**
 * Builds one TextView from pieces of a document: unchanged runs (`copy`), characters decoded from an escape or a
 * character reference (`decoded`), and, implicitly, source left out (markup between pieces). Keeps the offset maps
 * only when some piece was not an unchanged run, so a view that is a plain slice costs no map.
 */
export class ViewBuilder {
  private readonly pieces: string[] = [];
  private starts: number[] = [];
  private ends: number[] = [];
  private length = 0;
  /** Document offset just past the last piece. */
  private last = -1;
  private first = -1;
  private plain = true;

  constructor(
    private readonly doc: string,
    readonly context: UrlContext,
  ) {}

  get isEmpty(): boolean {
    return this.length === 0;
  }

  /** Appends document text [from, to) unchanged. */
  copy(from: number, to: number): this {
    if (to <= from) return this;
    this.note(from);
    this.pieces.push(this.doc.slice(from, to));
    for (let d = from; d < to; d++) {
      this.starts.push(d);
      this.ends.push(d + 1);
    }
    this.length += to - from;
    this.last = to;
    return this;
  }

  /** Appends `text`, which the document writes as [from, to) (an escape, a character reference). */
  decoded(from: number, to: number, text: string): this {
    this.note(from);
    this.plain = false;
    this.pieces.push(text);
    for (let k = 0; k < text.length; k++) {
      this.starts.push(from);
      this.ends.push(to);
    }
    this.length += text.length;
    this.last = to;
    return this;
  }

  /** The view, or undefined when nothing was appended. */
  build(): TextView | undefined {
    if (this.length === 0) return undefined;
    const text = this.pieces.join('');
    if (this.plain) return { text, context: this.context, start: this.first };
    const starts = new Uint32Array(this.length + 1);
    starts.set(this.starts);
    starts[this.length] = this.last;
    return { text, context: this.context, start: this.first, starts, ends: Uint32Array.from(this.ends) };
  }

  /** A gap between pieces (left-out markup) makes the view something other than a plain slice. */
  private note(from: number): void {
    if (this.first < 0) this.first = from;
    else if (from !== this.last) this.plain = false;
  }
}
