import { type CodeAction, CodeActionKind } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { type Diagnostic, type DocumentType, type Span, type TextEdit, type UrlContext, type DocumentReading, readDocument, t } from '../../../engine/src';
import { toLspDiagnostic } from '../convert/diagnostics';
import { SHOW_DOCUMENTATION_COMMAND } from './command-ids';
import { fileTopOffset, lineCommentFits, needsBlankLineAfter } from './disable-placement';
import { workspaceEdit } from './workspace-edit';

/**
 * Sub-kinds of quickfix: VS Code lists them with the other quick fixes, a keybinding can ask for one by kind, and
 * a client filtering on plain `quickfix` sees only the fixes that change a URL.
 */
export const DISABLE_LINE_KIND = `${CodeActionKind.QuickFix}.urlsmith.disableLine`;
export const DISABLE_FILE_KIND = `${CodeActionKind.QuickFix}.urlsmith.disableFile`;
export const SHOW_DOCUMENTATION_KIND = `${CodeActionKind.QuickFix}.urlsmith.documentation`;

/** A line comment: `open`, the directive, then `close` (empty for comments that end at the line's end). */
interface LineComment {
  open: string;
  close: string;
}

const HASH: LineComment = { open: '# ', close: '' };
const SLASHES: LineComment = { open: '// ', close: '' };
const BLOCK: LineComment = { open: '/* ', close: ' */' };
const MARKUP: LineComment = { open: '<!-- ', close: ' -->' };

/**
 * Plain text has no comment syntax: the directive is a line of its own, as the directive reader takes it there. It is
 * a visible line of text, but plain text offers no other place, and the directive is the documented way to silence a
 * line of it.
 */
const OWN_LINE: LineComment = { open: '', close: '' };

/**
 * Editor languages whose comment differs from the rest of their document type: CSS has only block comments, Java
 * properties files take `#`, and plain text itself takes a line of its own (another language read as plain text,
 * Lua say, gets nothing: a bare line would be a syntax error there, and its own comments are unknown). (JSONC's `//`
 * is not among them: JSON is read without comments, so a directive written there would silence nothing.)
 */
const BY_LANGUAGE: Readonly<Record<string, LineComment>> = { css: BLOCK, properties: HASH, plaintext: OWN_LINE };

/**
 * The comment a directive is written in, per document type: the comments the directive reader takes (see
 * engine/src/document/comments.ts). Plain text: only for the plain-text language (BY_LANGUAGE). JSON has no
 * comments: none.
 */
const BY_TYPE: Readonly<Record<DocumentType, LineComment | undefined>> = {
  plaintext: undefined,
  markdown: MARKUP,
  html: MARKUP,
  xml: MARKUP,
  roff: { open: '.\\" ', close: '' },
  asciidoc: SLASHES,
  rst: { open: '.. ', close: '' },
  pod: undefined,
  gettext: HASH,
  perl: HASH,
  javascript: SLASHES,
  c: SLASHES,
  go: SLASHES,
  java: SLASHES,
  rust: SLASHES,
  python: HASH,
  shell: HASH,
  ruby: HASH,
  php: SLASHES,
  yaml: HASH,
  toml: HASH,
  ini: { open: '; ', close: '' },
  json: undefined,
};

/** Past this length the string check below would cost a lightbulb too much: only plain text gets the action. */
const VIEW_CHECK_LIMIT = 1 << 20;

function commentFor(type: DocumentType, languageId: string): LineComment | undefined {
  return BY_LANGUAGE[languageId] ?? BY_TYPE[type];
}

