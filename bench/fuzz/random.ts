/**
 * A seeded pseudo-random generator (mulberry32): the fuzzer must give the same inputs for the same seed, so a
 * failure it prints can be replayed, and the unit-test slice checks the same inputs on every run.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [min, max]. */
  range(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  /** `count` items drawn from `make`, joined. */
  repeat(count: number, make: () => string, separator = ''): string {
    const out: string[] = [];
    for (let i = 0; i < count; i++) out.push(make());
    return out.join(separator);
  }
}
