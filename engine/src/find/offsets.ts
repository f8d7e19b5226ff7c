/**
 * Hands out `Locator.offsets` arrays as views into shared chunks. One ArrayBuffer per locator made a document with
 * millions of URLs spend most of its time in the garbage collector; a chunk serves many locators. Chunks start
 * small (a short document does not pay for a big one) and double up to a cap.
 */
export class OffsetPool {
  private chunk = new Uint32Array(0);
  private used = 0;
  private nextSize = 256;

  take(length: number): Uint32Array {
    if (this.used + length > this.chunk.length) {
      this.chunk = new Uint32Array(Math.max(this.nextSize, length));
      this.nextSize = Math.min(this.nextSize * 2, 1 << 16);
      this.used = 0;
    }
    const view = this.chunk.subarray(this.used, this.used + length);
    this.used += length;
    return view;
  }
}
