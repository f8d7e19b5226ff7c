/**
 * The finder in each URL context (document/view/view.ts): where a bare URL ends depends on the view it is in. Cases mark
 * every expected span with ⟦ ⟧ (see find-cases.test.ts); a span starting with "<" is a wrapper whose URL is listed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findLocators } from '../../engine/src';
import type { UrlContext } from '../../engine/src/document/view';
import { checkMarked, summarize, URL_CONTEXTS } from './find-support';

/** Each case as each context reads it: the same text, marked for every context. */
const sameText: { [K in UrlContext]: string }[] = [
  // Markdown emphasis is dropped from the end only in Markdown; inside a URL "_" stays everywhere.
  {
    prose: 'See **⟦https://typescript-eslint.io**⟧ for docs.',
    markdown: 'See **⟦https://typescript-eslint.io⟧** for docs.',
    comment: 'See **⟦https://typescript-eslint.io**⟧ for docs.',
    string: 'See **⟦https://typescript-eslint.io**⟧ for docs.',
    attribute: 'See **⟦https://typescript-eslint.io**⟧ for docs.',
  },
  {
    prose: '_⟦https://x.example/a_⟧ ~~⟦https://x.example~~⟧ ⟦https://x.example/a_b⟧',
    markdown: '_⟦https://x.example/a⟧_ ~~⟦https://x.example⟧~~ ⟦https://x.example/a_b⟧',
    comment: '_⟦https://x.example/a_⟧ ~~⟦https://x.example~~⟧ ⟦https://x.example/a_b⟧',
    string: '_⟦https://x.example/a_⟧ ~~⟦https://x.example~~⟧ ⟦https://x.example/a_b⟧',
    attribute: '_⟦https://x.example/a_⟧ ~~⟦https://x.example~~⟧ ⟦https://x.example/a_b⟧',
  },
  {
    prose: '~⟦https://a.example/~u~⟧ **⟦https://a.example/b**⟧. *⟦https://a.example/*x*⟧',
    markdown: '~⟦https://a.example/~u⟧~ **⟦https://a.example/b⟧**. *⟦https://a.example/*x⟧*',
    comment: '~⟦https://a.example/~u~⟧ **⟦https://a.example/b**⟧. *⟦https://a.example/*x*⟧',
    string: '~⟦https://a.example/~u~⟧ **⟦https://a.example/b**⟧. *⟦https://a.example/*x*⟧',
    attribute: '~⟦https://a.example/~u~⟧ **⟦https://a.example/b**⟧. *⟦https://a.example/*x*⟧',
  },
  // In Markdown and comments "|" ends only an inline link's target (JSDoc {@link url|label}) and a URL that a "|"
  // opens on its line (a table cell, a record's field); elsewhere the rules flag it.
  {
    prose: '{@link ⟦https://a.example/x|Label⟧}',
    markdown: '{@link ⟦https://a.example/x⟧|Label}',
    comment: '{@link ⟦https://a.example/x⟧|Label}',
    string: '{@link ⟦https://a.example/x|Label⟧}',
    attribute: '{@link ⟦https://a.example/x|Label⟧}',
  },
  {
    // In prose the last "|", ending the line, is the table's border (find/bare.ts trimTableBorder); inside it is unsafe.
    prose: '| ⟦https://a.example⟧ | b |\n|⟦https://a.example/x|https://b.example/⟧|',
    markdown: '| ⟦https://a.example⟧ | b |\n|⟦https://a.example/x⟧|⟦https://b.example/⟧|',
    comment: '| ⟦https://a.example⟧ | b |\n|⟦https://a.example/x⟧|⟦https://b.example/⟧|',
    string: '| ⟦https://a.example⟧ | b |\n|⟦https://a.example/x|https://b.example/|⟧',
    attribute: '| ⟦https://a.example⟧ | b |\n|⟦https://a.example/x|https://b.example/|⟧',
  },
  {
    prose: 'See ⟦https://a.example/a|b⟧ or {@linkcode ⟦https://a.example/x|y⟧} {@linkplain\t⟦https://a.example/p|q⟧}',
    markdown: 'See ⟦https://a.example/a|b⟧ or {@linkcode ⟦https://a.example/x⟧|y} {@linkplain\t⟦https://a.example/p⟧|q}',
    comment: 'See ⟦https://a.example/a|b⟧ or {@linkcode ⟦https://a.example/x⟧|y} {@linkplain\t⟦https://a.example/p⟧|q}',
    string: 'See ⟦https://a.example/a|b⟧ or {@linkcode ⟦https://a.example/x|y⟧} {@linkplain\t⟦https://a.example/p|q⟧}',
    attribute: 'See ⟦https://a.example/a|b⟧ or {@linkcode ⟦https://a.example/x|y⟧} {@linkplain\t⟦https://a.example/p|q⟧}',
  },
  // A "|"-separated record (undici's docs): in a comment, a "|" before the URL on its line makes "|" a separator.
  {
    prose: 'x|a->⟦https://a.example/x|b⟧\nc ⟦https://a.example/y|z⟧',
    markdown: 'x|a->⟦https://a.example/x⟧|b\nc ⟦https://a.example/y|z⟧',
    comment: 'x|a->⟦https://a.example/x⟧|b\nc ⟦https://a.example/y|z⟧',
    string: 'x|a->⟦https://a.example/x|b⟧\nc ⟦https://a.example/y|z⟧',
    attribute: 'x|a->⟦https://a.example/x|b⟧\nc ⟦https://a.example/y|z⟧',
  },
  // "`" ends a URL in Markdown (a code span's delimiter); elsewhere it only trails.
  {
    prose: '`⟦https://a.example/x⟧` `curl ⟦https://a.example/a`b⟧`',
    markdown: '`⟦https://a.example/x⟧` `curl ⟦https://a.example/a⟧`b`',
    comment: '`⟦https://a.example/x⟧` `curl ⟦https://a.example/a`b⟧`',
    string: '`⟦https://a.example/x⟧` `curl ⟦https://a.example/a`b⟧`',
    attribute: '`⟦https://a.example/x⟧` `curl ⟦https://a.example/a`b⟧`',
  },
  // In an attribute value, references are decoded: "<", ">", '"' and a backslash are the URL's own characters.
  {
    prose: '⟦http://google.com/search?q=⟧<html>',
    markdown: '⟦http://google.com/search?q=⟧<html>',
    comment: '⟦http://google.com/search?q=⟧<html>',
    string: '⟦http://google.com/search?q=⟧<html>',
    attribute: '⟦http://google.com/search?q=<html>⟧',
  },
  {
    prose: '⟦http://a.example/a\\b⟧"c" ⟦http://a.example/d⟧"',
    // CommonMark escapes only punctuation: a backslash before a letter is the URL's own, as in prose.
    markdown: '⟦http://a.example/a\\b⟧"c" ⟦http://a.example/d⟧"',
    comment: '⟦http://a.example/a\\b⟧"c" ⟦http://a.example/d⟧"',
    // A string view holds the decoded value: a backslash left in it is the value's own.
    string: '⟦http://a.example/a\\b⟧"c" ⟦http://a.example/d⟧"',
    attribute: '⟦http://a.example/a\\b"c"⟧ ⟦http://a.example/d"⟧',
  },
  {
    prose: '<a href="⟦http://x.example/⟧">link</a>',
    markdown: '<a href="⟦http://x.example/⟧">link</a>',
    comment: '<a href="⟦http://x.example/⟧">link</a>',
    string: '<a href="⟦http://x.example/⟧">link</a>',
    attribute: '<a href="⟦http://x.example/">link</a>⟧',
  },
  // Control characters end a URL except in an attribute, where they are the URL's own (and flagged).
  {
    prose: '⟦http://a.example/⟧\u0001x ⟦http://b.example/⟧\u0085x',
    markdown: '⟦http://a.example/⟧\u0001x ⟦http://b.example/⟧\u0085x',
    comment: '⟦http://a.example/⟧\u0001x ⟦http://b.example/⟧\u0085x',
    string: '⟦http://a.example/⟧\u0001x ⟦http://b.example/⟧\u0085x',
    attribute: '⟦http://a.example/\u0001x⟧ ⟦http://b.example/⟧\u0085x',
  },
];

