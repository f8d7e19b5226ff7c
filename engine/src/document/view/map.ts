/**
 * Where each character of a view comes from in its document, stored per piece rather than per character: a view
 * of a 1 MB man page with a few thousand escapes holds a few thousand entries, not two million offsets.
 *
 * A piece is either a copy (view characters map one to one onto document characters) or a decoded escape (every
 * view character of the piece maps to the escape's whole source, so an edit of that character replaces the escape).
 */
export class ViewMap {
  private viewStart: number[] = [];
  private docStart: number[] = [];
  private docEnd: number[] = [];
  /** 1 for a decoded piece, 0 for a copy. */
  private decoded: number[] = [];
  private viewLength = 0;
  private docLast = 0;

  addCopy(viewAt: number, from: number, to: number): void {
    this.push(viewAt, from, to, 0);
  }

  addDecoded(viewAt: number, from: number, to: number): void {
    this.push(viewAt, from, to, 1);
  }

  /** Ends the map: the view is `viewLength` long and its source ends at document offset `docLast`. */
  seal(viewLength: number, docLast: number): this {
    this.viewLength = viewLength;
    this.docLast = docLast;
    return this;
  }

  /** The piece holding view offset v (0 <= v < view length): the last piece starting at or before it. */
  pieceAt(v: number, from = 0): number {
    // Callers walk forward through increasing offsets, so a short forward scan from the last piece usually wins.
    const starts = this.viewStart;
    let i = from;
    for (let k = 0; k < 8 && i + 1 < starts.length && starts[i + 1]! <= v; k++) i++;
    if (i + 1 >= starts.length || starts[i + 1]! > v) return i;
    let lo = i + 1;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (starts[mid]! <= v) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Document offset where the source of view character v begins; for v = view length, just past the view's source. */
  start(v: number, piece = this.pieceAt(v)): number {
    if (v >= this.viewLength) return this.docLast;
    return this.decoded[piece] ? this.docStart[piece]! : this.docStart[piece]! + (v - this.viewStart[piece]!);
  }

  /** Document offset just past the source of view character v. */
  end(v: number, piece = this.pieceAt(v)): number {
    return this.decoded[piece] ? this.docEnd[piece]! : this.docStart[piece]! + (v - this.viewStart[piece]!) + 1;
  }

  private push(viewAt: number, from: number, to: number, decoded: number): void {
    this.viewStart.push(viewAt);
    this.docStart.push(from);
    this.docEnd.push(to);
    this.decoded.push(decoded);
  }
}
