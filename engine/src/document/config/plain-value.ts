import { isBlank, lineEnd } from '../view';

/**
 * An unquoted configuration value that holds one URL (`homepage: https://a.example/my file.pdf` in YAML,
 * `url = https://a.example/my file.pdf` in INI) is a value the format delimits as a quoted string is: it runs to the
 * end of its line (YAML: to a " #" comment, YAML 1.2 section 6.6), so a URL that starts it is taken whole, as a
 * string literal's is (view/whole-value.ts, kind `string`: a sentence after the URL is still not taken).
 *
 * Only a value on one line whose next line does not continue it: a YAML plain scalar continues on any deeper line
 * (YAML 1.2 section 7.3.3, multi-line plain scalars), an INI value on any deeper line (Python's configparser) or after
 * a trailing backslash (systemd). Only a value that starts with a scheme name and ":", so every other value is read
 * as before.
 */

/** The value [from, to) of a key or sequence entry, and the column of its key (or "-"): deeper lines continue it. */
export interface PlainValue {
  from: number;
  to: number;
  parent: number;
}

/** Whether doc[at] starts a scheme name followed by ":" (`https:`, `git+ssh:`). */
export function startsWithScheme(doc: string, at: number, to: number): boolean {
  if (!isAsciiLetter(doc.charCodeAt(at))) return false;
  for (let i = at + 1; i < to && i < at + 32; i++) {
    const c = doc.charCodeAt(i);
    if (c === 0x3a) return true;
    if (!(isAsciiLetter(c) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e)) return false;
  }
  return false;
}

/** `to` with trailing blanks and a carriage return left out. */
export function trimEnd(doc: string, from: number, to: number): number {
  let end = to;
  while (end > from && (isBlank(doc.charCodeAt(end - 1)) || doc.charCodeAt(end - 1) === 0x0d)) end--;
  return end;
}

/**
 * Whether the first non-blank line after the line that ends at `end` is indented deeper than `parent` columns (a
 * continuation). Blank lines are skipped (a multi-line scalar may hold them); a line starting with one of
 * `comments` ends the value.
 */
export function continuesOnNextLine(doc: string, end: number, parent: number, comments: string): boolean {
  let line = end + 1;
  while (line < doc.length) {
    const next = lineEnd(doc, line);
    let i = line;
    while (i < next && isBlank(doc.charCodeAt(i))) i++;
    if (i < next && doc.charCodeAt(i) !== 0x0d) return i - line > parent && !comments.includes(doc[i]!);
    line = next + 1;
  }
  return false;
}

function isAsciiLetter(c: number): boolean {
  return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
}
