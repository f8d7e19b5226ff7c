/** docs/rules.md is the rule reference users are linked to: one entry per code, agreeing with the registry. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { RULES } from '../../engine/src';

const doc = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'rules.md'), 'utf8');

test('one "## code" entry per rule, in registry order, and no other', () => {
  const headings = [...doc.matchAll(/^## ([a-z0-9-]+)$/gm)].map((m) => m[1]);
  assert.deepEqual(headings, RULES.map((r) => r.code));
});

test('each entry states the registry\'s default severity and section; each docs link points at its entry', () => {
  for (const r of RULES) {
    const entry = doc.slice(doc.indexOf(`## ${r.code}\n`)).split('\n## ')[0];
    assert.match(entry, new RegExp(`Default severity: \\*\\*${r.severity}\\*\\*`), r.code);
    assert.ok(entry.includes(`RFC 1738 section: ${r.section}`), r.code);
    assert.ok(r.docs.endsWith(`docs/rules.md#${r.code}`), r.docs);
  }
});
