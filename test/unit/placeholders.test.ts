/**
 * Templates and patterns: placeholders are found exactly (⟦ ⟧ marks), a URL that holds them gets one url-template
 * hint and nothing that overlaps them, fix-all never edits them, and problems elsewhere in the URL are still reported.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { applyEdits, fixAllEdits, lintText, lintUrl, type Diagnostic } from '../../engine/src';
import { findPlaceholders } from '../../engine/src/template/placeholders';
import { unmark } from './find-support';

/** The marked spans of a URL's placeholders; a URL marked as a whole is a pattern. */
function checkPlaceholders(marked: string): void {
  const { text, spans } = unmark(marked);
  const found = findPlaceholders(text, text.indexOf(':') + 1);
  assert.deepEqual(found.spans, spans, marked);
  assert.equal(found.pattern, spans.length === 1 && spans[0].start === 0 && spans[0].end === text.length, marked);
}

const show = (text: string) => (d: Pick<Diagnostic, 'code' | 'start' | 'end'>) => `${d.code} ${d.start}-${d.end} ${JSON.stringify(text.slice(d.start, d.end))}`;

/**
 * lintText reports exactly the marked diagnostics: codes[i] for the i-th mark (url-template when not given).
 * And fix-all leaves the text as it is unless `fixed` says what it becomes.
 */
function checkText(marked: string, codes: string[] = [], fixed?: string): void {
  const { text, spans } = unmark(marked);
  const expected = spans.map((s, i) => show(text)({ code: codes[i] ?? 'url-template', ...s }));
  const { diagnostics } = lintText(text);
  assert.deepEqual(diagnostics.map(show(text)), expected, marked);
  assert.equal(applyEdits(text, fixAllEdits(diagnostics)), fixed ?? text, marked);
}

describe('placeholders in a URL', () => {
  test('template syntaxes', () => {
    for (const marked of [
      'https://github.com/⟦${project}⟧/raw/⟦${branch}⟧',
      'https://api.example/items/⟦{item_id}⟧',
      'https://⟦{{host}}⟧/x',
      'http://a.example/⟦{}⟧/⟦{0}⟧/⟦{+path}⟧⟦{?q,lang}⟧',
      'http://⟦$HOST⟧:⟦$PORT⟧/',
      'http://⟦$host⟧⟦$request_uri⟧',
      'http://⟦$(HOST)⟧/x',
      'http://a.example/⟦%{name}⟧',
      'file:///local/⟦%(algo)⟧/⟦%(hash)⟧',
      'http://example.com/⟦%(name)s⟧/x',
      'https://github.com/⟦[owner-name]⟧/⟦[repo-name]⟧',
      'http://x.example/⟦<name>⟧/⟦<file.txt>⟧',
      'http://example.com/⟦...⟧/x/⟦…⟧',
      'http://⟦...⟧/a/⟦....⟧?q#⟦…⟧',
    ]) checkPlaceholders(marked);
  });

  test('printf conversions, with flags, width, precision and length', () => {
    for (const marked of [
      'http://⟦%s⟧:⟦%d⟧/path',
      'http://a.example/⟦%i⟧/⟦%x⟧/⟦%-5s⟧/⟦%.3f⟧/⟦%ld⟧/⟦%+d⟧/⟦%*d⟧',
      'http://a.example/⟦%d⟧',
      'http://a.example/⟦%s⟧.json?id=⟦%d⟧&page=⟦%u⟧',
      // A control character's escape that a width continues: no URL means %02 or %10, every template means %02d.
      'http://a.example/⟦%02d⟧/⟦%10s⟧/⟦%08x⟧',
    ]) checkPlaceholders(marked);
  });

  test('percent-escapes are not printf conversions (RFC 1738 2.2: "%" and two hex digits)', () => {
    for (const url of [
      'http://a.example/%2F%20%dF%DE%de%5d%0d%0A%ff',
      'http://a.example/a%20search', // a space, then a word: not "%20s"
      'http://a.example/%2Fs%1Fx', // "%2F" is an escape even though printf reads width 2, conversion F
      'http://a.example/50%off', // a stray "%" before a word
      'mailto:help%team@a.example',
      'http://a.example/100%',
    ]) checkPlaceholders(url);
  });

  test('look-alikes that are real URLs', () => {
    for (const url of [
      'http://a.example/odata?$filter=a&$top=5', // OData query options
      'jar:file:/x.jar!/a/Outer$Inner.class', // a Java inner class
      'http://[::1]:8080/', // an IPv6 literal host
      'http://[v1.fe]/',
      'http://a.example/?filter[name]=1&a[]=2', // brackets in a query are PHP's and JSON:API's
      'http://a.example/a[0]/[]',
      'http://a.example/wiki/A_(b)?action=edit',
      'http://a.example/../x/..',
      'https://github.com/a/b/compare/v1.2.0...v1.2.1', // "..." inside a segment is part of it
      'https://developer.mozilla.org/docs/Statements/try...catch',
      'file:///some/path%.c', // a precision needs digits
      'http://a.example/search?q=Mr.+Smith', // "+" is a space in a query
      'http://a.example/a/<', // not closed: an unsafe "<" (never in a bare URL, possible in an attribute)
      'file:///C:/dev/docs',
    ]) checkPlaceholders(url);
  });

  test('an opener not closed within the URL runs to its end', () => {
    for (const marked of ['https://⟦{{⟧', 'https://⟦{{ host⟧', 'http://a.example/⟦${x⟧', 'http://a.example/⟦%(name⟧', 'http://a.example/⟦{⟧', 'http://a.example/⟦$(x⟧']) {
      checkPlaceholders(marked);
    }
  });

  test('a URL that looks like a regular expression is a pattern as a whole', () => {
    for (const marked of [
      '⟦http://.*gnome.org⟧',
      '⟦http://(www⟧',
      '⟦http://(www\\.)?example\\.com⟧',
      '⟦http://.+\\.example\\.org/\\d+⟧',
      '⟦http://a.example/x/\\w+⟧',
      '⟦http://a.example/(?:a|b)⟧',
      '⟦http://[^/]+/⟧',
      '⟦http://[a-z]+.example.org/⟧',
      '⟦http://a.example/[0-9]{4}/⟧',
      '⟦http://a.example/.+/x⟧',
      '⟦http://a.example/{id}/.*⟧',
    ]) checkPlaceholders(marked);
    // Windows paths and a query's "+" are not regular expressions.
    checkPlaceholders('file:///C:\\dev\\data');
    checkPlaceholders('http://a.example/?q=.+');
  });
});

