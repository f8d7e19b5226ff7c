/**
 * Where a URL starts and ends against the text around it, in every context: CJK and full-width punctuation, dashes,
 * the ellipsis, punctuation runs before a scheme, and <URL:...> wrappers (punctuation only; across blank lines, and
 * the reach that bounds it). Cases mark every expected span with ⟦ ⟧ (see find-cases.test.ts); a span starting with
 * "<" is a wrapper whose URL is listed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BLANK_LINE_REACH } from '../../engine/src/find/wrapper';
import { checkMarked, URL_CONTEXTS } from './find-support';

interface Case {
  text: string;
  wrapped?: string[];
}

async function inEveryContext(t: test.TestContext, cases: Case[]): Promise<void> {
  for (const c of cases) {
    for (const context of URL_CONTEXTS) await t.test(`${context}: ${JSON.stringify(c.text)}`, () => checkMarked(c.text, { wrapped: c.wrapped, context }));
  }
}

/** CJK, full-width and half-width punctuation that ends a bare URL (Chinese and Japanese put no space after one). */
const CJK_PUNCTUATION = '，、；：！？「」『』（）【】《》〈〉｜。．［］｛｝＜＞｡｢｣､〔〕〖〗〜';

test('CJK and full-width punctuation end a bare URL; CJK text right before a scheme is a word boundary', async (t) => {
  const cases: Case[] = [
    { text: '请看⟦http://例子.测试/路径⟧。以及⟦https://example.com/⟧' },
    { text: '｜⟦http://google.com⟧｜bar' },
    { text: '詳しくは⟦https://a.example/ja/⟧「ガイド」' },
    ...[...CJK_PUNCTUATION].map((p) => ({ text: `见${p}⟦http://a.example/x⟧${p}⟦http://b.example/⟧${p}` })),
  ];
  await inEveryContext(t, cases);
});

test('dashes and the ellipsis end a bare URL; an en dash between letters in a path is the URL\'s', async (t) => {
  await inEveryContext(t, [
    { text: 'see ⟦http://example.com⟧—it is free' },
    { text: 'see ⟦http://example.com/a⟧—b, ⟦http://example.com/c⟧―d' },
    // Wikipedia titles hold en dashes; outside a path, next to a non-letter or at the end, it is the sentence's.
    { text: '⟦https://en.wikipedia.org/wiki/Fisher–Yates_shuffle⟧ and ⟦https://de.wikipedia.org/wiki/Gödel–Escher⟧' },
    { text: '⟦http://example.com⟧–b ⟦http://a.example/2020⟧–2021 ⟦http://a.example/a⟧– ⟦http://a.example/a⟧–/b' },
    { text: '⟦mailto:a@b.example⟧–c ⟦http://example.com/p?q=a–b⟧ ⟦http://example.com?q=a–b#c–d⟧ ⟦http://ex⟧–ample.org/' },
    { text: '⟦http://a.example/a⟧…b …⟦http://b.example/⟧…' },
    // An ASCII hyphen is a URL character.
    { text: '⟦http://a.example/a-b⟧ ⟦http://a.example/c--d⟧' },
  ]);
});

test('a punctuation run that starts the word, or an ellipsis, does not hide the scheme after it', async (t) => {
  await inEveryContext(t, [
    { text: 'house can...⟦http://bit.ly/x⟧' },
    { text: 'node-fetch/1.0 (+⟦https://github.com/bitinn/node-fetch⟧)' },
    { text: 'Googlebot/2.1; +⟦http://www.google.com/bot.html⟧)' },
    { text: '-⟦http://a.example/old⟧\n+⟦http://a.example/new⟧' },
    { text: '..⟦http://a.example⟧ x..⟦ftp://b.example/⟧ .-+⟦http://c.example⟧ y.-..⟦http://d.example⟧' },
  ]);
});

test('a "+", "-" or "." joining the scheme to a longer name hides it: a wrong extent is worse than none', async (t) => {
  await inEveryContext(t, [
    { text: 'git+https://github.com/x x.http://y a-http://x a+-http://x 3.http://x e.g.http://x x.-.http://y' },
    { text: 'svn+ssh://h/r a.mailto:joe@a.example b-news:comp.lang.c' },
  ]);
});

