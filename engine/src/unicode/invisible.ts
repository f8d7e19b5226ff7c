/**
 * Characters that take no room where a URL is shown, or none a reader can tell from a space: a URL holding one looks
 * right and names another resource. RFC 1738 section 2.2: "URLs are written only with the graphic printable
 * characters of the US-ASCII coded character set"; these are not graphic at all, so what a reader sees of the URL
 * is not what a program gets. The table, with where each comes from in real text:
 *
 * | code points        | what                                   | how it gets into a URL                              |
 * |--------------------|----------------------------------------|-----------------------------------------------------|
 * | U+00A0             | no-break space                         | a word processor's or a web page's `&nbsp;` pasted  |
 * | U+00AD             | soft hyphen                            | a hyphenating editor or a web page's `&shy;`        |
 * | U+200B to U+200D   | zero-width space, non-joiner, joiner   | a wiki's or chat's break opportunity, pasted        |
 * | U+2060             | word joiner                            | the same, as an editor writes it                    |
 * | U+FEFF             | zero-width no-break space (BOM)        | a file's byte order mark joined into the text       |
 * | U+202A to U+202E   | bidirectional embeddings and overrides | right-to-left text around the URL ("Trojan Source") |
 * | U+2066 to U+2069   | bidirectional isolates                 | the same                                            |
 *
 * What it may hide: nothing a reader meant; a real non-ASCII letter (`é`, `中`) is never in the table.
 */
export function isInvisible(c: number): boolean {
  return (
    c === 0x00a0 ||
    c === 0x00ad ||
    (c >= 0x200b && c <= 0x200d) ||
    c === 0x2060 ||
    c === 0xfeff ||
    (c >= 0x202a && c <= 0x202e) ||
    (c >= 0x2066 && c <= 0x2069)
  );
}

/** The text with each invisible character written as `<U+00A0>`: how a hover or a terminal shows it. One pass. */
export function showInvisible(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!isInvisible(c)) continue;
    out += `${text.slice(from, i)}<U+${c.toString(16).toUpperCase().padStart(4, '0')}>`;
    from = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;

/**
 * Whether the U+200D at text[i] joins two emoji into one (Unicode Technical Standard #51, section 2.3: an emoji ZWJ
 * sequence, `🏳️‍🌈` is U+1F3F3 U+FE0F U+200D U+1F308): a pictograph before it (after a variation selector U+FE0F or
 * a skin tone modifier U+1F3FB to U+1F3FF, if any) and one right after. There the joiner is part of one picture a
 * reader sees, not an invisible character; the emoji's code points are non-ASCII characters like any other.
 */
export function isEmojiJoiner(text: string, i: number): boolean {
  if (text.charCodeAt(i) !== 0x200d) return false;
  let j = i;
  if (text.charCodeAt(j - 1) === 0xfe0f) j--;
  else if (text.charCodeAt(j - 2) === 0xd83c && text.charCodeAt(j - 1) >= 0xdffb && text.charCodeAt(j - 1) <= 0xdfff) j -= 2;
  const before = (text.charCodeAt(j - 1) & 0xfc00) === 0xdc00 ? text.codePointAt(j - 2) : text.codePointAt(j - 1);
  const after = text.codePointAt(i + 1);
  return before !== undefined && after !== undefined && PICTOGRAPHIC.test(String.fromCodePoint(before)) && PICTOGRAPHIC.test(String.fromCodePoint(after));
}

/**
 * Whether the U+200C or U+200D at text[i] is a letter's, as IDNA allows it in a host name (RFC 5892 appendix A.1
 * and A.2, CONTEXTJ), so a word is spelled with it and a reader sees the spelling it makes:
 * - either joiner right after a virama (canonical combining class 9 in UnicodeData.txt), which picks the conjunct or
 *   half form in the scripts of India and South-East Asia (Sinhala `ශ්‍රී`, U+0DCA U+200D);
 * - a non-joiner between two letters of a script that joins its letters (Arabic, Syriac, N'Ko, Mongolian), marks
 *   between them aside, which keeps them apart (Persian `نامه‌ای`).
 * Anywhere else (between Latin letters, after a space) it is the invisible character a paste brings in.
 */
export function isScriptJoiner(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c !== 0x200c && c !== 0x200d) return false;
  if (VIRAMAS.has(text.charCodeAt(i - 1))) return true;
  if (c !== 0x200c) return false;
  let before = i - 1;
  while (before >= 0 && MARK.test(text[before]!)) before--;
  let after = i + 1;
  while (after < text.length && MARK.test(text[after]!)) after++;
  return before >= 0 && after < text.length && JOINING_SCRIPT.test(text[before]!) && JOINING_SCRIPT.test(text[after]!);
}

/** The viramas of the Basic Multilingual Plane's Brahmic scripts (canonical combining class 9, UnicodeData.txt). */
const VIRAMAS = new Set([
  0x094d, 0x09cd, 0x0a4d, 0x0acd, 0x0b4d, 0x0bcd, 0x0c4d, 0x0ccd, 0x0d3b, 0x0d3c, 0x0d4d, 0x0dca, 0x0e3a, 0x0eba, 0x0f84, 0x1039, 0x103a, 0x1714,
  0x1715, 0x1734, 0x17d2, 0x1a60, 0x1b44, 0x1baa, 0x1bab, 0x1bf2, 0x1bf3, 0xa806, 0xa82c, 0xa8c4, 0xa953, 0xa9c0, 0xaaf6, 0xabed,
]);
const MARK = /^\p{M}$/u;
const JOINING_SCRIPT = /^[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}]$/u;
