/**
 * The HTML/XML reader: URLs in text, comments and attribute values, character references decoded. Each case marks
 * the document span of every URL with ⟦ ⟧ and gives its URL as the reader sees it; diagnostics are codes with the
 * document text they cover (first occurrence at or after the first URL), so a range over a reference is all of it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lintText, type DocumentType } from '../../../../engine/src';
import { assertFixesTo, assertLintsAnyText, checkLint, textOf, type LintCase } from '../support';

interface Case extends LintCase {
  type?: DocumentType;
}

const cases: Case[] = [
  // "<html>" reads as a placeholder in a URL: a hint over both references, and no fix rewrites it.
  { text: '<a href="⟦http://google.com/search?q=&lt;html&gt;⟧">', urls: ['http://google.com/search?q=<html>'], diagnostics: [['url-template', '&lt;html&gt;']] },
  { text: '<a href="⟦http://a.example/?q=1&lt;2⟧">', urls: ['http://a.example/?q=1<2'], diagnostics: [['unsafe-character', '&lt;']] },
  { text: '<a href="⟦http://a.example/?a=1&amp;b=2⟧">x</a>', urls: ['http://a.example/?a=1&b=2'] },
  { text: "<a href='⟦http://a.example/&#38;&#x26;⟧' class=x>", urls: ['http://a.example/&&'] },
  { text: '<img src=⟦http://a.example/i.png⟧>', urls: ['http://a.example/i.png'] },
  // An unknown reference stays as written; a reference without ";" is not read.
  { text: '<a href="⟦http://a.example/&foo;x&amp⟧">', urls: ['http://a.example/&foo;x&amp'] },
  // Text and comments are prose; tags end the text before them.
  { text: '<p>see ⟦http://a.example/x&amp;y⟧<br>next ⟦http://b.example/⟧</p>', urls: ['http://a.example/x&y', 'http://b.example/'] },
  { text: '<!-- old: ⟦http://a.example/&amp;⟧ -->text', urls: ['http://a.example/&'] },
  // Other attribute values are running text: the ")" ends the sentence, not the URL.
  { text: '<img alt="logo (⟦http://a.example⟧)" title="see ⟦http://b.example/⟧.">', urls: ['http://a.example', 'http://b.example/'] },
  // Script content is raw text: "a<b" is no tag, references stay.
  { text: '<script>if (a<b) go("⟦http://a.example/x⟧")</script>', urls: ['http://a.example/x'] },
  // Doctype, declarations and processing instructions are not text.
  { text: '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0//EN" "http://www.w3.org/TR/x.dtd"><?php echo "http://a.example/" ?>', urls: [] },
  // XML: five entities only, CDATA as written, processing instructions left out, any URL-valued attribute.
  {
    type: 'xml',
    text: '<?xml-stylesheet href="http://a.example/s.xsl"?><x uri="⟦http://a.example/&amp;&nbsp;x⟧"><![CDATA[⟦http://b.example/&amp;x⟧]]></x>',
    urls: ['http://a.example/&&nbsp;x', 'http://b.example/&amp;x'],
  },
  { type: 'xml', text: '<project><url>⟦https://a.example/p⟧</url></project>', urls: ['https://a.example/p'] },
  // `xsi:schemaLocation` is a list of namespace and location pairs (hibernate/hibernate-validator
  // engine/src/test/resources/org/hibernate/validator/test/internal/xml/my-interface-impl-mapping-bv-1.1.xml line 7
  // @ 3f5efd23f4d9): each URI is its own, not one URL with a space; a mistake in one is still reported.
  {
    type: 'xml',
    text: '<m xsi:schemaLocation="⟦http://jboss.org/xml/ns/javax/validation/mapping⟧ validation-mapping-1.1.xsd">',
    urls: ['http://jboss.org/xml/ns/javax/validation/mapping'],
  },
  {
    type: 'xml',
    text: '<m xsi:schemaLocation="⟦http://a.example/ns⟧\n  ⟦http://a.example/a|b.xsd⟧" href="⟦http://a.example/x^y⟧">',
    urls: ['http://a.example/ns', 'http://a.example/a|b.xsd', 'http://a.example/x^y'],
    diagnostics: [['unsafe-character', '|'], ['unsafe-character', '^']],
  },
  // Markup written inside a value, its own attribute quoted: the URL ends at that quote, not at the value's
  // whitespace (mdn/css-examples moz-context-properties/index.html line 38 @ 9bd9a3a: an SVG in a data: URL).
  {
    text: `<img src="data:image/svg+xml;utf8,<svg xmlns='⟦http://www.w3.org/2000/svg⟧'><rect width='100%'/></svg>">`,
    urls: ['http://www.w3.org/2000/svg'],
  },
  { text: '<i data-tip="<a href=&quot;⟦http://a.example/x⟧&quot;>x</a>">', urls: ['http://a.example/x'] },
  // A value that is a URL keeps its quotes: they are its own characters.
  { text: `<a href="⟦http://a.example/it's⟧">`, urls: ["http://a.example/it's"] },
];

test('html/xml: URLs and diagnostics as the reader of the page sees them', () => {
  for (const c of cases) checkLint(c.type ?? 'html', c);
});

test('html: a fix writes whole references, never half of one', () => {
  const text = '<a href="http://a.example/?q=1&lt;2&amp;r=3&gt;4 ">x</a> <a href=\'HTTP://b.example:80/\'>';
  assertFixesTo('html', text, '<a href="http://a.example/?q=1%3C2&amp;r=3%3E4 ">x</a> <a href=\'http://b.example/\'>');
});

const markup = textOf([
  '<', '>', '</', '<a', '<a href=', ' href="', '"', "'", '=', '/>', '<!--', '-->', '<![CDATA[', ']]>', '<!DOCTYPE', '<?', '?>',
  '<script>', '</script>', '<style>', '&', '&amp;', '&lt;', '&#', '&#x', '&#38;', '&#x1F600;', '&#0;', '&nbsp;', ';',
  'http://a.example/', ' ', '\n', 'x', 'é', '\ud800', '\u0000',
]);

test('html/xml: any input reads without throwing, views stay inside the document and in order', () => {
  for (const type of ['html', 'xml'] as const) assertLintsAnyText(type, markup, 1500);
});

test('html: unclosed constructs and a 1 MB line', () => {
  for (const text of ['<a href="http://a.example/', '<!-- http://a.example/', '<script>http://a.example/', '<![CDATA[http://a.example/', '<a', '&', '&#', '<']) {
    const found = lintText(text, { documentType: 'html' }).urls.map((u) => u.locator.url);
    assert.deepEqual(found, text.includes('http') ? ['http://a.example/'] : [], text);
  }
  const big = '<a href="http://a.example/' + 'x&amp;'.repeat(200_000) + '">' + '<b x="'.repeat(50_000);
  const result = lintText(big, { documentType: 'html' });
  assert.equal(result.urls.length, 1);
});
