/**
 * The reStructuredText reader: URLs as docutils reads them. Each case marks the document span of every URL with ⟦ ⟧;
 * diagnostics are codes with the document text they cover (see ../support.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findDirectives } from '../../../../engine/src/config/directives';
import { lintText } from '../../../../engine/src';
import { assertFindsInAnyText, assertFixesTo, assertViewsOfEach, checkFind, checkLint, DEADLINE, MB, textOf } from '../support';

test('rst: hyperlink references: the embedded URI is the URL, backticks and underscores are markup', () => {
  checkFind('rst', 'See `the guide <⟦https://example.org/guide⟧>`_ and `anonymous <⟦https://example.org/a⟧>`__.');
  checkFind('rst', '`⟦https://example.org/a⟧`_ and `Create ⟦https://example.org⟧`_ here');
  checkFind('rst', 'Plain ⟦https://example.org/x⟧, **⟦https://example.org/bold⟧**, and ⟦https://example.org/ref⟧_ too.');
  // An embedded URI wrapped over lines: its whitespace is removed (the specification's words).
  checkFind('rst', '- See `the docs\n  <⟦https://example.org/a/\n  b⟧>`_.', ['https://example.org/a/b']);
  // A role's <target> is a label, not a URL: left out.
  checkFind('rst', ':ref:`install <https-setup>` and :doc:`guide <https://not.example/>`');
});

test('rst: targets, images and their :target: option are URLs', () => {
  checkFind('rst', '.. _Python: ⟦https://www.python.org/⟧\n.. __: ⟦https://example.org/anon⟧\n__ ⟦https://example.org/short⟧');
  checkFind('rst', '.. _long: ⟦https://example.org/a/\n   b/c⟧\n\ntext', ['https://example.org/a/b/c']);
  checkFind('rst', '.. _`name: colon`: ⟦https://example.org/n⟧');
  checkFind('rst', '.. image:: ⟦https://example.org/logo.png⟧\n   :alt: Logo https://no.example/\n   :target: ⟦https://example.org/⟧');
  checkLint('rst', { text: '.. _guide: ⟦https://example.org/my guide.pdf⟧', urls: ['https://example.org/my guide.pdf'], diagnostics: [['unsafe-character', ' ']] });
  assertFixesTo('rst', '.. _guide: https://example.org/my guide.pdf\n', '.. _guide: https://example.org/my%20guide.pdf\n');
  assertFixesTo('rst', 'See `the guide <https://example.org/a^b>`_.', 'See `the guide <https://example.org/a%5Eb>`_.');
});

test('rst: literal blocks, code directives, doctests and inline literals are code examples', () => {
  const text = [
    'Run this::',
    '',
    '    curl https://a.example/x^y',
    '',
    'Back to text https://b.example/.',
    '',
    '.. code-block:: console',
    '   :caption: Example',
    '',
    '   $ curl https://c.example/^',
    '',
    '>>> fetch("https://d.example/^")',
    '',
    'Inline ``https://e.example/^`` and :code:`https://f.example/^` and :samp:`https://g.example/{x}^`.',
  ].join('\n');
  const result = lintText(text, { documentType: 'rst' });
  assert.deepEqual(result.urls.map((u) => u.locator.url), [
    'https://a.example/x^y', 'https://b.example/', 'https://c.example/^', 'https://d.example/^', 'https://e.example/^', 'https://f.example/^', 'https://g.example/{x}^',
  ]);
  assert.deepEqual(result.diagnostics.filter((d) => d.severity !== 'hint'), []);
  assert.ok(result.diagnostics.every((d) => d.fixes.length === 0));
});

test('rst: backslash escapes are decoded, comments hold directives, directive content is text', () => {
  checkFind('rst', 'see ⟦https://example.org/a\\_b⟧ here', ['https://example.org/a_b']);
  checkFind('rst', '.. note::\n   Read ⟦https://example.org/n⟧ first.\n\n.. raw:: html\n\n   <a href="https://raw.example/">x</a>');
  const text = '.. urlsmith-disable-next-line unsafe-character\n\nSee https://example.org/a^b.';
  assert.deepEqual(findDirectives(text, 'rst').map((d) => [d.kind, d.codes]), [['disable-next-line', ['unsafe-character']]]);
});

const rstText = textOf([
  'https://a.example/', '`', '``', '`_', '`__', '<', '>', ':code:', ':ref:', '.. ', '.. _x: ', '.. image:: ', '::', '\n', '\n\n', '   ',
  '\\', '\\ ', ' ', '>>> ', '__ ', 'x', 'é', '\ud800', '\r\n',
]);

test('rst: any input reads without throwing, views stay inside the document and in order', () => {
  assertFindsInAnyText(['rst'], rstText, 2000);
});

test('rst: a megabyte of hostile input reads in linear time', DEADLINE, () => {
  assertViewsOfEach(['rst'], ['`'.repeat(MB), '``'.repeat(MB / 2), ':a:`'.repeat(MB / 4), '.. _x: a\n'.repeat(MB / 9), 'x::\n\n  a\n'.repeat(MB / 10), '\\'.repeat(MB)]);
});

test('rst: a substitution reference |name| in running text is a placeholder; a literal block keeps it as written', () => {
  // readthedocs/sphinx_rtd_theme docs/demo/demo.rst line 164 @ 795de79: docutils replaces |version| there.
  const url = 'http://someurl/release-|version|.tar-gz';
  checkLint('rst', { text: `.. parsed-literal::\n\n    curl -O ⟦${url}⟧\n`, urls: [url], diagnostics: [['url-template', '|version|']] });
  checkLint('rst', { text: 'Get ⟦https://example.org/|release|/x.tgz⟧ now.', urls: ['https://example.org/|release|/x.tgz'], diagnostics: [['url-template', '|release|']] });
  checkLint('rst', { text: `Run this::\n\n    curl -O ⟦${url}⟧\n`, urls: [url], diagnostics: [['unsafe-character', '|'], ['unsafe-character', '|']] });
  // Outside reStructuredText a "|" pair is no substitution.
  checkLint('plaintext', { text: `curl -O ⟦${url}⟧`, urls: [url], diagnostics: [['unsafe-character', '|'], ['unsafe-character', '|']] });
});
