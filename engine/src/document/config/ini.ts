import { isBlank, lineEnd, type TextView, ViewList } from '../view';
import { continuesOnNextLine, startsWithScheme, trimEnd } from './plain-value';

/**
 * INI-style files (.ini, .cfg, .conf, .properties, .editorconfig, .desktop, systemd units, .gitconfig): a line whose
 * first non-blank character is ";" or "#" is a comment (its marker left out); every other line is prose, values and
 * keys alike (a key is never a URL, and reading it costs nothing). A ";" or "#" later in a line is not taken as a
 * comment: Python's configparser and systemd keep it in the value (`url = http://a.example/#top`).
 *
 * A value after "=" or ":" that starts with a scheme name and is not continued on the next line is one value
 * (plain-value.ts): a URL that starts it runs to the line's end (`url = https://a.example/my file.pdf`).
 */
export function iniViews(doc: string): TextView[] {
  const out = new ViewList(doc);
  const n = doc.length;
  let proseStart = 0;
  let line = 0;
  while (line < n) {
    const end = lineEnd(doc, line);
    let first = line;
    while (first < end && isBlank(doc.charCodeAt(first))) first++;
    const c = doc.charCodeAt(first);
    if (first < end && (c === 0x3b || c === 0x23)) {
      out.prose(proseStart, line);
      out.comment(first + 1, end);
      proseStart = end;
    } else if (first === line) {
      // Only a key at the line's start: configparser reads an indented line as the previous value's continuation,
      // and an indented "See: https://..." is text (an XML comment in mesa's drirc .conf).
      const from = valueStart(doc, first, end);
      const to = from < 0 ? -1 : trimEnd(doc, from, end);
      // A trailing backslash continues the value on the next line (systemd), as a deeper line does (configparser).
      if (from >= 0 && doc.charCodeAt(to - 1) !== 0x5c && !continuesOnNextLine(doc, end, 0, ';#')) {
        out.prose(proseStart, from);
        out.value(from, to);
        proseStart = to;
      }
    }
    line = end + 1;
  }
  out.prose(proseStart, n);
  return out.views;
}

/**
 * Where the value of the key at doc[first] starts: after the first "=" or ":" on the line and the blanks after it,
 * when it starts with a scheme name; otherwise -1 (a section header, a line with no key, a value of another kind).
 */
function valueStart(doc: string, first: number, end: number): number {
  if (doc.charCodeAt(first) === 0x5b) return -1;
  let k = first;
  while (k < end && doc.charCodeAt(k) !== 0x3d && doc.charCodeAt(k) !== 0x3a) k++;
  if (k === first || k === end) return -1;
  let from = k + 1;
  while (from < end && isBlank(doc.charCodeAt(from))) from++;
  return startsWithScheme(doc, from, end) ? from : -1;
}