/**
 * The edit inserting `urlsmith-disable-next-line <code>` on its own line above the line holding `at`, indented like
 * it; undefined where a new line would change what the file means: after a line that ends in a backslash (a
 * continued shell command, C macro or roff request), where the line break lies inside a URL (a `<URL:...>` wrapper
 * over lines would take the directive in: `urls` are the URLs known around `at`), inside a literal (a multi-line
 * string, template, docstring or heredoc would gain a line) or a Markdown code block, and where the type's own
 * structure forbids it (disable-placement.ts: a Markdown table or paragraph, a YAML block scalar, an HTML tag).
 * `reading`: the document's reading as `type` (its views), shared by the actions of one request.
 */
export function disableLineEdit(text: string, at: number, code: string, type: DocumentType, languageId: string, urls: readonly Span[] = [], reading: DocumentReading = readDocument(type, text)): TextEdit | undefined {
  const comment = commentFor(type, languageId);
  if (!comment) return undefined;
  let lineStart = at;
  while (lineStart > 0 && text.charCodeAt(lineStart - 1) !== 0x0a && text.charCodeAt(lineStart - 1) !== 0x0d) lineStart--;
  if (lineStart > 0 && continues(text, lineStart)) return undefined;
  if (urls.some((u) => u.start < lineStart && lineStart < u.end)) return undefined;
  if (lineStart > 0) {
    if (text.length > VIEW_CHECK_LIMIT || insideLiteral(text, type, lineStart, reading)) return undefined;
  }
  if (!lineCommentFits(type, text, lineStart)) return undefined;
  let indentEnd = lineStart;
  while (text[indentEnd] === ' ' || text[indentEnd] === '\t') indentEnd++;
  const indent = text.slice(lineStart, indentEnd);
  const eol = lineBreakOf(text, lineStart);
  return { start: lineStart, end: lineStart, newText: `${indent}${comment.open}urlsmith-disable-next-line ${code}${comment.close}${eol}` };
}

/**
 * The edit inserting `urlsmith-disable <code>` at the top of the file, in the type's comment syntax, after what must
 * stay first (fileTopOffset: a `#!` line, an encoding declaration, XML's declaration, front matter...). Offered where
 * the line form is not: undefined for a type without comments.
 */
export function disableFileEdit(text: string, code: string, type: DocumentType, languageId: string): TextEdit | undefined {
  const comment = commentFor(type, languageId);
  const at = comment && fileTopOffset(type, text, languageId);
  if (!comment || at === undefined) return undefined;
  const eol = lineBreakOf(text, 0);
  const line = `${comment.open}urlsmith-disable ${code}${comment.close}${eol}`;
  // At the very end of a file whose last line has no break, the directive needs one before it.
  const lead = at > 0 && at === text.length && text[at - 1] !== '\n' && text[at - 1] !== '\r' ? eol : '';
  return { start: at, end: at, newText: lead + line + (needsBlankLineAfter(type, text, at) ? eol : '') };
}

/** Whether the line before `lineStart` ends in an odd number of backslashes (it continues onto this line). */
function continues(text: string, lineStart: number): boolean {
  let end = lineStart - 1;
  if (text[end] === '\n' && text[end - 1] === '\r') end--;
  let slashes = 0;
  for (let i = end - 1; i >= 0 && text[i] === '\\'; i--) slashes++;
  return slashes % 2 === 1;
}

/**
 * The views whose text a new line would change, per document type. In code and TOML every view that is not a
 * comment is a literal (a string, a template, a docstring, a heredoc): a line break inside it belongs to its value.
 * In Markdown a "comment" view is a code block or span, where an HTML comment would show as text. Elsewhere prose
 * views are the running text itself (a comment line between two lines of it is fine); strings and attribute
 * values still are literals.
 */
function literalContexts(type: DocumentType): ReadonlySet<UrlContext> {
  switch (type) {
    case 'javascript':
    case 'python':
    case 'c':
    case 'go':
    case 'java':
    case 'rust':
    case 'ruby':
    case 'perl':
    case 'toml':
      return new Set<UrlContext>(['prose', 'markdown', 'string', 'attribute']);
    case 'markdown':
      return new Set<UrlContext>(['comment', 'string', 'attribute']);
    default:
      return new Set<UrlContext>(['string', 'attribute']);
  }
}

