import type { DocumentType } from '../document/document-type';
import { readDocument, type DocumentReading } from '../document/reading';
import type { TextView } from '../document/view';
import { t } from '../l10n';
import { isRuleCode, severityOf } from '../rules/registry';
import type { Diagnostic, Preset, Span } from '../types';

/**
 * In-document directives, written in a comment of the document's type (the idea is ESLint's and markdownlint's
 * inline configuration):
 *
 *   urlsmith-disable-next-line [codes]   no problems on the next line (only those codes, when listed)
 *   urlsmith-disable [codes]             no problems from here on ...
 *   urlsmith-enable [codes]              ... until re-enabled
 *
 * Only comments count (document/comments.ts says what a comment is per type), and only a directive that opens a
 * line of its comment: `urlsmith-disable` mentioned in prose, in a string literal or in the middle of a comment's
 * sentence changes nothing. Plain text has no comment syntax: there a directive is a line of its own that holds
 * nothing else (blanks around it allowed), so a sentence that starts with the word is not one.
 *
 * Codes are separated by spaces or commas; the list ends at the line's end, at `--` (a reason follows, as in
 * ESLint), or at the first word not shaped like a rule code, so `/* urlsmith-enable tilde: a note *\/` reads as
 * meant. A code-shaped word that names no rule is kept (it silences nothing) and reported through `unknown`.
 */

export interface Directive {
  kind: 'disable-next-line' | 'disable' | 'enable';
  /** Document offset of the directive's "urlsmith-". */
  offset: number;
  /** The codes listed; null means every rule. */
  codes: string[] | null;
  /** Document spans of the listed codes that name no rule. */
  unknown: Span[];
  /** For disable-next-line: the document span of the line it silences (its end may lie past the text). */
  target?: { start: number; end: number };
}

/** What every directive starts with. */
const PREFIX = 'urlsmith-';

/** Longest first, so "urlsmith-disable-next-line" is not read as "urlsmith-disable". */
const KEYWORDS = ['disable-next-line', 'disable', 'enable'] as const;
const CODE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * Every directive in the comments of a text of the given type, in order. Linear: the comments come from one pass
 * of the type's reader (the document's reading, shared with the finder when the caller passes it), and each
 * comment's text is searched once for "urlsmith-".
 */
export function findDirectives(text: string, type: DocumentType = 'plaintext', reading: DocumentReading = readDocument(type, text)): Directive[] {
  if (!text.includes('urlsmith-')) return [];
  const found: Directive[] = [];
  for (const view of reading.comments) {
    if (!view.text.includes('urlsmith-')) continue;
    readComment(text, view, type === 'plaintext', found);
  }
  return found;
}

/** The document offset of a comment view's character `i` (`i` may be its length: just past its last character). */
function docAt(view: TextView, i: number): number {
  if (!view.map) return view.start + i;
  return i < view.text.length ? view.map.start(i) : view.map.end(view.text.length - 1);
}

function readComment(text: string, view: TextView, wholeLine: boolean, found: Directive[]): void {
  const t = view.text;
  for (let at = t.indexOf(PREFIX); at >= 0; at = t.indexOf(PREFIX, at + PREFIX.length)) {
    if (!opensLine(t, at)) continue;
    const kind = KEYWORDS.find((k) => t.startsWith(k, at + PREFIX.length) && !/[\w-]/.test(t[at + PREFIX.length + k.length] ?? ''));
    if (!kind) continue;
    const end = endOfLine(t, at);
    const list = readCodes(t, at + PREFIX.length + kind.length, end);
    if (wholeLine && !list.complete) continue;
    const codes = list.codes.map((c) => c.code);
    const unknown = list.codes.filter((c) => !isRuleCode(c.code)).map((c) => ({ start: docAt(view, c.at), end: docAt(view, c.at + c.code.length) }));
    const directive: Directive = { kind, offset: docAt(view, at), codes: codes.length > 0 ? codes : null, unknown };
    if (kind === 'disable-next-line') {
      // The line after the one the comment ends on: `<!-- urlsmith-disable-next-line -->` silences the line below it,
      // and so does a block comment that closes on a line of its own.
      const start = afterBreak(text, endOfLine(text, docAt(view, t.length)));
      directive.target = { start, end: start < text.length ? endOfLine(text, start) : start };
    }
    found.push(directive);
  }
}

/** Whether only blanks stand between a line start of the comment's text (or its start) and `at`. */
function opensLine(t: string, at: number): boolean {
  for (let i = at - 1; i >= 0; i--) {
    const c = t[i];
    if (c === '\n' || c === '\r') return true;
    if (c !== ' ' && c !== '\t') return false;
  }
  return true;
}

const UNKNOWN = 'directive-unknown-rule';

/**
 * The problems of the directives themselves, in document order: each listed code that names no rule, on the
 * code's text (`directive-unknown-rule`). Such a diagnostic has no URL: its `url` is the code's own span.
 */
export function directiveDiagnostics(directives: readonly Directive[], preset: Preset): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const d of directives) {
    for (const span of d.unknown) {
      out.push({ ...span, code: UNKNOWN, severity: severityOf(UNKNOWN, preset), message: t('No urlsmith rule has this code: the directive silences nothing under it.'), url: span, fixes: [] });
    }
  }
  return out;
}

/** Which codes are switched off at a point of the document; carried from one chunk of a stream to the next. */
export class DisabledCodes {
  /** When `all`, `codes` lists the rules re-enabled; otherwise the rules disabled. */
  private all = false;
  private readonly codes = new Set<string>();

  clone(): DisabledCodes {
    const copy = new DisabledCodes();
    copy.all = this.all;
    for (const code of this.codes) copy.codes.add(code);
    return copy;
  }

  isDisabled(code: string): boolean {
    return this.all !== this.codes.has(code);
  }

  apply(d: Directive): void {
    if (d.kind === 'disable-next-line') return;
    const disabling = d.kind === 'disable';
    if (d.codes === null) {
      this.all = disabling;
      this.codes.clear();
      return;
    }
    // Listing a code moves it to the state the directive names, whichever way `codes` is read.
    for (const code of d.codes) {
      if (disabling !== this.all) this.codes.add(code);
      else this.codes.delete(code);
    }
  }
}

function endOfLine(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || c === 0x0d) return i;
  }
  return text.length;
}

/** The offset just past the line break at `lineEnd` (CRLF counts as one). */
function afterBreak(text: string, lineEnd: number): number {
  if (lineEnd >= text.length) return text.length + 1; // no next line in this text: it starts in the next chunk
  return text.charCodeAt(lineEnd) === 0x0d && text.charCodeAt(lineEnd + 1) === 0x0a ? lineEnd + 2 : lineEnd + 1;
}

/**
 * The codes from `from` to the line's end, each with its offset in the comment's text. `complete`: the list runs to
 * the line's end or to a `--` reason; a word that is not shaped like a code ended it early.
 */
function readCodes(text: string, from: number, lineEnd: number): { codes: Array<{ code: string; at: number }>; complete: boolean } {
  const codes: Array<{ code: string; at: number }> = [];
  const tokens = /[^\s,]+/g;
  tokens.lastIndex = from;
  for (let m = tokens.exec(text); m && m.index < lineEnd; m = tokens.exec(text)) {
    const token = m[0].slice(0, lineEnd - m.index);
    if (token === '--') return { codes, complete: true };
    if (token.startsWith('urlsmith-') || !CODE.test(token)) return { codes, complete: false };
    codes.push({ code: token, at: m.index });
  }
  return { codes, complete: true };
}
