/**
 * Whether a UTF-16 code unit is a control character to show instead of send: C0 (U+0000 to U+001F, line breaks and
 * tabs included), DEL and C1 (U+007F to U+009F: U+009B is a one-character CSI to many terminals), and the
 * bidirectional controls that reorder what a reader sees (U+202A to U+202E, U+2066 to U+2069; "Trojan Source",
 * CVE-2021-42574). A file's text and a file's name are the repository's, and a terminal obeys the escape sequences
 * it is sent (ECMA-48): a committed `ESC ] 52 ;` could write the clipboard, `ESC [ 2 J` hide what came before.
 */
function isControl(c: number): boolean {
  return c <= 0x1f || (c >= 0x7f && c <= 0x9f) || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

/**
 * The text with each control character shown as `\xHH` (`\u{HHHH}` above U+00FF) instead of sent. Idempotent, so a
 * name escaped where it is put into a message and the message escaped again print the same (a backslash in the text
 * is left as it is: `\x1b` written out in a file prints as an escaped ESC would, which a reader can tell from the
 * file, and the terminal never gets the character). Every human-readable output goes through it (stylish, compact,
 * github, find, explain, the messages on stderr); json and sarif escape through JSON instead. One pass, no regular
 * expression.
 */
export function escapeControls(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!isControl(c)) continue;
    out += text.slice(from, i) + (c <= 0xff ? `\\x${c.toString(16).padStart(2, '0')}` : `\\u{${c.toString(16)}}`);
    from = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** A message of several lines: each line escaped, the line breaks between them kept. */
export function escapeLines(text: string): string {
  return text.split('\n').map(escapeControls).join('\n');
}
