/**
 * URLs in a document's code are examples (judge/examples.ts): Markdown code spans and fenced or indented
 * blocks, HTML `<code>` and `<pre>`. By default their problems are hints and no fix edits them; `checkCode` checks
 * them as any URL. The texts are lines of Node's url.md (/usr/share/doc/nodejs/api/url.md), which `urlsmith --fix`
 * used to rewrite inside its ```js fences, and the fixtures of test/fixtures/precision.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { applyEdits, fixAllEdits, lintText, lintUrl, parseConfig, type Diagnostic, type DocumentType } from '../../engine/src';
import { fixturePath } from './find-support';
import { readFixture } from './fixture-notation';

const fixAll = (type: DocumentType, text: string, checkCode = false): string =>
  applyEdits(text, fixAllEdits(lintText(text, { documentType: type, checkCode }).diagnostics));

const show = (text: string, d: Diagnostic): string => `${d.code} ${d.severity} ${JSON.stringify(text.slice(d.start, d.end))}${d.fixes.length > 0 ? ' fix' : ''}`;

interface Case {
  type: DocumentType;
  /** The document: its code holds URLs with problems. */
  text: string;
  /** What fix-all writes with checkCode (without it, nothing changes). */
  fixedWithCheckCode: string;
}

const CASES: Case[] = [
  // url.md line 178, in a ```js fence: the host stays as the example writes it.
  // (fix-all converts no host, code or not: the conversion is a quick fix.)
  { type: 'markdown', text: "```js\nconst myURL = new URL('https://測試');\n```\n", fixedWithCheckCode: "```js\nconst myURL = new URL('https://測試');\n```\n" },
  // url.md lines 1196-1197: the "Incorrect / Correct" pair must stay two different lines.
  {
    type: 'markdown',
    text: "```mjs\nnew URL('file:///你好.txt').pathname;      // Incorrect: /%E4%BD%A0%E5%A5%BD.txt\nfileURLToPath('file:///你好.txt');         // Correct:   /你好.txt (POSIX)\n```\n",
    // With checkCode too: non-ASCII in a path is RFC 3987's, a hint by default, which fix-all does not encode.
    fixedWithCheckCode: "```mjs\nnew URL('file:///你好.txt').pathname;      // Incorrect: /%E4%BD%A0%E5%A5%BD.txt\nfileURLToPath('file:///你好.txt');         // Correct:   /你好.txt (POSIX)\n```\n",
  },
  // An inline code span (issue 19's `ids=[1,2]`), an indented block, a ~~~ fence.
  { type: 'markdown', text: 'Pass `https://a.example/?ids=[1,2]` to it.\n', fixedWithCheckCode: 'Pass `https://a.example/?ids=%5B1,2%5D` to it.\n' },
  { type: 'markdown', text: 'Run:\n\n    curl "https://a.example/?a=1^&b=2"\n', fixedWithCheckCode: 'Run:\n\n    curl "https://a.example/?a=1%5E&b=2"\n' },
  { type: 'markdown', text: '~~~\nimport pkg from "https://unpkg.com/a@^6.11.0/index.ts"\n~~~\n', fixedWithCheckCode: '~~~\nimport pkg from "https://unpkg.com/a@%5E6.11.0/index.ts"\n~~~\n' },
  // A Markdown HTML block, and an HTML document: <pre> and <code> content.
  { type: 'markdown', text: '<pre>\nGET https://a.example/a^b\n</pre>\n', fixedWithCheckCode: '<pre>\nGET https://a.example/a%5Eb\n</pre>\n' },
  { type: 'html', text: '<p>See <code>https://a.example/a^b</code>.</p>\n<PRE class="x">http://b.example/id^</PRE>', fixedWithCheckCode: '<p>See <code>https://a.example/a%5Eb</code>.</p>\n<PRE class="x">http://b.example/id%5E</PRE>' },
  // Inline HTML <code> and <pre> inside a Markdown paragraph (issue 30), as a code span is.
  { type: 'markdown', text: 'Run <code>curl https://a.example/a^b</code> or <CODE class="x">GET http://b.example/x^y</CODE>.\n', fixedWithCheckCode: 'Run <code>curl https://a.example/a%5Eb</code> or <CODE class="x">GET http://b.example/x%5Ey</CODE>.\n' },
  { type: 'markdown', text: '* then <pre>GET http://b.example/id^</pre>\n', fixedWithCheckCode: '* then <pre>GET http://b.example/id%5E</pre>\n' },
  // What a user types and what a program prints (HTML's <kbd>, <samp>, the obsolete <tt>) are code too (issue 30).
  { type: 'markdown', text: 'Type <kbd>curl https://a.example/a^b</kbd>; it prints <samp>GET http://b.example/x^y</samp>.\n', fixedWithCheckCode: 'Type <kbd>curl https://a.example/a%5Eb</kbd>; it prints <samp>GET http://b.example/x%5Ey</samp>.\n' },
  { type: 'html', text: '<p><tt>http://c.example/id^</tt></p>', fixedWithCheckCode: '<p><tt>http://c.example/id%5E</tt></p>' },
];

