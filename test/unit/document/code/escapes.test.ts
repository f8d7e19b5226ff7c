/**
 * String literals as the language reads them: escapes decoded, the URL judged on the decoded value, every range
 * mapped back to the escape that writes it, and fixes written in the source's own escaping. A backslash escape
 * never silently ends a URL: one that is in the value is in the URL and reported.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyEdits, documentTypeOfFileName, lintText, type DocumentType } from '../../../../engine/src';
import { assertFixesTo, checkFind, checkLint } from '../support';

test('javascript: `\\\\` is one backslash, in the URL and reported where the escape is', () => {
  checkLint('javascript', {
    text: 'var id = "⟦http://json-schema.org/draft-07\\\\schema⟧";',
    urls: ['http://json-schema.org/draft-07\\schema'],
    diagnostics: [['unsafe-character', '\\\\']],
  });
});

test('javascript: `\\/` is "/", `\\u00e9` and `\\u{e9}` are "é", `\\x41` is "A"', () => {
  checkLint('javascript', {
    text: 'x = "⟦http:\\/\\/a.example\\/caf\\u00e9⟧"',
    urls: ['http://a.example/café'],
    diagnostics: [['non-ascii-character', '\\u00e9']],
  });
  checkFind('javascript', "'⟦https://a.example/\\x41b\\u{e9}⟧'", ['https://a.example/Abé']);
  // A template literal decodes too: `\`` is a backtick, `\${` is no substitution.
  checkFind('javascript', '`⟦https://a.example/a\\`b⟧`', ['https://a.example/a`b']);
});

test('javascript: a `\\n` ends the URL (a line feed), and a fix replaces the whole escape', () => {
  checkFind('javascript', 'msg = "see ⟦https://a.example/x⟧\\n"', ['https://a.example/x']);
  // `\u0020` is a space in the value: its fix writes "%20" in place of the escape, which the literal reads as "%20".
  assertFixesTo('javascript', 'u = "https://a.example/a\\u0020b";', 'u = "https://a.example/a%20b";');
  const text = 'u = "https://a.example/dir\\\\file";';
  const [d] = lintText(text, { documentType: 'javascript' }).diagnostics;
  assert.deepEqual([d!.code, text.slice(d!.start, d!.end), d!.fixes[0]!.edits.map((e) => [text.slice(e.start, e.end), e.newText])], [
    'unsafe-character', '\\\\', [['\\\\', '%5C']],
  ]);
  assert.equal(applyEdits(text, d!.fixes[0]!.edits), 'u = "https://a.example/dir%5Cfile";');
});

test('c and Windows resource scripts: `\\0` ends the string, so the URL before it is clean', () => {
  assert.equal(documentTypeOfFileName('app.rc'), 'c');
  // From a Windows .rc VERSIONINFO block: the NUL terminates the C string.
  checkLint('c', { text: '            VALUE "Comments", "⟦https://x.example/⟧\\0"', urls: ['https://x.example/'] });
  checkFind('c', 'const char *u = "⟦http://a.example/\\x41\\101\\u00e9\\U000000e9⟧";', ['http://a.example/AAéé']);
  // C# verbatim and C++ raw strings are read as written: a backslash there is the URL's.
  checkLint('c', { text: 's = @"⟦http://a.example/a\\b⟧";', urls: ['http://a.example/a\\b'], diagnostics: [['unsafe-character', '\\']] });
  checkLint('c', { text: 's = R"(⟦http://a.example/a\\b⟧)";', urls: ['http://a.example/a\\b'], diagnostics: [['unsafe-character', '\\']] });
});

test('python: an unknown escape keeps its backslash; raw strings are read as written; `\\N{...}` ends the URL', () => {
  checkLint('python', { text: 'u = "⟦http://a.example/\\d⟧"', urls: ['http://a.example/\\d'], diagnostics: [['unsafe-character', '\\']] });
  checkLint('python', { text: 'u = r"⟦http://a.example/\\x41⟧"', urls: ['http://a.example/\\x41'], diagnostics: [['unsafe-character', '\\']] });
  checkFind('python', 'u = "⟦http://a.example/\\x41\\u00e9⟧"', ['http://a.example/Aé']);
  checkFind('python', 'u = "⟦http://a.example/⟧\\N{COMET}x"', ['http://a.example/']);
  // A docstring decodes as its literal does, and stays prose.
  checkFind('python', '"""See\n⟦http://a.example/caf\\u00e9⟧."""', ['http://a.example/café']);
});

test('java, kotlin, rust, go: each language\'s escapes; Go raw strings and Rust raw strings are not escaped', () => {
  checkFind('java', 'String u = "⟦http://a.example/caf\\u00e9⟧";', ['http://a.example/café']);
  checkFind('java', 'val u = "⟦http://a.example/\\$x⟧"', ['http://a.example/$x']);
  checkFind('rust', 'let u = "⟦https://a.example/\\u{e9}⟧";', ['https://a.example/é']);
  checkLint('rust', { text: 'let u = r"⟦https://a.example/\\u{e9}⟧";', urls: ['https://a.example/\\u{e9}'], diagnostics: [['unsafe-character', '\\'], ['url-template', '{e9}']] });
  checkFind('go', 'u := "⟦https://a.example/\\x41⟧"', ['https://a.example/A']);
  checkLint('go', { text: 'u := `⟦https://a.example/a\\b⟧`', urls: ['https://a.example/a\\b'], diagnostics: [['unsafe-character', '\\']] });
});

test('ruby: `#{...}` interpolation is a placeholder, single quotes and %q keep backslashes', () => {
  checkLint('ruby', { text: 'u = "⟦https://#{host}/path⟧"', urls: ['https://${host}/path'], diagnostics: [['url-template', '#{host}']] });
  checkLint('ruby', { text: "u = '⟦https://a.example/a\\b⟧'", urls: ['https://a.example/a\\b'], diagnostics: [['unsafe-character', '\\']] });
  checkFind('ruby', 'u = %Q(⟦https://a.example/\\u00e9⟧)', ['https://a.example/é']);
});

test('shell: in "..." only `\\$`, `\\``, `\\"`, `\\\\` are escapes; $\'...\' is C-like; \'...\' is as written', () => {
  checkFind('shell', 'curl "⟦https://a.example/\\$x⟧"', ['https://a.example/$x']);
  checkLint('shell', { text: 'curl "⟦https://a.example/a\\b⟧"', urls: ['https://a.example/a\\b'], diagnostics: [['unsafe-character', '\\']] });
  checkFind('shell', "printf $'⟦https://a.example/x⟧\\n'", ['https://a.example/x']);
});

test('yaml and toml: double-quoted escapes decoded, single-quoted read as written', () => {
  checkFind('yaml', 'url: "⟦https://a.example/caf\\u00e9⟧"', ['https://a.example/café']);
  checkLint('yaml', { text: "url: '⟦https://a.example/a\\b⟧'", urls: ['https://a.example/a\\b'], diagnostics: [['unsafe-character', '\\']] });
  checkFind('toml', 'url = "⟦https://a.example/caf\\u00e9⟧"', ['https://a.example/café']);
});

test('php: only literals are read, so a URL cut by concatenation is no broken URL; "..." decodes, \'...\' does not', () => {
  // composer/composer src/Composer/Util/GitHub.php line 111 @ eba7baa: the quote and the variable were host text.
  checkLint('php', { text: "<?php\n'https://'.$originUrl.'/settings/personal-access-tokens/new?name=' . $note;", urls: [] });
  checkLint('php', { text: '<?php $u = "⟦https://$host/x?a=$b⟧";', urls: ['https://$host/x?a=$b'], diagnostics: [['url-template', '$host']] });
  checkLint('php', { text: '<?php $x = "⟦http://json-schema.org/draft-07\\\\schema⟧";', urls: ['http://json-schema.org/draft-07\\schema'], diagnostics: [['unsafe-character', '\\\\']] });
  checkLint('php', { text: "<?php $x = '⟦http://a.example/a\\b⟧';", urls: ['http://a.example/a\\b'], diagnostics: [['unsafe-character', '\\']] });
  checkFind('php', '<?php // see ⟦https://a.example/c⟧\n# and ⟦https://b.example/⟧\n?>\n<a href="⟦https://c.example/page⟧">x</a> <?= "⟦https://d.example/\\u{e9}⟧" ?>', [
    'https://a.example/c', 'https://b.example/', 'https://c.example/page', 'https://d.example/é',
  ]);
  // A heredoc decodes and is running text; a nowdoc is as written.
  checkFind('php', "<?php $t = <<<EOT\n  see ⟦https://e.example/caf\\u{e9}⟧.\n  EOT;\n$n = <<<'NOW'\n⟦https://f.example/a\\u{e9}⟧\nNOW;\n", ['https://e.example/café', 'https://f.example/a\\u{e9}']);
});

test('perl: "..." and qq decode (`\\@` is "@"), \'...\' keeps its backslashes', () => {
  // mojolicious/mojo t/mojo/websocket_proxy_tls.t line 159 @ b4de430 (public benchmark): cut at `\@` before.
  checkLint('perl', { text: '$ua->proxy->https("⟦http://sri:secr3t\\@127.0.0.1:$proxy⟧");', urls: ['http://sri:secr3t@127.0.0.1:$proxy'], diagnostics: [['url-template', '$proxy']] });
  checkLint('perl', { text: "my $x = '⟦http://a.example/a\\b⟧';", urls: ['http://a.example/a\\b'], diagnostics: [['unsafe-character', '\\']] });
  checkFind('perl', 'my $y = qq{⟦http://b.example/\\x41⟧};', ['http://b.example/A']);
});

test('markdown: a backslash before a letter is no escape (CommonMark escapes punctuation), so it is reported', () => {
  checkLint('markdown', { text: '- ⟦https://github.com/org\\repo⟧', urls: ['https://github.com/org\\repo'], diagnostics: [['unsafe-character', '\\']] });
  // An escape of punctuation is still markup.
  checkFind('markdown', 'See ⟦https://a.example/a\\_b⟧', ['https://a.example/a_b']);
});

test('every code type decodes without losing a character: a URL made only of escapes maps back to each one', () => {
  const types: [DocumentType, string][] = [['javascript', '"'], ['c', '"'], ['go', '"'], ['rust', '"'], ['python', '"'], ['ruby', '"'], ['yaml', '"']];
  for (const [type, q] of types) {
    const text = `u${type === 'yaml' ? ':' : ' ='} ${q}http://a.example/\\x61\\x62${q}`;
    const [url] = lintText(text, { documentType: type }).urls;
    assert.equal(url!.locator.url, 'http://a.example/ab', type);
    assert.equal(text.slice(url!.locator.offsets[17], url!.locator.offsets[18]), '\\x61', type);
  }
});
