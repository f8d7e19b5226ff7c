/**
 * Templates and patterns: placeholders are found exactly (⟦ ⟧ marks), a URL that holds them gets one url-template
 * hint and nothing that overlaps them, fix-all never edits them, and problems elsewhere in the URL are still reported.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { applyEdits, fixAllEdits, lintText, lintUrl, type Diagnostic, type DocumentType } from '../../engine/src';
import { findPlaceholders } from '../../engine/src/placeholder';
import { unmark } from './find-support';

/** The marked spans of a URL's placeholders; for a pattern, the last mark is the pattern's (it runs to the URL's end). */
function checkPlaceholders(marked: string, pattern = false, curl = false): void {
  const { text, spans } = unmark(marked);
  const found = findPlaceholders(text, text.indexOf(':') + 1, undefined, { curl });
  assert.deepEqual(found.spans, spans, marked);
  assert.equal(found.pattern, pattern, marked);
}

const show = (text: string) => (d: Pick<Diagnostic, 'code' | 'start' | 'end'>) => `${d.code} ${d.start}-${d.end} ${JSON.stringify(text.slice(d.start, d.end))}`;

/**
 * lintText reports exactly the marked diagnostics: codes[i] for the i-th mark (url-template when not given).
 * And fix-all leaves the text as it is unless `fixed` says what it becomes.
 */