/** Cases that read alike in every context. */
const everyContext: { text: string; wrapped?: string[] }[] = [
  // Whitespace, ASCII or Unicode, ends a URL everywhere; so do typographic and CJK punctuation.
  { text: '⟦http://a.example/a⟧ b\t⟦http://b.example/⟧\n⟦http://c.example⟧\u00a0x ⟦http://d.example⟧\u3000x' },
  { text: '“⟦http://a.example/x⟧” «⟦http://a.example/y⟧» 「⟦http://a.example/z⟧」' },
  // Trailing sentence punctuation and unbalanced closers are dropped everywhere: they only ever shorten a URL.
  { text: 'Visit ⟦https://a.example/⟧. (see ⟦http://a.example/x⟧) ⟦http://a.example/A_(b)⟧, ⟦mailto:joe@a.example⟧?' },
  // Template placeholders are the rules' business: the finder keeps them in.
  { text: '⟦https://api.example/items/{item_id}⟧ ⟦http://%s/⟧ ⟦https://github.com/${project}/raw⟧' },
  // A word boundary before the scheme holds everywhere.
  { text: 'x.http://a.example git+https://a.example 3http://a.example' },
  // Wrappers are found in every context, whatever ends a bare URL there.
  { text: 'at ⟦<URL:http://a.example/b c>⟧|⟦<https://a.example/*x*>⟧`', wrapped: ['http://a.example/bc', 'https://a.example/*x*'] },
  { text: '⟦<URL:ftp://a.example/pub/\n\n  x>⟧', wrapped: ['ftp://a.example/pub/x'] },
];

