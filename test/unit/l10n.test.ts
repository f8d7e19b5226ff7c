/**
 * Every user-facing string is English text used as a key (engine/src/l10n): the English catalogue is what the sources
 * pass to `t` and `vscode.l10n.t`, and each translation has exactly its keys, each with the same arguments.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, test } from 'node:test';
import { argumentNames, fill, t, useCatalogue } from '../../engine/src';
import { CATALOGUES, localeOf, localeOfEnvironment, useLocale } from '../../project/src';

const root = join(__dirname, '..', '..', '..');
// The extractor is plain JavaScript run by `npm run l10n`; loaded from the source tree, not out/.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a path computed at run time, outside the TS projects
const extractor = require(join(root, 'scripts', 'l10n', 'extract.js')) as {
  extract(root: string): { keys: Map<string, string[]>; problems: string[] };
  englishBundle(keys: Map<string, string[]>): string;
  BUNDLE_FOLDER: string;
  ENGLISH: string;
  TRANSLATIONS: Record<string, string>;
};
const { keys, problems } = extractor.extract(root);
const bundle = (name: string): Record<string, string> => JSON.parse(readFileSync(join(root, extractor.BUNDLE_FOLDER, name), 'utf8'));

afterEach(() => useCatalogue({}));

test('every t() key is a string literal the extractor can read', () => {
  assert.deepEqual(problems, []);
});

test('the committed English catalogue is the sources\' keys (run npm run l10n)', () => {
  assert.equal(readFileSync(join(root, extractor.BUNDLE_FOLDER, extractor.ENGLISH), 'utf8'), extractor.englishBundle(keys));
});

for (const [locale, name] of Object.entries(extractor.TRANSLATIONS)) {
  const translation = bundle(name);

  test(`${locale}: has every key and no other`, () => {
    assert.deepEqual(Object.keys(translation).sort(), [...keys.keys()].sort());
  });

  test(`${locale}: each translation uses exactly its key's arguments`, () => {
    const differing = Object.entries(translation)
      .filter(([key, text]) => argumentNames(key).sort().join() !== argumentNames(text).sort().join())
      .map(([key, text]) => `${key} → ${text}`);
    assert.deepEqual(differing, []);
  });

  test(`${locale}: no key is left in English (a key without words may read the same)`, () => {
    const untranslated = Object.entries(translation).filter(([key, text]) => text === key && /[A-Za-z]{2}/.test(key.replace(/\{[A-Za-z0-9]+\}/g, '')));
    assert.deepEqual(untranslated.map(([key]) => key), []);
  });

  test(`${locale}: the catalogue the hosts install is this file`, () => {
    assert.deepEqual(CATALOGUES[locale as keyof typeof CATALOGUES], translation);
  });
}

test('t: English without a catalogue, the translation with one, arguments filled in either way', () => {
  const key = 'A {character} is unsafe in a URL: encode it as {encoded}.';
  assert.ok(keys.has(key));
  assert.equal(t(key, { character: 'space', encoded: '%20' }), 'A space is unsafe in a URL: encode it as %20.');
  useLocale('zh-cn');
  assert.equal(t(key, { character: '空格', encoded: '%20' }), '空格是不安全字符，须编码为 %20。');
  useLocale('en');
  assert.equal(t(key, { character: 'space', encoded: '%20' }), 'A space is unsafe in a URL: encode it as %20.');
});

test('fill: an argument is never read again, and a brace that names no argument is text', () => {
  assert.equal(fill('{a} and {b}', { a: '{b}', b: 'x' }), '{b} and x');
  assert.equal(fill('{unknown} {a} {', { a: 1 }), '{unknown} 1 {');
  assert.equal(fill('}{a}}', { a: 'z' }), '}z}');
  assert.deepEqual(argumentNames('{a} {b} {a} {not a name} {'), ['a', 'b']);
});

test('localeOf: Simplified Chinese from BCP 47 tags and POSIX names; Traditional and others read English', () => {
  for (const tag of ['zh-cn', 'zh-CN', 'zh', 'zh-Hans', 'zh-Hans-CN', 'zh-SG', 'zh_CN.UTF-8', 'zh_CN.utf8@pinyin']) assert.equal(localeOf(tag), 'zh-cn', tag);
  for (const tag of [undefined, '', 'en', 'en-US', 'C', 'POSIX', 'C.UTF-8', 'zh-TW', 'zh-Hant', 'zh_HK.UTF-8', 'ja', 'zhx']) assert.equal(localeOf(tag), 'en', String(tag));
});

test('localeOfEnvironment: LC_ALL, then LC_MESSAGES, then LANG; an empty one is unset', () => {
  assert.equal(localeOfEnvironment({ LC_ALL: 'C', LANG: 'zh_CN.UTF-8' }), 'en');
  assert.equal(localeOfEnvironment({ LC_ALL: '', LC_MESSAGES: 'zh_CN.UTF-8', LANG: 'en_US.UTF-8' }), 'zh-cn');
  assert.equal(localeOfEnvironment({ LANG: 'zh_CN.UTF-8' }), 'zh-cn');
  assert.equal(localeOfEnvironment({}), 'en');
});

test('localeOfEnvironment: LANGUAGE chooses among the languages with a catalogue, unless the locale is C (as gettext)', () => {
  assert.equal(localeOfEnvironment({ LANG: 'en_US.UTF-8', LANGUAGE: 'zh_CN:en' }), 'zh-cn');
  assert.equal(localeOfEnvironment({ LANG: 'zh_CN.UTF-8', LANGUAGE: 'en_US:en' }), 'en');
  assert.equal(localeOfEnvironment({ LANG: 'de_DE.UTF-8', LANGUAGE: 'de:zh_CN' }), 'zh-cn', 'German has no catalogue: the next one');
  assert.equal(localeOfEnvironment({ LANG: 'zh_CN.UTF-8', LANGUAGE: 'fr:de' }), 'zh-cn', 'none of LANGUAGE has a catalogue: the locale');
  assert.equal(localeOfEnvironment({ LANG: 'C.UTF-8', LANGUAGE: 'zh_CN' }), 'en');
  assert.equal(localeOfEnvironment({ LANGUAGE: 'zh_CN' }), 'en');
  assert.equal(localeOfEnvironment({ LC_ALL: 'POSIX', LANG: 'zh_CN.UTF-8', LANGUAGE: 'zh_CN' }), 'en');
});
