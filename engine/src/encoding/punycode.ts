import { idnaDeviation, idnaMap, idnaValid } from '../unicode/idna-mapping';

/**
 * Punycode (RFC 3492) and the IDNA "ToASCII" step for host names: a label with non-ASCII characters is mapped as
 * UTS #46 maps it and becomes "xn--" + its Punycode. Punycode is written from the RFC's section 6 pseudocode; the
 * parameters are its section 5 values.
 */
const BASE = 36;
const TMIN = 1;
const TMAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;

function digitChar(d: number): string {
  // 0..25 -> a..z, 26..35 -> 0..9
  return String.fromCharCode(d < 26 ? 97 + d : 22 + d);
}

function adapt(delta: number, numPoints: number, firstTime: boolean): number {
  delta = firstTime ? Math.floor(delta / DAMP) : delta >> 1;
  delta += Math.floor(delta / numPoints);
  let k = 0;
  while (delta > ((BASE - TMIN) * TMAX) >> 1) {
    delta = Math.floor(delta / (BASE - TMIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - TMIN + 1) * delta) / (delta + SKEW));
}

/** RFC 3492 section 6.3, the encoding procedure. Returns undefined on overflow. */
export function punycodeEncode(input: string): string | undefined {
  const cps = Array.from(input, (ch) => ch.codePointAt(0) as number);
  let output = '';
  for (const cp of cps) if (cp < 0x80) output += String.fromCharCode(cp);
  const b = output.length;
  let h = b;
  if (b > 0) output += '-';
  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  while (h < cps.length) {
    let m = Infinity;
    for (const cp of cps) if (cp >= n && cp < m) m = cp;
    if ((m - n) * (h + 1) > Number.MAX_SAFE_INTEGER - delta) return undefined;
    delta += (m - n) * (h + 1);
    n = m;
    for (const cp of cps) {
      if (cp < n) delta++;
      if (cp === n) {
        let q = delta;
        for (let k = BASE; ; k += BASE) {
          const t = k <= bias ? TMIN : k >= bias + TMAX ? TMAX : k - bias;
          if (q < t) break;
          output += digitChar(t + ((q - t) % (BASE - t)));
          q = Math.floor((q - t) / (BASE - t));
        }
        output += digitChar(q);
        bias = adapt(delta, h + 1, h === b);
        delta = 0;
        h++;
      }
    }
    delta++;
    n++;
  }
  return output;
}

/**
 * A host name as UTS #46's ToASCII writes it (section 4.2, nontransitional, as WHATWG URL runs it): each label that
 * holds a non-ASCII character mapped (idnaMap: compatibility forms folded, "ｅ" to "e", "ﬁ" to "fi", "ΣΑΣ" to "σασ",
 * a soft hyphen removed, "。" a label separator), checked, and written as "xn--" + its Punycode when it is still not
 * ASCII. ASCII labels stay exactly as written: a browser only lower-cases them. Undefined when a label cannot be
 * converted: a disallowed code point, a lone surrogate (ill-formed UTF-16: `h\uD800` is not the label "h" plus
 * something), a label UTS #46 4.1 rejects once mapped (not all valid code points, starting with a combining mark), a
 * label holding a deviation (see idnaDeviation: "ß" from "ẞ", a zero-width joiner, whose readers disagree), or a
 * Punycode overflow.
 * Bidi labels (UTS #46 4.1 rule 8, RFC 5893) are not checked.
 */
export function hostToAscii(host: string): string | undefined {
  const out: string[] = [];
  for (const written of host.split('.')) {
    if (isAscii(written)) {
      out.push(written);
      continue;
    }
    const mapped = idnaMap(written);
    if (mapped === undefined) return undefined;
    for (const label of mapped.split('.')) {
      if (isAscii(label)) {
        out.push(label);
        continue;
      }
      if (!validLabel(label)) return undefined;
      const encoded = punycodeEncode(label);
      if (encoded === undefined) return undefined;
      out.push('xn--' + encoded);
    }
  }
  return out.join('.');
}

/**
 * The labels of a host as UTS #46 maps them before Punycode (ASCII labels lower-cased), or undefined when a code
 * point is disallowed or ill-formed: what the mixed-script test reads.
 */
export function mappedLabels(host: string): string[] | undefined {
  const mapped = idnaMap(host);
  return mapped === undefined ? undefined : mapped.split('.');
}

/** UTS #46 4.1's checks of a mapped label that this conversion makes (see hostToAscii). */
function validLabel(label: string): boolean {
  if (/^\p{M}/u.test(label)) return false;
  for (const ch of label) if (!idnaValid(ch.codePointAt(0)!) || idnaDeviation(ch.codePointAt(0)!)) return false;
  return true;
}

/** Whether s is ill-formed UTF-16: a high surrogate not followed by a low one, or a low one not after a high one. */
export function hasLoneSurrogate(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    if (c >= 0xdc00 || (s.charCodeAt(i + 1) & 0xfc00) !== 0xdc00) return true;
    i++; // a pair
  }
  return false;
}

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return false;
  return true;
}
