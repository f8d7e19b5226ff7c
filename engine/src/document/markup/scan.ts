import { markCode, type TextView, type UrlContext, ViewBuilder, type WholeValue } from '../view';
import { appendDecoded, decodeAt, type MarkupFlavour } from './entities';

/**
 * indexOf with memory, one per document: the next occurrence of a string found from one offset is the answer for
 * every later offset up to it. Readers search forward, so each terminator costs one pass over the document however
 * many unclosed comments, quotes or tags ask for it, where plain indexOf from each would be quadratic.
 */
export class Search {
  private readonly memo = new Map<string, { from: number; at: number }>();

  constructor(private readonly doc: string) {}

  /** The first index of `s` at or after `from`, or -1. */
  next(s: string, from: number): number {
    const m = this.memo.get(s);
    if (m && from >= m.from && (m.at === -1 || from <= m.at)) return m.at;
    const at = this.doc.indexOf(s, from);
    this.memo.set(s, { from, at });
    return at;
  }

  /** The first index of `s` in [from, to), or -1. */
  within(s: string, from: number, to: number): number {
    const at = this.next(s, from);
    return at !== -1 && at + s.length <= to ? at : -1;
  }
}

/**
 * The views of HTML or XML markup in doc[from, to): text content and comments as prose, attribute values as their
 * own views, character references decoded in all of them. Tags are not text: each ends the text view before it, so
 * `http://a.example<br>next` stays two words. CDATA sections are text as written; doctype, declarations and
 * processing instructions are left out. In HTML, `<script>` and `<style>` content is raw text (read as prose,
 * nothing decoded) up to its end tag, so `a<b` in a script is not a tag. Nothing is ever thrown: anything unclosed
 * runs to `to`.
 */
export function scanMarkup(doc: string, from: number, to: number, flavour: MarkupFlavour, out: TextView[], search = new Search(doc)): void {
  let text = new ViewBuilder(doc, 'prose');
  // Open <code> and <pre> elements: text inside them is code (see view/embedded-code.ts).
  let code = 0;
  const flush = (): void => {
    const first = out.length;
    push(out, text);
    if (code > 0) markCode(out, first);
    text = new ViewBuilder(doc, 'prose');
  };
  let run = from;
  let i = from;
  while (i < to) {
    const c = doc.charCodeAt(i);
    if (c === 0x26 /* & */) {
      const end = decodeAt(text, doc, run, i, to, flavour);
      if (end !== -1) {
        i = run = end;
        continue;
      }
    } else if (c === 0x3c /* < */) {
      const end = markupAt(doc, search, i, to, flavour, false, out, () => {
        text.copy(run, i);
        flush();
      });
      if (end !== undefined) {
        if (flavour === 'html') code = Math.max(0, code + codeTagAt(doc, i, end));
        i = run = end;
        continue;
      }
    }
    i++;
  }
  text.copy(run, to);
  flush();
}

/**
 * 1 for a start tag at doc[at, end) of an element whose text is code (CODE_TAGS), -1 for its end tag, else 0 (a
 * self-closing one too). The Markdown reader asks it of inline HTML too (markdown/inline.ts).
 */
export function codeTagAt(doc: string, at: number, end: number): number {
  const closing = doc.charCodeAt(at + 1) === 0x2f;
  const name = closing ? at + 2 : at + 1;
  for (const tag of CODE_TAGS) {
    if (doc.length >= name + tag.length && doc.slice(name, name + tag.length).toLowerCase() === tag && !isTagNameChar(doc.charCodeAt(name + tag.length))) {
      return closing ? -1 : doc.charCodeAt(end - 2) === 0x2f ? 0 : 1;
    }
  }
  return 0;
}

/**
 * Elements whose text is code, as HTML defines them: `code` (a fragment of computer code), `pre`, `kbd` (what a user
 * types), `samp` (what a program prints) and the obsolete `tt`. A URL in one is an example, as in a Markdown code span.
 */
const CODE_TAGS = ['code', 'pre', 'kbd', 'samp', 'tt'];

/**
 * Inline HTML in Markdown (CommonMark 6.6 "Raw HTML"): a complete tag, comment, CDATA section, declaration or
 * processing instruction at doc[at] = "<", its views appended to `out`. Returns the offset past it, or undefined
 * when the "<" starts none of them and is text. `before` runs first when markup is found (the caller ends its view).
 */
export function inlineMarkupAt(doc: string, search: Search, at: number, to: number, out: TextView[], before: () => void): number | undefined {
  return markupAt(doc, search, at, to, 'html', true, out, before);
}

/** Whether an HTML start tag opens raw text (its content is not markup) in scanMarkup. */
const RAW_TEXT = new Set(['script', 'style']);

/**
 * The markup at doc[at] = "<". `strict` (Markdown) accepts only complete, well-formed constructs; otherwise (an HTML
 * or XML document) a start tag runs to its ">" or to `to`, as a browser reads it.
 */
