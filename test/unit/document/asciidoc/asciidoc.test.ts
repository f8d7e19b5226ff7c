/**
 * The AsciiDoc reader: URLs as Asciidoctor reads them. Each case marks the document span of every URL with ⟦ ⟧;
 * diagnostics are codes with the document text they cover (see ../support.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findDirectives } from '../../../../engine/src/config/directives';
import { lintText } from '../../../../engine/src';
import { assertFindsInAnyText, assertFixesTo, assertViewsOfEach, checkFind, checkLint, DEADLINE, MB, textOf, viewTexts } from '../support';

test('asciidoc: a URL macro\'s [text] and a link: macro\'s name are markup, not URL', () => {
  checkFind('asciidoc', 'See ⟦https://example.org/guide⟧[the guide].');
  checkFind('asciidoc', 'link:⟦https://example.org/a⟧[text] and link:relative/path[text]');
  checkFind('asciidoc', 'Write to ⟦mailto:team@example.org⟧[the team, Hi] or ⟦https://example.org/x⟧[].');
  checkFind('asciidoc', 'image::⟦https://example.org/logo.png⟧[Logo,200] and ⟦<https://example.org/auto>⟧', ['https://example.org/logo.png', 'https://example.org/auto']);
  // Not a macro: no "[" after the target, so the URL ends as in running text.
  checkFind('asciidoc', 'Visit ⟦https://example.org/⟧, then *⟦https://example.org/b⟧*.');
  // The [text] may hold a URL of its own: the reader shows it.
  checkFind('asciidoc', '⟦https://example.org/a⟧[⟦https://example.org/a⟧]');
});

test('asciidoc: a macro target is the whole value, its mistakes reported where they are', () => {
  checkLint('asciidoc', {
    text: 'See ⟦https://example.org/a^b⟧[the guide^].',
    urls: ['https://example.org/a^b'],
    diagnostics: [['unsafe-character', '^']],
  });
  checkLint('asciidoc', { text: 'link:⟦https://example.org/my|file⟧[text]', urls: ['https://example.org/my|file'], diagnostics: [['unsafe-character', '|']] });
  assertFixesTo('asciidoc', 'See https://example.org/a^b[the guide^].', 'See https://example.org/a%5Eb[the guide^].');
  // An upper-case scheme is read as the macro it becomes once lower-cased, so the fix keeps the URL (found by fuzzing).
  checkFind('asciidoc', '⟦FTP://j⟧[text] ⟦HTTP://a.example/⟧[');
  assertFixesTo('asciidoc', 'HTTP://a.example/x[text]', 'http://a.example/x[text]');
});

test('asciidoc: listing, literal and source blocks, indented paragraphs and monospace are code examples', () => {
  const text = [
    '[source,shell]',
    '----',
    'curl https://a.example/x^y',
    '----',
    '',
    '....',
    'https://b.example/{id}^',
    '....',
    '',
    '[source]',
    'curl https://c.example/^',
    '',
    '  indented https://d.example/^',
    '',
    'Run `curl https://e.example/^` now.',
    '',
    '```sh',
    'curl https://f.example/^',
    '```',
  ].join('\n');
  const result = lintText(text, { documentType: 'asciidoc' });
  assert.deepEqual(result.urls.map((u) => u.locator.url), ['https://a.example/x^y', 'https://b.example/{id}^', 'https://c.example/^', 'https://d.example/^', 'https://e.example/^', 'https://f.example/^']);
  assert.deepEqual(result.diagnostics.filter((d) => d.severity !== 'hint'), []);
  assert.ok(result.diagnostics.every((d) => d.fixes.length === 0));
});

test('asciidoc: an include:: directive is read in a listing block too (the preprocessor reads it); elsewhere in it text is code', () => {
  // asciidoctor/asciidoctorj asciidoctorj-core/src/test/resources/sample-with-uri-include.ad @ e0af807 (fresh2 set):
  // `[]` was an unsafe character of a URL read as plain text.
  // The indented one is the example's text, where a URL macro's `[]` ends the URL as in any text (find/bare.ts).
  checkLint('asciidoc', { text: '[source,ruby]\n----\ninclude::⟦http://example.com/asciidoctorclass.rb⟧[]\n  include::⟦http://a.example/x^⟧[]\n----\n', urls: ['http://example.com/asciidoctorclass.rb', 'http://a.example/x^'], diagnostics: [['unsafe-character', '^']] });
});

test('asciidoc: attribute entries are values, {name} references placeholders, comments are comments', () => {
  checkFind('asciidoc', ':url-repo: ⟦https://github.com/asciidoctor/asciidoctor⟧\n\nSee {url-repo}[the repository].');
  checkLint('asciidoc', { text: ':url-guide: ⟦https://example.org/my guide.pdf⟧', urls: ['https://example.org/my guide.pdf'], diagnostics: [['unsafe-character', ' ']] });
  // A value soft-wrapped with " \": the break reads as a space.
  assert.deepEqual(viewTexts('asciidoc', ':desc: see https://a.example/ \\\n  and more\n'), [['prose', 'see https://a.example/ and more']]);
  checkFind('asciidoc', 'Docs at ⟦https://example.org/{version}/guide⟧[guide]');
  // Comments are read as a code comment is (a URL there is the author's), block markers and all left out.
  assert.deepEqual(viewTexts('asciidoc', '// https://a.example/old\n////\nhttps://b.example/\n////\nnew'), [
    ['comment', ' https://a.example/old'],
    ['comment', 'https://b.example/\n'],
    ['markdown', 'new'],
  ]);
  const text = '// urlsmith-disable-next-line\nSee https://example.org/a^b[x].';
  assert.deepEqual(findDirectives(text, 'asciidoc').map((d) => d.kind), ['disable-next-line']);
  // In a listing block it is the example's text, not a directive.
  assert.deepEqual(findDirectives('----\nurlsmith-disable\n----\nhttps://a.example/^', 'asciidoc'), []);
});

test('asciidoc: what only looks like a block: a title underline, an indented list item, commented-out AsciiDoc', () => {
  // A two-line section title's underline is no listing block.
  checkFind('asciidoc', 'Larger Discussions\n------------------\nor link:⟦https://lore.kernel.org/git/a@b/⟧[improving UX]).');
  // A description list term's indented text is no literal paragraph (git's docs); after a paragraph, it is.
  const severity = (text: string): string | undefined => lintText(text, { documentType: 'asciidoc' }).diagnostics[0]?.severity;
  assert.equal(severity('Hard case::\n\n\tor a command like\n\thttps://github.com/newren/git-filter-repo^[`filter-repo`].'), 'error');
  assert.equal(severity('Text.\n\n  https://a.example/^\n'), 'hint');
  // An indented list item is no literal paragraph.
  checkFind('asciidoc', '  * ⟦https://rubygems.org/gems/asciidoctor⟧[RubyGem (asciidoctor)]');
  // A commented-out block still holds AsciiDoc: its macros are macros.
  checkFind('asciidoc', '////\nRequires the ⟦https://rubygems.org/gems/a⟧[a^] gem.\n////');
  // A backslash escaping a replacement (`\...`) is gone before the macro is read (Asciidoctor's substitution order).
  checkFind('asciidoc', '⟦https://github.com/a/b/compare/v1.5.6\\...v1.5.6.1⟧[full diff]', ['https://github.com/a/b/compare/v1.5.6...v1.5.6.1']);
  checkFind('asciidoc', ':greatest: ⟦https://github.com/silentbicycle/greatest⟧[Greatest]');
});

test('asciidoc: compound blocks and tables hold AsciiDoc', () => {
  checkFind('asciidoc', '====\nSee ⟦https://a.example/⟧[a].\n====\n\n|===\n|⟦https://b.example/x⟧|desc\n|===');
  checkFind('asciidoc', '[quote]\n____\nQuoted ⟦https://c.example/⟧[c]\n____');
});

const asciidocText = textOf([
  'https://a.example/', 'link:', 'mailto:', 'image::', '[', ']', '`', '----', '....', '////', '```', '[source]', ':a: ', ' \\',
  '//', '\n', '\r\n', ' ', '  ', '{x}', '<', '>', 'x', '|===', 'é', '\ud800',
]);

test('asciidoc: any input reads without throwing, views stay inside the document and in order', () => {
  assertFindsInAnyText(['asciidoc'], asciidocText, 2000);
});

test('asciidoc: a megabyte of hostile input reads in linear time', DEADLINE, () => {
  assertViewsOfEach(['asciidoc'], ['`'.repeat(MB), 'https://'.repeat(MB / 8), 'link:a'.repeat(MB / 6), '----\n'.repeat(MB / 5), ':a: b \\\n'.repeat(MB / 8), 'https://a.example/x['.repeat(MB / 20), '----\ninclude::'.repeat(MB / 15)]);
});
