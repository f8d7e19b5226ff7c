/**
 * The Markdown reader: URLs in prose, code, link destinations, autolinks, reference definitions and inline HTML.
 * Each case marks the document span of every URL with ⟦ ⟧ and gives its URL as the reader sees it; diagnostics are
 * codes with the document text they cover (first occurrence at or after the first URL).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lintText } from '../../../../engine/src';
import { viewsOf } from '../../../../engine/src/document/read';
import { assertFixesTo, assertLintsAnyText, checkLint, textOf, type LintCase } from '../support';

const cases: LintCase[] = [
  // Real lines from READMEs.
  { text: 'See **⟦https://typescript-eslint.io⟧** for docs.', urls: ['https://typescript-eslint.io'] },
  { text: '[docs](⟦https://a.example/x_(y)⟧)', urls: ['https://a.example/x_(y)'] },
  { text: 'at ⟦<https://a.example/b>⟧.', urls: ['https://a.example/b'] },
  { text: 'run `curl ⟦https://a.example/x⟧` now', urls: ['https://a.example/x'] },
  { text: '| ⟦https://a.example⟧ | b |\n|---|---|\n|⟦http://b.example/x⟧|c|', urls: ['https://a.example', 'http://b.example/x'] },
  { text: '![img](⟦https://a.example/i.png⟧)', urls: ['https://a.example/i.png'] },
  { text: '[id]: ⟦https://a.example/x⟧ "T"\n[b]: <⟦https://a.example/y_⟧>', urls: ['https://a.example/x', 'https://a.example/y_'] },
  // A destination is exactly the URL: a trailing "_" is not emphasis there; the title is left out; a space inside
  // "<...>" is the URL's.
  { text: '[a](⟦https://a.example/x_⟧ "see http://b.example/") and', urls: ['https://a.example/x_'] },
  // The `<...>` form allows a space (CommonMark 6.3; a renderer encodes it): the form markdown-link-space's fix writes.
  { text: '[b](<⟦https://a.example/y b⟧>)', urls: ['https://a.example/y b'] },
  { text: '[b](<⟦https://a.example/y|b⟧>)', urls: ['https://a.example/y|b'], diagnostics: [['unsafe-character', '|']] },
  // A tag inside an open <URL:...> wrapper is left out and the wrapper closes at its ">" (a reflowed reference list).
  { text: 'see ⟦<URL:ftp://a.example/doc</pre> /x.txt>⟧ and', urls: ['ftp://a.example/doc/x.txt'], diagnostics: [['wrapper-whitespace', ' ']] },
  { text: '[⟦https://a.example⟧](⟦https://a.example⟧)foo', urls: ['https://a.example', 'https://a.example'] },
  // Escapes and references are decoded in text and destinations, and map to their whole source.
  { text: 'a\\_b ⟦https://a.example/a\\_b&amp;c⟧ [x](⟦https://a.example/\\(p&#41;⟧)', urls: ['https://a.example/a_b&c', 'https://a.example/(p)'] },
  { text: 'a ⟦https://a.example/x⟧&#32;y', urls: ['https://a.example/x'] },
  // Code: a code span ends the URL at its end; code blocks are read as written, not as Markdown.
  { text: '`"⟦https://a.example/x⟧"` and ``⟦http://b.example/x⟧``y', urls: ['https://a.example/x', 'http://b.example/x'] },
  { text: '```sh\ncurl "⟦https://a.example/x?a=1&amp;b⟧" | sh\n```\nafter ⟦https://b.example/⟧', urls: ['https://a.example/x?a=1&amp;b', 'https://b.example/'] },
  { text: '- item\n\n  ```js\n  fetch("⟦https://a.example/a_⟧")\n  ```\n', urls: ['https://a.example/a_'] },
  // In code a backslash is not a Markdown escape: it stays, and ends the URL as in any code.
  { text: 'para\n\n    indented ⟦https://a.example/x⟧\\_y\n\nnext', urls: ['https://a.example/x'] },
  { text: '~~~\nunclosed ⟦http://a.example/a⟧\\_b', urls: ['http://a.example/a'] },
  // HTML blocks and inline HTML: attribute values, comments; tags are not text.
  {
    text: '<p align="center">\n  <a href="⟦https://a.example/x⟧"><img src="⟦https://b.example/i.png⟧" alt="x"></a>\n</p>\n\n**⟦https://c.example⟧**',
    urls: ['https://a.example/x', 'https://b.example/i.png', 'https://c.example'],
  },
  { text: 'text <a href="⟦http://a.example/&lt;x⟧">⟦http://b.example⟧</a> <!-- ⟦http://c.example⟧ --> end', urls: ['http://a.example/<x', 'http://b.example', 'http://c.example'], diagnostics: [['unsafe-character', '&lt;']] },
  { text: 'a <b and ⟦http://a.example/⟧', urls: ['http://a.example/'] },
  // Emphasis and strikethrough around a URL are markup.
  { text: '_⟦https://a.example/x⟧_ ~~⟦https://b.example⟧~~', urls: ['https://a.example/x', 'https://b.example'] },
];

test('markdown: URLs and diagnostics as the reader of the rendered page sees them', () => {
  for (const c of cases) checkLint('markdown', c);
});

test('markdown: a fix writes whole escapes and references, and leaves code as written', () => {
  const text = '[x](https://a.example/a\\_b^c&amp;d) `HTTP://b.example:80/^` https://c.example/a^b**';
  assertFixesTo('markdown', text, '[x](https://a.example/a\\_b%5Ec&amp;d) `HTTP://b.example:80/^` https://c.example/a%5Eb**');
});

const markdown = textOf([
  '`', '```', '~~~', '    ', '\t', '\n', '\n\n', '> ', '- ', '1. ', '[', ']', '](', '(', ')', '<', '>', '<a href="', '"',
  '<!--', '-->', '<div>', '<script>', '</script>', '[id]: ', '\\', '\\_', '&amp;', '&#', '&', '*', '_', '|', ' ',
  'http://a.example/', 'https://', 'x', 'é', '\ud800', '\u0000', '\r\n',
]);

test('markdown: any input reads without throwing, views stay inside the document and in order', () => {
  assertLintsAnyText('markdown', markdown, 2000);
});

test('markdown: unclosed constructs and 1 MB of them stay linear', () => {
  for (const text of ['`', '[a](', '<a href="', '<!--', '\\', '&', '```', '[x]: <', '](http://a.example/']) viewsOf('markdown', text);
  const heavy = ['`'.repeat(1) + 'x', '](', '<a b="', '<!-- ', '[a]: <x ', '``x', '<!x ', '&#'];
  for (const unit of heavy) {
    const text = (unit + ' ').repeat(Math.ceil(1_000_000 / (unit.length + 1))) + 'http://a.example/';
    const started = process.hrtime.bigint();
    const urls = lintText(text, { documentType: 'markdown' }).urls;
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    assert.ok(urls.length <= 1, unit);
    // Generous: a quadratic reader takes minutes on 1 MB, a linear one well under a second.
    assert.ok(ms < 10_000, `${unit}: ${ms} ms`);
  }
});
