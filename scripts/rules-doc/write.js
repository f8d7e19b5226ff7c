// Writes docs/rules.md from the compiled engine's rules and intro.md (`npm run build:docs` compiles them first).
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { rulesDocument } = require('./rules-doc');

const root = path.join(__dirname, '..', '..');
const { ALL_RULES } = require(path.join(root, 'out', 'engine', 'src', 'rules', 'all'));
const intro = fs.readFileSync(path.join(__dirname, 'intro.md'), 'utf8');
const out = path.join(root, 'docs', 'rules.md');
fs.writeFileSync(out, rulesDocument(ALL_RULES, intro));
console.log(`wrote ${path.relative(root, out)} (${ALL_RULES.length} rules)`);
