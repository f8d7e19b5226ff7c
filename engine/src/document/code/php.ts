import { ESCAPES, isBlank, isWordChar, lineEnd, skipMarks, type TextView, ViewList, wordEnd } from '../view';

/**
 * PHP (manual, "Basic syntax" and "Strings"). A PHP file is a template: text outside `<?php ... ?>` (and `<?= ... ?>`)
 * is output as it stands, read as running text (prose). Inside, as in other code: `//` and `#` comments to the line's
 * end or a `?>` (a `#[` opens an attribute, not a comment), `/* *\/` comments, `'...'` strings (only `\\` and `\'` are
 * escapes), `"..."` strings (PHP's escapes decoded; `$var`, `{$expr}` and `${var}` stay as written: placeholders),
 * heredocs `<<<ID` and `<<<"ID"` (decoded, running text) and nowdocs `<<<'ID'` (as written).
 *
 * Only literals are read, so a URL cut by concatenation is what its literal holds: `'https://' . $host . '/x'` is a
 * scheme named alone and a path, neither a URL, and `'file://'.$home.'/'` no longer puts the quote and the variable
 * into a host (composer/composer src/Composer/Command/SelfUpdateCommand.php, eba7baa).
 *
 * A quote that never closes makes the rest of the file that string (PHP's own reading); so the scan stays linear.
 */
export function phpViews(doc: string): TextView[] {
  const out = new ViewList(doc);
  const n = doc.length;
  let i = 0;
  for (;;) {
    // Template text up to the next opening tag.
    const open = openTag(doc, i);
    out.prose(i, open.at);
    if (open.at >= n) break;
    i = code(doc, open.end, out);
  }
  return out.views;
}

/** The next `<?php` or `<?=` (or a short `<?`) at or after `from`: where it starts and where its code starts. */
function openTag(doc: string, from: number): { at: number; end: number } {
  let at = doc.indexOf('<?', from);
  while (at !== -1) {
    if (doc.startsWith('php', at + 2) && !isWordChar(doc.charCodeAt(at + 5))) return { at, end: at + 5 };
    if (doc.charCodeAt(at + 2) === 0x3d) return { at, end: at + 3 };
    // `<?xml` is XML's declaration, not PHP: PHP with short tags would choke on it too.
    if (!doc.startsWith('xml', at + 2)) return { at, end: at + 2 };
    at = doc.indexOf('<?', at + 2);
  }
  return { at: doc.length, end: doc.length };
}

/** PHP code from `from` to its `?>`; returns the offset past the closing tag (or the document's end). */
function code(doc: string, from: number, out: ViewList): number {
  const n = doc.length;
  let i = from;
  while (i < n) {
    const c = doc.charCodeAt(i);
    if (c === 0x3f && doc.charCodeAt(i + 1) === 0x3e) return i + 2;
    if ((c === 0x2f && doc.charCodeAt(i + 1) === 0x2f) || (c === 0x23 && doc.charCodeAt(i + 1) !== 0x5b)) {
      const start = c === 0x23 ? i + 1 : skipMarks(doc, i + 2, lineEnd(doc, i));
      const end = commentEnd(doc, start);
      out.comment(start, end);
      i = end;
    } else if (c === 0x2f && doc.charCodeAt(i + 1) === 0x2a) {
      const close = doc.indexOf('*/', i + 2);
      out.blockComment(i + 2, close === -1 ? n : close);
      i = close === -1 ? n : close + 2;
    } else if (c === 0x27 || c === 0x22) {
      const close = closeString(doc, i + 1, c);
      out.literal(i + 1, close, c === 0x27 ? ESCAPES.singleQuoted : ESCAPES.php);
      i = close + 1;
    } else if (c === 0x3c && doc.startsWith('<<<', i)) {
      i = heredoc(doc, i + 3, out);
    } else if (isWordChar(c) || c === 0x24) {
      i = wordEnd(doc, i + 1, true);
    } else {
      i++;
    }
  }
  return n;
}

/** A line comment's end: the line's end or a `?>`, which closes PHP mode even inside a comment. */
function commentEnd(doc: string, from: number): number {
  const end = lineEnd(doc, from);
  const tag = doc.indexOf('?>', from);
  return tag !== -1 && tag < end ? tag : end;
}

/** The offset of the quote that closes a string whose content starts at `from` (strings span lines), or the document's length. */
function closeString(doc: string, from: number, quote: number): number {
  for (let i = from; i < doc.length; i++) {
    const c = doc.charCodeAt(i);
    if (c === 0x5c) i++;
    else if (c === quote) return i;
  }
  return doc.length;
}

/**
 * A heredoc or nowdoc whose identifier follows `<<<` at `at`: its body, up to a line that holds the identifier
 * (indented since PHP 7.3) followed by no word character. Returns where the scan goes on.
 */
function heredoc(doc: string, at: number, out: ViewList): number {
  let i = at;
  while (isBlank(doc.charCodeAt(i))) i++;
  const quote = doc.charCodeAt(i) === 0x27 || doc.charCodeAt(i) === 0x22 ? doc.charCodeAt(i) : 0;
  if (quote !== 0) i++;
  const start = i;
  const end = wordEnd(doc, start);
  if (end === start || (quote !== 0 && doc.charCodeAt(end) !== quote)) return at;
  const id = doc.slice(start, end);
  const body = lineEnd(doc, end) + 1;
  let line = body;
  while (line < doc.length) {
    const lineStop = lineEnd(doc, line);
    let first = line;
    while (isBlank(doc.charCodeAt(first))) first++;
    if (doc.startsWith(id, first) && !isWordChar(doc.charCodeAt(first + id.length))) {
      // The body ends before the line break that precedes the closing identifier.
      out.text(body, Math.max(body, line - 1), quote === 0x27 ? ESCAPES.none : ESCAPES.php);
      return first + id.length;
    }
    line = lineStop + 1;
  }
  out.text(body, doc.length, quote === 0x27 ? ESCAPES.none : ESCAPES.php);
  return doc.length;
}
