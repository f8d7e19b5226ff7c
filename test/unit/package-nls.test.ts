/**
 * package.json's user-facing texts are `%key%`s that VS Code (and vsce, for the Marketplace) reads from
 * package.nls.json, or package.nls.<language>.json in that display language. Every key used is defined in both
 * files, both files have the same keys, each Chinese text is Chinese, and arguments and code spans are kept.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ALL_RULES } from '../../engine/src/rules/all';
import { CATALOGUES } from '../../project/src';

const root = join(__dirname, '..', '..', '..');
const read = (name: string): Record<string, unknown> => JSON.parse(readFileSync(join(root, name), 'utf8')) as Record<string, unknown>;
const pkg = read('package.json');
const en = read('package.nls.json') as Record<string, string>;
const zhCn = read('package.nls.zh-cn.json') as Record<string, string>;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain JavaScript run by `npm run build:schema`, loaded from the source tree
const generator = require(join(root, 'scripts', 'schema', 'urlsmithrc-schema.js')) as {
  settingsRulesNls(rules: typeof ALL_RULES, catalogue?: Readonly<Record<string, string>>): Record<string, string>;
};

/** Names that read the same in every language (the product's). */
const NAMES = new Set(['urlsmith']);
/**
 * The extension's name and summary: plain text in package.json, which is also the npm package's manifest (npm shows
 * its description), and `%key%`s only in the .vsix's (scripts/vscode/vsix.js).
 */
const STAGED = ['displayName', 'description'];

/** Every `%key%` string value anywhere under `value`. */
function keysUsed(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    const m = /^%([^%\s]+)%$/.exec(value);
    if (m) out.push(m[1]!);
  } else if (Array.isArray(value)) for (const v of value) keysUsed(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) keysUsed(v, out);
  return out;
}

/** `{0}`-style arguments, and Markdown code spans (settings, globs, JSON examples: never translated). */
const placeholders = (text: string): string[] => [...text.matchAll(/\{\d+\}/g)].map((m) => m[0]).sort();
const codeSpans = (text: string): string[] => [...text.matchAll(/`[^`]+`/g)].map((m) => m[0]).sort();

test('package.nls.json and package.nls.zh-cn.json have the same keys', () => {
  assert.deepEqual(Object.keys(zhCn).sort(), Object.keys(en).sort());
});

test('every %key% of package.json is in both files, and every key of theirs is used', () => {
  const used = keysUsed(pkg);
  assert.ok(used.length > 0);
  assert.deepEqual(used.filter((k) => !(k in en)), [], 'missing from package.nls.json');
  assert.deepEqual(used.filter((k) => !(k in zhCn)), [], 'missing from package.nls.zh-cn.json');
  assert.deepEqual(Object.keys(en).filter((k) => !used.includes(k) && !STAGED.includes(k)), [], 'unused keys');
});

test('contributes has no user-facing text left as a literal: titles, categories and descriptions are %keys%', () => {
  const contributes = pkg.contributes as Record<string, unknown>;
  const literals: string[] = [];
  const visit = (value: unknown, at: string): void => {
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${at}[${i}]`));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, `${at}.${k}`);
    else if (typeof value === 'string' && /\.(title|category|description|markdownDescription|enumDescriptions\[\d+\])$/.test(at) && !/^%[^%\s]+%$/.test(value)) literals.push(at);
  };
  visit(contributes, 'contributes');
  assert.deepEqual(literals, []);
});

test('the .vsix\'s name and summary are package.json\'s own (the npm package shows those)', () => {
  for (const key of STAGED) assert.equal(en[key], pkg[key], key);
});

test('every zh-cn text is Chinese (product names aside), with the English text\'s arguments and code spans', () => {
  const english = Object.entries(zhCn).filter(([key, text]) => !/\p{Script=Han}/u.test(text) && !(NAMES.has(en[key]!) && text === en[key]));
  assert.deepEqual(english, []);
  for (const [key, text] of Object.entries(en)) {
    assert.deepEqual(placeholders(zhCn[key]!), placeholders(text), key);
    assert.deepEqual(codeSpans(zhCn[key]!), codeSpans(text), key);
  }
});

test('the rule settings\' texts are the generator\'s: English from the rules, Chinese from the shared catalogue (run npm run build:schema)', () => {
  // Each rule's description is a catalogue key (a hover shows it too): a missing translation fails test/unit/l10n.test.ts.
  const pick = (nls: Record<string, string>) => Object.fromEntries(Object.entries(nls).filter(([k]) => k.startsWith('config.rule.')));
  assert.deepEqual(pick(en), generator.settingsRulesNls(ALL_RULES));
  assert.deepEqual(pick(zhCn), generator.settingsRulesNls(ALL_RULES, CATALOGUES['zh-cn']));
  assert.equal(Object.keys(pick(en)).length, ALL_RULES.length);
});
