import { isHex } from '../grammar/chars';
import { decodeUtf8, encodeCodePoint, percentDecode } from './percent';

/**
 * What escaped octets that are not UTF-8 spell in the legacy encodings URLs were written in before UTF-8 (RFC 3986
 * section 2.5: "the data should first be encoded as octets according to the UTF-8 character encoding", which older
 * pages did not do: `%A5%C8%A5%C3%A5%D7` is EUC-JP's "トップ", `%82%A0` Shift_JIS's "あ", `caf%E9` Windows-1252's
 * "café"). The octets are decoded by the platform's TextDecoder (the WHATWG Encoding Standard's decoders, in Node
 * and every browser); a reading counts only when it is text of the scripts its encoding is for:
 * - Shift_JIS and EUC-JP: Japanese, so at least one kana (Han, kana, CJK punctuation, full-width forms);
 * - EUC-KR: Korean, so at least one Hangul syllable (and Han, punctuation);
 * - GB18030 (GBK's superset) and Big5: Chinese (Han, punctuation; GB18030 also has the kana rows);
 * - Windows-1252: lower-case accented letters only, only for escapes inside a word (`caf%E9`: `inWord`), and only when
 *   no East Asian encoding reads the octets: it decodes almost any byte to something (`¥È¥Ã¥×` is EUC-JP's
 *   "トップ" read as Windows-1252; `%FF%FE` alone is a byte order mark, not "ÿþ").
 * Half-width katakana (Shift_JIS's single bytes), Greek, Cyrillic and symbols from a CJK table are what a wrong
 * guess produces, so a reading holding one is no reading; so is a lone Han character, which any two bytes of a
 * Chinese table make. A reading with kana stands alone; otherwise readings with
 * Hangul come before those with Han only, each named (a short run is often ambiguous, and that is said, not guessed);
 * readings that spell the same text are one.
 */
export interface LegacyReading {
  /** The encodings that read the octets so, in the order of ENCODINGS (`EUC-JP`, `GB18030`). */
  encodings: string[];
  text: string;
}

interface Encoding {
  /** The name shown to a reader. */
  name: string;
  /** The name TextDecoder takes. */
  label: string;
  /** Whether a decoded text is one this encoding is for. */
  plausible: (text: string) => boolean;
  /** Whether the octets stay in the table's common rows (see twoByteLeads), where a table has rare ones. */
  common?: (octets: Uint8Array) => boolean;
}

/**
 * Whether every two-byte character of `octets` has a lead byte `lead` accepts: the Chinese tables read almost any
 * pair of high bytes as some Han character, so only their common rows count. GB2312's symbol and kana rows (A1-A9)
 * and its first level, the 3,755 most used characters (B0-D7: `%D6%D0%CE%C4`, "中文"); Big5's symbols (A1-A3) and
 * frequent characters (A4-C6). scrapy's test URL `?%EF%F0%E8%E2%E5%F2`, Windows-1251's "привет", reads as three
 * rare characters in both, and is no reading.
 */
function twoByteLeads(lead: (b: number) => boolean): (octets: Uint8Array) => boolean {
  return (octets) => {
    for (let i = 0; i < octets.length; i++) {
      if (octets[i]! < 0x80) continue;
      if (!lead(octets[i]!) || i + 1 >= octets.length || (octets[i + 1]! >= 0x30 && octets[i + 1]! <= 0x39)) return false;
      i++;
    }
    return true;
  };
}

const JAPANESE = /^[\p{Script=Han}\p{Script=Hiragana}\u30a0-\u30ff\u3000-\u303f\uff01-\uff60\u0020-\u007e]*$/u;
const KANA = /[\p{Script=Hiragana}\u30a1-\u30fa]/u;
const KOREAN = /^[\p{Script=Han}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60\u0020-\u007e]*$/u;
const HANGUL = /\p{Script=Hangul}/u;
const CHINESE = /^[\p{Script=Han}\p{Script=Hiragana}\u30a0-\u30ff\u3000-\u303f\uff01-\uff60\u0020-\u007e]*$/u;
const HAN = /\p{Script=Han}|[\p{Script=Hiragana}\u30a1-\u30fa]/u;
/** Lower-case accented letters and nothing else: the legacy escapes of words (`r%E9sum%E9`, `D%FCrst`, `a%E7%E3o`). */
const LATIN = /^[\u00df-\u00f6\u00f8-\u00ff\u0153\u0161\u017e]+$/u;

