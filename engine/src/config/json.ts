import { showChar } from '../fix/encode';

/**
 * A small JSON parser that keeps where every value starts, so a config error can point at the key or value
 * at fault (`.urlsmithrc.json:3:14`). JSON.parse reports at best an offset, and only for the first syntax error.
 *
 * Accepts JSON plus `//` and `/* *\/` comments (as VS Code's settings.json and markdownlint's .jsonc do), since a
 * config is a file people annotate. Never throws: a syntax error comes back as `{ error }`. Nesting is capped
 * so a hostile file cannot overflow the stack. (Microsoft's jsonc-parser was tried in its place: it recurses
 * without a bound and throws RangeError on deeply nested input, which the config-parse tests feed it.)
 */
import { t } from '../l10n';

export type JsonNode =
  | { kind: 'object'; offset: number; members: JsonMember[] }
  | { kind: 'array'; offset: number; items: JsonNode[] }
  | { kind: 'string'; offset: number; value: string }
  | { kind: 'number'; offset: number; value: number }
  | { kind: 'boolean'; offset: number; value: boolean }
  | { kind: 'null'; offset: number };

export interface JsonMember {
  key: string;
  keyOffset: number;
  value: JsonNode;
}

export interface JsonSyntaxError {
  message: string;
  offset: number;
}

const MAX_DEPTH = 64;

export function parseJsonLocated(text: string): { node: JsonNode } | { error: JsonSyntaxError } {
  const p = new Parser(text);
  try {
    p.skipSpace();
    const node = p.value(0);
    p.skipSpace();
    if (p.at < text.length) p.fail(t('Unexpected text after the JSON value'));
    return { node };
  } catch (e) {
    if (e instanceof SyntaxFailure) return { error: { message: e.message, offset: e.offset } };
    throw e;
  }
}

class SyntaxFailure extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

class Parser {
  at = 0;
  constructor(private readonly text: string) {}

  fail(message: string, offset = this.at): never {
    throw new SyntaxFailure(message, offset);
  }

  skipSpace(): void {
    const src = this.text;
    for (;;) {
      const c = src.charCodeAt(this.at);
      if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0xfeff) {
        this.at++;
      } else if (c === 0x2f && src.charCodeAt(this.at + 1) === 0x2f) {
        const nl = src.indexOf('\n', this.at);
        this.at = nl < 0 ? src.length : nl + 1;
      } else if (c === 0x2f && src.charCodeAt(this.at + 1) === 0x2a) {
        const close = src.indexOf('*/', this.at + 2);
        if (close < 0) this.fail(t('Unterminated comment'));
        this.at = close + 2;
      } else {
        return;
      }
    }
  }

  value(depth: number): JsonNode {
    if (depth > MAX_DEPTH) this.fail(t('Nested deeper than {depth} levels', { depth: MAX_DEPTH }));
    const src = this.text;
    const offset = this.at;
    const c = src[offset];
    if (c === '{') return this.object(depth);
    if (c === '[') return this.array(depth);
    if (c === '"') return { kind: 'string', offset, value: this.string() };
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return this.number();
    for (const [word, node] of [
      ['true', { kind: 'boolean', offset, value: true }],
      ['false', { kind: 'boolean', offset, value: false }],
      ['null', { kind: 'null', offset }],
    ] as const) {
      if (src.startsWith(word, offset)) {
        this.at += word.length;
        return node;
      }
    }
    return this.fail(c === undefined ? t('Unexpected end of file') : t('Unexpected character {character}', { character: showChar(c) }));
  }

  private object(depth: number): JsonNode {
    const offset = this.at++;
    const members: JsonMember[] = [];
    this.skipSpace();
    if (this.text[this.at] === '}') {
      this.at++;
      return { kind: 'object', offset, members };
    }
    for (;;) {
      this.skipSpace();
      if (this.text[this.at] !== '"') this.fail(t('Expected a property name in double quotes'));
      const keyOffset = this.at;
      const key = this.string();
      this.skipSpace();
      if (this.text[this.at] !== ':') this.fail(t('Expected ":" after the property name'));
      this.at++;
      this.skipSpace();
      members.push({ key, keyOffset, value: this.value(depth + 1) });
      this.skipSpace();
      const c = this.text[this.at];
      this.at++;
      if (c === '}') return { kind: 'object', offset, members };
      if (c !== ',') this.fail(t('Expected "," or "}"'), this.at - 1);
    }
  }

  private array(depth: number): JsonNode {
    const offset = this.at++;
    const items: JsonNode[] = [];
    this.skipSpace();
    if (this.text[this.at] === ']') {
      this.at++;
      return { kind: 'array', offset, items };
    }
    for (;;) {
      this.skipSpace();
      items.push(this.value(depth + 1));
      this.skipSpace();
      const c = this.text[this.at];
      this.at++;
      if (c === ']') return { kind: 'array', offset, items };
      if (c !== ',') this.fail(t('Expected "," or "]"'), this.at - 1);
    }
  }

  /** Reads a string literal at `at`; JSON.parse does the unescaping once the extent is known and checked. */
  private string(): string {
    const src = this.text;
    const start = this.at;
    let i = start + 1;
    for (;;) {
      const c = src.charCodeAt(i);
      if (i >= src.length || c === 0x0a || c === 0x0d) this.fail(t('Unterminated string'), start);
      if (c < 0x20) this.fail(t('Control character in a string'), i);
      if (c === 0x22) break;
      i += c === 0x5c ? 2 : 1;
    }
    this.at = i + 1;
    try {
      return JSON.parse(src.slice(start, i + 1)) as string;
    } catch {
      return this.fail(t('Invalid escape in a string'), start);
    }
  }

  private number(): JsonNode {
    const offset = this.at;
    const m = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    m.lastIndex = offset;
    const found = m.exec(this.text);
    if (!found) return this.fail(t('Invalid number'));
    this.at = offset + found[0].length;
    return { kind: 'number', offset, value: Number(found[0]) };
  }
}

/** 1-based line and column (UTF-16 units) of an offset; a CRLF counts as one line break. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * The end of the token starting at `offset`: past the closing quote of a string, past a word or number, one
 * character for punctuation, and no further than the line's end (a string left open stops there). Linear in the
 * token's length.
 */
export function tokenEnd(text: string, offset: number): number {
  if (offset >= text.length) return text.length;
  const lineBreak = (c: string) => c === '\n' || c === '\r';
  if (text[offset] === '"') {
    for (let i = offset + 1; i < text.length && !lineBreak(text[i]!); i++) {
      if (text[i] === '\\') i++;
      else if (text[i] === '"') return i + 1;
    }
    let i = offset + 1;
    while (i < text.length && !lineBreak(text[i]!)) i++;
    return i;
  }
  let i = offset;
  while (i < text.length && !' \t\r\n,:{}[]"'.includes(text[i]!)) i++;
  return i > offset ? i : offset + 1;
}
