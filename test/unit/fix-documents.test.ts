/**
 * Fix-all keeps how each document type reads its text: each case is an input `npm run fuzz` found where a "safe" fix
 * changed the reading of the document around it (a Markdown autolink, an attribute value, a JSON escape, a YAML
 * scalar, a roff escape argument), so the URL moved, was lost, or the next run had something left to fix. Each
 * states the URLs found (document spans), the diagnostics with a safe fix (code@offset), what fix-all writes, and the
 * URLs found in that: a second run has nothing safe left and changes nothing.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyEdits, fixAllEdits, lintText, type DocumentType, type Preset } from '../../engine/src';

interface Case {
  /** What went wrong before. */
  name: string;
  type: DocumentType;
  preset: Preset;
  text: string;
  /** The URLs found, as document spans start-end. */
  urls: string[];
  /** Every diagnostic, as code@document offset, with "!" after those that have a safe fix. */
  diagnostics: string[];
  /** The text after fix-all. */
  fixed: string;
  /** The URLs found in the fixed text. */
  urlsAfter: string[];
}

const CASES: Case[] = [
  // Markdown: a control character no longer stops `<...>` being an autolink, read as written before and after.
  {
    name: 'Markdown: encoding U+0000 made `<...>` an autolink, so "\\>" was no longer an escaped ">"',
    type: 'markdown', preset: 'default', text: '<http://x/\u0000\\>',
    // The backslash stays: a browser reads it as "/" in an http path.
    urls: ['0-13'], diagnostics: ['control-character@10!', 'unsafe-character@11'],
    fixed: '<http://x/%00\\>', urlsAfter: ['0-15'],
  },
  {
    name: 'Markdown: "&amp;" in the host was decoded until the U+0000 after it was encoded',
    type: 'markdown', preset: 'strict', text: '<ps://&amp;/\u0000>',
    // A control character that ends a URL is dropped by a browser: encoded, it would become part of the path.
    urls: ['0-14'], diagnostics: ['host-invalid-character@6', 'host-invalid-character@10', 'control-character@12'],
    fixed: '<ps://&amp;/\u0000>', urlsAfter: ['0-14'],
  },
  {
    name: 'Markdown: "&lt;" made a wrapper `<http:...>` inside `<RL:...>` until the U+0000 was encoded',
    type: 'markdown', preset: 'default', text: '<RL:&lt;http:\u0000>',
    urls: [], diagnostics: [],
    fixed: '<RL:&lt;http:\u0000>', urlsAfter: [],
  },
  {
    // Once both were encoded in one run; now neither is, as no scheme is there to say what the text is (RFC 1738 2.1).
    name: 'Markdown: a `<URL:...>` with U+0000 and a backslash and no scheme: neither is encoded',
    type: 'markdown', preset: 'default', text: '<URL:\u0000w\\>',
    urls: ['0-9'], diagnostics: ['control-character@5', 'invalid-scheme@5', 'unsafe-character@7'],
    fixed: '<URL:\u0000w\\>', urlsAfter: ['0-9'],
  },
  // HTML and XML: a "<" that keeps an open `<...>` in an attribute value from being a wrapper stays.
  {
    name: 'XML: in an unclosed attribute, "%3C" for "<" made `<URL:news:w%3C}>` a wrapper',
    type: 'xml', preset: 'strict', text: '<a href="<URL:news:w<}>',
    urls: ['14-21'], diagnostics: ['news-invalid@20', 'unsafe-character@20'],
    fixed: '<a href="<URL:news:w<}>', urlsAfter: ['14-21'],
  },
  {
    name: 'HTML: "%3C" for the inner "<" made `<news:H%3C>` a wrapper, one character before the URL',
    type: 'html', preset: 'default', text: '<a href="<news:H<><c>',
    urls: ['10-21'], diagnostics: ['unsafe-character@16', 'url-template@18'],
    fixed: '<a href="<news:H<><c>', urlsAfter: ['10-21'],
  },
  {
    name: 'XML: the same with the "<" written "&lt;"',
    type: 'xml', preset: 'default', text: '<a href="<URL:file:///&lt;>',
    urls: ['14-27'], diagnostics: ['unsafe-character@22'],
    fixed: '<a href="<URL:file:///&lt;>', urlsAfter: ['14-27'],
  },
  {
    name: 'XML: the same with text between the "<URL:" and the URL',
    type: 'xml', preset: 'strict', text: '<a href="<URL:;news:w<>',
    urls: ['15-23'], diagnostics: ['news-invalid@21', 'unsafe-character@21'],
    fixed: '<a href="<URL:;news:w<>', urlsAfter: ['15-23'],
  },
  {
    name: 'XML: with no open "<" before the URL, its "<" and ">" are encoded together',
    type: 'xml', preset: 'default', text: '<a href="ftp:///</>',
    // A browser reads "<" as the host (it skips the slashes after a special scheme's ":"): it stays.
    urls: ['9-19'], diagnostics: ['host-missing@14', 'unsafe-character@16', 'unsafe-character@18!'],
    fixed: '<a href="ftp:///</%3E', urlsAfter: ['9-21'],
  },
  // A backslash escapes the character an edit would rewrite.
  {
    name: 'JSON: lower-casing the scheme turned the literal "\\T" into the escape "\\t"',
    type: 'json', preset: 'default', text: '"\\Telnet://c"',
    urls: ['2-12'], diagnostics: ['scheme-case@2'],
    fixed: '"\\Telnet://c"', urlsAfter: ['2-12'],
  },
  {
    name: 'JSON: after an escaped backslash ("\\\\") the scheme is lower-cased',
    type: 'json', preset: 'default', text: '"\\\\Telnet://c"',
    urls: ['3-13'], diagnostics: ['scheme-case@3!'],
    fixed: '"\\\\telnet://c"', urlsAfter: ['3-13'],
  },
  {
    name: 'C: a backslash and the character after it, where a scheme would stand, are not encoded',
    // strict: by default a non-ASCII character is a hint with no fix (RFC 3987). Once both were encoded in one run.
    type: 'c', preset: 'strict', text: '//<URL:\\\ucf37T>',
    urls: ['2-11'], diagnostics: ['invalid-scheme@7', 'unsafe-character@7', 'non-ascii-character@8'],
    fixed: '//<URL:\\\ucf37T>', urlsAfter: ['2-11'],
  },
  // YAML: a "[" inside a plain scalar is a character, not a flow indicator.
  {
    name: 'YAML: the URL ended at the quote after "[" until the "[" was encoded',
    type: 'yaml', preset: 'strict', text: "file:///['t'",
    urls: ['0-11'], diagnostics: ['unsafe-character@8!'],
    fixed: "file:///%5B't'", urlsAfter: ['0-13'],
  },
  {
    name: 'YAML: a "[" that opens a flow sequence still starts quoted scalars',
    type: 'yaml', preset: 'default', text: "list: ['http://a/[', 'x']",
    urls: ['8-18'], diagnostics: ['unsafe-character@17!'],
    fixed: "list: ['http://a/%5B', 'x']", urlsAfter: ['8-20'],
  },
  // roff: an argument whose closing delimiter is missing runs to the end of the line.
  {
    name: 'roff: the "-" of "xn--" closed the argument of `\\Z-` in the middle of the URL',
    type: 'roff', preset: 'default', text: '\\Z-HTTP://\ufbc6',
    urls: [], diagnostics: [],
    fixed: '\\Z-HTTP://\ufbc6', urlsAfter: [],
  },
  {
    name: 'roff: after a closed argument, the next URL is read and fixed',
    type: 'roff', preset: 'default', text: "\\Z'x' HTTP://\ufbc6/\n",
    // The host's conversion is a quick fix only: fix-all never converts a host.
    urls: ['6-15'], diagnostics: ['scheme-case@6!', 'host-non-ascii@13'],
    fixed: "\\Z'x' http://\ufbc6/\n", urlsAfter: ['6-15'],
  },
];

