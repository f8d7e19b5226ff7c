/**
 * Invisible characters in a URL (issue 30, point 1): wherever the document delimits the URL (a string, a Markdown
 * link destination, an attribute, a config value, a wrapper) they are in it and each is an `invisible-character`
 * warning; in running text a no-break space ends a bare URL (31 of 31 no-break spaces after a URL in Debian's docs
 * and node_modules are a space between words: valgrind's dist.news.html, `http://bugs.kde.org<U+00A0>is much more`),
 * and the zero-width ones stay in it.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { applyEdits, fixAllEdits, lintText, showInvisible } from '../../engine/src';
import { checkLint } from './document/support';

const NBSP = '\u00a0';
const ZWSP = '\u200b';

describe('invisible-character in documents', () => {
  test('the issue: a literal no-break space in a Python string, a zero-width space in a JavaScript string', () => {
    checkLint('python', { text: `u = "⟦https://github.com/org/re${NBSP}po⟧"\n`, urls: [`https://github.com/org/re${NBSP}po`], diagnostics: [['invisible-character', NBSP]] });
    checkLint('javascript', { text: `const u = "⟦https://example.org/a${ZWSP}b⟧";\n`, urls: [`https://example.org/a${ZWSP}b`], diagnostics: [['invisible-character', ZWSP]] });
  });

  test('in a Markdown link destination, an HTML attribute, JSON and YAML values and a wrapper', () => {
    checkLint('markdown', { text: `[a](⟦https://x.example/a${NBSP}b⟧)\n`, urls: [`https://x.example/a${NBSP}b`], diagnostics: [['invisible-character', NBSP]] });
    checkLint('html', { text: `<a href="⟦https://x.example/a${NBSP}b⟧">x</a>\n`, urls: [`https://x.example/a${NBSP}b`], diagnostics: [['invisible-character', NBSP]] });
    checkLint('json', { text: `{"u": "⟦https://x.example/a\\u00a0b⟧"}\n`, urls: [`https://x.example/a${NBSP}b`], diagnostics: [['invisible-character', '\\u00a0']] });
    checkLint('yaml', { text: `u: ⟦https://x.example/a${ZWSP}b⟧\n`, urls: [`https://x.example/a${ZWSP}b`], diagnostics: [['invisible-character', ZWSP]] });
    checkLint('plaintext', { text: `⟦<URL:https://x.example/a${NBSP}b>⟧\n`, urls: [`https://x.example/a${NBSP}b`], diagnostics: [['invisible-character', NBSP]] });
  });

  test('in running text a no-break space ends the URL; a zero-width space, a word joiner and bidi controls are in it', () => {
    checkLint('plaintext', { text: `see ⟦http://bugs.kde.org⟧${NBSP}is much more likely\n`, urls: ['http://bugs.kde.org'] });
    checkLint('plaintext', { text: `see ⟦https://example.org/a${ZWSP}b⟧ here\n`, urls: [`https://example.org/a${ZWSP}b`], diagnostics: [['invisible-character', ZWSP]] });
    checkLint('markdown', {
      text: 'see ⟦https://x.example/\u202eab\u202c\u2060c⟧ here\n',
      urls: ['https://x.example/\u202eab\u202c\u2060c'],
      diagnostics: [
        ['invisible-character', '\u202e'],
        ['invisible-character', '\u202c'],
        ['invisible-character', '\u2060'],
      ],
    });
  });

  test('a zero-width joiner inside an emoji ZWJ sequence is part of one picture, not invisible; anywhere else it is', () => {
    // whatwg/url review-drafts/2022-08.bs line 3445 @ 6ae84860d128: the rainbow flag, U+1F3F3 U+FE0F U+200D U+1F308.
    checkLint('plaintext', { text: 'const url = new URL("⟦https://example.org/?q=\u{1f3f3}\ufe0f\u200d\u{1f308}&amp;key=e1f7bc78⟧");\n', urls: ['https://example.org/?q=\u{1f3f3}\ufe0f\u200d\u{1f308}&amp;key=e1f7bc78'], diagnostics: [['non-ascii-character', '\u{1f3f3}\ufe0f\u200d\u{1f308}']] });
    // A joiner after a skin tone modifier and before a pictograph joins too (U+1F469 U+1F3FD U+200D U+1F4BB).
    checkLint('plaintext', { text: 'see ⟦https://x.example/\u{1f469}\u{1f3fd}\u200d\u{1f4bb}⟧ here\n', urls: ['https://x.example/\u{1f469}\u{1f3fd}\u200d\u{1f4bb}'], diagnostics: [['non-ascii-character', '\u{1f469}\u{1f3fd}\u200d\u{1f4bb}']] });
    // Between an emoji and a letter, or between letters, it joins nothing a reader sees.
    checkLint('plaintext', {
      text: 'see ⟦https://x.example/\u{1f44b}\u200dx/a\u200db⟧ here\n',
      urls: ['https://x.example/\u{1f44b}\u200dx/a\u200db'],
      diagnostics: [['non-ascii-character', '\u{1f44b}'], ['invisible-character', '\u200d'], ['invisible-character', '\u200d']],
    });
  });

  test('a joiner after a virama and a non-joiner between Arabic-script letters spell a word (IDNA CONTEXTJ); elsewhere they are invisible', () => {
    // encode/httpx tests/models/test_url.py lines 755 and 763 @ ae1b9f6 (fresh2 set): Sinhala ශ්‍රී (U+0DCA U+200D)
    // and Persian نامه‌ای (U+0647 U+200C U+0627) in IDNA test hosts, reported as invisible characters before.
    checkLint('python', { text: '        "⟦http://ශ්\u200dරී.com:444⟧",\n', urls: ['http://ශ්\u200dරී.com:444'], diagnostics: [['host-non-ascii', 'ශ්\u200dරී.com'], ['reserved-port', '444']] });
    checkLint('python', { text: '        "⟦https://نامه\u200cای.com:4433⟧",\n', urls: ['https://نامه\u200cای.com:4433'], diagnostics: [['host-non-ascii', 'نامه\u200cای.com']] });
    // python-hyper/rfc3986 tests/test_iri.py line 24 @ c21e162 (fresh2 set): the same host written with an escape.
    checkLint('python', { text: '    ("⟦http://ශ්\\u200dරී.com⟧", "⟦http://xn--10cl1a0b660p.com⟧"),\n', urls: ['http://ශ්\u200dරී.com', 'http://xn--10cl1a0b660p.com'], diagnostics: [['host-non-ascii', 'ශ්\\u200dරී.com']] });
    // A non-joiner between Latin letters, or a joiner after an Arabic letter, joins nothing a reader sees.
    checkLint('plaintext', {
      text: 'see ⟦https://x.example/a\u200cb/\u0647\u200d\u0627⟧ here\n',
      urls: ['https://x.example/a\u200cb/\u0647\u200d\u0627'],
      diagnostics: [['invisible-character', '\u200c'], ['non-ascii-character', '\u0647'], ['invisible-character', '\u200d'], ['non-ascii-character', '\u0627']],
    });
  });

  test('its fixes remove or encode it, and fix-all applies neither (the URL a program gets would change)', () => {
    const text = `u = "https://github.com/org/re${NBSP}po"\n`;
    const [d] = lintText(text, { documentType: 'python' }).diagnostics;
    assert.equal(d?.severity, 'warning');
    assert.deepEqual(d.fixes.map((f) => [applyEdits(text, f.edits), f.safe]), [
      ['u = "https://github.com/org/repo"\n', false],
      ['u = "https://github.com/org/re%C2%A0po"\n', false],
    ]);
    assert.deepEqual(fixAllEdits([d]), []);
    // In a host only removal is offered: an escape in a host name repairs nothing.
    const host = lintText(`see https://git${ZWSP}hub.com/x\n`).diagnostics.find((x) => x.code === 'invisible-character');
    assert.deepEqual(host?.fixes.map((f) => f.edits[0]!.newText), ['']);
  });

  test('the strict preset warns too, instead of non-ascii-character', () => {
    const codes = lintText(`u = "https://github.com/org/re${NBSP}po"`, { documentType: 'python', preset: 'strict' }).diagnostics.map((d) => [d.code, d.severity]);
    assert.deepEqual(codes, [['invisible-character', 'warning']]);
  });

  test('showInvisible writes each as <U+XXXX> and leaves visible text alone', () => {
    assert.equal(showInvisible(`a${NBSP}b${ZWSP}\u00ad\ufeff\u2069é中`), 'a<U+00A0>b<U+200B><U+00AD><U+FEFF><U+2069>é中');
    assert.equal(showInvisible('plain'), 'plain');
  });
});
