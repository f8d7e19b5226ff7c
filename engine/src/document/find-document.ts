import { findLocators } from '../find/find';
import { takeWhole, type TextView } from './view';
import type { LintOptions, Locator, Span } from '../types';
import { readDocument, type DocumentReading } from './reading';
import { inCurlReach } from './curl-reach';
import { documentTypeOfText } from './file-types';

/**
 * Every locator of a document of the given type, in document order: the views of the document, each searched on
 * its own, with the offsets of what is found mapped back to the document. Plain text is one view, the document
 * itself, and costs nothing more than the finder. The URLs only, unless `relative` asks for the relative Markdown
 * destinations that hold a space too (Locator.relative: no URL, but a broken link that lintText reports).
 * `reading`: the document's reading when the caller shares it with later stages (checkDocument's directives), so
 * the reader runs once.
 */
export function findInDocument(text: string, options: LintOptions = {}, relative = false, reading: DocumentReading = readDocument(documentTypeOfText(options.documentType ?? 'plaintext', text), text)): Locator[] {
  const found: Locator[] = [];
  const go = reading.type === 'go';
  const rst = reading.type === 'rst';
  let curl: boolean | undefined; // inCurlReach(text), asked once, for the first URL that may hold a glob or macro
  for (const view of reading.views) {
    const inView = findLocators(view.text, options, view.context);
    const whole = view.whole === undefined ? inView : takeWhole(view, inView);
    const locators = relative || view.whole !== 'relative' ? whole : whole.filter((l) => l.relative === undefined);
    const code = view.code === true;
    if (view.context === 'attribute') {
      noteOpenAngles(view.text, locators, found, view, code);
      continue;
    }
    for (const l of locators) {
      if (l.kind === 'bare' && l.url.endsWith(CURL_AUTO) && (curl ??= inCurlReach(text))) withoutCurlAuto(l);
      const located = toDocument(l, view);
      if (code) located.inCode = true;
      if (mayHoldCurlSyntax(located.url) && (curl ??= inCurlReach(text))) located.curl = true;
      if (go && view.context === 'string') located.goString = true;
      if (rst && !code) located.rst = true;
      if (l.start > 4 && view.text.charCodeAt(l.start - 1) === 0x7b && isLatexUrlCommand(view.text, l.start - 1)) located.latex = true;
      found.push(located);
    }
  }
  return found;
}

/**
 * Whether the "{" at text[brace] opens the argument of a LaTeX command that takes a URL: `\url`, `\href`,
 * `\nolinkurl` (the hyperref package) or Sphinx's `\sphinxhref`, `\sphinxurl` (its LaTeX writer's output).
 */
function isLatexUrlCommand(text: string, brace: number): boolean {
  // The longest name is "sphinxhref": a bounded look back, so many URLs after "{" in a text without "\\" stay linear.
  const before = text.slice(Math.max(0, brace - 11), brace);
  const backslash = before.lastIndexOf('\\');
  return backslash >= 0 && LATEX_URL_COMMANDS.has(before.slice(backslash + 1));
}
const LATEX_URL_COMMANDS = new Set(['url', 'href', 'nolinkurl', 'sphinxhref', 'sphinxurl']);

/**
 * curl's `--referer "https://fake.example;auto"`: the suffix `;auto` tells curl to send the previous URL as the referer
 * when it follows a redirect (curl's manual, `--referer`). It is the option's, not the URL's: in curl's reach a bare
 * URL ends before it. Elsewhere `;auto` stays the URL's (a path parameter, RFC 1738 section 3.2.2's `;type=`).
 */
const CURL_AUTO = ';auto';

function withoutCurlAuto(l: Locator): void {
  l.url = l.url.slice(0, -CURL_AUTO.length);
  l.end -= CURL_AUTO.length;
}

/** A "[" opens curl's globs and its test macros (`[1-3]`, `%hex[...]hex%`): without one, curl's reach is not asked. */
function mayHoldCurlSyntax(url: string): boolean {
  return url.includes('[');
}

