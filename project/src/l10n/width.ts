/**
 * How many terminal columns text takes, so columns stay aligned when a message is Chinese: a character of East Asian
 * Width W or F (Unicode Standard Annex #11, the ranges of Unicode's EastAsianWidth.txt that hold CJK text, kana,
 * Hangul, full-width forms and emoji) takes two, a combining mark or zero-width character none, any other one. This
 * is what terminals do, after Markus Kuhn's wcwidth; the ranges are the blocks, not every code point's property, which
 * is all CLI text needs. One pass over the UTF-16 code units, pairs read as one code point.
 */
export function displayWidth(text: string): number {
  let width = 0;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c < 0x300) {
      width++; // most of every row (ASCII) costs one comparison
      continue;
    }
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (low - 0xdc00);
        i++;
      }
    }
    width += columnsOf(c);
  }
  return width;
}

/** `text` followed by the spaces that make it `width` columns wide (none if it is wider already). */
export function padEnd(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

/** Ranges of two-column code points, [first, last], in order. */
const WIDE: ReadonlyArray<readonly [number, number]> = [
  [0x1100, 0x115f], // Hangul Jamo initial consonants
  [0x231a, 0x231b],
  [0x2329, 0x232a],
  [0x23e9, 0x23ec],
  [0x2e80, 0x303e], // CJK radicals, Kangxi radicals, ideographic description, CJK symbols and punctuation
  [0x3041, 0x33ff], // kana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK strokes, enclosed CJK, CJK compatibility
  [0x3400, 0x4dbf], // CJK Unified Ideographs Extension A
  [0x4e00, 0x9fff], // CJK Unified Ideographs
  [0xa000, 0xa4cf], // Yi
  [0xa960, 0xa97f], // Hangul Jamo Extended-A
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK Compatibility Ideographs
  [0xfe10, 0xfe19], // vertical forms
  [0xfe30, 0xfe6f], // CJK compatibility forms, small form variants
  [0xff00, 0xff60], // full-width forms (，。：；（） among them)
  [0xffe0, 0xffe6],
  [0x1f300, 0x1f64f], // pictographs, emoticons
  [0x1f900, 0x1f9ff],
  [0x20000, 0x2fffd], // CJK Unified Ideographs Extensions B to F, compatibility supplement
  [0x30000, 0x3fffd],
];

/** Ranges of zero-width code points: combining marks, zero-width space and joiners, variation selectors. */
const ZERO: ReadonlyArray<readonly [number, number]> = [
  [0x0300, 0x036f],
  [0x200b, 0x200f],
  [0xfe00, 0xfe0f],
];

function columnsOf(c: number): number {
  if (inRanges(c, ZERO)) return 0;
  return inRanges(c, WIDE) ? 2 : 1;
}

function inRanges(c: number, ranges: ReadonlyArray<readonly [number, number]>): boolean {
  for (const [first, last] of ranges) {
    if (c < first) return false;
    if (c <= last) return true;
  }
  return false;
}