/** The legacy encodings looked at, East Asian first (see LegacyReading). */
const ENCODINGS: readonly Encoding[] = [
  { name: 'Shift_JIS', label: 'shift_jis', plausible: (s) => JAPANESE.test(s) && KANA.test(s) },
  { name: 'EUC-JP', label: 'euc-jp', plausible: (s) => JAPANESE.test(s) && KANA.test(s) },
  { name: 'EUC-KR', label: 'euc-kr', plausible: (s) => KOREAN.test(s) && HANGUL.test(s) },
  { name: 'GB18030', label: 'gb18030', plausible: (s) => CHINESE.test(s) && HAN.test(s), common: twoByteLeads((b) => (b >= 0xa1 && b <= 0xa9) || (b >= 0xb0 && b <= 0xd7)) },
  { name: 'Big5', label: 'big5', plausible: (s) => CHINESE.test(s) && HAN.test(s), common: twoByteLeads((b) => b >= 0xa1 && b <= 0xc6) },
];
const WINDOWS_1252: Encoding = { name: 'Windows-1252', label: 'windows-1252', plausible: (s) => LATIN.test(s) };

/**
 * The WHATWG Encoding Standard's decoder: a global of Node and of every browser, which the engine's library (ECMAScript
 * only, no DOM, no Node types) does not declare.
 */
interface Decoder {
  decode(input: Uint8Array): string;
}
declare const TextDecoder: new (label: string, options: { fatal: boolean }) => Decoder;

/** A decoder per encoding, made at first use; null where the platform has none (a runtime built without ICU data). */
const decoders = new Map<string, Decoder | null>();
function decoderFor(label: string): Decoder | null {
  let d = decoders.get(label);
  if (d === undefined) {
    try {
      d = new TextDecoder(label, { fatal: true });
    } catch {
      d = null;
    }
    decoders.set(label, d);
  }
  return d;
}

