import { markCode, type TextView, ViewBuilder } from '../view';

/** Roles whose text is code: an example, as an inline literal is. */
const CODE_ROLES = new Set(['code', 'samp', 'literal', 'file', 'command', 'kbd', 'program', 'envvar', 'option', 'makevar', 'regexp', 'math']);

/**
 * Inline reStructuredText in doc[from, to) (one paragraph), as docutils reads it ("Inline markup"):
 * - inline literals ``` ``text`` ``` and code roles (`` :code:`x` ``, `:samp:`, `:file:`...): code, an example;
 * - a hyperlink reference with an embedded URI `` `text <url>`_ `` (or `__`): the URI is one `attribute` view, the
 *   whitespace of a URI wrapped over lines left out (the specification: "whitespace is removed"), the text before
 *   it is text; a role's `<target>` (`` :ref:`title <label>` ``) is a name, left out;
 * - other interpreted text and references (`` `https://example.org/a`_ ``, `` `Create https://example.org`_ ``): their
 *   text, a view of its own so the backticks and `_` are never URL;
 * - running text: context `markdown` ("`" and "|" end a URL, trailing "*" and "_" are emphasis and reference marks),
 *   backslash escapes decoded (`\*` is "*", an escaped blank is nothing).
 * Linear: a backtick run with no closer stops later searches for one.
 */
export function scanRstInline(doc: string, from: number, to: number, out: TextView[], ahead = new Ahead(doc)): void {
  new RstInline(doc, to, out, ahead).scan(from);
}

/**
 * The next "`" and the next backslash at or after an offset, remembered: paragraphs come in document order, so a
 * document with no backtick is searched for one once, not once per paragraph.
 */
export class Ahead {
  private tick = -2;
  private slash = -2;

  constructor(private readonly doc: string) {}

  /** The first "`" or backslash at or after `from`, or the document's length. */
  stop(from: number): number {
    if (this.tick !== -1 && this.tick < from) this.tick = this.doc.indexOf('`', from);
    if (this.slash !== -1 && this.slash < from) this.slash = this.doc.indexOf('\\', from);
    const n = this.doc.length;
    return Math.min(this.tick === -1 ? n : this.tick, this.slash === -1 ? n : this.slash);
  }
}

class RstInline {
  private text: ViewBuilder;
  private noLiteral = false;
  private noTick = false;

  constructor(
    private readonly doc: string,
    private readonly to: number,
    private readonly out: TextView[],
    private readonly ahead: Ahead,
  ) {
    this.text = new ViewBuilder(doc, 'markdown');
  }

  scan(from: number): void {
    const { doc, to } = this;
    let i = from;
    while (i < to) {
      const c = doc.charCodeAt(i);
      if (c === 0x5c /* \ */) {
        i = this.escape(i);
        continue;
      }
      if (c !== 0x60 /* ` */) {
        const stop = Math.min(this.ahead.stop(i), to);
        // A role `:name:` before a backtick is markup: the text ends before it.
        const role = doc.charCodeAt(stop) === 0x60 ? roleBefore(doc, stop, from) : undefined;
        this.text.copy(i, role === undefined ? stop : Math.max(i, role.start));
        i = stop;
        continue;
      }
      if (doc.charCodeAt(i + 1) === 0x60) {
        i = this.literal(i);
        continue;
      }
      i = this.interpreted(i, from);
    }
    this.endText();
  }

  /** A backslash at `at`: the next character as itself, an escaped blank or line break as nothing. */
  private escape(at: number): number {
    const { doc } = this;
    if (at + 1 >= this.to) {
      this.text.copy(at, at + 1);
      return at + 1;
    }
    const next = doc.charCodeAt(at + 1);
    if (next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d) return at + (next === 0x0d && doc.charCodeAt(at + 2) === 0x0a ? 3 : 2);
    this.text.decoded(at, at + 2, doc[at + 1]!);
    return at + 2;
  }