test('a <URL:...> wrapper holding only punctuation is prose naming the notation, not a URL', async (t) => {
  await inEveryContext(t, [
    { text: 'written <URL:...> as in' },
    { text: '<URL:…> <URL:---> <URL: ... > <URL:/> <URL:1234>' },
    { text: 'as <URL:...>, e.g. ⟦<URL:x>⟧ and ⟦http://a.example/⟧', wrapped: ['x'] },
    { text: '⟦<URL:...http://a.example/>⟧', wrapped: ['...http://a.example/'] },
  ]);
});

test('a <URL:...> wrapper is joined across blank lines (RFC 1738 appendix: whitespace inside is ignored)', async (t) => {
  const gopher = 'ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol/Gopher+/Gopher+.txt';
  await inEveryContext(t, [
    { text: '⟦<URL:ftp://boombox.micro.umn.edu/pub/\ngopher/gopher_protocol\n\n/Gopher+/Gopher+.txt>⟧', wrapped: [gopher] },
    {
      text: '   University of Minnesota, July 1993.\r\n   ⟦<URL:ftp://boombox.micro.umn.edu/pub/\r\n   gopher/gopher_protocol\r\n\r\n   /Gopher+/Gopher+.txt>⟧\r\n',
      wrapped: [gopher],
    },
    { text: '⟦<url:http://a.example/\n\n\n\nb>⟧', wrapped: ['http://a.example/b'] },
    // A plain <scheme:...> wrapper still stops at a blank line; its URL is then found bare.
    { text: '<⟦http://a.example/b⟧\n\nc>' },
    { text: '<⟦mailto:joe@a.example⟧\r\n\r\n>' },
  ]);
});

/** A <URL:...> wrapper with a blank line after its URL's first part, `length` characters from "<" to ">". */
function wideWrapper(length: number): Case {
  const head = 'http://a.example/';
  const x = 'x'.repeat(length - '<URL:'.length - head.length - '\n\n'.length - 'y>'.length);
  const text = `<URL:${head}${x}\n\ny>`;
  assert.equal(text.length, length);
  return length <= BLANK_LINE_REACH.characters
    ? { text: `⟦${text}⟧`, wrapped: [`${head}${x}y`] }
    : { text: `<URL:⟦${head}${x}⟧\n\ny>` };
}

/** A <URL:...> wrapper with a blank line, spanning `lineBreaks` line breaks from "<" to ">". */
function tallWrapper(lineBreaks: number): Case {
  const head = 'http://a.example/';
  const lines = 'a\n'.repeat(lineBreaks - 1);
  return lineBreaks <= BLANK_LINE_REACH.lineBreaks
    ? { text: `⟦<URL:${head}${lines}\nz>⟧`, wrapped: [`${head}${'a'.repeat(lineBreaks - 1)}z`] }
    : { text: `<URL:⟦${head}a⟧\n${'a\n'.repeat(lineBreaks - 2)}\nz>` };
}

test('across a blank line, a <URL:...> wrapper reaches only so far: a stray "<URL:" does not swallow pages', async (t) => {
  assert.deepEqual(BLANK_LINE_REACH, { characters: 1024, lineBreaks: 16 });
  await inEveryContext(t, [
    wideWrapper(1024),
    wideWrapper(1025),
    tallWrapper(16),
    tallWrapper(17),
    // The reach counts the whole wrapper: lines before the blank line too.
    { text: `<URL:⟦http://a.example/a⟧\n${'a\n'.repeat(15)}\n\nz>` },
    // Without a blank line there is no reach: a long wrapped URL is whole however many lines it takes.
    { text: `⟦<URL:http://a.example/${'a\n'.repeat(40)}z>⟧`, wrapped: [`http://a.example/${'a'.repeat(40)}z`] },
    { text: `⟦<URL:http://a.example/${'x'.repeat(2000)}\ny>⟧`, wrapped: [`http://a.example/${'x'.repeat(2000)}y`] },
    // A stray mention of the notation: the paragraphs after it are not its URL.
    { text: `Write <URL: before the URL.\n\n${'Some more prose here. '.repeat(60)}\n\nif a > b` },
  ]);
});

