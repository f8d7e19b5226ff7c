/**
 * Mistyped schemes (issue 30, point 2): found by the finder where a host name follows, reported by `scheme-typo` with
 * the did-you-mean fix, and never in prose or code that only looks alike.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { applyEdits, fixAllEdits, lintText } from '../../engine/src';
import { checkFind, checkLint } from './document/support';

describe('scheme-typo', () => {
  for (const [written, meant] of [
    ['https:/', 'https://'],
    ['http:/', 'http://'],
    ['htp://', 'http://'],
    ['htps://', 'https://'],
    ['htttp://', 'http://'],
    ['hhttps://', 'https://'],
    ['http//', 'http://'],
    ['https;//', 'https://'],
    ['http:://', 'http://'],
    ['ftp:/', 'ftp://'],
  ] as const) {
    test(`${written} before a host is found and fixed to ${meant}`, () => {
      const url = `${written}github.com/org/repo`;
      checkLint('plaintext', { text: `Source: ⟦${url}⟧.\n`, urls: [url], diagnostics: [['scheme-typo', written]] });
      const [d] = lintText(`Source: ${url}.\n`).diagnostics;
      assert.equal(d?.severity, 'warning');
      assert.deepEqual(d.fixes.map((f) => [applyEdits(`Source: ${url}.\n`, f.edits), f.safe]), [[`Source: ${meant}github.com/org/repo.\n`, false]]);
      assert.deepEqual(fixAllEdits([d]), [], 'fix-all leaves it: it makes a URL of text that was none');
    });
  }

  test('real text: curl.1 (Debian curl 7.88.1, section -P) writes ftp:/example.com three times', () => {
    checkLint('plaintext', { text: ' curl -P eth0 ⟦ftp:/example.com⟧\n', urls: ['ftp:/example.com'], diagnostics: [['scheme-typo', 'ftp:/']] });
  });

  test('silent where no host follows, inside a word, or inside a URL already found', () => {
    for (const text of [
      'ratio 1:2, Note: see std::vector and 12:30',
      'the http// prefix alone, https:/ then nothing, http:/1.2',
      'git+https:/x.example/a, xhttp//x.example, a/http//x.example, user@htp://x.example',
      'file:/etc/hosts and http:/localhost-free text',
      'htpps://x.example (two slips), hhtp://x.example',
    ]) {
      assert.deepEqual(lintText(text).urls.map((u) => u.locator.url), [], text);
    }
    checkFind('plaintext', 'the fix of "⟦ftp://https//host.example⟧" when SSL');
  });

  test('a string value taken whole past a character that ends a URL in prose stays a typo (the fuzzer\'s case)', () => {
    checkLint('shell', {
      text: 'curl "⟦https:/a.example/a\u0085b⟧"\n',
      urls: ['https:/a.example/a\u0085b'],
      diagnostics: [['scheme-typo', 'https:/']],
    });
  });

  test('a dotted IPv4 host, and a typo inside a wrapper (which takes any scheme)', () => {
    checkLint('plaintext', { text: 'see ⟦http:/127.0.0.1:3000/⟧ ok\n', urls: ['http:/127.0.0.1:3000/'], diagnostics: [['scheme-typo', 'http:/']] });
    // lazr.restfulclient's licence header, with the slash dropped (the recall bench's case).
    checkLint('python', {
      text: '# If not, see ⟦<http:/www.gnu.org/licenses/>⟧.\n',
      urls: ['http:/www.gnu.org/licenses/'],
      diagnostics: [['scheme-typo', 'http:/']],
    });
  });

  test('in a string, a comment, Markdown prose and YAML', () => {
    checkLint('javascript', { text: 'const u = "⟦https:/github.com/org/repo⟧"; // ⟦htp://x.example/a⟧\n', urls: ['https:/github.com/org/repo', 'htp://x.example/a'], diagnostics: [['scheme-typo', 'https:/'], ['scheme-typo', 'htp://']] });
    checkLint('markdown', { text: 'Source: ⟦https:/github.com/org/repo⟧\n', urls: ['https:/github.com/org/repo'], diagnostics: [['scheme-typo', 'https:/']] });
    checkLint('yaml', { text: 'home: ⟦http//x.example/a⟧\n', urls: ['http//x.example/a'], diagnostics: [['scheme-typo', 'http//']] });
  });
});
