import { isBlank, lineEnd, ViewList } from './code-views';
import type { TextView } from './view';

/**
 * INI-style files (.ini, .cfg, .conf, .properties, .editorconfig, .desktop, systemd units, .gitconfig): a line whose
 * first non-blank character is ";" or "#" is a comment (its marker left out); every other line is prose, values and
 * keys alike (a key is never a URL, and reading it costs nothing). A ";" or "#" later in a line is not taken as a
 * comment: Python's configparser and systemd keep it in the value (`url = http://a.example/#top`).
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
    }
    line = end + 1;
  }
  out.prose(proseStart, n);
  return out.views;
}
