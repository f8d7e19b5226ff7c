import { t } from '../../l10n';
import { defineRule } from '../define-rule';
import type { UrlFix } from '../rule';

/**
 * RFC 1738 2.2: "The space character is unsafe", and CommonMark 0.31 section 6.3: a link destination not in `<...>`
 * "does not include ASCII control characters or space characters". So `[the guide](https://a.example/my guide.pdf)`
 * is no link at all: the page shows the brackets, the parentheses and the URL as text. The document reader keeps
 * such a destination whole (document/view/whole-value.ts, `delimited: 'markdown-link'`), and this rule reports the link;
 * each space is also an `unsafe-character`, whose fix fix-all applies. Two quick fixes: percent-encode the
 * whitespace (the RFC's form), or write the destination in `<...>` (CommonMark's form for a destination with spaces,
 * which renderers encode), offered only when the URL holds no "<" or ">". A relative destination with a space
 * (`[Test](docs/my file.md)`, no URL: document/markdown/relative-destination.ts) is checked by this rule alone.
 */
export const markdownLinkSpace = defineRule({
  code: 'markdown-link-space',
  severity: 'error',
  section: '2.2',
  description: 'A Markdown link whose destination holds a space is not a link; encode the space or write the destination in <...>.',
  details:
    'RFC 1738 section 2.2: "The space character is unsafe". CommonMark 0.31 section 6.3, link destination: a ' +
    'destination not in `<...>` does not include spaces, so `[text](dest with a space)` is shown as text, not ' +
    'as a link. Reported for inline links and images (with or without a title: `[t](http://h.example/a b "title")`) ' +
    'and for link reference definitions whose destination goes on after a space with no title; each space is also ' +
    'an `unsafe-character`. The `<...>` form is accepted: there CommonMark allows the space and a renderer encodes it. ' +
    'A relative destination shaped like a path is reported too, syntax only (the file is never looked up): ' +
    '`[Test](docs/my file.md)`, `![i](img/my pic.png "x")`, `[guide]: docs/my guide.md`, with the same two fixes and ' +
    'no other check, as it is no URL; parentheses after a bracket that hold prose, code or a template ' +
    '(`[f](err, event, ...args)`, `[x]({{ site.url }}/a b)`) are left alone, as are anchors and footnotes ' +
    '(`[^1]: See docs/setup.md`).',
  fixable: { presets: 'both', fixAll: false, note: 'the spaces of a URL are unsafe-character errors too, whose fix fix-all applies (not those of a relative destination); the <...> form is a choice' },
  examples: {
    invalid: [
      {
        text: '[the guide](https://a.example/my guide.pdf)',
        documentType: 'markdown',
        codes: ['markdown-link-space', 'unsafe-character'],
        fixed: ['[the guide](https://a.example/my%20guide.pdf)', '[the guide](<https://a.example/my guide.pdf>)'],
      },
      {
        text: '[Test](docs/my file.md)',
        documentType: 'markdown',
        codes: ['markdown-link-space'],
        fixed: ['[Test](docs/my%20file.md)', '[Test](<docs/my file.md>)'],
      },
    ],
    valid: [
      { text: '[the guide](https://a.example/my%20guide.pdf)', documentType: 'markdown' },
      { text: '[Test](docs/my%20file.md) [x](#anchor) [f](err, event, ...args)', documentType: 'markdown' },
    ],
  },
  scope: 'url',
  check(ctx, report) {
    if (ctx.locator.delimited !== 'markdown-link') return;
    const url = ctx.url;
    const encode: UrlFix = { title: t('Percent-encode the whitespace in the link destination'), edits: [], safe: false };
    for (let i = 0; i < url.length; i++) {
      const c = url.charCodeAt(i);
      if (c === 0x20 || c === 0x09) encode.edits.push({ start: i, end: i + 1, newText: c === 0x20 ? '%20' : '%09' });
    }
    const fixes = [encode];
    if (!url.includes('<') && !url.includes('>')) {
      fixes.push({
        title: t('Write the destination as <...>'),
        edits: [
          { start: 0, end: 0, newText: '<' },
          { start: url.length, end: url.length, newText: '>' },
        ],
        safe: false,
      });
    }
    report(0, url.length, t('The destination holds a space, so Markdown does not read this as a link.'), { fixes });
  },
});
