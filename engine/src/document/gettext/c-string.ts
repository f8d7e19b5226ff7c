import type { ViewBuilder } from '../view';

/** C's one-character escapes (ISO C 6.4.4.4) as msgfmt decodes them. */
const SIMPLE: Record<string, string> = {
  n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', f: '\f', v: '\v', '\\': '\\', '"': '"', "'": "'", '?': '?',
};

/**
 * Appends the content of the C string literal whose opening quote is at `quote` (on the line ending at `end`) to
 * `view`, escapes decoded: the simple escapes, octal `\ooo` (1 to 3 digits) and hex `\xHH` of ASCII characters. An
 * escape it does not know, or of a byte over 0x7f (an octet of the catalogue's charset), is kept as written, so its
 * backslash ends a URL there. The quotes are left out; an unclosed literal runs to the line's end.
 */
export function appendCString(view: ViewBuilder, text: string, quote: number, end: number): void {
  let run = quote + 1;
  let i = run;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === 0x22) break;
    if (c !== 0x5c || i + 1 >= end) {
      i++;
      continue;
    }
    const e = text[i + 1]!;
    const simple = SIMPLE[e];
    if (simple !== undefined) {
      view.copy(run, i).decoded(i, i + 2, simple);
      run = i += 2;
      continue;
    }
    let to = i + 1;
    let value = 0;
    if (e >= '0' && e <= '7') {
      while (to < end && to < i + 4 && text[to]! >= '0' && text[to]! <= '7') value = value * 8 + (text.charCodeAt(to++) - 0x30);
    } else if (e === 'x') {
      to++;
      for (let d = hexDigit(text.charCodeAt(to)); d >= 0 && to < end; d = hexDigit(text.charCodeAt(++to))) value = (value * 16 + d) & 0xff;
      if (to === i + 2) to = i;
    } else {
      to = i;
    }
    // A byte over 0x7f is one octet of the catalogue's charset, not a character: kept as written.
    if (to > i + 1 && value < 0x80) {
      view.copy(run, i).decoded(i, to, String.fromCharCode(value));
      run = i = to;
    } else {
      i += 2;
    }
  }
  let close = i;
  if (close >= end && close > run && text.charCodeAt(close - 1) === 0x0d) close--;
  view.copy(run, close);
}

function hexDigit(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const l = c | 0x20;
  return l >= 0x61 && l <= 0x66 ? l - 0x57 : -1;
}
