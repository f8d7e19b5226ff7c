/**
 * Markdown links as CommonMark reads them (issue 30, point 5): a titled link or image whose destination holds a space
 * is reported like one without a title, and the `<...>` form that markdown-link-space's fix writes is accepted.
 * CommonMark 0.31 section 6.3 (checked against markdown-it 14 by hand): `[t](http://h.example/a b "title")` is no link,
 * `[t](<http://h.example/a b> "title")` is one to `http://h.example/a%20b`; likewise `[Test](docs/my file.md)` is no
 * link, and `[Test](<docs/my file.md>)` and `[Test](docs/my%20file.md)` are both links to `docs/my%20file.md`. The
 * same holds of a link reference definition (CommonMark 4.7): `[g]: docs/my guide.md` defines nothing.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { applyEdits, findInDocument, fixAllEdits, lintText } from '../../../../engine/src';
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

  test('a relative destination with a space: markdown-link-space alone, both fixes offered, none applied by fix-all', () => {
    const cases: [string, string][] = [
      ['[Test](docs/my file.md)', 'docs/my file.md'],
      ['![i](img/my pic.png "x")', 'img/my pic.png'],
      ["See [notes](./My Notes.md 'title') and more.", './My Notes.md'],
      ['- [up](../a b/)', '../a b/'],
      ['[q](docs/a b.md#Some Section)', 'docs/a b.md#Some Section'],
      ['[文档](文档/我的 文件.md)', '文档/我的 文件.md'],
      ['[f(x)](docs/a b.md)', 'docs/a b.md'],
      // A link reference definition (CommonMark 4.7) reads its destination as an inline link does: no definition here.
      ['[guide]: docs/my guide.md', 'docs/my guide.md'],
      ['[setup]: ./setup guide.md "Setup"', './setup guide.md'],
    ];
    for (const [line, dest] of cases) {
      const text = `${line}\n`;
      checkLint('markdown', { text: text.replace(dest, `⟦${dest}⟧`), urls: [dest], diagnostics: [['markdown-link-space', dest]] });
      const d = lintText(text, { documentType: 'markdown' }).diagnostics[0]!;
      assert.deepEqual(
        d.fixes.map((f) => [applyEdits(text, f.edits), f.safe]),
        [
          [text.replace(dest, dest.replaceAll(' ', '%20')), false],
          [text.replace(dest, `<${dest}>`), false],
        ],
        line,
      );
      assert.equal(applyEdits(text, fixAllEdits(lintText(text, { documentType: 'markdown' }).diagnostics)), text, line);
      // `find` prints URLs: a relative destination is none.
      assert.deepEqual(findInDocument(text, { documentType: 'markdown' }), [], line);
    }
  });

  test('a relative destination once fixed either way is a link, and silent', () => {
    for (const text of ['[Test](docs/my%20file.md)\n', '[Test](<docs/my file.md>)\n', '![i](<img/my pic.png> "x")\n', '[g]: <docs/my guide.md>\n', '[g]: docs/my%20guide.md\n']) {
      assert.deepEqual(lintText(text, { documentType: 'markdown' }).urls, [], text);
    }
  });

  test('what is no relative path stays silent: anchors, prose, code, templates, titles, footnotes', () => {
    const silent = [
      '[x](#anchor) [x](#my anchor) [x](mailto:someone@example.org) [1](see below) [a] (b c.md)',
      '[[Wiki Page]] and [[Some Page|docs/a b.md]]',
      '`[t](docs/a b.md)` and <code>x</code>',
      '    [t](docs/a b.md)',
      '```\n[t](docs/a b.md)\n```',
      '$f[x](t/2 + 1)$',
      '[^1]: See docs/setup file.md',
      '[id]: <docs/my file.md>',
      '<a href="docs/ok.md">[t](docs/ok.md)</a>',
      // Real lines: node's events.md (Debian nodejs 18), chalk's readme (npm chalk 4), jekyll's docs (jekyll/jekyll
      // 202df57, docs/_docs/history.md and docs/_docs/assets.md), docsify's docs (docsifyjs/docsify c8f93ff,
      // docs/embed-files.md), gson's UserGuide.md (google/gson 9835b6f).
      "  [captureRejectionSymbol](err, event, ...args) {",
      '### chalk.`<style>[.<style>...](string, [string...])`',
      "### chalk.<style>[.<style>...](string, [string...])",
      '- Fix deprecation msg ([#4060]({{ site.repository }}/issues/4060))',
      "see the [Sass configuration]({{ '/docs/configuration/sass/' | relative_url }}).",
      "[filename](_media/example.js ':include :type=code :fragment=demo')",
      'See the [Gson design document](GsonDesignDocument.md "Gson design document") for a discussion',
      // nvm's CONTRIBUTING.md (nvm-sh/nvm b17550a): a commit message template, there in a fence; out of one it is
      // a definition whose "destination" is a sentence.
      '[Tag]: Short description of what you did',
    ];
    for (const line of silent) {
      const text = `${line}\n`;
      assert.deepEqual(lintText(text, { documentType: 'markdown' }).diagnostics.map((d) => d.code), [], line);
    }
  });
});
