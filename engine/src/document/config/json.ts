import { lineEnd, markCode, type TextView, ViewBuilder, ViewList } from '../view';

/** JSON's two-character escapes (RFC 8259 section 7) and what they stand for. */
const SIMPLE_ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * JSON (also JSONC and JSON5 files): only string literals are read, each one view (context `string`) with its escapes
 * decoded, so `"http:\/\/a.example\/x"` is the URL http://a.example/x and `\u0026` is "&", every character mapped
 * back to the escape that wrote it. Numbers, literals and punctuation are not read; `//` and `/* *\/` comments
 * (JSONC) are skipped so a quote in one does not open a string. A string never spans lines: one that is not closed on
 * its line is dropped.
 */
export function jsonViews(doc: string): TextView[] {
  // Shaped like the TOML and Python loops, but JSON's comments are JSONC's "//" and "/*", and its strings decode.
  const out = new ViewList(doc);
  const n = doc.length;
  const sources = new EmbeddedSources(doc);
  let i = 0;
  while (i < n) {
    const c = doc.charCodeAt(i);
    if (c === 0x22) {
      const start = i;
      i = jsonString(doc, i, out, sources.inside());
      sources.afterString(start, i);
    } else if (c === 0x2f && doc.charCodeAt(i + 1) === 0x2f) {
      i = lineEnd(doc, i);
    } else if (c === 0x2f && doc.charCodeAt(i + 1) === 0x2a) {
      const close = doc.indexOf('*/', i + 2);
      i = close === -1 ? n : close + 2;
    } else {
      if (c === 0x3a || c === 0x2c || (c | 0x20) === 0x7b || (c | 0x20) === 0x7d) sources.at(c); // : , [ { ] }
      i++;
    }
  }
  return out.views;
}

/**
 * Reads the string whose quote is at `at`; returns where the scan goes on. An embedded source (see EmbeddedSources)
 * is code, read as a Markdown code block is (context `comment`, an example).
 */
function jsonString(doc: string, at: number, out: ViewList, embedded: boolean): number {
  const view = embedded ? new ViewBuilder(doc, 'comment') : new ViewBuilder(doc, 'string', 'string');
  let run = at + 1;
  let i = run;
  while (i < doc.length) {
    const c = doc.charCodeAt(i);
    if (c === 0x22) {
      view.copy(run, i);
      const from = out.views.length;
      out.add(view.build());
      if (embedded) markCode(out.views, from);
      return i + 1;
    }
    if (c === 0x0a || c === 0x0d) return i;
    if (c !== 0x5c) {
      i++;
      continue;
    }
    const escape = doc[i + 1];
    const simple = escape === undefined ? undefined : SIMPLE_ESCAPES[escape];
    const code = escape === 'u' ? hex4(doc, i + 2) : -1;
    if (simple !== undefined) {
      view.copy(run, i).decoded(i, i + 2, simple);
      run = i += 2;
    } else if (code >= 0) {
      view.copy(run, i).decoded(i, i + 6, String.fromCharCode(code));
      run = i += 6;
    } else {
      // Not a JSON escape: left as written, and the backslash ends any URL there.
      i += escape === '\n' || escape === '\r' ? 1 : 2;
    }
  }
  return doc.length;
}

/** The value of four hex digits at `at`, or -1. */
function hex4(doc: string, at: number): number {
  let value = 0;
  for (let k = 0; k < 4; k++) {
    const c = doc.charCodeAt(at + k);
    const d = c >= 0x30 && c <= 0x39 ? c - 0x30 : (c | 0x20) >= 0x61 && (c | 0x20) <= 0x66 ? (c | 0x20) - 0x57 : -1;
    if (d < 0) return -1;
    value = value * 16 + d;
  }
  return value;
}

/**
 * The strings of a source map's `sourcesContent` array (Source Map Revision 3): each is a whole source file, copied
 * from the file the map points to. A URL there is the source's own, shown as code: it is checked where that source
 * is (its own file, read as its language), and rewriting the copy would make the map disagree with its source, so
 * here it is an example (code-examples.ts), as in a Markdown code block, whose problems are hints with no fix. Any
 * JSON with that key is read so; the key is the source map format's own.
 */
class EmbeddedSources {
  /** Nesting of arrays and objects at the scan's position. */
  private depth = 0;
  /** The depth inside the `sourcesContent` array, or -1. */
  private arrayDepth = -1;
  /** A `"sourcesContent":` key was just read: a "[" next opens the array. */
  private key = false;
  /** The last string read is `"sourcesContent"`: a ":" after it makes it the key. */
  private sourcesKey = false;

  constructor(private readonly doc: string) {}

  inside(): boolean {
    // Not merely equal depths: text that starts inside an array (an excerpt) takes the depth below 0, where -1 means
    // "no sourcesContent array".
    return this.arrayDepth >= 0 && this.depth === this.arrayDepth;
  }

  afterString(start: number, end: number): void {
    this.sourcesKey = end - start === SOURCES_KEY.length + 2 && this.doc.startsWith(SOURCES_KEY, start + 1);
    this.key = false;
  }

  /** Sees one of `:` `,` `[` `]` `{` `}` outside strings and comments (other characters change nothing here). */
  at(c: number): void {
    if (c === 0x3a /* : */) {
      this.key = this.sourcesKey;
      this.sourcesKey = false;
      return;
    }
    this.sourcesKey = false;
    if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      this.depth++;
      if (this.key && c === 0x5b) this.arrayDepth = this.depth;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      if (this.depth === this.arrayDepth) this.arrayDepth = -1;
      this.depth--;
    }
    this.key = false;
  }
}

const SOURCES_KEY = 'sourcesContent';
