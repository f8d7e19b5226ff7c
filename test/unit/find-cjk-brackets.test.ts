/**
 * CJK brackets and quotes in a path (issue 30, point 6): a segment that opens with one right after "/" keeps it and
 * its closing one, as VS Code's link detector keeps `https://zh.wikipedia.org/wiki/【我推的孩子】` whole; anywhere else
 * CJK and full-width punctuation is the sentence's and ends the URL, as before.
 */
import { describe, test } from 'node:test';
import { checkFind, checkLint } from './document/support';

describe('CJK brackets in a path', () => {
  test('kept after "/" when closed: 【】, 《》, “”', () => {
    checkFind('plaintext', '⟦https://zh.wikipedia.org/wiki/【我推的孩子】⟧ 是一部漫画');
    checkFind('plaintext', '见 ⟦https://zh.wikipedia.org/wiki/《三体》⟧。');
    checkFind('plaintext', '见 ⟦https://x.example/“d”⟧, then');
    checkFind('markdown', '见 [x](⟦https://zh.wikipedia.org/wiki/【我推的孩子】⟧) 和 ⟦https://zh.wikipedia.org/wiki/《三体》⟧：好');
  });

  test('prose punctuation after a URL still ends it, and a bracket around the URL is the sentence\'s', () => {
    checkFind('plaintext', '见 ⟦https://x.example/a⟧。 见【⟦https://x.example/b⟧】 “⟦https://x.example/c⟧” ⟦https://x.example/d⟧】');
    checkFind('plaintext', '⟦https://x.example/wiki/a⟧【b】 (not after "/": the sentence\'s)');
    checkFind('plaintext', '见 ⟦https://x.example/wiki/⟧【b (never closed) and ⟦https://x.example/wiki/⟧【b c】');
    checkFind('plaintext', '詳しくは⟦https://a.example/ja/⟧「ガイド」を参照');
    checkFind('plaintext', '⟦https://zh.wikipedia.org/wiki/《三体》⟧》多');
  });

  test('reported as what they are: non-ASCII characters, a hint by default', () => {
    checkLint('plaintext', { text: '⟦https://zh.wikipedia.org/wiki/【我推的孩子】⟧\n', urls: ['https://zh.wikipedia.org/wiki/【我推的孩子】'], diagnostics: [['non-ascii-character', '【我推的孩子】']] });
  });
});
