/**
 * docs/rules.md is the rule reference users are linked to: generated from the rules (scripts/rules-doc), one entry
 * per code, agreeing with the registry.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { RULES } from '../../engine/src';
import { ALL_RULES } from '../../engine/src/rules/all';

const root = join(__dirname, '..', '..', '..');
const doc = readFileSync(join(root, 'docs', 'rules.md'), 'utf8');
// The generator is plain JavaScript run by `npm run build:docs`; loaded from the source tree, not out/.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a path computed at run time, outside the TS projects
const generator = require(join(root, 'scripts', 'rules-doc', 'rules-doc.js')) as { rulesDocument(rules: typeof ALL_RULES, intro: string): string };

test('the committed file is the generator\'s output for the current rules (run npm run build:docs)', () => {
  const intro = readFileSync(join(root, 'scripts', 'rules-doc', 'intro.md'), 'utf8');
  assert.equal(doc, generator.rulesDocument(ALL_RULES, intro));
});

test('one "## code" entry per rule, in registry order, and no other', () => {
  const headings = [...doc.matchAll(/^## ([a-z0-9-]+)$/gm)].map((m) => m[1]);
  assert.deepEqual(headings, RULES.map((r) => r.code));
});

test('each entry states the registry\'s default severity and section; each docs link points at its entry', () => {
  for (const r of RULES) {
    const entry = doc.slice(doc.indexOf(`## ${r.code}\n`)).split('\n## ')[0]!;
    assert.match(entry, new RegExp(`Default severity: \\*\\*${r.severity}\\*\\*`), r.code);
    assert.ok(entry.includes(`RFC 1738 section: ${r.section}`), r.code);
    assert.ok(r.docs.endsWith(`docs/rules.md#${r.code}`), r.docs);
  }
});

test('each code\'s row in the codes table and each entry say whether it has fixes, as the rule declares', () => {
  for (const rule of ALL_RULES) {
    const { code } = rule.meta;
    const { fixable } = rule.documentation;
    const row = doc.split('\n').find((line) => line.startsWith(`| [${code}](#${code}) | ${rule.meta.severity} | ${rule.meta.section} |`));
    assert.ok(row, code);
    assert.equal(row.split('|')[4]!.trim(), fixable === false ? '' : fixable.presets === 'strict' ? 'strict only' : 'yes', code);
    const entry = doc.slice(doc.indexOf(`## ${code}\n`)).split('\n## ')[0]!;
    assert.equal(entry.includes('- Fix: none'), fixable === false, code);
    assert.equal(rule.meta.fixable, fixable !== false, code);
  }
});