test('each context ends a bare URL where its reader does', async (t) => {
  for (const row of sameText) {
    for (const context of URL_CONTEXTS) {
      await t.test(`${context}: ${JSON.stringify(row[context])}`, () => checkMarked(row[context], { context }));
    }
  }
});

test('what every context reads alike', async (t) => {
  for (const { text, wrapped } of everyContext) {
    for (const context of URL_CONTEXTS) {
      await t.test(`${context}: ${JSON.stringify(text)}`, () => checkMarked(text, { context, wrapped }));
    }
  }
});

test('real lines from comments, strings and Markdown', async (t) => {
  const cases: [UrlContext, string][] = [
    ['comment', ' See {@link ⟦https://a.example/x⟧|Label} '],
    ['comment', ' see ⟦https://a.example/x⟧.'],
    ['string', '⟦http://www.w3.org/2000/svg⟧'],
    ['string', '⟦https://api.example/items/{item_id}⟧'],
    ['string', '{"url":"⟦http://a.example/x⟧","n":1}'],
    // The reader decodes `\\n` to a line feed, which ends the URL; a backslash still in the value is in the URL.
    ['string', '⟦http://a.example/x⟧\n'],
    ['string', '⟦http://json-schema.org/draft-07\\schema⟧'],
    ['markdown', '[docs](⟦https://a.example/x_(y)⟧) ![img](⟦https://a.example/i.png⟧)'],
    ['markdown', '[id]: ⟦https://a.example/x⟧ "T"'],
    ['markdown', '| ⟦https://a.example⟧ | b |'],
    ['attribute', '⟦http://a.example/?a=1&b=2⟧'],
  ];
  for (const [context, text] of cases) await t.test(`${context}: ${JSON.stringify(text)}`, () => checkMarked(text, { context }));
});

test('the default context is prose', () => {
  const text = 'See **https://a.example/x|y**.';
  assert.deepEqual(summarize(findLocators(text)), summarize(findLocators(text, {}, 'prose')));
  assert.deepEqual(findLocators(text).map((l) => l.url), ['https://a.example/x|y**']);
});
