import { IDNA_MAPPING_TABLE } from './idna-mapping-table';

/**
 * UTS #46 section 4 step 1, "Map": each code point of a domain name by its status in the IDNA Mapping Table, with
 * nontransitional processing (deviations such as "ß" and "ς" stay), as WHATWG URL's "domain to ASCII" runs it:
 * valid code points stay, mapped ones are replaced (full-width "ｅ" is "e", "ﬁ" is "fi", "ⅷ" is "viii", "Σ" is "σ",
 * "。" is "."), ignored ones (the soft hyphen U+00AD) are removed, and a disallowed one fails the name.
 * The table is generated (idna-mapping-table.ts, see scripts/unicode/idna-mapping.js) and decoded on first use. Its
 * version is the one the WHATWG URL parsers in use implement (Unicode 15.1: Node's parser agrees with it on every
 * code point, test/unit/encoding.test.ts): later tables map characters, such as Georgian capitals and Hangul fillers,
 * that those parsers still reject, so a fix written from them would turn a URL a browser refuses into one it opens.
 */

const VALID = 0;
const IGNORED = 1;
const DISALLOWED = 2;
const SHIFTED = 3;
const ALTERNATING = 4;
const MAPPED = 5;
const DEVIATION = 6;
const KINDS: Record<string, number> = { V: VALID, I: IGNORED, X: DISALLOWED, S: SHIFTED, A: ALTERNATING, M: MAPPED, D: DEVIATION };

interface Table {
  starts: Uint32Array;
  kinds: Uint8Array;
  /** The shift of SHIFTED and ALTERNATING runs; for MAPPED, the index of the mapping in `mappings`. */
  values: Int32Array;
  mappings: string[];
}

let table: Table | undefined;

function decode(): Table {
  const rows = IDNA_MAPPING_TABLE.split(',');
  const starts = new Uint32Array(rows.length);
  const kinds = new Uint8Array(rows.length);
  const values = new Int32Array(rows.length);
  const mappings: string[] = [];
  let start = 0;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const k = /[A-Z]/.exec(row)!.index;
    start += parseInt(row.slice(0, k), 36);
    const kind = KINDS[row[k]!]!;
    const payload = row.slice(k + 1);
    starts[i] = start;
    kinds[i] = kind;
    if (kind === SHIFTED || kind === ALTERNATING) values[i] = parseInt(payload, 36);
    else if (kind === MAPPED) {
      values[i] = mappings.length;
      mappings.push(String.fromCodePoint(...payload.split('.').map((c) => parseInt(c, 36))));
    }
  }
  return { starts, kinds, values, mappings };
}

/** The row of the table that holds code point cp (rows start at 0 and are sorted). */
function rowOf(t: Table, cp: number): number {
  let lo = 0;
  let hi = t.starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (t.starts[mid]! <= cp) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The text one code point maps to: itself, its mapping, "" when ignored, undefined when disallowed. */
export function idnaMapCodePoint(cp: number): string | undefined {
  const t = (table ??= decode());
  const row = rowOf(t, cp);
  switch (t.kinds[row]) {
    case VALID:
    case DEVIATION:
      return String.fromCodePoint(cp);
    case IGNORED:
      return '';
    case SHIFTED:
      return String.fromCodePoint(cp + t.values[row]!);
    case ALTERNATING:
      return String.fromCodePoint((cp - t.starts[row]!) % 2 === 0 ? cp + t.values[row]! : cp);
    case MAPPED:
      return t.mappings[t.values[row]!];
    default:
      return undefined;
  }
}

/** Whether cp's status is valid (or deviation): what every code point of a label must be once mapped (UTS #46 4.1). */
export function idnaValid(cp: number): boolean {
  const t = (table ??= decode());
  const row = rowOf(t, cp);
  const kind = t.kinds[row];
  return kind === VALID || kind === DEVIATION || (kind === ALTERNATING && (cp - t.starts[row]!) % 2 === 1);
}

/**
 * Whether cp is a deviation ("ß", "ς", U+200C, U+200D): UTS #46 section 4's transitional processing (IDNA2003, older
 * browsers and libraries) maps it away, nontransitional processing (WHATWG URL) keeps it, so a name holding one
 * goes to different hosts depending on who reads it.
 */
export function idnaDeviation(cp: number): boolean {
  const t = (table ??= decode());
  return t.kinds[rowOf(t, cp)] === DEVIATION;
}

/**
 * A name mapped as UTS #46 4 steps 1-2 do: each code point mapped, then the whole normalised to NFC. Undefined when a
 * code point is disallowed or the text is ill-formed UTF-16 (a lone surrogate is no code point).
 */
export function idnaMap(name: string): string | undefined {
  let out = '';
  for (let i = 0; i < name.length; i++) {
    let cp = name.charCodeAt(i);
    if (cp < 0x80) {
      out += cp >= 0x41 && cp <= 0x5a ? String.fromCharCode(cp + 0x20) : name[i];
      continue;
    }
    if (cp >= 0xd800 && cp <= 0xdfff) {
      const low = name.charCodeAt(i + 1);
      if (cp >= 0xdc00 || !(low >= 0xdc00 && low <= 0xdfff)) return undefined;
      cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
      i++;
    }
    const mapped = idnaMapCodePoint(cp);
    if (mapped === undefined) return undefined;
    out += mapped;
  }
  return out.normalize('NFC');
}
