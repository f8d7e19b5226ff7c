/**
 * Helpers shared by the document readers' tests (document-*.test.ts): marked cases read as a document type, fix
 * round-trips, and the reader contract of document/view/view.ts checked on arbitrary input. Cases are marked as in find-support.ts.
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyEdits, findInDocument, fixAllEdits, lintText, type Diagnostic, type DocumentType, type Locator } from '../../../engine/src';
import { viewsOf } from '../../../engine/src/document/read';
import type { TextView } from '../../../engine/src/document/view';
import { unmark } from '../find-support';

export const MB = 1 << 20;
/** For tests that read megabytes of hostile input. */
export const DEADLINE = { timeout: 120_000 };

/** A marked case with the URL of each span as the reader sees it, and the diagnostics a user sees. */
export interface LintCase {
  text: string;
  urls: string[];
  /** [code, covered document text] in document order. */
  diagnostics?: [string, string][];
}

/**
 * Lints a marked case as `type` and compares the URLs with the marked spans and `urls`, and the diagnostics with
 * `diagnostics`: each is a code and the document text it covers, found at its first occurrence at or after the
 * previous one (the first: at or after the first URL), so a range over an escape or a reference is its whole source.
 */
export function checkLint(type: DocumentType, { text: marked, urls, diagnostics = [] }: LintCase): void {
  const { text, spans } = unmark(marked);
  const result = lintText(text, { documentType: type });
  assert.deepEqual(
    result.urls.map((u) => ({ start: u.locator.start, end: u.locator.end, url: u.locator.url })),
    spans.map((s, i) => ({ ...s, url: urls[i] })),
    JSON.stringify(text),
  );
  let from = spans.length > 0 ? spans[0]!.start : 0;
  const expected = diagnostics.map(([code, covered]) => {
    const start = text.indexOf(covered, from);
    assert.ok(start >= 0, `${covered} not in ${text}`);
    from = start + 1;
    return { code, start, end: start + covered.length };
  });
  assert.deepEqual(result.diagnostics.map(({ code, start, end }) => ({ code, start, end })), expected, JSON.stringify(text));
}

/**
 * Finds the URLs of a marked case read as `type` and compares them with the marked spans. Each URL is its span's
 * text unless `urls` lists them (where the reader decodes escapes).
 */
export function checkFind(type: DocumentType, marked: string, urls?: string[]): void {
  const { text, spans } = unmark(marked);
  const found = findInDocument(text, { documentType: type });
  assert.deepEqual(
    found.map(({ start, end, url }) => ({ start, end, url })),
    spans.map(({ start, end }, k) => ({ start, end, url: urls ? urls[k] : text.slice(start, end) })),
    `${type}: ${JSON.stringify(text)}`,
  );
}

/** The views of a document of `type` as [context, text] pairs: what a reader hands the finder. */
export function viewTexts(type: DocumentType, text: string): [string, string][] {
  return viewsOf(type, text).map((v) => [v.context, v.text]);
}

/** The text after applying every fix of a document of `type`. */
export function fixAll(type: DocumentType, text: string): string {
  return applyEdits(text, fixAllEdits(lintText(text, { documentType: type }).diagnostics));
}

/** Fixing everything in `text` gives `expected`, and fixing that again changes nothing. */
export function assertFixesTo(type: DocumentType, text: string, expected: string): void {
  const fixed = fixAll(type, text);
  assert.equal(fixed, expected);
  assert.equal(fixAll(type, fixed), fixed);
}

/** Any code unit, lone surrogates and controls included. */
const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

/** Text of up to 60 pieces, each one of `pieces` (what a reader reacts to) or any code unit, so random input reaches its branches. */
export function textOf(pieces: string[]): fc.Arbitrary<string> {
  return fc.array(fc.oneof(fc.constantFrom(...pieces), anyUnit), { maxLength: 60 }).map((p) => p.join(''));
}

