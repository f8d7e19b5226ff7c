/** Properties of the finder over generated text (fast-check). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { findLocators } from '../../engine/src';
import type { UrlContext } from '../../engine/src/document/view';
import { assertLocatorInvariants } from './find-support';

/** Any UTF-16 code unit, lone surrogates and NUL included. */
const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

/** Text dense in the pieces the finder reacts to, so that random strings reach its branches. */
const piece = fc.constantFrom(
  'http', 'HTTP', 'ftp', 'mailto', 'news', 'file', 'x', 'a.example', ':', '//', '/', '<', '>', '<URL:', '<url:',
  ' ', '\t', '\n', '\r\n', '\r', '-', '(', ')', '[', ']', '{', '}', '.', ',', '"', "'", '=', '#', '%', 'é', '\u0000',
  '\ud800', '\udc00', '\u00a0', '“', '。', '|', '`', '*', '_', '~', '\\', '—', '…', '+', '...', '\n\n',
);
const anyContext = fc.constantFrom<UrlContext>('prose', 'markdown', 'comment', 'string', 'attribute');
const urlishText = fc.array(fc.oneof(piece, anyUnit), { maxLength: 80 }).map((parts) => parts.join(''));

test('arbitrary text never throws and every locator keeps the contract, in every context', () => {
  fc.assert(
    fc.property(fc.oneof(fc.string({ unit: anyUnit, maxLength: 200 }), urlishText), anyContext, (text, context) => {
      assertLocatorInvariants(text, findLocators(text, {}, context));
    }),
    { numRuns: 3000 },
  );
});

test('extra schemes never break the contract', () => {
  fc.assert(
    fc.property(urlishText, fc.array(fc.string({ maxLength: 6 }), { maxLength: 3 }), (text, extraSchemes) => {
      assertLocatorInvariants(text, findLocators(text, { extraSchemes }));
    }),
    { numRuns: 1000 },
  );
});

/** A URL with no character that ends a bare URL or trails one: host labels and path segments. */
const label = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), minLength: 1, maxLength: 8 });
const segment = fc.string({ unit: fc.constantFrom(...'abcxyz019-_~%=&+$*@/'), maxLength: 8 });
const httpUrl = fc
  .tuple(fc.constantFrom('http', 'https', 'ftp', 'HTTP'), fc.array(label, { minLength: 1, maxLength: 4 }), fc.array(segment, { maxLength: 4 }))
  .map(([scheme, labels, segments]) => `${scheme}://${labels.join('.')}/${segments.join('/')}`);

test('a bare URL in a sentence is found with exact bounds', () => {
  fc.assert(
    fc.property(
      httpUrl,
      fc.constantFrom('', 'see ', '(', '"', '<b>', 'URL:', '\n'),
      fc.constantFrom('', '.', ').', '"', '>', ', and', '!\n', ':'),
      // The contexts where '"' and ">" end a URL and "_", "~", "*" at its end stay in it.
      fc.constantFrom<UrlContext>('prose', 'comment', 'string'),
      (url, before, after, context) => {
        const text = before + url + after;
        const found = findLocators(text, {}, context);
        assert.deepEqual(
          found.map(({ kind, start, end, url: u }) => ({ kind, start, end, url: u })),
          [{ kind: 'bare', start: before.length, end: before.length + url.length, url }],
        );
      },
    ),
  );
});

/** Whitespace a writer may insert to break a long URL: never a blank line. */
const lineBreak = fc.constantFrom(' ', '\t', '\n      ', '\r\n   ', '  \n\t');

test('a wrapped URL broken across lines comes back whole, each character at its place, in every context', () => {
  fc.assert(
    fc.property(httpUrl, fc.array(fc.tuple(fc.nat(), lineBreak), { maxLength: 4 }), anyContext, (url, breaks, context) => {
      let content = url;
      for (const [at, ws] of breaks) {
        const i = at % (content.length + 1);
        // Two breaks side by side would make a blank line, which bounds how far the wrapper may reach.
        if (/\s/.test(content[i - 1] ?? '') || /\s/.test(content[i] ?? '')) continue;
        content = content.slice(0, i) + ws + content.slice(i);
      }
      const text = `Get it at <URL:${content}>.`;
      const found = findLocators(text, {}, context);
      assert.equal(found.length, 1);
      assert.equal(found[0]!.kind, 'wrapper');
      assert.equal(found[0]!.url, url);
      assert.equal(found[0]!.start, 'Get it at '.length);
      assert.equal(found[0]!.end, text.length - 1);
      assertLocatorInvariants(text, found);
    }),
  );
});