  /** ``` ``literal`` ``` at `at`: code. Returns where scanning goes on. */
  private literal(at: number): number {
    const close = this.noLiteral ? -1 : this.doc.indexOf('``', at + 2);
    if (close === -1 || close >= this.to) {
      this.noLiteral = true;
      this.text.copy(at, at + 2);
      return at + 2;
    }
    this.endText();
    this.code(at + 2, close);
    return close + 2;
  }

  /** Interpreted text or a reference whose backtick is at `at`. Returns where scanning goes on. */
  private interpreted(at: number, from: number): number {
    const { doc } = this;
    const close = this.noTick ? -1 : doc.indexOf('`', at + 1);
    if (close === -1 || close >= this.to) {
      this.noTick = true;
      this.text.copy(at, at + 1);
      return at + 1;
    }
    const role = roleBefore(doc, at, from);
    this.endText();
    let after = close + 1;
    let reference = false;
    if (doc.charCodeAt(after) === 0x5f /* _ */) {
      reference = true;
      after += doc.charCodeAt(after + 1) === 0x5f ? 2 : 1;
    }
    if (role !== undefined && CODE_ROLES.has(role.name)) {
      this.code(at + 1, close);
      return after;
    }
    const lt = embeddedTarget(doc, at + 1, close);
    this.scanText(at + 1, lt === -1 ? close : lt);
    if (lt !== -1 && reference && role === undefined) this.uri(lt + 1, close - 1);
    return after;
  }

  /** The text [from, to) of interpreted text or a reference title: a view of its own, escapes decoded. */
  private scanText(from: number, to: number): void {
    let i = from;
    let run = from;
    while (i < to) {
      if (this.doc.charCodeAt(i) !== 0x5c) {
        i++;
        continue;
      }
      this.text.copy(run, i);
      i = run = Math.min(this.escape(i), to);
    }
    this.text.copy(run, to);
    this.endText();
  }

  /** An embedded URI [from, to): one `attribute` view, whitespace left out. */
  private uri(from: number, to: number): void {
    const b = new ViewBuilder(this.doc, 'attribute', 'url');
    let run = from;
    for (let i = from; i <= to; i++) {
      if (i < to && !isSpace(this.doc.charCodeAt(i))) continue;
      b.copy(run, i);
      run = i + 1;
    }
    const view = b.build();
    if (view) this.out.push(view);
  }

  private code(from: number, to: number): void {
    const at = this.out.length;
    const view = new ViewBuilder(this.doc, 'prose').copy(from, to).build();
    if (view) this.out.push(view);
    markCode(this.out, at);
  }

  private endText(): void {
    const view = this.text.build();
    if (view) this.out.push(view);
    this.text = new ViewBuilder(this.doc, 'markdown');
  }
}

/** `:name:` right before the backtick at `at` (not before `from`), or undefined. */
function roleBefore(doc: string, at: number, from: number): { name: string; start: number } | undefined {
  if (at - 1 < from || doc.charCodeAt(at - 1) !== 0x3a) return undefined;
  let j = at - 2;
  while (j >= from && at - j < 64 && isRoleChar(doc.charCodeAt(j))) j--;
  // The run of role characters before the backtick is `:name:` (or `:domain:name:`).
  const start = j + 1;
  if (doc.charCodeAt(start) !== 0x3a || start >= at - 2 || (j >= from && at - j >= 64)) return undefined;
  const full = doc.slice(start + 1, at - 1).toLowerCase();
  return { name: full.slice(full.lastIndexOf(':') + 1), start };
}

/**
 * The "<" of an embedded URI or target in interpreted text [from, to): the text ends with ">" and the "<" opens
 * it after a blank (or at the start). -1 when there is none.
 */
function embeddedTarget(doc: string, from: number, to: number): number {
  if (to - from < 2 || doc.charCodeAt(to - 1) !== 0x3e /* > */) return -1;
  const lt = doc.lastIndexOf('<', to - 2);
  if (lt < from) return -1;
  return lt === from || isSpace(doc.charCodeAt(lt - 1)) ? lt : -1;
}

function isRoleChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) || c === 0x2d || c === 0x5f || c === 0x2e || c === 0x3a || c === 0x2b;
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}
