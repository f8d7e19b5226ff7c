/**
 * The server's list of URL records (server/src/analysis/record-list.ts), which moves the records after an edit by
 * whole blocks and applies the shift only when a record is read: thousands of random edits (typing, deleting,
 * pasting many URLs, removing everything) applied through relint to RecordLists and to a plain array whose records
 * are moved at once, compared record by record, with firstFrom at random offsets.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Diagnostic } from '../../engine/src';
import { relint } from '../../server/src/analysis/incremental';
import { RecordList } from '../../server/src/analysis/record-list';
import { NO_FIXES, type UrlRecord, shiftRecord } from '../../server/src/analysis/records';
import type { Region } from '../../server/src/analysis/region';
import { random } from './harness/random';

/** A record as numbers (true offsets), from which each list gets its own objects: the lists move theirs in place. */
interface Spec {
  id: string;
  start: number;
  end: number;
  linkStart: number;
  linkEnd: number;
  diagnostics: Array<[number, number]>;
}

function record(s: Spec): UrlRecord {
  const span = { start: s.start, end: s.end };
  const diagnostics: Diagnostic[] = s.diagnostics.map(([start, end]) => ({ code: 'c', severity: 'warning', message: 'm', start, end, url: span, fixes: NO_FIXES }));
  // The id rides in `target`, so that order is compared too, not only offsets.
  return { span, linkStart: s.linkStart, linkEnd: s.linkEnd, target: s.id, ignored: false, diagnostics };
}

/** Everything a record's place in the document is made of, with its id, as one line. */
function flat(r: UrlRecord): string {
  return `${r.target} ${r.span.start}-${r.span.end} ${r.linkStart}-${r.linkEnd} ${r.diagnostics.map((d) => `${d.start}-${d.end}@${d.url.start}`).join(',')}`;
}

let nextId = 0;

/** Records, sorted and apart, inside [lo, hi): about one per `gap` characters. */
function specs(rnd: () => number, lo: number, hi: number, gap: number): Spec[] {
  const out: Spec[] = [];
  for (let at = lo + Math.floor(rnd() * gap); at < hi; at += 1 + Math.floor(rnd() * 2 * gap)) {
    const end = Math.min(hi, at + 1 + Math.floor(rnd() * 40));
    const linkStart = at + Math.floor(rnd() * (end - at));
    const linkEnd = linkStart + Math.floor(rnd() * (end - linkStart + 1));
    const diagnostics: Array<[number, number]> = [];
    for (let k = Math.floor(rnd() * 4); k > 0; k--) {
      const s = at + Math.floor(rnd() * (end - at));
      diagnostics.push([s, s + Math.floor(rnd() * (end - s + 1))]);
    }
    out.push({ id: `u${nextId++}`, start: at, end, linkStart, linkEnd, diagnostics });
    at = end;
  }
  return out;
}

/** Index of the first record that starts at or after `at`, read from the array one by one. */
function firstFrom(records: readonly UrlRecord[], at: number): number {
  const i = records.findIndex((r) => r.span.start >= at);
  return i < 0 ? records.length : i;
}

/** `at` moved back to the start (`toStart`) or on to the end of the record whose span holds it strictly inside. */
function outside(records: readonly UrlRecord[], at: number, toStart: boolean): number {
  const r = records[firstFrom(records, at) - 1];
  return r && r.span.end > at ? (toStart ? r.span.start : r.span.end) : at;
}

function same(list: RecordList, array: readonly UrlRecord[], where: string): void {
  assert.equal(list.length, array.length, where);
  let i = 0;
  for (const r of list) {
    if (flat(r) !== flat(array[i]!)) assert.fail(`${where}: record ${i}: ${flat(r)} instead of ${flat(array[i]!)}`);
    i++;
  }
  assert.equal(i, array.length, where);
}