test('code examples: every problem of a URL in code is a hint with no fix, and fix-all leaves the code as written', () => {
  for (const c of CASES) {
    const diagnostics = lintText(c.text, { documentType: c.type }).diagnostics;
    assert.ok(diagnostics.length > 0, c.text);
    for (const d of diagnostics) assert.deepEqual([d.severity, d.fixes], ['hint', []], `${c.text}: ${show(c.text, d)}`);
    assert.equal(fixAll(c.type, c.text), c.text);
  }
});

test('code examples: with checkCode, a URL in code is checked and fixed as any URL is', () => {
  for (const c of CASES) {
    const { urls } = lintText(c.text, { documentType: c.type, checkCode: true });
    assert.ok(urls.length > 0, c.text);
    for (const u of urls) {
      // As the same URL checked on its own (the document's offsets aside): same codes, severities, fixes offered.
      const alone = lintUrl(u.locator.url).diagnostics.map((d) => `${d.code} ${d.severity} ${d.fixes.length}`);
      assert.deepEqual(u.diagnostics.map((d) => `${d.code} ${d.severity} ${d.fixes.length}`), alone, u.locator.url);
    }
    const fixed = fixAll(c.type, c.text, true);
    assert.equal(fixed, c.fixedWithCheckCode);
    assert.equal(fixAll(c.type, fixed, true), fixed);
  }
});

test('code examples: prose beside code is still checked and fixed', () => {
  const text = 'See https://a.example/a^b and `https://a.example/a^b`.\n\n```\nhttps://a.example/a^b\n```\n';
  assert.deepEqual(
    lintText(text, { documentType: 'markdown' }).diagnostics.map((d) => `${d.start} ${d.severity}`),
    ['23 error', '50 hint', '79 hint'],
  );
  assert.equal(fixAll('markdown', text), 'See https://a.example/a%5Eb and `https://a.example/a^b`.\n\n```\nhttps://a.example/a^b\n```\n');
});

test('code examples: a Markdown link inside inline <code> is still a link, checked and fixed; the text after </code> is prose', () => {
  // CommonMark 6.6: the tags are raw HTML and the link between them is a link (markdown-it: <code><a href="...">),
  // but a destination with a space makes none (6.3): that is code text, as is the text around it.
  const text = 'See <code>[x](https://a.example/a^b) https://a.example/c^d [t](docs/my file.md)</code> https://a.example/e^f\n';
  assert.deepEqual(
    lintText(text, { documentType: 'markdown' }).diagnostics.map((d) => `${d.code} ${JSON.stringify(text.slice(d.start, d.end))} ${d.severity}`),
    ['unsafe-character "^" error', 'unsafe-character "^" hint', 'markdown-link-space "docs/my file.md" hint', 'unsafe-character "^" error'],
  );
  assert.equal(fixAll('markdown', text), 'See <code>[x](https://a.example/a%5Eb) https://a.example/c^d [t](docs/my file.md)</code> https://a.example/e%5Ef\n');
});

test('code examples: the precision fixtures whose true alarms are in code blocks report them with checkCode', () => {
  const root = fixturePath('precision', 'markdown');
  // (nodejs-url-idn.md's one error or warning was the password of `https://a:b@測試`, a stand-in password since issue 28.)
  for (const name of ['binaryextensions-README.md', 'nodejs-url-port.md', 'python3-pip-authentication.md']) {
    const { text } = readFixture(readFileSync(join(root, name), 'utf8'));
    const byDefault = lintText(text, { documentType: 'markdown' }).diagnostics;
    const checked = lintText(text, { documentType: 'markdown', checkCode: true }).diagnostics;
    assert.ok(byDefault.every((d) => d.severity === 'hint' && d.fixes.length === 0), name);
    assert.deepEqual(byDefault.map((d) => `${d.code} ${d.start}-${d.end}`), checked.map((d) => `${d.code} ${d.start}-${d.end}`), name);
    assert.ok(checked.some((d) => d.severity === 'error' || d.severity === 'warning'), name);
  }
});

test('code examples: "checkCode" in .urlsmithrc.json is a boolean', () => {
  assert.equal(parseConfig('{ "checkCode": true }').config.checkCode, true);
  assert.equal(parseConfig('{}').config.checkCode, undefined);
  const bad = parseConfig('{ "checkCode": "yes" }');
  assert.deepEqual([bad.config.checkCode, bad.errors.map((e) => `${e.line}:${e.column}`)], [undefined, ['1:16']]);
});