// Lists, hyphenated line ends and East Asian particles, from real files: gcloud's `--allowed-audiences=a,b` (man),
// man-db's manual rendered to text, TypeScript's Korean messages, a regular expression in a JSON grammar.
test('a comma before the next URL of a list ends the first', (t) =>
  inEveryContext(t, [
    { text: '--allowed-audiences=⟦https://test-audience-1.com⟧,⟦https://b.example/x⟧' },
    { text: '⟦http://a.example/x,y⟧ and ⟦http://a.example/?q=a,b&c=http:x⟧' },
  ]));

// The hyphen breaks of Debian's /usr/share/doc: gcloud's changelogs (Python's textwrap), curl's changelog, man-db's
// manual rendered to text.
test('a URL hyphenated at a line end is joined when the next line continues it; one ending in "-" mid-line is taken', (t) =>
  inEveryContext(t, [
    {
      text: 'listed in ⟦https://cloud.google.com/sdk/docs/release-\n    notes⟧ and in the RELEASE_NOTES file.',
      wrapped: ['https://cloud.google.com/sdk/docs/release-notes'],
    },
    {
      text: 'the Translation Project (⟦https://translationpro-\nject.org/⟧) or ⟦https://a.example/b⟧',
      wrapped: ['https://translationpro-ject.org/'],
    },
    {
      text: '⟦https://github.blog/changelog/2022-10-03-github-actions-jobs-running-on-\n  macos-latest-are-now-running-on-macos-12/⟧\n  Ref: ⟦https://x.example/⟧',
      wrapped: ['https://github.blog/changelog/2022-10-03-github-actions-jobs-running-on-macos-latest-are-now-running-on-macos-12/'],
    },
    { text: 'see ⟦https://develop-  \r\n  er.mozilla.org/⟧', wrapped: ['https://develop-er.mozilla.org/'] },
    { text: 'two: ⟦http://a.example/b-\r c-\n d⟧.', wrapped: ['http://a.example/b-c-d'] },
    { text: '(⟦https://a.example/docs/JavaScript/-\n  Reference/TypedArray⟧)', wrapped: ['https://a.example/docs/JavaScript/-Reference/TypedArray'] },
    { text: '⟦http://a.example/x-⟧ and more' },
    // A colon that is the URL's, not a field name's: no space after it.
    { text: 'see ⟦https://a.example/x-\nb:c/d⟧ here', wrapped: ['https://a.example/x-b:c/d'] },
  ]));

test('a line after a hyphen break that does not continue the URL ends it at its hyphen: the URL is kept, never lost', (t) =>
  inEveryContext(t, [
    // A list item, a quotation, a bracket, a blank line, a comment marker or heading, a URL of its own, a dash of the
    // sentence, a new sentence (a capitalised word), a closing bracket, a full stop.
    { text: '⟦http://a.example/x-⟧\n- item' },
    { text: '⟦http://a.example/x-⟧\n"quoted"' },
    { text: '⟦http://a.example/x-⟧\n(note)' },
    { text: '⟦http://a.example/x-⟧\n\nnext paragraph' },
    { text: '⟦http://a.example/x-⟧\n# comment' },
    { text: '⟦http://a.example/x-⟧\n⟦http://b.example/⟧' },
    { text: '⟦http://a.example/--⟧\nnext ⟦http://a.example/?-⟧\nnext' },
    { text: '⟦http://a.example/x-⟧\n' },
    { text: 'Download ⟦https://x.example/v1-⟧\nThe next paragraph' },
    // A field name opening the next line (Bikeshed's anchors in whatwg/url, a bnd instruction in gson's pom.xml).
    { text: 'urlPrefix: ⟦https://w3c.github.io/media-source/#idl-def-⟧\n    type: interface; text: MediaSource' },
    { text: '# ⟦https://bnd.bndtools.org/chapters/920-faq.html#remove-unwanted-imports-⟧\nImport-Package: sun.misc' },
    { text: '⟦https://x.example/v1-⟧\n> quoted' },
    { text: '(⟦https://x.example/v1-⟧\n) and ⟦https://x.example/v2-⟧\n.' },
    // monaco's platform.js: a text fragment's suffix ends in "-", and the next line holds the next URL.
    { text: '⟦https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#:~:text=than%204%2C%20then-,set%20timeout%20to%204,-⟧\n⟦https://b.example/⟧' },
  ]));