function runCase(seed: number, steps: number): void {
  const rnd = random(seed);
  const gap = 5 + Math.floor(rnd() * 60);
  let length = Math.floor(rnd() * (rnd() < 0.2 ? 100 : 150_000));
  const initial = specs(rnd, 0, length, gap);
  // `eager`: read whole after every step; `lazy`: read a little (firstFrom, a few records, a prefix), whole now and then.
  let array = initial.map(record);
  const eager = RecordList.of(initial.map(record));
  const lazy = RecordList.of(initial.map(record));
  for (let step = 0; step < steps; step++) {
    const where = `seed ${seed}, step ${step}`;
    const r = rnd();
    // The edit: mostly a keystroke, sometimes a long deletion or a paste of many URLs, now and then everything.
    let start = Math.floor(rnd() * (length + 1));
    let oldEnd = Math.min(length, start + (r < 0.7 ? Math.floor(rnd() * 3) : Math.floor(rnd() * length * (r < 0.9 ? 0.05 : 0.5))));
    if (r > 0.99) [start, oldEnd] = [0, length];
    // A region whose ends no record crosses, as regionOf makes it.
    start = outside(array, start, true);
    oldEnd = outside(array, oldEnd, false);
    const inserted = r < 0.7 ? Math.floor(rnd() * 3) : rnd() < 0.5 ? Math.floor(rnd() * 20) : Math.floor(rnd() * 40 * gap * (rnd() < 0.9 ? 5 : 50));
    const region: Region = { start, end: start + inserted, oldEnd };
    const delta = region.end - region.oldEnd;
    const fresh = rnd() < 0.5 ? [] : specs(rnd, region.start, region.end, gap);

    assert.equal(lazy.firstFrom(region.start), firstFrom(array, region.start), `${where}: firstFrom region start`);
    assert.equal(lazy.firstFrom(region.oldEnd), firstFrom(array, region.oldEnd), `${where}: firstFrom region end`);
    const before = firstFrom(array, region.start);
    const after = firstFrom(array, region.oldEnd);
    array = [...array.slice(0, before), ...fresh.map(record), ...array.slice(after).map((x) => shiftRecord(x, delta))];
    assert.equal(relint(eager, region, () => fresh.map(record)), eager, 'the list is changed in place');
    relint(lazy, region, () => fresh.map(record));
    length += delta;

    same(eager, array, where);
    assert.equal(lazy.length, array.length, where);
    for (let k = 0; k < 6; k++) {
      // Anywhere, and right at a record's start, just before or just after it.
      const near = array[Math.floor(rnd() * array.length)];
      const at = near && k % 2 === 0 ? near.span.start + Math.floor(rnd() * 3) - 1 : Math.floor(rnd() * (length + 2)) - 1;
      assert.equal(lazy.firstFrom(at), firstFrom(array, at), `${where}: firstFrom(${at})`);
    }
    for (let k = 0; k < 2; k++) {
      const i = Math.floor(rnd() * (array.length + 2)) - 1;
      const got = lazy.at(i);
      assert.equal(got && flat(got), array[i] && flat(array[i]), `${where}: at(${i})`);
    }
    if (rnd() < 0.3) {
      // A prefix, as the visible diagnostics read it.
      const want = Math.floor(rnd() * 600);
      let i = 0;
      for (const x of lazy) {
        if (i >= want) break;
        assert.equal(flat(x), flat(array[i]!), `${where}: prefix ${i}`);
        i++;
      }
    }
    if (step % 50 === 49) same(lazy, array, `${where}, lazy`);
  }
  same(lazy, array, `seed ${seed}, end, lazy`);
}

describe('URL records in blocks, moved per block', () => {
  test('6,000 random edits through relint equal the records moved at once', () => {
    for (let seed = 1; seed <= 30; seed++) runCase(seed, 200);
  });

  test('an empty list, filled and emptied again', () => {
    const list = RecordList.of([]);
    assert.equal(list.length, 0);
    assert.equal(list.firstFrom(5), 0);
    assert.equal(list.at(0), undefined);
    assert.deepEqual([...list], []);
    const rnd = random(1);
    const fresh = specs(rnd, 10, 30_000, 20);
    relint(list, { start: 0, end: 30_000, oldEnd: 0 }, () => fresh.map(record));
    same(list, fresh.map(record), 'filled');
    relint(list, { start: 0, end: 0, oldEnd: 30_000 }, () => []);
    same(list, [], 'emptied');
    assert.equal(list.firstFrom(0), 0);
  });

  test('a keystroke near the top moves the records after it without reading them', () => {
    const rnd = random(2);
    const all = specs(rnd, 0, 1_000_000, 100);
    const list = RecordList.of(all.map(record));
    const last = list.at(list.length - 1)!;
    const before = flat(last);
    for (let k = 0; k < 100; k++) relint(list, { start: 0, end: 1, oldEnd: 0 }, () => []);
    // The stored record is as it was until its block is read; reading it applies the 100 edits.
    assert.equal(flat(last), before);
    assert.equal(list.firstFrom(last.span.start + 100), list.length - 1);
    assert.equal(list.at(list.length - 1), last);
    assert.equal(last.span.start, all.at(-1)!.start + 100);
  });
});
