import { PLACEHOLDER_ROWS, type PlaceholderRow } from './table';

/**
 * The table's start characters, indexed for the scan (find.ts) and for the fast path that decides whether a URL
 * needs the scan at all (parse/char-scan.ts, parse/clean-http.ts). Generated from the rows: a new row's start
 * characters reach both with nothing else to edit.
 */

/** The rows that may start at each ASCII character, in table order. */
export const ROWS_BY_START: readonly (readonly PlaceholderRow[] | undefined)[] = rowsByStart((c) => c < 128);

/** The rows that may start at a non-ASCII character ("…"), in table order. */
export const NON_ASCII_ROWS: ReadonlyMap<number, readonly PlaceholderRow[]> = new Map(
  rowsByStart((c) => c >= 128).flatMap((rows, c) => (rows ? [[c, rows] as const] : [])),
);

function rowsByStart(keep: (c: number) => boolean): (PlaceholderRow[] | undefined)[] {
  const by: (PlaceholderRow[] | undefined)[] = [];
  for (const row of PLACEHOLDER_ROWS) {
    for (const ch of row.starts) {
      const c = ch.charCodeAt(0);
      if (keep(c)) (by[c] ??= []).push(row);
    }
  }
  return by;
}

/**
 * The characters after which a character of `NEXT_STARTS` may start a row: for "." (".*", ".+", "...") and ":" (a
 * port word), the character after it decides, since host names are full of dots and ports start with ":".
 */
const NEXT_STARTS = new Map<number, string>();
for (const row of PLACEHOLDER_ROWS) {
  if (row.next === undefined) continue;
  for (const ch of row.starts) NEXT_STARTS.set(ch.charCodeAt(0), (NEXT_STARTS.get(ch.charCodeAt(0)) ?? '') + row.next);
}
// A character some row starts at whatever follows is a plain start, whatever its other rows ask.
for (const row of PLACEHOLDER_ROWS) if (row.next === undefined) for (const ch of row.starts) NEXT_STARTS.delete(ch.charCodeAt(0));

/**
 * Every ASCII character that can start a placeholder or a pattern sign whatever follows it: a URL after its scheme
 * without any of these, nor a character that mayStartPlaceholder accepts, has no placeholder, and the lint step
 * skips the scan for it (parse/char-scan.ts).
 */
export const PLACEHOLDER_STARTS = ROWS_BY_START.flatMap((rows, c) => (rows !== undefined && !NEXT_STARTS.has(c) ? [String.fromCharCode(c)] : [])).join('');

/** The characters whose rows all name the character after them (".", ":", "&"), each with those characters. */
export const STARTS_WITH_NEXT: ReadonlyMap<string, string> = new Map([...NEXT_STARTS].map(([c, after]) => [String.fromCharCode(c), after]));

/**
 * Whether `c` followed by `next` can start a placeholder or pattern sign, for the characters PLACEHOLDER_STARTS
 * leaves out: those whose rows name the character after them (STARTS_WITH_NEXT), and the non-ASCII starts ("…").
 */
export function mayStartPlaceholder(c: number, next: number): boolean {
  if (c >= 128) return NON_ASCII_ROWS.has(c);
  return next < 128 && STARTS_BEFORE[(c << 7) | next] === 1; // NaN past the URL's end: false
}

/** STARTS_BEFORE[c * 128 + next] is 1 when c before next may start a row (NEXT_STARTS): one look per "." or ":". */
const STARTS_BEFORE = new Uint8Array(128 * 128);
for (const [c, after] of NEXT_STARTS) for (const ch of after) STARTS_BEFORE[(c << 7) | ch.charCodeAt(0)] = 1;