test('Hangul, kana and CJK glued to an ASCII letter end the URL; a CJK segment after "/" stays in', (t) =>
  inEveryContext(t, [
    { text: '⟦https://aka.ms/tsconfig⟧를 참조하세요' },
    { text: '⟦https://a.example/docs⟧をご覧ください' },
    { text: '⟦http://例子.测试/路径⟧' },
  ]));

test('an opaque scheme needs a letter, digit, "*", "%" or "/" right after its colon', (t) =>
  inEveryContext(t, [
    { text: '"(?i:mailto:|xmpp:)" and news:-) but ⟦mailto:%22x%22@a.example⟧ and ⟦news:comp.lang.c⟧' },
  ]));

test('a "|" in an Internet URL\'s authority ends it: no host holds one', (t) =>
  inEveryContext(t, [
    // Go's net/http connectMethodKey comment, as imroc/req 5197ba7 copies it in transport.go.
    { text: '//\t⟦http://proxy.com⟧|https|foo.com    http to proxy, then CONNECT to foo.com' },
    { text: '⟦https://a.example:8080⟧|x and ⟦ftp://u@b.example⟧|y' },
  ]));

test('a "|" in the userinfo stays: a password may hold one', () => {
  // test/cli/secrets.test.ts's line: cut at the "|", "pa55" read as a port was quoted in the port's message.
  for (const context of ['prose', 'string'] as const) checkMarked('Mirror: ⟦ftp://deploy:pa55|wörd@ftp.corp.internal/pub/⟧ and ⟦http://a|b|c@d⟧|e', { context });
});

test('in prose a "|" that ends the line right after a URL is a plain-text table\'s border; elsewhere it is the URL\'s', () => {
  for (const text of [
    '|  Default: Please%_see%_http://|\n|  www.open-spf.org/Why|\n', // exim's spec.txt: the URL goes on in the next row
    '| see ⟦http://example.com/a⟧|  \n| next ⟦http://example.com/b⟧.|',
    'chart ⟦http://x.example/?a=|b|c⟧ ok, ⟦http://x.example/a|b⟧ and ⟦http://x.example/c|⟧ too',
  ]) {
    checkMarked(text, { context: 'prose' });
  }
  // A code string keeps its "|" (the rules report it), as Markdown and comments end the URL at any "|".
  checkMarked('⟦http://example.com/a|⟧\n', { context: 'string' });
});

test('where "`" may be in a URL, a "`" after one closes a code span around it, unless it closes one opened inside', () => {
  // Markdown ends a URL at any "`" (a code span's delimiter); an attribute value ends it at whitespace only.
  for (const context of ['prose', 'comment', 'string'] as const) {
    // open-telemetry/opentelemetry-helm-charts charts/opentelemetry-demo/values.yaml line 541 @ dd5665c: an
    // expression the collector's receiver_creator substitutes, in a YAML block scalar.
    checkMarked('- endpoint: "⟦http://`endpoint`⟧"', { context });
    checkMarked('cd to ⟦file:///`pwd`⟧.', { context });
    // A "`" glued to a name is the URL's own, and the one after it the span's (find-contexts' `curl` case).
    checkMarked('see `⟦http://x.example/⟧` and ``⟦http://y.example/⟧``, ⟦http://z.example/a`b⟧`.', { context });
  }
});

test('a "|" right after a URL in a command line that takes one, a space after it, is the shell\'s pipe', () => {
  for (const context of ['prose', 'comment', 'string'] as const) {
    // ruby/uri lib/uri/common.rb line 661 @ 501a45d: a comment showing how its table was made.
    checkMarked('  curl ⟦https://encoding.spec.whatwg.org/encodings.json⟧|\n  ruby -rjson -e x', { context });
    checkMarked('wget -qO- ⟦http://x.example/a⟧| sh', { context });
    // Without a command before it, or with no space after it, the "|" is the URL's.
    checkMarked('see ⟦http://x.example/c|⟧ too, curl ⟦http://x.example/a|jq⟧', { context });
  }
});

test('a ";" that closes a numeric character reference at a URL\'s end is the reference\'s', () => {
  for (const context of ['prose', 'comment', 'string'] as const) {
    // libwww-perl/URI rfc3987.txt line 727 @ e5edc02 writes its last ";" after the quote; here it is inside.
    checkMarked('the IRI "⟦http://example.com/&#x10300;&#x10301;&#x10302;⟧" (in XML notation);', { context });
    // A ";" that closes no reference is sentence punctuation, as before.
    checkMarked('see ⟦http://example.com/&amp⟧; and ⟦http://example.com/&#x⟧;', { context });
  }
});