describe('templates in text: one url-template hint, nothing else, nothing fixed', () => {
  test('the real lines', () => {
    checkText('`https://github.com/⟦${project}⟧/raw/${branch}`');
    checkText('"http://⟦%s⟧"');
    checkText('http://⟦%s⟧:%d/path');
    checkText('file:///local/⟦%(algo)⟧/%(hash)');
    checkText('http://example.com/⟦%(name)s⟧/x');
    checkText('https://github.com/⟦[owner-name]⟧/[repo-name]');
    checkText('url = "https://api.example/items/⟦{item_id}⟧"');
    checkText('https://⟦{{host}}⟧/x');
    checkText('base: https://⟦{{⟧ host }}/x'); // the space ends the URL inside the template
    checkText('http://⟦$HOST⟧:$PORT/');
    checkText('https://⟦${HOST}⟧/api');
    checkText('http://⟦${host}⟧:${port}/');
  });

  test('elision', () => {
    // A bare URL ends before trailing dots and before "…"; inside a wrapper they stay ("…" is otherwise non-ASCII).
    checkText('see http://example.com/... and http://example.com/… or http://example.com/…/more');
    checkText('<URL:http://example.com/⟦...⟧> <URL:http://example.com/⟦…⟧> <URL:http://example.com/⟦…⟧/more>');
  });

  test('regular expressions', () => {
    checkText("git grep -l '⟦http://.*gnome.org⟧'");
    checkText('re.compile(r"⟦http://(www⟧\\.)?example\\.com")'); // the backslash ends the bare URL
    checkText('https?://[^/]+/');
    checkText('⟦http://.+⟧\\.example\\.org/\\d+');
    checkText('<URL:⟦http://.+\\.example\\.org/\\d+⟧>');
  });

  test('"<name>" where a context keeps "<" inside the URL', () => {
    const { diagnostics } = lintUrl('http://x.example/<name>/');
    assert.deepEqual(diagnostics.map(show('http://x.example/<name>/')), ['url-template 17-23 "<name>"']);
    // An HTML attribute decodes "&lt;" and "&gt;": the placeholder spans both references in the document.
    const html = '<a href="http://x.example/&lt;id&gt;/a|b">x</a>';
    const linted = lintText(html, { documentType: 'html' });
    assert.deepEqual(linted.diagnostics.map(show(html)), ['url-template 26-36 "&lt;id&gt;"', 'unsafe-character 38-39 "|"']);
    assert.equal(applyEdits(html, fixAllEdits(linted.diagnostics)), '<a href="http://x.example/&lt;id&gt;/a%7Cb">x</a>');
  });

  test('a document of templates: fix-all changes nothing', () => {
    const text = [
      '`https://github.com/${project}/raw/${branch}`',
      'fmt.Sprintf("http://%s:%d/path", host, port)',
      'file:///local/%(algo)/%(hash)',
      'https://github.com/[owner-name]/[repo-name]',
      '"https://api.example/items/{item_id}"',
      'curl http://$HOST:$PORT/ https://${HOST}/api',
      '<URL:http://example.com/…/{x}>',
      "git grep -l 'http://.*gnome.org'",
    ].join('\n');
    const { diagnostics } = lintText(text);
    assert.deepEqual(
      diagnostics.filter((d) => d.code !== 'url-template'),
      [],
    );
    assert.equal(diagnostics.length, 9);
    assert.deepEqual(fixAllEdits(diagnostics), []);
  });
});

