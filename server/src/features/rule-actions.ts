import { type CodeAction, CodeActionKind } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { type Diagnostic, type DocumentType, type TextEdit, type UrlContext, viewsOf } from '../../../engine/src';
import { toLspDiagnostic } from '../convert/diagnostics';
import { SHOW_DOCUMENTATION_COMMAND } from './client-commands';
import { workspaceEdit } from './workspace-edit';

/**
 * Sub-kinds of quickfix: VS Code lists them with the other quick fixes, a keybinding can ask for one by kind, and
 * a client filtering on plain `quickfix` sees only the fixes that change a URL.
 */
export const DISABLE_LINE_KIND = `${CodeActionKind.QuickFix}.urlint.disableLine`;
export const SHOW_DOCUMENTATION_KIND = `${CodeActionKind.QuickFix}.urlint.documentation`;

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
 * Editor languages whose comment differs from the rest of their document type: CSS has only block comments,
 * JSONC allows `//` (plain JSON has no comments at all), Java properties files take `#`.
 */
const BY_LANGUAGE: Readonly<Record<string, LineComment>> = { css: BLOCK, jsonc: SLASHES, properties: HASH };

/**
 * The comment a directive is written in, per document type. Plain text has no comment syntax: the directive line
 * is written bare (the reader finds it anywhere), but only in a document the editor calls plain text, since an
 * unknown language also reads as plain text and a bare line could break it. JSON has no comments: none is offered.
 */
const BY_TYPE: Readonly<Record<DocumentType, LineComment | undefined>> = {
  plaintext: { open: '', close: '' },
  markdown: MARKUP,
  html: MARKUP,
  xml: MARKUP,
  roff: { open: '.\\" ', close: '' },
  javascript: SLASHES,
  c: SLASHES,
  go: SLASHES,
  java: SLASHES,
  rust: SLASHES,
  python: HASH,
  shell: HASH,
  ruby: HASH,
  yaml: HASH,
  toml: HASH,
  ini: { open: '; ', close: '' },
  json: undefined,
};

/** Past this length the string check below would cost a lightbulb too much: only plain text gets the action. */
const VIEW_CHECK_LIMIT = 1 << 20;

function commentFor(type: DocumentType, languageId: string): LineComment | undefined {
  const own = BY_LANGUAGE[languageId];
  if (own) return own;
  if (type === 'plaintext' && languageId !== 'plaintext') return undefined;
  return BY_TYPE[type];
}

/**
 * The edit inserting `urlint-disable-next-line <code>` on its own line above the line holding `at`, indented like
 * it; undefined where a new line would change what the file means: after a line that ends in a backslash (a
 * continued shell command, C macro or roff request), or where the line break lies inside a literal (a multi-line
 * string, template, docstring or heredoc would gain a line) or a Markdown code block.
 */
export function disableLineEdit(text: string, at: number, code: string, type: DocumentType, languageId: string): TextEdit | undefined {
  const comment = commentFor(type, languageId);
  if (!comment) return undefined;
  let lineStart = at;
  while (lineStart > 0 && text.charCodeAt(lineStart - 1) !== 0x0a && text.charCodeAt(lineStart - 1) !== 0x0d) lineStart--;
  if (lineStart > 0 && continues(text, lineStart)) return undefined;
  if (type !== 'plaintext' && lineStart > 0) {
    if (text.length > VIEW_CHECK_LIMIT || insideLiteral(text, type, lineStart)) return undefined;
  }
  let indentEnd = lineStart;
  while (text[indentEnd] === ' ' || text[indentEnd] === '\t') indentEnd++;
  const indent = text.slice(lineStart, indentEnd);
  const eol = lineBreakOf(text, lineStart);
  return { start: lineStart, end: lineStart, newText: `${indent}${comment.open}urlint-disable-next-line ${code}${comment.close}${eol}` };
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
    case 'toml':
      return new Set<UrlContext>(['prose', 'markdown', 'string', 'attribute']);
    case 'markdown':
      return new Set<UrlContext>(['comment', 'string', 'attribute']);
    default:
      return new Set<UrlContext>(['string', 'attribute']);
  }
}

/**
 * Whether the line break just before `lineStart` lies inside a view whose text a new line would change. In
 * Markdown a code view on the line itself counts too: a fenced block's content starts at its first line, and an
 * indented block's after the indentation the directive would copy.
 */
function insideLiteral(text: string, type: DocumentType, lineStart: number): boolean {
  const literal = literalContexts(type);
  let reach = lineStart;
  if (type === 'markdown') while (reach < text.length && text.charCodeAt(reach) !== 0x0a && text.charCodeAt(reach) !== 0x0d) reach++;
  for (const v of viewsOf(type, text)) {
    const start = v.map ? v.map.start(0) : v.start;
    if (start > reach || (start === reach && reach === lineStart)) break;
    if (!literal.has(v.context) || v.text.length === 0) continue;
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
 * "Disable <code> for this line" and "Show documentation for <code>", once per code among the diagnostics, in
 * their order (as ESLint's editor integration offers them).
 */
export function ruleActions(
  doc: TextDocument,
  diagnostics: readonly Diagnostic[],
  type: DocumentType,
  versioned: boolean,
  showDocumentation = true,
): CodeAction[] {
  const text = doc.getText();
  const disables: CodeAction[] = [];
  const docs: CodeAction[] = [];
  const seen = new Set<string>();
  for (const d of diagnostics) {
    if (seen.has(d.code)) continue;
    seen.add(d.code);
    const lsp = toLspDiagnostic(doc, d);
    const edit = disableLineEdit(text, d.start, d.code, type, doc.languageId);
    if (edit) disables.push({ title: `Disable ${d.code} for this line`, kind: DISABLE_LINE_KIND, diagnostics: [lsp], edit: workspaceEdit(doc, [edit], versioned) });
    if (!showDocumentation) continue;
    const title = `Show documentation for ${d.code}`;
    docs.push({ title, kind: SHOW_DOCUMENTATION_KIND, diagnostics: [lsp], command: { title, command: SHOW_DOCUMENTATION_COMMAND, arguments: [d.code] } });
  }
  return [...disables, ...docs];
}
