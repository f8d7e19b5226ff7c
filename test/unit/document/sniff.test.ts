/**
 * A plain-text document that opens as AsciiDoc or reStructuredText is read as that markup
 * (engine/src/document/sniff.ts): `.txt` was both formats' extension for years.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { documentTypeOfText, lintText } from '../../../engine/src';

// asciidoctor/asciidoctor test/fixtures/asciidoc_index.txt (ae5891df10f1), lines 1-4 and 490-491.
const ASCIIDOC_INDEX = [
  'AsciiDoc Home Page',
  '==================',
  '// Web page meta data.',
  ':keywords:    AsciiDoc, DocBook, EPUB, PDF, ebooks, slideshow, slidy, man page',
  '',
  '- Post bug reports and patches to the',
  '  http://groups.google.com/group/asciidoc[asciidoc discussion list],',
  '',
].join('\n');

// geany/geany HACKING (be6bcd1e6d95), lines 1-4 and 48.
const GEANY_HACKING = ['=============', 'Hacking Geany', '=============', '.. contents::', '', '.. note:: For helping you to get started: https://help.github.com/articles/fork-a-repo', ''].join('\n');

test('a .txt that opens with a title and holds AsciiDoc-only lines is AsciiDoc: its link macro\'s [text] is markup, not the URL\'s', () => {
  assert.equal(documentTypeOfText('plaintext', ASCIIDOC_INDEX), 'asciidoc');
  const result = lintText(ASCIIDOC_INDEX, { documentType: 'plaintext' });
  assert.deepEqual(result.urls.map((u) => u.locator.url), ['http://groups.google.com/group/asciidoc']);
  assert.deepEqual(result.diagnostics.map((d) => `${d.code}@${d.start}`), []);
});

test('one that opens with an over- and underlined title and a directive is reStructuredText', () => {
  assert.equal(documentTypeOfText('plaintext', GEANY_HACKING), 'rst');
  assert.equal(documentTypeOfText('plaintext', 'Title\n=====\n\nSee `Django <https://www.djangoproject.com/>`_.\n'), 'rst');
  assert.equal(documentTypeOfText('plaintext', '= Guide\n\nRead linkgit:git-add[1] first.\n'), 'asciidoc');
});

test('a plain text with an underlined title and nothing only one markup writes stays plain text; so does one with both', () => {
  assert.equal(documentTypeOfText('plaintext', 'README\n======\n\nSee https://a.example/x[1] for more.\n'), 'plaintext');
  assert.equal(documentTypeOfText('plaintext', 'Notes\n\n:keywords: a\n'), 'plaintext');
  assert.equal(documentTypeOfText('plaintext', 'Mixed\n=====\n// a comment\n.. note:: x\n'), 'plaintext');
  // A name's type or the user's wins.
  assert.equal(documentTypeOfText('markdown', ASCIIDOC_INDEX), 'markdown');
});