function decodeAs(encoding: Encoding, octets: Uint8Array): string | undefined {
  const decoder = decoderFor(encoding.label);
  if (decoder === null || (encoding.common !== undefined && !encoding.common(octets))) return undefined;
  try {
    const text = decoder.decode(octets);
    return encoding.plausible(text) ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The readings of `octets`, best first (see LegacyReading), when they are not UTF-8; none when they are, or when no
 * encoding reads them as text of its own.
 */
export function legacyReadings(octets: readonly number[], inWord = false): LegacyReading[] {
  if (!decodeUtf8(octets).includes('\ufffd')) return [];
  const bytes = Uint8Array.from(octets);
  const kanaOrHangul: LegacyReading[] = [];
  const hanOnly: LegacyReading[] = [];
  for (const encoding of ENCODINGS) {
    const text = decodeAs(encoding, bytes);
    if (text === undefined) continue;
    const kanaOrHangulText = KANA.test(text) || HANGUL.test(text);
    // One Han character is what any two bytes of a Chinese table make: two or more, or no reading.
    if (!kanaOrHangulText && [...text].filter((c) => HAN.test(c)).length < 2) continue;
    const list = kanaOrHangulText ? kanaOrHangul : hanOnly;
    const same = list.find((r) => r.text === text) ?? kanaOrHangul.find((r) => r.text === text);
    if (same) same.encodings.push(encoding.name);
    else list.push({ encodings: [encoding.name], text });
  }
  // Kana are rows of their own in both Japanese tables: a reading with kana is not a coincidence, and the Han
  // characters the Chinese tables make of the same octets are. Hangul fills half of EUC-KR's table: not so.
  if (kanaOrHangul.some((r) => KANA.test(r.text))) return kanaOrHangul.filter((r) => KANA.test(r.text));
  const eastAsian = [...kanaOrHangul, ...hanOnly];
  if (eastAsian.length > 0 || !inWord) return eastAsian;
  const latin = decodeAs(WINDOWS_1252, bytes);
  return latin === undefined ? [] : [{ encodings: [WINDOWS_1252.name], text: latin }];
}

/**
 * A run of escapes in a URL (`%XX%XX...`), where it is and the octets a program gets from it. Characters a fix
 * encodes (a non-ASCII character, as its UTF-8 octets; a space, a control, `"<>[]^`{|}~\\`) belong to the run
 * they touch: the octets are the same before and after fix-all writes them as escapes, and so are the readings.
 */
export interface EscapeRun {
  start: number;
  end: number;
  octets: number[];
}

/** The runs of url[from, to) that hold an escaped octet above 0x7F (the only ones that may not be UTF-8). */
export function highEscapeRuns(url: string, from = 0, to = url.length): EscapeRun[] {
  const runs: EscapeRun[] = [];
  let run: EscapeRun | undefined;
  let high = false;
  const end = (): void => {
    if (run !== undefined && high) runs.push(run);
    run = undefined;
    high = false;
  };
  for (let i = from; i < to; ) {
    if (isEscapeAt(url, i, to)) {
      const o = parseInt(url.slice(i + 1, i + 3), 16);
      high ||= o >= 0x80;
      run ??= { start: i, end: i, octets: [] };
      run.octets.push(o);
      i += 3;
      run.end = i;
      continue;
    }
    const cp = url.codePointAt(i)!;
    const n = cp > 0xffff ? 2 : 1;
    if (!isEncodable(cp)) {
      end();
      i += n;
      continue;
    }
    run ??= { start: i, end: i, octets: [] };
    run.octets.push(...utf8Octets(cp));
    i += n;
    run.end = i;
  }
  end();
  return runs;
}

/** A character fix-all may write as escapes: non-ASCII, a control or space, or one of RFC 1738's unsafe characters. */
function isEncodable(cp: number): boolean {
  return cp > 0x7e || cp <= 0x20 || UNSAFE.includes(String.fromCharCode(cp));
}
const UNSAFE = '"<>[]^`{|}~\\';

/** The UTF-8 octets of a code point (a lone surrogate as U+FFFD's, as an encoder writes it). */
function utf8Octets(cp: number): number[] {
  const c = cp >= 0xd800 && cp <= 0xdfff ? 0xfffd : cp;
  return encodeCodePoint(c)
    .split('%')
    .slice(1)
    .map((h) => parseInt(h, 16));
}

function isEscapeAt(url: string, i: number, to: number): boolean {
  return i + 2 < to && url.charCodeAt(i) === 0x25 && isHex(url.charCodeAt(i + 1)) && isHex(url.charCodeAt(i + 2));
}

/**
 * `raw` percent-decoded for a reader: as percentDecode, but a run of escapes that is not UTF-8 and that exactly one
 * text reads (legacyReadings) shows that text rather than replacement characters; `encodings` names the encodings
 * that read the runs so shown (none when every run was UTF-8 or ambiguous).
 */
export function decodeForReader(raw: string): { text: string; encodings: string[] } {
  let text = '';
  let from = 0;
  const encodings: string[] = [];
  for (const run of highEscapeRuns(raw)) {
    const readings = legacyReadings(run.octets, isWordAround(raw, run));
    if (readings.length !== 1) continue;
    text += percentDecode(raw.slice(from, run.start)) + readings[0]!.text;
    from = run.end;
    for (const e of readings[0]!.encodings) if (!encodings.includes(e)) encodings.push(e);
  }
  return { text: text + percentDecode(raw.slice(from)), encodings };
}

/** Whether an ASCII letter touches the run in `url`: its escapes are letters of a word (`caf%E9`). */
export function isWordAround(url: string, run: EscapeRun): boolean {
  return isAsciiLetter(url.charCodeAt(run.start - 1)) || isAsciiLetter(url.charCodeAt(run.end));
}

function isAsciiLetter(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}
