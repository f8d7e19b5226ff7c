/**
 * The gettext catalogue reader and source maps read as JSON. Each case marks the document span of every URL with
 * ⟦ ⟧; diagnostics are codes with the document text they cover (see ../support.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findDirectives } from '../../../../engine/src/config/directives';
import { documentTypeOfFileName, lintText } from '../../../../engine/src';
import { assertFindsInAnyText, assertFixesTo, assertViewsOfEach, checkFind, checkLint, DEADLINE, fixAll, MB, textOf } from '../support';

test('gettext: a message continued over strings is one value, C escapes decoded', () => {
  checkFind('gettext', 'msgid ""\n"See ⟦https://exa"\n"mple.org/a⟧ for details"\nmsgstr ""', ['https://example.org/a']);
  checkFind('gettext', 'msgstr "Voir \\"⟦https://example.org/\\x41⟧\\"\\n"', ['https://example.org/A']);
  checkFind('gettext', 'msgid "⟦http://a.example/⟧\\tb"\nmsgid_plural "⟦http://b.example/⟧"\nmsgstr[0] "⟦http://c.example/⟧"');
  // The value is one URL: a space in it is a mistake, fixed where it is written.
  checkLint('gettext', { text: 'msgstr "⟦https://example.org/my "\n"guide.pdf⟧"', urls: ['https://example.org/my guide.pdf'], diagnostics: [['unsafe-character', ' ']] });
  assertFixesTo('gettext', 'msgstr "https://example.org/my "\n"guide.pdf"\n', 'msgstr "https://example.org/my%20"\n"guide.pdf"\n');
  // Right after a backslash the character is part of an escape (`\H`, unknown to C, stays as written): fix-all
  // leaves it, since a lower-case `\h` would be another escape.
  assert.equal(fixAll('gettext', 'msgid "\\HTTP://A.example/"\n'), 'msgid "\\HTTP://A.example/"\n');
});

test('gettext: translator and extracted comments are comments; references, flags and obsolete entries are not text', () => {
  checkFind('gettext', '# Translators: see ⟦https://t.example/a⟧\n#. ⟦https://x.example/b⟧\n#: src/main.c:12 http://no.example/\n#, c-format\n#| msgid "http://prev.example/"\n#~ msgid "https://old.example/"\nmsgid "x"');
  const text = '# urlsmith-disable-next-line\nmsgid "https://example.org/a^b"\nmsgstr ""';
  assert.deepEqual(findDirectives(text, 'gettext').map((d) => d.kind), ['disable-next-line']);
});

test('source maps are JSON: an escape is decoded, never an unsafe backslash, and sourcesContent is an example', () => {
  assert.equal(documentTypeOfFileName('dist/app.js.map'), 'json');
  assert.equal(documentTypeOfFileName('dist/style.css.map'), 'json');
  assert.equal(documentTypeOfFileName('index.d.ts.map'), 'json');
  assert.equal(documentTypeOfFileName('linker.map'), 'plaintext');
  const text = '{"version":3,"sourceRoot":"https://cdn.example/a b/","sources":["x.js"],"sourcesContent":["// see https://a.example/x^y\\nconst u = \\"https://b.example/q\\";\\n"],"names":[]}';
  const result = lintText(text, { documentType: 'json' });
  assert.deepEqual(result.urls.map((u) => u.locator.url), ['https://cdn.example/a b/', 'https://a.example/x^y', 'https://b.example/q']);
  // In the embedded source, only hints and no fix: fix-all changes the map's own value, never the embedded lines.
  assert.deepEqual(result.diagnostics.filter((d) => d.severity !== 'hint').map((d) => text.slice(d.start, d.end)), [' ']);
  assert.equal(fixAll('json', text), text.replace('a b/', 'a%20b/'));
  // An embedded source's "\n" ends its line; the URL before it is not joined with the next line.
  const embedded = '{"sourcesContent":["a = \'https://a.example/x\'\\nb = 1"]}';
  assert.deepEqual(lintText(embedded, { documentType: 'json' }).urls.map((u) => u.locator.url), ['https://a.example/x']);
  assert.equal(fixAll('json', embedded), embedded);
});

const poText = textOf(['msgid ', 'msgstr ', 'msgstr[0] ', '"', '\\', '\\n', '\\x4', '\\"', '\\101', '#', '#:', '#.', '#~', '\n', '\r\n', ' ', 'https://a.example/', 'x', 'é', '\ud800']);

test('gettext: any input reads without throwing, views stay inside the document and in order', () => {
  assertFindsInAnyText(['gettext'], poText, 2000);
});

test('gettext and source maps: a megabyte of hostile input reads in linear time', DEADLINE, () => {
  assertViewsOfEach(['gettext'], ['msgid "' + '\\'.repeat(MB), '"\n'.repeat(MB / 2), 'msgid "a"\n'.repeat(MB / 10), '\\x'.repeat(MB / 2)]);
  assertViewsOfEach(['json'], ['{"sourcesContent":[' + '"a\\n",'.repeat(MB / 6) + ']}', '"sourcesContent":['.repeat(MB / 18)]);
});
