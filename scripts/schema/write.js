// Writes schemas/urlsmithrc.schema.json from the compiled engine's rules (`npm run build:schema` compiles it first).
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { schemaText, settingsRulesSchema, settingsRulesNls } = require('./urlsmithrc-schema');

const root = path.join(__dirname, '..', '..');
const { DOCUMENT_TYPES } = require(path.join(root, 'out', 'engine', 'src'));
const { ALL_RULES } = require(path.join(root, 'out', 'engine', 'src', 'rules', 'all'));
const out = path.join(root, 'schemas', 'urlsmithrc.schema.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, schemaText(ALL_RULES, DOCUMENT_TYPES));
console.log(`wrote ${path.relative(root, out)} (${ALL_RULES.length} rules, ${DOCUMENT_TYPES.length} document types)`);

// package.json's `urlsmith.rules` setting: only that property is rewritten, the file keeps its layout (two spaces).
const pkgPath = path.join(root, 'package.json');
const pkg = JSON.parse(fs.readFileSync(pkgPath, 'utf8'));
pkg.contributes.configuration.properties['urlsmith.rules'] = settingsRulesSchema(ALL_RULES);
fs.writeFileSync(pkgPath, `${JSON.stringify(pkg, null, 2)}\n`);
console.log('wrote the urlsmith.rules setting of package.json');

// Its texts, in package.nls.json (English) and package.nls.zh-cn.json (from the shared catalogue): only the rule
// keys are rewritten, after the hand-written ones, in the rules' order; the rest of each file stays as it is.
for (const [file, catalogue] of [
  ['package.nls.json', undefined],
  ['package.nls.zh-cn.json', require(path.join(root, 'project', 'l10n', 'bundle.l10n.zh-cn.json'))],
]) {
  const nlsPath = path.join(root, file);
  const generated = settingsRulesNls(ALL_RULES, catalogue);
  const nls = JSON.parse(fs.readFileSync(nlsPath, 'utf8'));
  for (const key of Object.keys(nls)) if (key.startsWith('config.rule.')) delete nls[key];
  fs.writeFileSync(nlsPath, `${JSON.stringify({ ...nls, ...generated }, null, 2)}\n`);
  console.log(`wrote the rule settings' texts of ${file}`);
}
