import { type UrlRecord, shiftRecord } from './records';

/**
 * Records per block when a list is cut into blocks. A keystroke costs O(blocks + block size): 10,000 URLs make 40
 * blocks of 250, and the block the edit ends in is the only one whose records are moved one by one.
 */
const TARGET = 256;

interface Block {
  /** In document order, never empty. A record's true offsets are its stored ones plus `delta`. */
  readonly records: readonly UrlRecord[];
  /** A shift not yet applied to the records: the sum of the edits before them since the block was last read. */
  delta: number;
}

/**
 * A document's URL records in document order, kept in blocks that each carry a pending shift. After an edit, every
 * URL past it moves by the edit's length; moving them one by one (their spans and diagnostics too) was the largest
 * part of a keystroke in a document of 10,000 URLs. Here the blocks past the edit take the shift as a number, and a
 * block's records are moved (settled, in place, as shiftRecord always did) only when something reads them: the
 * published diagnostics read a prefix of the document, so most blocks wait until the links are asked for.
 *
 * Every record handed out (at, iteration) has true document offsets. Like the records themselves, a list holds only
 * until its document's next edit: relint changes it in place for the next version.
 */
export class RecordList implements Iterable<UrlRecord> {
  private blocks: Block[];
  /** Index in the list of each block's first record, for at(); made again after each change (O(blocks)). */
  private firsts: number[] = [];
  private count = 0;

  private constructor(blocks: Block[]) {
    this.blocks = blocks;
    this.index();
  }

  /** A list of `records` (sorted by start, true offsets); the array is copied, the records are not. */
  static of(records: readonly UrlRecord[]): RecordList {
    return new RecordList(blocksOf(records.slice(), 0));
  }

  get length(): number {
    return this.count;
  }

  /** The record at index `i`, its block settled; undefined out of range (no negative indices, unlike Array.at). */
  at(i: number): UrlRecord | undefined {
    if (i < 0 || i >= this.count) return undefined;
    const b = this.blockOf(i);
    return settle(this.blocks[b]!).records[i - this.firsts[b]!];
  }

  /**
   * In document order, each block settled as it is reached: a loop that stops early leaves the rest as they are.
   * Written out rather than as a generator, which took three times as long per record (10,000: 0.22 ms, not 0.07).
   */
  [Symbol.iterator](): Iterator<UrlRecord> {
    return this.iterate(0);
  }

  /** The records from index `start` on, in document order, settled as they are reached (see the iterator). */
  from(start: number): Iterable<UrlRecord> {
    return { [Symbol.iterator]: () => this.iterate(start) };
  }

  private iterate(start: number): Iterator<UrlRecord> {
    const blocks = this.blocks;
    let b = 0;
    let k = 0;
    let records: readonly UrlRecord[] = [];
    if (start > 0) {
      if (start >= this.count) b = blocks.length;
      else {
        b = this.blockOf(start);
        k = start - this.firsts[b]!;
        records = settle(blocks[b++]!).records;
      }
    }
    return {
      next(): IteratorResult<UrlRecord> {
        while (k === records.length) {
          if (b === blocks.length) return { done: true, value: undefined };
          records = settle(blocks[b++]!).records;
          k = 0;
        }
        return { done: false, value: records[k++]! };
      },
    };
  }

  /**
   * Index of the first record that starts at or after `at` (records are sorted by start and do not overlap). Reads
   * offsets as stored plus the block's pending shift, so it settles nothing.
   */
  firstFrom(at: number): number {
    const blocks = this.blocks;
    // The first block whose first record starts at or after `at`: the answer is that record or in the block before.
    let lo = 0;
    let hi = blocks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const b = blocks[mid]!;
      if (b.records[0]!.span.start + b.delta < at) lo = mid + 1;
      else hi = mid;
    }
    if (lo === 0) return 0;
    const { records, delta } = blocks[lo - 1]!;
    const stored = at - delta;
    let l = 1; // records[0] starts before `at`
    let h = records.length;
    while (l < h) {
      const mid = (l + h) >>> 1;
      if (records[mid]!.span.start < stored) l = mid + 1;
      else h = mid;
    }
    return this.firsts[lo - 1]! + l;
  }

  /**
   * Replaces records [from, to) by `fresh` (true offsets, sorted, between the records kept) and moves every record
   * from `to` on by `delta`, in place. The blocks after the one holding `to` only add `delta` to their pending shift;
   * the records of that block past `to` are moved one by one, as they join the fresh ones in a block whose pending
   * shift is that of the block holding `from`.
   */
  splice(from: number, to: number, fresh: readonly UrlRecord[], delta: number): void {
    if (this.blocks.length === 0) {
      this.blocks = blocksOf(fresh.slice(), 0);
      this.index();
      return;
    }
    const [bi, li] = this.locate(from);
    const [bj, lj] = this.locate(to);
    const first = this.blocks[bi]!;
    const last = this.blocks[bj]!;
    const shift = first.delta;
    const records = first.records.slice(0, li);
    // Stored so that stored + shift is true: fresh records are true now, the later ones also owe their block's shift.
    for (const r of fresh) records.push(shiftRecord(r, -shift));
    const move = last.delta + delta - shift;
    for (let k = lj; k < last.records.length; k++) records.push(shiftRecord(last.records[k]!, move));
    for (let k = bj + 1; k < this.blocks.length; k++) this.blocks[k]!.delta += delta;
    this.blocks.splice(bi, bj - bi + 1, ...blocksOf(records, shift));
    this.index();
  }

  /** The block holding index `i` (0 <= i < length): the last block whose first index is at most `i`. */
  private blockOf(i: number): number {
    const firsts = this.firsts;
    let lo = 0;
    let hi = firsts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (firsts[mid]! <= i) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Block and index in it of list index `i` (0 <= i <= length, with at least one block); `length` is past the last block's end. */
  private locate(i: number): [number, number] {
    if (i >= this.count) return [this.blocks.length - 1, this.blocks.at(-1)!.records.length];
    const b = this.blockOf(i);
    return [b, i - this.firsts[b]!];
  }

  private index(): void {
    this.firsts = new Array<number>(this.blocks.length);
    let n = 0;
    for (let b = 0; b < this.blocks.length; b++) {
      this.firsts[b] = n;
      n += this.blocks[b]!.records.length;
    }
    this.count = n;
  }
}

/** Applies a block's pending shift to its records. */
function settle(b: Block): Block {
  if (b.delta !== 0) {
    for (const r of b.records) shiftRecord(r, b.delta);
    b.delta = 0;
  }
  return b;
}

/**
 * `records` (owned) as blocks with pending shift `delta`: none when empty, one up to twice the target size, else cut
 * evenly into blocks of about the target size (an even cut leaves no small remainder to grow the block count).
 */
function blocksOf(records: UrlRecord[], delta: number): Block[] {
  if (records.length === 0) return [];
  if (records.length <= 2 * TARGET) return [{ records, delta }];
  const n = Math.ceil(records.length / TARGET);
  const out: Block[] = [];
  for (let k = 0; k < n; k++) out.push({ records: records.slice(Math.floor((k * records.length) / n), Math.floor(((k + 1) * records.length) / n)), delta });
  return out;
}