const EXAMPLE_TYPES: ReadonlySet<DocumentType> = new Set<DocumentType>(['asciidoc', 'rst', 'perl']);

/**
 * Whether the line break just before `lineStart` lies inside a view whose text a new line would change. In
 * Markdown a code view on the line itself counts too: a fenced block's content starts at its first line, and an
 * indented block's after the indentation the directive would copy.
 */
function insideLiteral(text: string, type: DocumentType, lineStart: number, reading: DocumentReading): boolean {
  const literal = literalContexts(type);
  // A code example of AsciiDoc, reStructuredText and POD (a listing block, a literal block, a verbatim paragraph)
  // is shown as written: a comment line inside it would be shown too.
  const examples = EXAMPLE_TYPES.has(type);
  let reach = lineStart;
  if (type === 'markdown') while (reach < text.length && text.charCodeAt(reach) !== 0x0a && text.charCodeAt(reach) !== 0x0d) reach++;
  for (const v of reading.views) {
    const start = v.map ? v.map.start(0) : v.start;
    if (start > reach || (start === reach && reach === lineStart)) break;
    if (!(literal.has(v.context) || (examples && v.code === true)) || v.text.length === 0) continue;
    const end = v.map ? v.map.end(v.text.length - 1) : v.start + v.text.length;
    if (end >= lineStart) return true;
  }
  return false;
}

/** The document's own line break (the one ending the previous line, else the first one), so CRLF files stay CRLF. */
function lineBreakOf(text: string, lineStart: number): string {
  if (lineStart > 0) return text[lineStart - 1] === '\n' && text[lineStart - 2] === '\r' ? '\r\n' : text[lineStart - 1]!;
  const nl = text.search(/\r\n|\n|\r/);
  return nl < 0 ? '\n' : text[nl] === '\r' && text[nl + 1] === '\n' ? '\r\n' : text[nl]!;
}

/**
 * "Disable <code> for this line" (where a line above can take a comment), "Disable <code> for this file" and
 * "Show documentation for <code>", once per code among the diagnostics, in their order (as ESLint's editor
 * integration offers them). `urls`: the spans of the URLs known around the diagnostics; `reading`: the document's
 * reading as `type`, read once for every action of the request.
 */
export function ruleActions(
  doc: TextDocument,
  diagnostics: readonly Diagnostic[],
  type: DocumentType,
  versioned: boolean,
  showDocumentation = true,
  urls: readonly Span[] = [],
  reading: DocumentReading = readDocument(type, doc.getText()),
): CodeAction[] {
  const text = reading.text;
  const disables: CodeAction[] = [];
  const docs: CodeAction[] = [];
  const seen = new Set<string>();
  for (const d of diagnostics) {
    if (seen.has(d.code)) continue;
    seen.add(d.code);
    const lsp = toLspDiagnostic(doc, d);
    const line = disableLineEdit(text, d.start, d.code, type, doc.languageId, [d.url, ...urls], reading);
    if (line) disables.push({ title: t('Disable {code} for this line', { code: d.code }), kind: DISABLE_LINE_KIND, diagnostics: [lsp], edit: workspaceEdit(doc, [line], versioned) });
    const file = disableFileEdit(text, d.code, type, doc.languageId);
    if (file) disables.push({ title: t('Disable {code} for this file', { code: d.code }), kind: DISABLE_FILE_KIND, diagnostics: [lsp], edit: workspaceEdit(doc, [file], versioned) });
    if (!showDocumentation) continue;
    const title = t('Show documentation for {code}', { code: d.code });
    docs.push({ title, kind: SHOW_DOCUMENTATION_KIND, diagnostics: [lsp], command: { title, command: SHOW_DOCUMENTATION_COMMAND, arguments: [d.code] } });
  }
  return [...disables, ...docs];
}