const spans = (type: DocumentType, preset: Preset, text: string): string[] =>
  lintText(text, { documentType: type, preset }).urls.map((u) => `${u.locator.start}-${u.locator.end}`);

for (const c of CASES) {
  test(`fix-all keeps the document's reading: ${c.name}`, () => {
    const options = { documentType: c.type, preset: c.preset };
    const before = lintText(c.text, options);
    assert.deepEqual(spans(c.type, c.preset, c.text), c.urls);
    const shown = [...before.diagnostics]
      .sort((a, b) => a.start - b.start || a.code.localeCompare(b.code))
      .map((d) => `${d.code}@${d.start}${d.fixes.some((f) => f.safe) ? '!' : ''}`);
    assert.deepEqual(shown, c.diagnostics);
    const fixed = applyEdits(c.text, fixAllEdits(before.diagnostics));
    assert.equal(fixed, c.fixed);
    const after = lintText(fixed, options);
    assert.deepEqual(spans(c.type, c.preset, fixed), c.urlsAfter);
    assert.deepEqual(after.diagnostics.filter((d) => d.fixes.some((f) => f.safe)).map((d) => `${d.code}@${d.start}`), []);
    assert.equal(applyEdits(fixed, fixAllEdits(after.diagnostics)), fixed);
  });
}

test('fix-all keeps the document\'s reading: the guarded fixes are still offered', () => {
  const json = lintText('"\\Telnet://c"', { documentType: 'json' });
  assert.deepEqual(json.diagnostics.map((d) => d.fixes.map((f) => ({ safe: f.safe, edits: f.edits }))), [[{ safe: false, edits: [{ start: 2, end: 8, newText: 'telnet' }] }]]);
  const html = lintText('<a href="<news:H<>">', { documentType: 'html' });
  assert.deepEqual(
    html.diagnostics.filter((d) => d.code === 'unsafe-character').map((d) => d.fixes.map((f) => ({ safe: f.safe, edits: f.edits }))),
    // "<>" is one run of unsafe characters: one diagnostic, one fix that encodes both.
    [[{ safe: false, edits: [{ start: 16, end: 17, newText: '%3C' }, { start: 17, end: 18, newText: '%3E' }] }]],
  );
});