test('a "\\" before the quote that ends a URL escapes that quote: a string of another language inside this one', () => {
  for (const context of ['prose', 'comment', 'string'] as const) {
    // sphinx-doc/sphinx tests/test_builders/test_build_gettext.py line 312 @ e44a40e, as the Python reader decodes it.
    checkMarked('.. raw:: html\\n\\n   <iframe src=\\"⟦https://sphinx-doc.org⟧\\"></iframe>', { context });
    checkMarked("echo '{\\'u\\': \\'⟦https://x.example/a⟧\\'}'", { context });
  }
  // A backslash before anything else stays the URL's (reported as unsafe by the rules), and so does one before a
  // quote that ends the text: a value that is one URL (WPT's `"http://\/\/\/\\'"` in ada-url's URL tests, which
  // the whole-value step then takes to its end).
  checkMarked('see ⟦http://x.example/a\\b⟧ ok', { context: 'prose' });
  checkMarked("⟦http://x.example/\\⟧'", { context: 'string' });
});

test('a "," before a name, "=" and a URL starts the next item of a list', () => {
  for (const context of ['prose', 'comment', 'string'] as const) {
    // yeasy/docker_practice 15_etcd/demo/cluster/docker-compose.yml line 29 @ 33bca89: etcd's --initial-cluster.
    checkMarked('- node1=⟦http://172.16.238.100:2380⟧,node2=⟦http://172.16.238.101:2380⟧,node3=⟦http://172.16.238.102:2380⟧', { context });
    // A "," before anything else stays the URL's (RFC 1738's extra characters).
    checkMarked('see ⟦http://x.example/a,b=c⟧ and ⟦http://x.example/a,b=c,d⟧', { context });
  }
});

test('an escaped line break or tab of a nested string, "\\r", "\\n", "\\t", ends a URL; a path word after "\\" does not', () => {
  for (const context of ['prose', 'comment', 'string'] as const) {
    // spring-projects/spring-session GitHubMilestoneApiTests.java line 374 @ 206fb60, as the Java reader decodes it.
    checkMarked('please use ⟦https://pivotal.io/security#reporting⟧\\r\\n-->\\r\\n', { context });
    checkMarked('see ⟦http://x.example/a⟧\\n and ⟦http://x.example/b⟧\\t', { context });
    // A backslash before a path word, or before a "/" (recall's injected `copyright-forma\\t/1.0/`), is the URL's.
    checkMarked('see ⟦http://x.example/a\\tools⟧ and ⟦http://x.example/a\\nb⟧ and ⟦http://x.example/forma\\t/1.0/⟧', { context });
  }
});

test('an interpolation closed on its line is read to its "}", spaces and quotes included', () => {
  for (const context of ['prose', 'comment', 'string'] as const) {
    // sparklemotion/mechanize lib/mechanize/test_case/infinite_refresh_servlet.rb line 8 @ 18f1823.
    checkMarked('"0;url=⟦http://#{address}/infinite_refresh?q=#{number + 1}⟧";', { context });
    checkMarked("x = ⟦https://twitter.com/${match.url.replace(/^@/, '')}⟧ ok", { context });
    // Not one left open on its line: the URL ends at the blank as before.
    checkMarked('see ⟦http://x.example/#{a⟧ b\n}', { context });
  }
});

test('an AsciiDoc URL macro written outside AsciiDoc ends the URL before its [text], emphasis marks closing after it too', () => {
  for (const context of ['prose', 'markdown', 'string'] as const) {
    // clojure/clojure-site's guides write `**https://github.com/o/r[Name]**`; urlsmith's own docs quote it.
    checkMarked('x **⟦https://github.com/o/r⟧[Name]** and ⟦http://asciidoc.org⟧[AsciiDoc]. y', { context });
    // A run of sentence marks is no word's end, as before; nor is a bracket a range of curl's globbing ends.
    checkMarked('see ⟦https://x.example/a[b]⟧... and ⟦https://x.example/f[1-3].txt⟧ ok', { context });
  }
});