function markupAt(
  doc: string,
  search: Search,
  at: number,
  to: number,
  flavour: MarkupFlavour,
  strict: boolean,
  out: TextView[],
  before: () => void,
): number | undefined {
  const next = doc.charCodeAt(at + 1);
  if (at + 1 >= to) return undefined;
  if (next === 0x21 /* ! */) {
    if (doc.startsWith('!--', at + 1)) return section(search, at + 4, '-->', to, strict, before, (f, t) => decodedView(doc, f, t, flavour, 'prose', out));
    if (doc.startsWith('![CDATA[', at + 1)) return section(search, at + 9, ']]>', to, strict, before, (f, t) => rawView(doc, f, t, out));
    return section(search, at + 2, '>', to, strict, before, () => undefined);
  }
  if (next === 0x3f /* ? */) return section(search, at + 2, flavour === 'xml' || strict ? '?>' : '>', to, strict, before, () => undefined);
  const closing = next === 0x2f; /* / */
  const nameStart = closing ? at + 2 : at + 1;
  if (nameStart >= to || !isAsciiLetter(doc.charCodeAt(nameStart))) return undefined;
  let k = nameStart + 1;
  while (k < to && isTagNameChar(doc.charCodeAt(k))) k++;
  const name = doc.slice(nameStart, k).toLowerCase();
  const values: Span[] = [];
  const end = closing ? closingTagEnd(doc, search, k, to, strict) : attributes(doc, search, k, to, strict, values);
  if (end === undefined) return undefined;
  before();
  for (const v of values) {
    const kind = valueKind(doc, v);
    decodedView(doc, v.from, v.to, flavour, kind === undefined ? 'prose' : 'attribute', out, kind === 'list' ? undefined : kind);
  }
  if (flavour === 'html' && !closing && !strict && RAW_TEXT.has(name) && doc.charCodeAt(end - 2) !== 0x2f) {
    const close = rawTextEnd(doc, search, end, to, name);
    rawView(doc, end, close, out);
    return close;
  }
  return end;
}

interface Span {
  /** The attribute name's start (for its context), and the value's bounds. */
  name: number;
  nameEnd: number;
  from: number;
  to: number;
}

/**
 * A section from `contentStart` to its terminator (a comment, CDATA, a declaration): `emit` gets its content.
 * Unterminated: strict readers treat the "<" as text; others run to `to`.
 */
function section(
  search: Search,
  contentStart: number,
  terminator: string,
  to: number,
  strict: boolean,
  before: () => void,
  emit: (from: number, to: number) => void,
): number | undefined {
  const close = search.within(terminator, contentStart, to);
  const found = close !== -1;
  if (!found && strict) return undefined;
  before();
  const contentEnd = found ? close : to;
  emit(Math.min(contentStart, contentEnd), contentEnd);
  return found ? close + terminator.length : to;
}

/** After an end tag's name: optional whitespace and ">". */
function closingTagEnd(doc: string, search: Search, k: number, to: number, strict: boolean): number | undefined {
  if (!strict) {
    const gt = search.within('>', k, to);
    return gt === -1 ? to : gt + 1;
  }
  while (k < to && isSpace(doc.charCodeAt(k))) k++;
  return k < to && doc.charCodeAt(k) === 0x3e ? k + 1 : undefined;
}

/**
 * The attributes of a start tag after its name, up to and including ">" (or "/>"); values collected in `values`.
 * Strict (CommonMark 6.6): names are `[A-Za-z_:][A-Za-z0-9_.:-]*`, whitespace separates attributes, unquoted values
 * have none of `"'=<>` and backtick, quoted values close, and the tag closes; else undefined.
 */
function attributes(doc: string, search: Search, k: number, to: number, strict: boolean, values: Span[]): number | undefined {
  for (;;) {
    const spaceStart = k;
    while (k < to && isSpace(doc.charCodeAt(k))) k++;
    if (k >= to) return strict ? undefined : to;
    const c = doc.charCodeAt(k);
    if (c === 0x3e /* > */) return k + 1;
    if (c === 0x2f /* / */) {
      if (k + 1 < to && doc.charCodeAt(k + 1) === 0x3e) return k + 2;
      if (strict) return undefined;
      k++;
      continue;
    }
    if (strict && (k === spaceStart || !isAttributeNameStart(c))) return undefined;
    const name = k;
    k++;
    while (k < to && !isSpace(doc.charCodeAt(k)) && !'=>/'.includes(doc[k]!)) {
      if (strict && !isAttributeNameChar(doc.charCodeAt(k))) return undefined;
      k++;
    }
    const nameEnd = k;
    let j = k;
    while (j < to && isSpace(doc.charCodeAt(j))) j++;
    if (j >= to || doc.charCodeAt(j) !== 0x3d /* = */) continue;
    j++;
    while (j < to && isSpace(doc.charCodeAt(j))) j++;
    if (j >= to) return strict ? undefined : to;
    const q = doc.charCodeAt(j);
    if (q === 0x22 || q === 0x27) {
      const close = search.within(doc.charAt(j), j + 1, to);
      if (close === -1) {
        if (strict) return undefined;
        values.push({ name, nameEnd, from: j + 1, to });
        return to;
      }
      values.push({ name, nameEnd, from: j + 1, to: close });
      k = close + 1;
      continue;
    }
    let e = j;
    while (e < to && !isSpace(doc.charCodeAt(e)) && doc.charCodeAt(e) !== 0x3e) {
      if (strict && '"\'=<`'.includes(doc[e]!)) return undefined;
      e++;
    }
    values.push({ name, nameEnd, from: j, to: e });
    k = e;
  }
}