function checkText(marked: string, codes: string[] = [], fixed?: string, documentType: DocumentType = 'plaintext'): void {
  const { text, spans } = unmark(marked);
  const expected = spans.map((s, i) => show(text)({ code: codes[i] ?? 'url-template', ...s }));
  const { diagnostics } = lintText(text, { documentType });
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
      // Perl and PHP interpolate an element or a property with the variable (miyagawa/cpanminus c146b5b, MetaDB.pm).
      'http://backpan.perl.org/authors/id/⟦$match->{distfile}⟧',
      'http://h.example/⟦$a[0]⟧/⟦$h{key}⟧/⟦$x->[1]{b}⟧',
      'http://⟦$this->host⟧/x',
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

  test('an opener not closed within the URL runs to its end when only the cut template follows it', () => {
    for (const marked of ['https://⟦{{⟧', 'https://⟦{{ host⟧', 'http://a.example/⟦${⟧', 'http://a.example/⟦%(⟧', 'http://a.example/⟦{⟧', 'http://a.example/⟦$(⟧']) {
      checkPlaceholders(marked);
    }
  });

  test('percent variables of test harnesses and Windows; escapes and stray "%" stay what they are', () => {
    for (const marked of [
      'http://⟦%HOSTIP⟧:⟦%HTTPPORT⟧/⟦%TESTNUMBER⟧',
      'http://fake.fake.fake:8000/⟦%TESTNUMBER⟧/?name=me',
      'file:///⟦%USERPROFILE%⟧/x',
      'http://⟦%name%⟧/x',
      'https://a.example/⟦%DATE%⟧.log',
    ]) checkPlaceholders(marked);
    // `%C3%A9` is two escapes, `%AB` an escape, `%HH` and `50%H2O` a stray "%", `%name` unclosed a stray "%".
    for (const url of ['https://a.example/caf%C3%A9', 'https://a.example/%ABCD', 'http://a.example/%HH', 'http://a.example/%name']) checkPlaceholders(url);
  });

  test("curl ranges and test macros: placeholders in curl's reach only, the query included", () => {
    for (const marked of [
      'https://x.example/data?⟦[0-{count-1}]⟧',
      'http://example.com/file⟦[1-100]⟧.txt',
      'http://a.example/?r=⟦[1-5]⟧',
      'https://a.example/curltest/put?id=⟦[0-0]⟧',
      'http://⟦%HOSTIP⟧:⟦%HTTPPORT⟧/⟦[%TESTNUMBER0001-%TESTNUMBER0003]⟧',
      'http://⟦%hex[%c3%a5%c3%a4%c3%b6]hex%⟧.se:⟦%HTTPPORT⟧/⟦%TESTNUMBER⟧',
      'http://⟦%HOSTIP⟧:⟦%HTTPPORT⟧/⟦%repeat[30⟧',
      'http://a.example/⟦%b64[%HTTPPORT %9a]b64%⟧/⟦%days[7]⟧',
    ]) {
      checkPlaceholders(marked, false, true);
      // Elsewhere the brackets are the URL's own (the `{...}` bound and the percent variables stay placeholders).
      const { text } = unmark(marked);
      assert.ok(!findPlaceholders(text, text.indexOf(':') + 1).rows.some((r) => r.where === "in curl's reach"), text);
    }
  });

  test('an unclosed "{" or "(" followed by URL text is a character, not a placeholder', () => {
    for (const url of ['https://wg21.link/p236{0', 'http://a.example/${x', 'http://a.example/%(name', 'http://a.example/$(x', 'http://a.example/{a/b']) {
      checkPlaceholders(url);
    }
  });

  test('a URL that looks like a regular expression is a pattern from the part that holds its first sign on', () => {
    for (const marked of [
      'http://⟦.*gnome.org⟧',
      'http://⟦(www⟧',
      'http://⟦(www\\.)?example\\.com⟧',
      'http://⟦.+\\.example\\.org/\\d+⟧',
      'http://a.example⟦/x/\\w+⟧',
      'http://a.example⟦/(?:a|b)⟧',
      'http://⟦[^/]+/⟧',
      'http://⟦[a-z]+.example.org/⟧',
      'http://a.example⟦/[0-9]{4}/⟧',
      'http://a.example⟦/{id}/.*⟧', // the placeholder is in the pattern's part: one span
      'http://⟦{host}⟧⟦/a/.*⟧', // a placeholder in an earlier part stays its own
      'http://a.example/x⟦?q=\\d{4}⟧',
      'mailto:⟦.*@example.com⟧',
    ]) checkPlaceholders(marked, true);
    // Windows paths, a query's "+" and RFC 1738's safe and extra characters are not regular expressions.
    for (const url of [
      'file:///C:\\dev\\data',
      'http://a.example/?q=.+',
      'http://a.example/.+/x',
      "gopher://www.example..com/0$_.+!*'(),",
      'https://www.debian.org/doc/manuals\\copyright/',
      'http://example.com/a\\b',
      'http://example.com/a\\d',
      'file:///C:/a\\b\\s\\w',
    ]) checkPlaceholders(url);
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
    checkText("git grep -l 'http://⟦.*gnome.org⟧'");
    checkText('re.compile(r"http://⟦(www⟧\\.)?example\\.com")'); // the backslash ends the bare URL
    checkText('https?://[^/]+/');
    checkText('http://⟦.+⟧\\.example\\.org/\\d+'); // the backslash ends the bare URL; no host holds ".+"
    checkText('<URL:http://⟦.+\\.example\\.org/\\d+⟧>');
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

describe('forms seen in real files', () => {
  test("square brackets: optional parts (nested or not) and curl's ranges, in the host, the port and the path", () => {
    for (const marked of [
      'https://⟦{tenant}⟧.ciamlogin.com⟦[/{tenant}[.onmicrosoft.com][/v2.0]]⟧',
      'ftp://⟦[[user][:pass]@]⟧host⟦[:port]⟧/',
      'http://a.example/x⟦[?page=2]⟧⟦[#top]⟧',
      'http://⟦[[user]@]⟧a.example⟦[:8080]⟧/',
    ]) checkPlaceholders(marked);
    for (const marked of [
      'ftp://ftp.example.com/file⟦[1-100]⟧.txt',
      'ftp://ftp.example.com/file⟦[001-100]⟧.txt',
      'http://example.com/file⟦[a-z:2]⟧.txt',
      'http://example.com/archive⟦[1996-1999]⟧/vol⟦[1-4]⟧/part⟦{a,b,c}⟧.html',
      'http://⟦{site,host}⟧.host⟦[1-5]⟧.com',
    ]) checkPlaceholders(marked, false, true);
  });

  test('square brackets that stay what they are', () => {
    for (const url of [
      'http://[::1]:8080/', // IPv6 literals, valid or not, are the host-ip-literal rules' (RFC 2732)
      'ftp://u@[::ffff:192.0.2.1]:2121/f',
      'http://[fe80::a%25en0]/',
      'http://[:]]/',
      'http://[1.2.3.4]/',
      'http://a.example/?filter[name]=x&a[]=1&r=[1-5]&o=[/x]', // a query's brackets are all real characters
      'http://a.example/a[0]/[]/[/]/[1-]/[1-a]/[-1]', // no word, no range, an optional part without a letter
      'http://a.example/[/x', // an optional part left open
    ]) checkPlaceholders(url);
  });

  test('a port that is a word (letters and "_", no digit)', () => {
    for (const marked of [
      'https://⟦host⟧:⟦port⟧', // "host" too: a role word (placeholder/table.ts)
      'http://user:pass@⟦server⟧:⟦port⟧/',
      'http://⟦host⟧:⟦port⟧/json/list',
      'http://a.example:⟦port⟧/',
      'http://localhost:⟦PORT⟧/',
      'http://example.org:⟦foo⟧', // as much a placeholder by the same rule
      'https://a:⟦b⟧/common/d?e=f#g',
      'http://[::1]:⟦port⟧/',
      'http://a.example:⟦web_port⟧?x',
    ]) checkPlaceholders(marked);
    for (const url of ['http://a.example:8o/', 'http://a.example:8080/', 'http://a.example:/', 'http://user:pass@host.example/', 'http://a.example/b:c', 'http://a.example/?x=a:b']) {
      checkPlaceholders(url);
    }
  });

  test('a Unix socket\'s path where the port goes, after the host "unix" (got, nginx, libevent)', () => {
    for (const marked of ['http://unix⟦:/var/run/docker.sock:⟧/containers/json', 'http://unix⟦:/tmp/foobar/:⟧/foo', 'http://UNIX⟦:/s:⟧']) checkPlaceholders(marked);
    // Another host, no second ":", a path that does not start with "/", or a space before the second ":".
    for (const url of ['http://localhost:/a:/b', 'http://unix:/a', 'http://unix:a:/b', 'http://unix:/a?b:/c', 'http://xunix:/a:/b']) checkPlaceholders(url);
  });

  test('a host label that is an upper-case identifier with "_"', () => {
    for (const marked of [
      'https://⟦ISSUER_URL⟧',
      'https://⟦YOUR_DOMAIN⟧/x',
      'http://⟦API_HOST⟧:8080/',
      'https://⟦TENANT_NAME⟧.b2clogin.com/TENANT_NAME.onmicrosoft.com', // a path may hold "_"
      'http://www.⟦MY_ZONE2⟧.example/',
      'http://u@⟦DB_HOST⟧/',
    ]) checkPlaceholders(marked);
    for (const url of [
      'HTTP://EXAMPLE.COM/', // upper case alone is a host
      'http://mail_relay.example/', // lower case without a stand-in word: a broken host name, reported (`my_host.example` is a stand-in: the role-word row)
      'http://My_Host/',
      'http://_dmarc.example/',
      'http://EXAMPLE_COM-x.example/',
      'http://a.example/API_KEY/?k=MY_KEY',
      'http://A_B_C_d.example/',
    ]) checkPlaceholders(url);
  });

  test('"*" in the authority is a wildcard', () => {
    for (const marked of ['https://⟦*⟧.example.com/', 'https://⟦*⟧.internal', 'https://⟦**⟧vssps⟦**⟧.dev.azure.com/⟦{yourorgname}⟧', 'http://a.example:⟦*⟧/']) {
      checkPlaceholders(marked);
    }
    checkPlaceholders('http://a.example/a*b/*'); // RFC 1738 2.2 lists "*" among the characters a path may hold
  });

  test("git's pretty-format placeholders where one ends the URL or a part of it", () => {
    for (const marked of [
      'https://github.com/fusesource/jansi/commit/⟦%H⟧',
      'https://github.com/a/b/commit/⟦%h⟧',
      'https://a.example/⟦%an⟧/⟦%T⟧?p=⟦%p⟧#⟦%cN⟧',
    ]) checkPlaceholders(marked);
    // Before a letter or a digit "%" is a stray one; "%ad" and "%ce" are escapes (RFC 1738 2.2).
    for (const url of ['http://a.example/50%H2O', 'http://a.example/100%Pure', 'http://a.example/%Hx/', 'http://a.example/%ad/%ce', 'http://a.example/%HH']) {
      checkPlaceholders(url);
    }
  });
});

describe('the real lines: one url-template hint, no error, no fix', () => {
  test('square brackets', () => {
    checkText('`https://⟦{tenant}⟧.ciamlogin.com[/{tenant}[.onmicrosoft.com][/v2.0]]`', [], undefined, 'javascript');
    checkText('ftp://⟦[[user][:pass]@]⟧host[:port]/');
    checkText('curl "ftp://ftp.example.com/file⟦[1-100]⟧.txt"');
    checkText('curl "ftp://ftp.example.com/file⟦[001-100]⟧.txt"');
    checkText('curl "http://example.com/file⟦[a-z:2]⟧.txt"');
    checkText('curl "http://example.com/archive⟦[1996-1999]⟧/vol[1-4]/part{a,b,c}.html"');
    checkText('curl "http://⟦{site,host}⟧.host[1-5].com"');
  });

  test("curl's globs and test macros: placeholders only in a document in curl's reach; a mistake beside them is still reported", () => {
    // A document that names curl (curl/curl tests/http/test_07_upload.py line 55 @ 5c61e16869) or is a curl test case.
    checkText("curl = CurlClient(env=env)\nurl = f'https://⟦{env.authority_for(env.domain1, proto)}⟧/curltest/echo?id=[0-0]'", [], undefined, 'python');
    checkText('<testcase>\n<command>\nhttp://⟦%hex[%c3%a5]hex%⟧.se:%HTTPPORT/%TESTNUMBER\n</command>');
    checkText('<?xml version="1.0"?>\n<testcase>\nhttp://a.example/⟦[%TESTNUMBER0001-%TESTNUMBER0003]⟧');
    // Elsewhere a range is the URL's own unsafe brackets, and so is a macro's.
    checkText('see http://a.example/file⟦[⟧1-3⟦]⟧.txt', ['unsafe-character', 'unsafe-character'], 'see http://a.example/file%5B1-3%5D.txt');
    checkText("url = 'https://a.example/put?id=⟦[⟧0-0⟦]⟧'", ['unsafe-character', 'unsafe-character'], "url = 'https://a.example/put?id=%5B0-0%5D'", 'python');
    checkText('a curly brace: http://a.example/file⟦[⟧1-3⟦]⟧', ['unsafe-character', 'unsafe-character'], 'a curly brace: http://a.example/file%5B1-3%5D');
    // In curl's reach, a real mistake beside a glob or a macro is reported and fixed.
    checkText('curl "http://a.example/f⟦[1-3]⟧/a⟦|⟧b.txt"', ['url-template', 'unsafe-character'], 'curl "http://a.example/f[1-3]/a%7Cb.txt"');
    checkText('<testcase>\nhttp://⟦%hex[%c3]hex%⟧.se/a⟦|⟧b', ['url-template', 'unsafe-character'], '<testcase>\nhttp://%hex[%c3]hex%.se/a%7Cb');
  });

  test('what square brackets leave as it was', () => {
    checkText('http://⟦[::1]⟧:8080/', ['host-ip-literal']);
    checkText(
      // "[]" is one run of unsafe characters: one diagnostic.
      'http://a.example/?filter⟦[⟧name⟦]⟧=x&a⟦[]⟧=1',
      ['unsafe-character', 'unsafe-character', 'unsafe-character'],
      'http://a.example/?filter%5Bname%5D=x&a%5B%5D=1',
    );
  });

  test('port words', () => {
    checkText('https://a.example:⟦port⟧');
    // RFC 1738 3.3 gives http no user or password: that finding stands in strict (RFC 3986 3.2.1 makes it a hint by
    // default); "pass" only stands for a password (no warning); the host and port are placeholders (the hint names the first).
    const text = 'http://user:pass@server:port/';
    assert.deepEqual(lintText(text).diagnostics.map(show(text)), ['url-template 17-23 "server"']);
    assert.deepEqual(lintText(text, { preset: 'strict' }).diagnostics.map(show(text)), ['userinfo-not-allowed 7-17 "user:pass@"', 'url-template 17-23 "server"']);
    checkText('curl http://⟦host⟧:port/json/list');
    checkText('http://localhost:⟦PORT⟧/');
    checkText('http://example.org:⟦foo⟧');
    checkText('http://a.example:⟦8o⟧/', ['port-invalid']);
    checkText('https://a:⟦b⟧/common/d?e=f#g');
  });

  test('Unix socket paths: the hint names the convention, and the empty port is no error (fix-all would drop its ":")', () => {
    // got's test/unix-socket.ts (sindresorhus/got d00d845), nginx's proxy_pass, libevent's whatsnew-2.2.txt.
    checkText("(options.url as URL).href = 'http://unix⟦:/tmp/test.sock:⟧/';");
    checkText('proxy_pass http://unix⟦:/tmp/backend.socket:⟧/uri/;');
    const text = 'see http://unix:/tmp/a.sock:/x';
    const [hint] = lintText(text).diagnostics;
    assert.match(hint!.message, /Unix socket/);
    checkText('see http://localhost⟦:⟧/a:/b', ['port-empty'], 'see http://localhost/a:/b');
  });

  test('upper-case identifier hosts', () => {
    checkText('issuer: https://⟦ISSUER_URL⟧');
    checkText('https://⟦YOUR_DOMAIN⟧/x');
    checkText('http://⟦API_HOST⟧:8080/');
    checkText('⟦HTTP⟧://EXAMPLE.COM/', ['scheme-case'], 'http://EXAMPLE.COM/');
  });

  test('wildcard hosts', () => {
    checkText("Content-Security-Policy: script-src 'self' https://⟦*⟧.example.com/");
    checkText('.B https://⟦*⟧\\&.example\\&.com/', [], undefined, 'roff');
    checkText('no_proxy: https://⟦*⟧.internal');
    checkText('https://⟦**⟧vssps**.dev.azure.com/{yourorgname}', [], undefined, 'markdown');
  });

  test("git's placeholders", () => {
    checkText("git log --format='https://github.com/fusesource/jansi/commit/⟦%H⟧'");
    checkText('http://a.example/50⟦%⟧H2O', ['invalid-percent-escape'], 'http://a.example/50%25H2O');
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
    assert.deepEqual(diagnostics[1]!.fixes, []);
  });

  test('percent-escapes stay checked as escapes', () => {
    checkText('http://a.example/%2F%20%dF%DE/x');
    checkText('ftp://a.example/a%20search/⟦%0D⟧', ['encoded-crlf']);
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
      // Optional parts and ranges: "[[]" keeps every group open to the end, as "[/" does, and "[[/]]" closes without a word.
      '[[]'.repeat(MB / 3), '[/'.repeat(MB / 2), '[/a'.repeat(MB / 3), '[[/]]'.repeat(MB / 5), '[/a]'.repeat(MB / 4), '[1-'.repeat(MB / 3),
      '[1'.repeat(MB / 2), '%H'.repeat(MB / 2),
    ]) {
      const url = `http://a.example/${tail}`;
      const found = findPlaceholders(url, 5);
      assert.ok(found.spans.every((s, i) => s.start < s.end && s.end <= url.length && (i === 0 || found.spans[i - 1]!.end <= s.start)));
    }
  });

  test('a megabyte authority of colons, identifiers, wildcards and brackets', { timeout: 120_000 }, () => {
    for (const tail of [
      ':a'.repeat(MB / 2), ':'.repeat(MB), 'A_'.repeat(MB / 2), 'a_'.repeat(MB / 2), 'A_a'.repeat(MB / 3), '_A.'.repeat(MB / 3), 'A_.'.repeat(MB / 3),
      '*'.repeat(MB), '*a'.repeat(MB / 2), '[[]'.repeat(MB / 3), '[:'.repeat(MB / 2), 'A'.repeat(MB) + '_a',
    ]) {
      const url = `http://${tail}`;
      const found = findPlaceholders(url, 5);
      assert.ok(found.spans.every((s, i) => s.start < s.end && s.end <= url.length && (i === 0 || found.spans[i - 1]!.end <= s.start)));
    }
  });

  // (A megabyte label of many placeholders, '{a}'.repeat or '*a'.repeat, takes minutes in the rules before this step.)
  test('a megabyte host of templated labels: the host extents stay linear', { timeout: 120_000 }, () => {
    for (const host of ['{a}.'.repeat(MB / 4), 'a{a}-.'.repeat(MB / 6), '{a}..'.repeat(MB / 5)]) {
      const url = `http://${host}:99999/`;
      const codes = new Set(lintUrl(url).diagnostics.map((d) => d.code));
      assert.ok(codes.has('port-out-of-range'), host.slice(0, 8)); // the port beside the templated host is still judged
    }
  });

  test('many placeholders and many problems in one URL', { timeout: 120_000 }, () => {
    const url = `http://a.example/${'{a}|'.repeat(MB / 4)}`;
    const { diagnostics } = lintUrl(url);
    assert.equal(diagnostics.length, 1 + MB / 4); // one hint, and every "|" between the placeholders
  });
});

// playwright-core's trace viewer (lib/vite/traceViewer/sw.bundle.js) builds a host from a template:
// `https://pw-${t.slice(0,-1)}--` then more host. The "--" ends no label once the placeholder is filled in.
test('a host holding a placeholder is not judged label by label; a "*" wildcard host still is', () => {
  const js = 'e.replace(t+`//`,`https://pw-${t.slice(0,-1)}--`)';
  assert.deepEqual(
    lintText(js, { documentType: 'javascript' }).diagnostics.map((d) => `${d.code}@${d.start}-${d.end}`),
    ['url-template@29-45'],
  );
  assert.deepEqual(
    lintText('see https://*.exa_mple.com/ now').diagnostics.map((d) => `${d.code}@${d.start}-${d.end}`),
    ['url-template@12-13', 'host-invalid-character@17-18'],
  );
});

/**
 * A placeholder hides only itself and the part it stands for; a pattern only on evidence no real URL carries. Each
 * row: the text with every expected diagnostic marked (⟦ ⟧), the codes in order (url-template when not given), and
 * what fix-all makes of it (unchanged when not given).
 */
describe('a placeholder hides only itself', () => {
  const rows: [marked: string, codes: string[], fixed?: string, documentType?: DocumentType][] = [
    // RFC 1738 2.2's safe and extra characters are no pattern: the empty host label is reported.
    ["gopher://www.example.⟦.⟧com/0$_.+!*'(),", ['host-empty-label']],
    ["<URL:gopher://www.example.⟦.⟧com/0$_.+!*'(),>", ['host-empty-label']],
    // A backslash before a letter is a Windows separator, not a regular expression's escape. (A bare URL in prose
    // still ends at a backslash: that is the finder's, see find/chars.ts.) Fix-all leaves it: a browser reads "\" as
    // "/" in an http URL, and "%5C" would change the path it gets (the quick fix is offered).
    ['<URL:https://www.debian.org/doc/manuals⟦\\⟧copyright/>', ['unsafe-character']],
    ['<URL:http://example.com/a⟦\\⟧b>', ['unsafe-character']],
    ['<a href="http://example.com/a⟦\\⟧b">x</a>', ['unsafe-character'], undefined, 'html'],
    // A pattern hides the part holding its first sign and what follows; the parts before it are checked.
    ["git grep -l '⟦HTTP⟧://⟦.*gnome.org⟧'", ['scheme-case', 'url-template'], "git grep -l 'http://.*gnome.org'"],
    ['<URL:http://exa⟦_⟧mple.com⟦/a/\\d+⟧>', ['host-invalid-character', 'url-template']],
    ['<URL:http://⟦(www\\.)?example\\.com/a|b⟧>', []],
    ['<URL:http://a.example/x⟦?q=\\d{4}|a b⟧>', []],
    // A placeholder in the host hides the host rules for the labels it touches, and nothing else.
    ['http://⟦{host}⟧.⟦.⟧example.com/', ['url-template', 'host-empty-label']],
    ['https://⟦{tenant}⟧.exa⟦_⟧mple.com/', ['url-template', 'host-invalid-character']],
    ['https://pw-⟦${id}⟧--x.example/', []],
    ['http://⟦${host}⟧:⟦99999⟧/', ['url-template', 'port-out-of-range']],
    ['http://⟦{host}⟧/a⟦|⟧b', ['url-template', 'unsafe-character'], 'http://{host}/a%7Cb'],
    // A port word hides the port rules; the host beside it is still judged.
    ['http://a⟦_⟧b.example:⟦PORT⟧/', ['host-invalid-character', 'url-template']],
    // Brackets inside a path segment are the name's unsafe characters; a whole segment may be a placeholder.
    ['http://example.com/guide⟦[⟧v2⟦]⟧.pdf', ['unsafe-character', 'unsafe-character'], 'http://example.com/guide%5Bv2%5D.pdf'],
    ['https://github.com/⟦[owner]⟧/[repo]/blob/notes⟦[⟧v1⟦]⟧.md', ['url-template', 'unsafe-character', 'unsafe-character'], 'https://github.com/[owner]/[repo]/blob/notes%5Bv1%5D.md'],
    // A GUID in braces is a value (SharePoint's sourcedoc), not a hole; a name or a number in braces is one.
    ['http://a.example/x.aspx?sourcedoc=⟦{⟧A793D31E-6DC6-4174-8FA3-DE3F82B51642⟦}⟧&id=⟦{id}⟧', ['unsafe-character', 'unsafe-character', 'url-template'], 'http://a.example/x.aspx?sourcedoc=%7BA793D31E-6DC6-4174-8FA3-DE3F82B51642%7D&id={id}'],
    // Man-page placeholder hosts (issue 19): a lower-case word is a host name like any (`file://android_asset/` is a
    // real mistake for file:///android_asset/), but for the role words that name the part (placeholder/table.ts),
    // and words joined by "_" with a role or stand-in word among them (issue 28).
    ['http://⟦ip_server⟧/path', ['url-template']],
    ['http://⟦your_host⟧:8080/ http://⟦my_server⟧/x', ['url-template', 'url-template']],
    ['file://android⟦_⟧asset/ http://app⟦_⟧one/', ['host-invalid-character', 'host-invalid-character']],
    // A label of such words in a longer host (fresh2 set: hyperium/hyper examples/http_proxy.rs line 26, pypa/pip
    // tests/functional/test_configuration.py line 243); a label without a stand-in word keeps its report.
    ['curl -i https://⟦www.some_domain.com⟧/ http://⟦non_existing_proxy_server.tld⟧ http://mail⟦_⟧relay.example.com/', ['url-template', 'url-template', 'host-invalid-character']],
    ['file://⟦fileserver⟧ file://⟦filename⟧', ['file-invalid-host', 'url-template']],
    ['.URL "file://⟦filename⟧" "" ""', ['url-template'], undefined, 'roff'],
    ['ldap://hostport/dn?attributes and <URL:wais://⟦hostport⟧/database>', ['url-template']],
    ['git fetch http://user:pass@⟦host⟧/repo', ['url-template']],
    // Issue 30: an unclosed "{" before URL text is the URL's own unsafe character, with its fix.
    ['<a href="https://wg21.link/p236⟦{⟧0">', ['unsafe-character'], '<a href="https://wg21.link/p236%7B0">', 'html'],
    // LaTeX's escapes inside hyperref's `\url{}` and `\href{}` (sphinx tests/test_markup/test_markup.py line 235 @
    // e44a40e, held-out half); outside them a backslash is the URL's own.
    ["x = '\\\\href{https://a.example/r.html⟦\\\\#⟧s}{RFC} and https://b.example/a⟦\\\\⟧x'", ['url-template', 'unsafe-character'], "x = '\\\\href{https://a.example/r.html\\\\#s}{RFC} and https://b.example/a\\\\x'", 'python'],
    // curl's tests/data/test1 line 37 (curl/curl @ 5c61e16): the harness's variables, no invalid-percent-escape or port-invalid.
    ['http://⟦%HOSTIP⟧:%HTTPPORT/%TESTNUMBER', ['url-template']],
    // acmesh-official/acme.sh deploy/docker.sh line 268 and dnsapi/dns_conoha.sh line 14 @ d60c75b (public benchmark).
    ['_cux_url="http://localhost⟦$_endpoint⟧"', ['url-template'], undefined, 'shell'],
    ['CONOHA_DNS_EP_PREFIX_REGEXP="https://⟦dns-service\\.⟧"', ['url-template'], undefined, 'shell'],
    ['http://⟦$USER⟧@host:port/ http://⟦server⟧:⟦99999⟧/', ['url-template', 'url-template', 'port-out-of-range']],
    // Only the whole host, lower case: a label of a name, or a word with more to it, is a host like any.
    ['http://host.example/a⟦|⟧b http://Server⟦_⟧1/', ['unsafe-character', 'host-invalid-character'], 'http://host.example/a%7Cb http://Server_1/'],
  ];
  for (const [marked, codes, fixed, documentType] of rows) {
    test(marked, () => checkText(marked, codes, fixed, documentType));
  }

  // Issue 18: the userinfo is found before port words, wildcards and a host's "(" are looked for. RFC 1738 lets
  // "*", "(", "!", "?" into a user or password (sections 2.2 and 5), so there they are no template's or pattern's
  // evidence, and the password keeps its warning. (URLs of the grammar oracle's; the last from azure-devops-node-api.)
  test('the userinfo holds RFC 1738 characters, not placeholders: the verdicts are the ones without placeholders', () => {
    for (const [url, expected] of [
      // (Hosts that are no RFC 2606 example or loopback host, where any password is an example's.)
      ['ftp://l%d9:1i*eo@a.samples:751/', ['password 11-16 "1i*eo"', 'reserved-port 27-30 "751"']],
      ['telnet://m3:g7*(l(f&@tset/', ['password 12-20 "g7*(l(f&"']],
      ['telnet://q:yf(!*%Ed%34v@10.0.0.61', ['password 11-23 "yf(!*%Ed%34v"']],
      ['ftp://%Ef:zU?;_%1e=i@a.samples/', ['password 10-20 "zU?;_%1e=i"']],
      ['ftp://)ibRq6vz:y?w@a.samples/', ['password 15-18 "y?w"']],
      ['telnet://A:x?%21r@a.samples/', ['password 11-17 "x?%21r"']],
      ['telnet://(Qvy_f:f4&Il&@128.0.0.152/', ['password 16-22 "f4&Il&"']],
      ['ftp://(jwc-,:irrMo@a.samples/', ['password 13-18 "irrMo"']],
      // A word in parentheses as the host is a hole that hides only itself: the backslash after it is reported.
      ['http://(tfsserver):8080/a\\e?', ['url-template 7-18 "(tfsserver)"', 'unsafe-character 25-26 "\\\\"']],
      // A "/" written inside a password: the word before it is no port word, and the parser's port "p" is reported.
      ['ftp://u:p/w@-a..b_c.1x:99999/x', ['port-invalid 8-9 "p"']],
    ] as const) {
      assert.deepEqual(lintUrl(url).diagnostics.map(show(url)), expected, url);
    }
  });

  test('what stays a template or a pattern beside a userinfo', () => {
    checkPlaceholders('ftp://⟦$USER⟧:⟦$PASS⟧@a.example/');
    checkPlaceholders('ftp://u:p@a.example:⟦PORT⟧/');
    checkPlaceholders('ftp://u:p@⟦*⟧.example/');
    checkPlaceholders('http://⟦(host)⟧:8080/');
    // A "(" opening the host after a userinfo is a group all the same; a pattern hides its whole part.
    checkPlaceholders('ftp://⟦u:p@(www\\.)?example\\.com⟧', true);
    checkPlaceholders('ftp://⟦u:p@(www⟧', true);
    // Without the parser's split an http URL's "?" ends the authority: the "@" after it is the query's.
    checkPlaceholders('http://a.example:⟦port⟧?x=a@b');
    checkPlaceholders('http://localhost:⟦PORT⟧/@vite/client');
    checkPlaceholders('http://localhost:⟦PORT⟧/a/b@c');
  });

  test('a URL given on its own (explain): the backslash and the space are reported', () => {
    for (const [url, expected] of [
      ['http://example.com/a\\b', ['unsafe-character 20-21 "\\\\"']],
      ['http://localhost:PORT/a b', ['url-template 17-21 "PORT"', 'unsafe-character 23-24 " "']],
      ["gopher://www.example..com/0$_.+!*'(),", ['host-empty-label 21-22 "."']],
    ] as const) {
      assert.deepEqual(lintUrl(url).diagnostics.map(show(url)), expected, url);
    }
  });
});

describe('percent variables against broken escapes (the grammar oracle\'s mutants)', () => {
  test('a harness or Windows variable is a placeholder; a broken escape beside letters or another escape is not', () => {
    const codes = (url: string) => lintUrl(url).diagnostics.map((d) => [d.code, d.start, d.end]);
    // Variables: curl's test harness (three upper-case letters first), Windows (letters between two "%").
    assert.deepEqual(codes('http://%HOSTIP:%HTTPPORT/%TESTNUMBER'), [['url-template', 7, 14]]);
    assert.deepEqual(codes('file://%PWD/log'), [['url-template', 7, 11]]);
    assert.deepEqual(codes('http://a.example/%USERPROFILE%/x'), [['url-template', 17, 30]]);
    // Broken escapes: digits early (%CV99R), glued to an escape (%QYU%Cf), short and glued to lower case (%BMVwj), a
    // "Windows" name with digits (%Ab447%).
    assert.deepEqual(codes('mailto:cn7r%CV99R@x1.invalid'), [['mailto-unencoded-percent', 11, 12]]);
    assert.deepEqual(codes('news:m_%QYU%Cf_@a.example'), [['invalid-percent-escape', 7, 8]]);
    assert.deepEqual(codes('mailto:x0t6%BMVwj'), [['mailto-unencoded-percent', 11, 12]]);
    assert.deepEqual(codes('news:m%Ab447%R8v@a.example'), [['invalid-percent-escape', 12, 13]]);
  });

  test('fix-all reaches its fixpoint on the two documents the fuzz slice found after the merges', () => {
    for (const [text, type, preset] of [['http://:ß@', 'rst', 'strict'], ["'file://#\\;'", 'toml', 'strict']] as const) {
      const before = lintText(text, { documentType: type, preset });
      const after = applyEdits(text, fixAllEdits(before.diagnostics));
      const again = lintText(after, { documentType: type, preset });
      assert.deepEqual(fixAllEdits(again.diagnostics), [], text);
      assert.equal(again.urls.length, before.urls.length, text);
      assert.deepEqual(again.diagnostics.map((d) => d.code).filter((c) => !before.diagnostics.some((b) => b.code === c)), [], `${text}: no new problem`);
    }
  });
});
