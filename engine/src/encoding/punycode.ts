/**
 * Punycode (RFC 3492) and the IDNA "ToASCII" step for host names: a label with non-ASCII characters
 * becomes "xn--" + its Punycode. Written from the RFC's section 6 pseudocode; the parameters are its
 * section 5 values. Labels are NFC-normalised and lower-cased first, the mapping IDNA applies to
 * ordinary text (full UTS #46 mapping is out of scope).
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
 * A host name with every non-ASCII label in its "xn--" form; undefined when a label cannot be encoded: on overflow,
 * and when it holds a lone surrogate, which is ill-formed UTF-16 and so no code point Punycode could encode
 * (`h\uD800` is not the label "h" plus something: encoding it would invent a name no one wrote).
 */
export function hostToAscii(host: string): string | undefined {
  const labels = host.split('.');
  for (let i = 0; i < labels.length; i++) {
    const written = labels[i]!;
    if (isAscii(written)) continue; // ASCII labels stay exactly as written
    if (hasLoneSurrogate(written)) return undefined;
    const label = written.normalize('NFC').toLowerCase();
    // Some characters map to ASCII (U+212A KELVIN SIGN is "K" in NFC): such a label is that ASCII text, not an
    // "xn--" label with nothing encoded ("xn--k-").
    if (isAscii(label)) {
      labels[i] = label;
      continue;
    }
    const encoded = punycodeEncode(label);
    if (encoded === undefined) return undefined;
    labels[i] = 'xn--' + encoded;
  }
  return labels.join('.');
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
