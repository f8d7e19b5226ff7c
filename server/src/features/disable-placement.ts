import type { DocumentType } from '../../../engine/src';

/**
 * Where a directive comment can go without changing how the document parses: above one line ("Disable <code> for
 * this line"), or at the top of the file ("... for this file"). Each type's own constraint is stated once
 * here, with the construct it protects; rule-actions.ts adds the checks every type shares (a continued line, a
 * literal, a URL across the line break).
 */

/** Offsets of line starts, read backwards from `lineStart`: the start of the line before it, or -1. */
function previousLineStart(text: string, lineStart: number): number {
  if (lineStart <= 0) return -1;
  let i = lineStart - 1;
  if (text[i] === '\n' && text[i - 1] === '\r') i--;
  while (i > 0 && text[i - 1] !== '\n' && text[i - 1] !== '\r') i--;
  return i;
}

function lineEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || c === 0x0d) return i;
  }
  return text.length;
}

function lineAt(text: string, start: number): string {
  return text.slice(start, lineEnd(text, start));
}

function indentOf(line: string): number {
  let i = 0;
  while (line[i] === ' ' || line[i] === '\t') i++;
  return i;
}

const isBlank = (line: string): boolean => line.trim() === '';

/** A Markdown table's delimiter row (GFM 4.10): `| --- | :-: |`. */
const TABLE_DELIMITER = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
/** A line that opens a block other than a paragraph, where a comment line above would change the block's extent. */
const MARKDOWN_CONTAINER = /^(?:[-*+][ \t]|\d{1,9}[.)][ \t]|>|\|)/;
/** A YAML block scalar header: a `|` or `>` indicator (chomping and indentation indicators allowed) ending the line. */
const YAML_BLOCK_HEADER = /(?:^|[\s:-])[|>][-+0-9]*[ \t]*(?:#.*)?$/;
/** A YAML line that starts a mapping entry or a sequence item, where a comment line may stand before it. */
const YAML_ENTRY = /^[ \t]*(?:-(?:[ \t]|$)|#|[^\s#'"][^:#]*:(?:[ \t]|$)|["'][^"']*["'][ \t]*:(?:[ \t]|$))/;

/**
 * Whether a comment line inserted at `lineStart` (the start of the line holding a problem) leaves the document's
 * parse as it was, for the constraints particular to the type:
 * - Markdown: an HTML comment line is an HTML block (CommonMark 4.6, kind 2), which may interrupt a paragraph and
 *   ends a table or a list. It goes only above a line that opens a paragraph or a heading at the left margin: the
 *   first line, or one after a blank line or a heading; never above a table's header, a list item, a quote.
 * - YAML: never inside a block scalar (`|`, `>`), whose lines are its value, and only above a line that opens an
 *   entry (`key:`, `- item`) or is a comment, not above a plain scalar's continuation line.
 * - HTML and XML: not inside a tag that spans lines, nor inside `<script>`, `<style>`, `<pre>` or `<textarea>`,
 *   whose text is raw or shown as written.
 * - reStructuredText: a `..` comment is explicit markup only where a block starts: after a blank line (or at the
 *   top); inside a paragraph it would be a line of its text.
 * - Perl: not inside a POD block (from a line starting with "=" and a letter to `=cut`), where a `#` line is text.
 * - gettext: a `#` line ends the entry's strings, so only above a keyword line (`msgid "..."`) or another comment,
 *   never above a continuation string.
 */
export function lineCommentFits(type: DocumentType, text: string, lineStart: number): boolean {
  switch (type) {
    case 'markdown':
      return markdownFits(text, lineStart);
    case 'yaml':
      return yamlFits(text, lineStart);
    case 'html':
    case 'xml':
      return htmlFits(text, lineStart);
    case 'rst': {
      const before = previousLineStart(text, lineStart);
      return before < 0 || isBlank(lineAt(text, before));
    }
    case 'gettext':
      return /^[ \t]*(?:msg|#)/.test(lineAt(text, lineStart));
    case 'perl':
      return !insidePod(text, lineStart);
    default:
      return true;
  }
}

/** Whether the line at `lineStart` of a Perl file lies in a POD block (perlsyn: "PODs: Embedded Documentation"). */
function insidePod(text: string, lineStart: number): boolean {
  let pod = false;
  for (let at = 0; at < lineStart; ) {
    const end = lineEnd(text, at);
    if (text[at] === '=' && /[A-Za-z]/.test(text[at + 1] ?? '')) pod = !/^=cut\b/.test(text.slice(at, end));
    at = end + (text[end] === '\r' && text[end + 1] === '\n' ? 2 : 1);
  }
  return pod || (text[lineStart] === '=' && /[A-Za-z]/.test(text[lineStart + 1] ?? ''));
}

function markdownFits(text: string, lineStart: number): boolean {
  const line = lineAt(text, lineStart);
  if (indentOf(line) > 0 || MARKDOWN_CONTAINER.test(line)) return false;
  const next = lineEnd(text, lineStart);
  const after = next < text.length ? lineAt(text, next + (text[next] === '\r' && text[next + 1] === '\n' ? 2 : 1)) : '';
  if (TABLE_DELIMITER.test(after) && after.includes('-')) return false;
  const before = previousLineStart(text, lineStart);
  if (before < 0) return true;
  const prev = lineAt(text, before);
  return isBlank(prev) || /^ {0,3}#{1,6}(?:[ \t]|$)/.test(prev);
}

function yamlFits(text: string, lineStart: number): boolean {
  const line = lineAt(text, lineStart);
  if (!YAML_ENTRY.test(line)) return false;
  // The block scalar holding the line, if any, is the nearest line above indented less than all lines between.
  let least = indentOf(line);
  for (let at = previousLineStart(text, lineStart); at >= 0 && least > 0; at = previousLineStart(text, at)) {
    const prev = lineAt(text, at);
    if (isBlank(prev)) continue;
    const indent = indentOf(prev);
    if (indent >= least) continue;
    if (YAML_BLOCK_HEADER.test(prev)) return false;
    least = indent;
  }
  return true;
}

const RAW_ELEMENTS = ['script', 'style', 'pre', 'textarea'];

function htmlFits(text: string, lineStart: number): boolean {
  // Inside a tag: the last "<" before the line comes after the last ">".
  if (text.lastIndexOf('<', lineStart - 1) > text.lastIndexOf('>', lineStart - 1)) return false;
  const before = text.slice(0, lineStart).toLowerCase();
  for (const name of RAW_ELEMENTS) {
    const open = Math.max(before.lastIndexOf(`<${name}>`), before.lastIndexOf(`<${name} `), before.lastIndexOf(`<${name}\n`));
    if (open >= 0 && before.lastIndexOf(`</${name}`) < open) return false;
  }
  return true;
}

/**
 * The offset where a file-level directive goes: the top of the file, after what must stay first.
 * - a `#!` line (a script's interpreter);
 * - Python's and Ruby's encoding declarations (PEP 263: line 1 or 2) and Ruby's magic comments;
 * - roff's `'\"` preprocessor line (man(1) reads the first line to pick tbl, eqn...);
 * - XML's `<?xml ...?>` declaration, which must open the document;
 * - Markdown's YAML front matter (`---` ... `---` on the first lines);
 * - CSS's `@charset`, which must be the first thing in the file.
 * `undefined` when the text gives no safe place (front matter that never closes).
 */
export function fileTopOffset(type: DocumentType, text: string, languageId: string): number | undefined {
  let at = 0;
  const line = () => lineAt(text, at);
  const skipLine = () => {
    const end = lineEnd(text, at);
    at = end >= text.length ? text.length : end + (text[end] === '\r' && text[end + 1] === '\n' ? 2 : 1);
  };
  if (text.startsWith('\ufeff')) at = 1;
  if (line().startsWith('#!')) skipLine();
  if (type === 'python' || type === 'ruby') {
    for (let i = 0; i < 2 && /^[ \t\f]*#.*(?:coding[:=]|frozen_string_literal:|warn_indent:|shareable_constant_value:)/.test(line()); i++) skipLine();
  }
  if (type === 'roff' && line().startsWith('\'\\"')) skipLine();
  if (type === 'xml' && line().trimStart().startsWith('<?xml')) {
    const close = text.indexOf('?>', at);
    if (close < 0) return undefined;
    at = close + 2;
    skipLine();
  }
  if (type === 'markdown' && /^---[ \t]*$/.test(line())) {
    skipLine();
    while (at < text.length && !/^(?:---|\.\.\.)[ \t]*$/.test(line())) skipLine();
    if (at >= text.length) return undefined;
    skipLine();
  }
  if (languageId === 'css' && line().startsWith('@charset')) skipLine();
  return at;
}

/**
 * Go reads the comment group right above `package` as the package's documentation: a directive joining it would be
 * published with it. A blank line after the directive keeps it a group of its own.
 */
export function needsBlankLineAfter(type: DocumentType, text: string, at: number): boolean {
  return type === 'go' && /^\/\/|^\/\*/.test(lineAt(text, at));
}