/**
 * Attributes whose value is one URL (HTML 4.01 "%URI;" attributes and their HTML5 successors, XLink, XML
 * namespaces): the whole value is the URL, a space and a "&lt;" in it included (see view/whole-value.ts).
 */
const URL_ATTRIBUTES = new Set([
  'href', 'src', 'action', 'cite', 'data', 'poster', 'background', 'codebase', 'longdesc', 'usemap', 'formaction',
  'icon', 'manifest', 'classid', 'itemid', 'lowsrc', 'dynsrc', 'xmlns', 'xlink:href', 'uri', 'url',
]);

/**
 * Attributes whose value is a list of URLs separated by whitespace (HTML 4.01 `archive`, `profile`; HTML5 `ping`,
 * `itemtype`), or by commas with whitespace-separated descriptors (`srcset`: "a.png 1x, b.png 2x"): each URL runs
 * up to whitespace, "&lt;" and all.
 */
const URL_LIST_ATTRIBUTES = new Set(['srcset', 'archive', 'profile', 'ping', 'itemtype']);

/**
 * XML Schema's `schemaLocation` (XML Schema Part 1, section 4.3.2: "a list of pairs of URI references, separated by
 * white space", a namespace name and a schema's location), whatever prefix binds it (`xsi:`): a list too.
 */
function isSchemaLocation(name: string): boolean {
  return name === 'schemalocation' || (name.endsWith(':schemalocation') && name.indexOf(':') === name.length - 15);
}

/**
 * How an attribute value is read: a URL attribute is one URL (`url`); a list attribute holds URLs up to whitespace
 * (`list`); any other value that starts with a scheme and a colon (an XML `resource="..."`) is a value that may be a
 * URL, taken whole as a string literal is (`string`). These three are read in the `attribute` context, where "<",
 * ">", '"' and a backslash, written as references, are the URL's own. Anything else (`alt`, `title`, `style`,
 * `onclick`: undefined) is running text that may mention a URL, read as prose, so `alt="logo (http://a.example)"`
 * does not take the ")".
 */
function valueKind(doc: string, v: Span): WholeValue | 'list' | undefined {
  if (v.nameEnd - v.name <= 32) {
    const name = doc.slice(v.name, v.nameEnd).toLowerCase();
    if (URL_ATTRIBUTES.has(name)) return 'url';
    if (URL_LIST_ATTRIBUTES.has(name) || isSchemaLocation(name)) return 'list';
  }
  let i = v.from;
  while (i < v.to && isSpace(doc.charCodeAt(i))) i++;
  if (i >= v.to || !isAsciiLetter(doc.charCodeAt(i))) return undefined;
  const limit = Math.min(v.to, i + 33);
  for (i++; i < limit; i++) {
    const c = doc.charCodeAt(i);
    if (c === 0x3a /* : */) return 'string';
    if (!(isAsciiLetter(c) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e)) return undefined;
  }
  return undefined;
}

/** Offset of the end tag `</name` (any case) that closes raw text starting at `from`, or `to`. */
function rawTextEnd(doc: string, search: Search, from: number, to: number, name: string): number {
  let at = search.within('</', from, to);
  while (at !== -1 && at + 2 + name.length <= to) {
    if (doc.slice(at + 2, at + 2 + name.length).toLowerCase() === name) {
      const after = at + 2 + name.length;
      const c = doc.charCodeAt(after);
      if (after >= to || isSpace(c) || c === 0x3e || c === 0x2f) return at;
    }
    at = search.within('</', at + 2, to);
  }
  return to;
}

function decodedView(doc: string, from: number, to: number, flavour: MarkupFlavour, context: UrlContext, out: TextView[], whole?: WholeValue): void {
  const b = new ViewBuilder(doc, context, whole);
  appendDecoded(b, doc, from, to, flavour);
  push(out, b);
}

function rawView(doc: string, from: number, to: number, out: TextView[]): void {
  push(out, new ViewBuilder(doc, 'prose').copy(from, to));
}

function push(out: TextView[], b: ViewBuilder): void {
  const view = b.build();
  if (view) out.push(view);
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x0c;
}

function isAsciiLetter(c: number): boolean {
  const l = c | 0x20;
  return l >= 0x61 && l <= 0x7a;
}

function isTagNameChar(c: number): boolean {
  return isAsciiLetter(c) || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x3a || c === 0x5f || c === 0x2e;
}

function isAttributeNameStart(c: number): boolean {
  return isAsciiLetter(c) || c === 0x5f || c === 0x3a;
}

function isAttributeNameChar(c: number): boolean {
  return isAttributeNameStart(c) || (c >= 0x30 && c <= 0x39) || c === 0x2e || c === 0x2d;
}
