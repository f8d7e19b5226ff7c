import type { TextView, UrlContext } from './view';
import { ViewMap } from './map';
import type { WholeValue } from './whole-value';

/**
 * Builds one TextView from pieces of a document: unchanged runs (`copy`), characters decoded from an escape or a
 * character reference (`decoded`), and, implicitly, source left out (markup between pieces). It records one entry per
 * piece, not per character, and keeps a map only when some piece was not an unchanged continuation of the one before,
 * so a view that is a plain slice costs no map at all.
 */
export class ViewBuilder {
  private readonly pieces: string[] = [];
  private readonly runs = new ViewMap();
  private length = 0;
  /** Document offset just past the last piece. */
  private last = -1;
  private first = -1;
  private plain = true;

  constructor(
    private readonly doc: string,
    readonly context: UrlContext,
    /** The kind of value the view is, when the document delimits one (see whole-value.ts). */
    readonly whole?: WholeValue,
  ) {}

  get isEmpty(): boolean {
    return this.length === 0;
  }

  /** Appends document text [from, to) unchanged. */
  copy(from: number, to: number): this {
    if (to <= from) return this;
    this.note(from);
    this.pieces.push(this.doc.slice(from, to));
    this.runs.addCopy(this.length, from, to);
    this.length += to - from;
    this.last = to;
    return this;
  }

  /** Appends `text`, which the document writes as [from, to) (an escape, a character reference). */
  decoded(from: number, to: number, text: string): this {
    if (text.length === 0) return this;
    this.note(from);
    this.plain = false;
    this.pieces.push(text);
    this.runs.addDecoded(this.length, from, to);
    this.length += text.length;
    this.last = to;
    return this;
  }

  /** The view, or undefined when nothing was appended. */
  build(): TextView | undefined {
    if (this.length === 0) return undefined;
    const text = this.pieces.length === 1 ? this.pieces[0]! : this.pieces.join('');
    const view: TextView = { text, context: this.context, start: this.first };
    if (!this.plain) view.map = this.runs.seal(this.length, this.last);
    if (this.whole !== undefined) view.whole = this.whole;
    return view;
  }

  /** A gap between pieces (left-out markup) makes the view something other than a plain slice. */
  private note(from: number): void {
    if (this.first < 0) this.first = from;
    else if (from !== this.last) this.plain = false;
  }
}