/**
 * toDocument for each locator of an attribute view (where URLs may hold "<"), noting those inside an open "<"
 * (`Locator.insideOpenAngle`): bare URLs that follow a "<" of the view with no ">" after it (outside the URLs found),
 * as in `<a href="<news:H<>">`. Such a URL is not wrapped only because of a "<" or ">" in it (a wrapper closes before
 * the next "<"), so encoding that character would make the `<...>` a wrapper and move the URL (see
 * judge/fix-guard.ts). Only the text between URLs counts: fixes never change it, so the same URLs are noted after
 * fix-all. In a code view each is marked as in code too (a spaced Markdown destination inside inline HTML `<code>`).
 */
function noteOpenAngles(text: string, locators: Locator[], found: Locator[], view: TextView, code: boolean): void {
  let open = false;
  let at = 0;
  for (const l of locators) {
    for (; at < l.start; at++) {
      const c = text.charCodeAt(at);
      if (c === 0x3c) open = true;
      else if (c === 0x3e) open = false;
    }
    const inTag = open && l.kind === 'bare';
    const own = inTag ? toOwnQuote(text, l) : l;
    at = Math.max(at, own.end);
    const located = toDocument(own, view);
    if (inTag) located.insideOpenAngle = true;
    if (code) located.inCode = true;
    found.push(located);
  }
}

/**
 * A bare URL of markup written inside an attribute value, quoted as an attribute of that markup (a data: URL's SVG,
 * `src="data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg'>..."`: MDN's css-examples), cut at its
 * own closing quote: the attribute view's URL runs to whitespace, since "<", ">" and quotes are a value's own
 * characters, but this one ends where its inner attribute does.
 */
function toOwnQuote(text: string, l: Locator): Locator {
  const quote = text.charCodeAt(l.start - 1);
  if ((quote !== 0x27 && quote !== 0x22) || text.charCodeAt(l.start - 2) !== 0x3d || l.url.length !== l.end - l.start) return l;
  const close = text.indexOf(quote === 0x27 ? "'" : '"', l.start);
  if (close === -1 || close >= l.end || close === l.start) return l;
  const n = close - l.start;
  return { ...l, end: close, url: l.url.slice(0, n), offsets: l.offsets.subarray(0, n + 1) };
}

/**
 * A locator found in a view, moved to document offsets. Its offsets array is its own (the finder hands each locator a
 * fresh stretch of its pool), so it is rewritten in place rather than copied.
 */
function toDocument(l: Locator, view: TextView): Locator {
  const { map } = view;
  const n = l.url.length;
  const offsets = l.offsets;
  if (map === undefined) {
    const d = view.start;
    if (d === 0) return l;
    for (let i = 0; i <= n; i++) offsets[i]! += d;
    return { ...l, start: l.start + d, end: l.end + d, whitespace: l.whitespace.length === 0 ? l.whitespace : l.whitespace.map((s) => shift(s, d)) };
  }
  const whitespace = l.whitespace.length === 0 ? l.whitespace : l.whitespace.map((s) => ({ start: map.start(s.start), end: map.start(s.end) }));
  const start = map.start(l.start);
  const end = l.end > l.start ? map.end(l.end - 1) : map.start(l.end);
  const charEnds = new Uint32Array(n);
  // URL offsets increase, so the piece is found by walking forward from the last one.
  let piece = 0;
  for (let i = 0; i < n; i++) {
    const v = offsets[i]!;
    piece = map.pieceAt(v, piece);
    offsets[i] = map.start(v, piece);
    charEnds[i] = map.end(v, piece);
  }
  offsets[n] = n > 0 ? charEnds[n - 1]! : map.start(offsets[0]!);
  return { ...l, start, end, ends: charEnds, whitespace };
}

function shift(s: Span, d: number): Span {
  return { start: s.start + d, end: s.end + d };
}