/**
 * The reader's contract (document/view/view.ts): no view is empty; every view character maps to a source inside the document;
 * sources come in document order without overlapping, except that the characters decoded from one escape or
 * reference share its source; a one-character source is the character itself. One assertion per view, not per
 * character, so megabytes of views check fast.
 */
function assertViews(doc: string, views: TextView[]): void {
  let previousStart = -1;
  let previousEnd = 0;
  for (const v of views) {
    assert.ok(v.text.length > 0, 'no empty view');
    let bad = -1;
    for (let i = 0; i < v.text.length && bad < 0; i++) {
      const s = v.map ? v.map.start(i) : v.start + i;
      const e = v.map ? v.map.end(i) : s + 1;
      const shared = s === previousStart && e === previousEnd && e - s > 1;
      if (!(s < e && e <= doc.length) || !(s >= previousEnd || shared)) bad = i;
      else if (e === s + 1 && v.text[i] !== doc[s]) bad = i;
      previousStart = s;
      previousEnd = e;
    }
    assert.equal(bad, -1, `view character ${bad} maps to its source, inside the document and in order`);
    if (v.map) {
      const last = v.map.start(v.text.length);
      assert.ok(last >= previousEnd && last <= doc.length, "the view's source ends past its last character's");
    }
  }
}

/**
 * Any text (from `texts`, or any short string) read as any of `types`: nothing throws, the views keep the reader's
 * contract, and every URL found maps back to the text that writes it.
 */
export function assertFindsInAnyText(types: readonly DocumentType[], texts: fc.Arbitrary<string>, numRuns: number): void {
  fc.assert(
    fc.property(fc.constantFrom(...types), fc.oneof(texts, fc.string({ unit: anyUnit, maxLength: 100 })), (type, text) => {
      assertViews(text, viewsOf(type, text));
      assertLocators(text, findInDocument(text, { documentType: type }));
    }),
    { numRuns },
  );
}

/** Each text read as each of `types` keeps the reader's contract: for megabytes of hostile input, it also stays linear. */
export function assertViewsOfEach(types: readonly DocumentType[], texts: string[]): void {
  for (const type of types) for (const text of texts) assertViews(text, viewsOf(type, text));
}

/** Any text `texts` generates, read as `type`: nothing throws, the views keep the reader's contract, diagnostics stay inside. */
export function assertLintsAnyText(type: DocumentType, texts: fc.Arbitrary<string>, numRuns: number): void {
  fc.assert(
    fc.property(texts, (text) => {
      assertViews(text, viewsOf(type, text));
      assertDiagnosticsInside(text, lintText(text, { documentType: type }).diagnostics);
    }),
    { numRuns },
  );
}

/** Diagnostics and their fixes' edits cover ranges inside the document. */
function assertDiagnosticsInside(doc: string, diagnostics: Diagnostic[]): void {
  for (const d of diagnostics) {
    assert.ok(d.start >= 0 && d.start <= d.end && d.end <= doc.length);
    for (const f of d.fixes) for (const e of f.edits) assert.ok(e.start >= 0 && e.start <= e.end && e.end <= doc.length);
  }
}

/** Locators mapped back: ordered, inside the document, each URL character at a source that writes it. */
function assertLocators(doc: string, locators: Locator[]): void {
  let previousEnd = 0;
  for (const l of locators) {
    assert.ok(l.start >= previousEnd && l.start < l.end && l.end <= doc.length);
    for (let i = 0; i < l.url.length; i++) {
      assert.ok(l.offsets[i]! >= l.start && l.offsets[i]! < l.end && l.offsets[i + 1]! > l.offsets[i]!);
      const end = l.ends ? l.ends[i]! : l.offsets[i]! + 1;
      if (end - l.offsets[i]! === 1) assert.equal(doc[l.offsets[i]!], l.url[i]);
    }
    previousEnd = l.end;
  }
}
