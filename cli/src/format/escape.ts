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
 * The text as a terminal shows it faithfully: each control character becomes `\xHH` (`\u{HHHH}` above U+00FF), and
 * a backslash that starts such a spelling in the text is doubled, so what is printed maps back to exactly one text.
 * Every human-readable output goes through it (stylish, compact, github, find, explain, the messages on stderr);
 * json and sarif escape through JSON instead. One pass, no regular expression.
 */
export function escapeControls(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let spelled: string;
    if (isControl(c)) spelled = c <= 0xff ? `\\x${c.toString(16).padStart(2, '0')}` : `\\u{${c.toString(16)}}`;
    else if (c === 0x5c && looksEscaped(text, i + 1)) spelled = '\\\\';
    else continue;
    out += text.slice(from, i) + spelled;
    from = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** Whether text[at..] reads as one of escapeControls' spellings (`xHH` or `u{`) after a backslash. */
function looksEscaped(text: string, at: number): boolean {
  if (text[at] === 'u') return text[at + 1] === '{';
  return text[at] === 'x' && isHex(text.charCodeAt(at + 1)) && isHex(text.charCodeAt(at + 2));
}

function isHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66);
}

/** A message of several lines: each line escaped, the line breaks between them kept. */
export function escapeLines(text: string): string {
  return text.split('\n').map(escapeControls).join('\n');
}
