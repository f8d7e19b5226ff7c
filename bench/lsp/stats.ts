/** Summary figures of a list of latencies, in milliseconds (NaN when there are none). */
export interface Stats {
  n: number;
  median: number;
  p95: number;
  max: number;
}

export function stats(values: readonly number[]): Stats {
  const s = [...values].sort((a, b) => a - b);
  const at = (q: number) => (s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!);
  const round = (x: number) => Math.round(x * 10) / 10;
  return { n: s.length, median: round(s.length % 2 === 1 ? s[s.length >> 1]! : (s[(s.length >> 1) - 1]! + s[s.length >> 1]!) / 2), p95: round(at(0.95)), max: round(at(1)) };
}
