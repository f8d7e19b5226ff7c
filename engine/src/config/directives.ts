/**
 * In-document directives, written in whatever comment style the file uses (the idea is ESLint's and
 * markdownlint's inline configuration):
 *
 *   urlint-disable-next-line [codes]   no problems on the next line (only those codes, when listed)
 *   urlint-disable [codes]             no problems from here on ...
 *   urlint-enable [codes]              ... until re-enabled
 *
 * Codes are separated by spaces or commas; the list ends at the first word that is not a rule code, so
 * `<!-- urlint-disable tilde -->` and `/* urlint-enable *\/` both read as meant.
 */

export interface Directive {
  kind: 'disable-next-line' | 'disable' | 'enable';
  /** Document offset of the directive's "urlint-". */
  offset: number;
  /** The codes listed; null means every rule. */
  codes: string[] | null;
  /** For disable-next-line: the document span of the line it silences (its end may lie past the text). */
  target?: { start: number; end: number };
}

/** Longest first, so "urlint-disable-next-line" is not read as "urlint-disable". */
const KEYWORDS = ['disable-next-line', 'disable', 'enable'] as const;
const CODE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * Every directive in the text, in order. One pass over the text: found by searching for "urlint-", and each
 * code list stops at the next "urlint-", so no character is read more than twice.
 */
export function findDirectives(text: string): Directive[] {
  const found: Directive[] = [];
  // Many directives can share one line: its end is found once, not once per directive.
  let lineEnd = -1;
  for (let at = text.indexOf('urlint-'); at >= 0; at = text.indexOf('urlint-', at + 7)) {
    if (at > 0 && /[\w-]/.test(text[at - 1] ?? '')) continue;
    const kind = KEYWORDS.find((k) => text.startsWith(k, at + 7) && !/[\w-]/.test(text[at + 7 + k.length] ?? ''));
    if (!kind) continue;
    if (at > lineEnd) lineEnd = endOfLine(text, at);
    const codes = readCodes(text, at + 7 + kind.length, lineEnd);
    const directive: Directive = { kind, offset: at, codes: codes.length > 0 ? codes : null };
    if (kind === 'disable-next-line') {
      const start = afterBreak(text, lineEnd);
      directive.target = { start, end: start < text.length ? endOfLine(text, start) : start };
    }
    found.push(directive);
  }
  return found;
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

function readCodes(text: string, from: number, lineEnd: number): string[] {
  const codes: string[] = [];
  const tokens = /[^\s,]+/g;
  tokens.lastIndex = from;
  for (let m = tokens.exec(text); m && m.index < lineEnd; m = tokens.exec(text)) {
    const token = m[0].slice(0, lineEnd - m.index);
    if (token.startsWith('urlint-') || !CODE.test(token)) break;
    codes.push(token);
  }
  return codes;
}