describe('problems outside the placeholders are still reported', () => {
  test('beside a placeholder, with their fixes', () => {
    checkText('http://a.example/⟦${x}⟧/b⟦|⟧c', ['url-template', 'unsafe-character'], 'http://a.example/${x}/b%7Cc');
    checkText('⟦HTTP⟧://⟦{x}⟧.example.com⟦:80⟧/', ['scheme-case', 'url-template', 'default-port'], 'http://{x}.example.com/');
    checkText('http://⟦%s⟧/a⟦^⟧b', ['url-template', 'unsafe-character'], 'http://%s/a%5Eb');
    checkText('http://a.example/⟦{id}⟧/100⟦%⟧', ['url-template', 'invalid-percent-escape'], 'http://a.example/{id}/100%25');
  });

  test('an unsafe space beside a placeholder (a URL given on its own)', () => {
    for (const [url, hole, space] of [
      ['http://a.example/${x}/b c', [17, 21], [23, 24]],
      ['https://api.example/{id}?q=a b', [20, 24], [28, 29]],
    ] as const) {
      const { diagnostics } = lintUrl(url);
      assert.deepEqual(
        diagnostics.map((d) => [d.code, d.start, d.end]),
        [['url-template', ...hole], ['unsafe-character', ...space]],
        url,
      );
      assert.equal(applyEdits(url, fixAllEdits(diagnostics)), url.replace(' ', '%20'), url);
    }
  });

  test('a fix that would edit a placeholder is dropped, the diagnostic beside it stays', () => {
    // Joining the wrapped URL removes both whitespace runs, one inside "{x y}": that fix is not offered.
    const text = '<URL:http://a.example/{x\n  y}/b\n  c>';
    const { diagnostics } = lintText(text);
    assert.deepEqual(diagnostics.map(show(text)), ['url-template 22-29 "{x\\n  y}"', 'wrapper-whitespace 31-34 "\\n  "']);
    assert.deepEqual(diagnostics[1].fixes, []);
  });

  test('percent-escapes stay checked as escapes', () => {
    checkText('http://a.example/%2F%20%dF%DE/x');
    checkText('http://a.example/a%20search/⟦%0D⟧', ['encoded-crlf']);
  });
});

describe('hostile input stays linear', () => {
  const MB = 1 << 20;
  // A quadratic scan (or an overlap check per placeholder per diagnostic) would not finish within the timeout.
  test('a megabyte URL of openers, runs and near misses: placeholders sorted, disjoint, inside the URL', { timeout: 120_000 }, () => {
    for (const tail of [
      '.'.repeat(MB), '/.'.repeat(MB / 2), '%0'.repeat(MB / 2), '%' + '0'.repeat(MB), '['.repeat(MB), '[a'.repeat(MB / 2),
      '$a'.repeat(MB / 2), '$a='.repeat(MB / 3), '{'.repeat(MB), '}{'.repeat(MB / 2), '<a'.repeat(MB / 2), '%('.repeat(MB / 2),
      '$('.repeat(MB / 2), '\\'.repeat(MB), '(?'.repeat(MB / 2),
    ]) {
      const url = `http://a.example/${tail}`;
      const found = findPlaceholders(url, 5);
      assert.ok(found.spans.every((s, i) => s.start < s.end && s.end <= url.length && (i === 0 || found.spans[i - 1].end <= s.start)));
    }
  });

  test('many placeholders and many problems in one URL', { timeout: 120_000 }, () => {
    const url = `http://a.example/${'{a}|'.repeat(MB / 4)}`;
    const { diagnostics } = lintUrl(url);
    assert.equal(diagnostics.length, 1 + MB / 4); // one hint, and every "|" between the placeholders
  });
});
