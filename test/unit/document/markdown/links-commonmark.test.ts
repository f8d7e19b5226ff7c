/**
 * Markdown links as CommonMark reads them (issue 30, point 5): a titled link or image whose destination holds a space
 * is reported like one without a title, and the `<...>` form that markdown-link-space's fix writes is accepted.
 * CommonMark 0.31 section 6.3 (checked against markdown-it 14 by hand): `[t](http://h.example/a b "title")` is no link,
 * `[t](<http://h.example/a b> "title")` is one to `http://h.example/a%20b`.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { applyEdits, lintText } from '../../../../engine/src';
import { checkLint } from '../support';

describe('Markdown links as CommonMark reads them', () => {
  test('a titled link and a titled image with a space in the destination: markdown-link-space and the space', () => {
    checkLint('markdown', {
      text: '[t](⟦http://h.example/a b⟧ "title")\n',
      urls: ['http://h.example/a b'],
      diagnostics: [['markdown-link-space', 'http://h.example/a b'], ['unsafe-character', ' ']],
    });
    checkLint('markdown', {
      text: "![i](⟦http://h.example/my pic.png⟧ 'x')\n",
      urls: ['http://h.example/my pic.png'],
      diagnostics: [['markdown-link-space', 'http://h.example/my pic.png'], ['unsafe-character', ' ']],
    });
  });

  test('the <...> form the fix writes is a link, and its space is no unsafe-character', () => {
    const text = '[t](http://h.example/a b "title")\n';
    const d = lintText(text, { documentType: 'markdown' }).diagnostics.find((x) => x.code === 'markdown-link-space')!;
    const angled = applyEdits(text, d.fixes[1]!.edits);
    assert.equal(angled, '[t](<http://h.example/a b> "title")\n');
    assert.deepEqual(lintText(angled, { documentType: 'markdown' }).diagnostics.map((x) => x.code), []);
    checkLint('markdown', { text: '[b](<⟦https://x.example/a b⟧>)\n', urls: ['https://x.example/a b'] });
  });

  test('a title after a destination without a space is left out of the URL, as before', () => {
    checkLint('markdown', { text: '[d](⟦http://x.example/ok⟧ "a title")\n', urls: ['http://x.example/ok'] });
  });
});
