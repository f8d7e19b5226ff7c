// Writes schemas/urlintrc.schema.json from the compiled engine's registry (`npm run build:schema` compiles it first).
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { schemaText } = require('./urlintrc-schema');

const root = path.join(__dirname, '..', '..');
const { RULES, DOCUMENT_TYPES } = require(path.join(root, 'out', 'engine', 'src'));
const out = path.join(root, 'schemas', 'urlintrc.schema.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, schemaText(RULES, DOCUMENT_TYPES));
console.log(`wrote ${path.relative(root, out)} (${RULES.length} rules, ${DOCUMENT_TYPES.length} document types)`);
