/** Helpers shared by the finder's tests (find*.test.ts). */
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { findLocators, type LintOptions, type Locator } from '../../engine/src';
import type { UrlContext } from '../../engine/src/document/view';

/** A file under test/fixtures/ (tests run from out/test/unit/). */
export function fixturePath(...parts: string[]): string {
  return path.resolve(__dirname, '../../../test/fixtures', ...parts);
}

/** What a test compares: the locator without its derived arrays. */
export interface Found {
  kind: Locator['kind'];
  start: number;
  end: number;
  url: string;
}

export function summarize(locators: Locator[]): Found[] {
  return locators.map(({ kind, start, end, url }) => ({ kind, start, end, url }));
}

/** Every context a view can have (document/view/view.ts), for cases checked in each. */
export const URL_CONTEXTS: readonly UrlContext[] = ['prose', 'markdown', 'comment', 'string', 'attribute'];

const OPEN = '⟦';
const CLOSE = '⟧';

/**
 * A case written with its expected spans marked: "see ⟦http://x⟧." is the text "see http://x." with one locator
 * over "http://x". Returns the text without the marks and the marked document spans, so expected offsets are exact
 * without being counted by hand.
 */
export function unmark(marked: string): { text: string; spans: { start: number; end: number }[] } {
  let text = '';
  const spans: { start: number; end: number }[] = [];
  let open = -1;
  for (const ch of marked) {
    if (ch === OPEN) open = text.length;
    else if (ch === CLOSE) {
      assert.ok(open >= 0, `unbalanced marks in ${marked}`);
      spans.push({ start: open, end: text.length });
      open = -1;
    } else text += ch;
  }
  return { text, spans };
}

/**
 * How a marked case is read: the URLs of its wrapper spans and of its bare spans that cross a line (hyphen breaks)
 * in order, the options and the context it is found in.
 */
export interface MarkedReading {
  wrapped?: string[];
  options?: LintOptions;
  context?: UrlContext;
}

/**
 * Finds the URLs of a marked case (see unmark) and compares them with its marks, so a missing, an extra or a
 * differently bounded URL fails: a span that starts with "<" is a wrapper whose URL is the next of `wrapped`
 * (whitespace removed), a span that crosses a line is a bare URL joined at hyphen breaks whose URL is the next of
 * `wrapped` too, any other span is a bare URL whose URL is its own text. What is found must also keep the
 * locator contract.
 */
export function checkMarked(marked: string, { wrapped = [], options, context = 'prose' }: MarkedReading = {}): void {
  const { text, spans } = unmark(marked);
  const urls = [...wrapped];
  const expected: Found[] = spans.map(({ start, end }) => {
    const wrapper = text[start] === '<';
    const url = wrapper || /[\r\n]/.test(text.slice(start, end)) ? urls.shift() : text.slice(start, end);
    assert.ok(url !== undefined, `case ${marked} lists too few wrapped URLs`);
    return { kind: wrapper ? 'wrapper' : 'bare', start, end, url };
  });
  assert.equal(urls.length, 0, `case ${marked} lists too many wrapped URLs`);
  const found = findLocators(text, options, context);
  assert.deepEqual(summarize(found), expected, `${context}: ${JSON.stringify(text)}`);
  assertLocatorInvariants(text, found);
}

/**
 * The contract of types.ts, checked on every locator: ordered and disjoint; offsets strictly increasing, inside the
 * locator and pointing at the URL's characters; a bare URL is its own text but for the line breaks it crosses after a
 * "-"; a wrapper's URL is its content minus the runs it lists (whitespace, maybe after a typesetter's hyphen), and
 * each hyphen break is a "-" in the URL.
 */
export function assertLocatorInvariants(text: string, locators: Locator[]): void {
  let previousEnd = 0;
  for (const loc of locators) {
    const { url, offsets } = loc;
    assert.ok(loc.start >= previousEnd, 'locators are ordered and disjoint');
    assert.ok(loc.end <= text.length && loc.start < loc.end);
    assert.ok(url.length > 0);
    assert.equal(offsets.length, url.length + 1);
    for (let i = 0; i < url.length; i++) {
      assert.equal(text[offsets[i]!], url[i], `offsets[${i}]`);
      assert.ok(offsets[i + 1]! > offsets[i]!, 'offsets strictly increasing');
    }
    assert.ok(offsets[0]! >= loc.start && offsets[url.length]! <= loc.end);
    if (loc.kind === 'bare') {
      assert.equal(offsets[0], loc.start);
      assert.equal(offsets[url.length], loc.end);
      // A bare URL is its own text, but for the line breaks it crosses after a "-" (find/bare.ts).
      assert.equal(loc.whitespace.length, loc.hyphenBreaks.length);
      let rebuilt = '';
      let from = loc.start;
      loc.whitespace.forEach((ws, i) => {
        assert.match(text.slice(ws.start, ws.end), /^[ \t]*(\r\n|\n|\r)[ \t]*$/);
        assert.equal(text[ws.start - 1], '-');
        assert.equal(offsets[loc.hyphenBreaks[i]!], ws.start - 1);
        rebuilt += text.slice(from, ws.start);
        from = ws.end;
      });
      assert.equal(rebuilt + text.slice(from, loc.end), url);
    } else {
      assert.equal(text[loc.start], '<');
      assert.equal(text[loc.end - 1], '>');
      let rebuilt = '';
      let from = /^<url:/i.test(text.slice(loc.start, loc.start + 5)) ? loc.start + 5 : loc.start + 1;
      for (const ws of loc.whitespace) {
        assert.ok(ws.start >= from && ws.end > ws.start && ws.end < loc.end);
        assert.match(text.slice(ws.start, ws.end), /^[\u2010\u2011\u00ad]?[ \t\n\v\f\r]+$/);
        rebuilt += text.slice(from, ws.start);
        from = ws.end;
      }
      rebuilt += text.slice(from, loc.end - 1);
      assert.equal(rebuilt, url, 'the URL is the content without its whitespace runs');
      for (const h of loc.hyphenBreaks) assert.equal(url[h], '-');
    }
    previousEnd = loc.end;
  }
}
