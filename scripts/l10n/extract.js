// The English catalogue is every key the sources pass to `t` (engine/src/l10n) or `vscode.l10n.t`, as
// `@vscode/l10n-dev export` collects them: a key is a string literal, so a message is found without running its
// code. Rule descriptions are keys too (hovers show them): the `description` of each `defineRule({...})`.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const SOURCE_FOLDERS = ['engine/src', 'project/src', 'server/src', 'cli/src', 'client/src'];

/** Calls whose key is not a literal, each with where its keys come from instead. */
const DYNAMIC_KEYS = new Map([['rule.description', 'the descriptions of defineRule, collected below']]);

function sourceFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) files.push(full);
    }
  };
  for (const folder of SOURCE_FOLDERS) walk(path.join(root, folder));
  return files.sort();
}

const isLiteral = (node) => node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node));

/** `t(...)` or `<anything>.l10n.t(...)` / `l10n.t(...)`. */
function isTranslateCall(node) {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 't';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 't' && /(^|\.)l10n$/.test(callee.expression.getText());
}

function isDefineRule(node) {
  return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineRule';
}

/** Every key, with the places it is used, and the calls whose key cannot be read from the source. */
function extract(root) {
  const keys = new Map();
  const problems = [];
  const add = (key, file, node) => {
    const where = `${path.relative(root, file)}:${node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    if (!keys.has(key)) keys.set(key, []);
    keys.get(key).push(where);
  };
  for (const file of sourceFiles(root)) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    const visit = (node) => {
      if (ts.isCallExpression(node) && isTranslateCall(node)) {
        const [key] = node.arguments;
        if (isLiteral(key)) add(key.text, file, key);
        else if (!key || !DYNAMIC_KEYS.has(key.getText())) {
          const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          problems.push(`${path.relative(root, file)}:${line}: t() needs a string literal key, got ${key ? key.getText() : 'nothing'}`);
        }
      }
      if (isDefineRule(node) && node.arguments[0] && ts.isObjectLiteralExpression(node.arguments[0])) {
        for (const p of node.arguments[0].properties) {
          if (ts.isPropertyAssignment(p) && p.name.getText() === 'description' && isLiteral(p.initializer)) add(p.initializer.text, file, p.initializer);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { keys: new Map([...keys].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), problems };
}

const BUNDLE_FOLDER = 'project/l10n';
const ENGLISH = 'bundle.l10n.json';
const TRANSLATIONS = { 'zh-cn': 'bundle.l10n.zh-cn.json' };

/** The English bundle's text: each key maps to itself (the form `@vscode/l10n-dev export` writes). */
function englishBundle(keys) {
  return JSON.stringify(Object.fromEntries([...keys.keys()].map((k) => [k, k])), null, 2) + '\n';
}

/** A translation's text in the English bundle's key order, with the keys it lacks or should no longer have. */
function translationBundle(keys, translation) {
  const ordered = {};
  const missing = [];
  for (const k of keys.keys()) {
    if (Object.prototype.hasOwnProperty.call(translation, k)) ordered[k] = translation[k];
    else missing.push(k);
  }
  const extra = Object.keys(translation).filter((k) => !keys.has(k));
  return { text: JSON.stringify(ordered, null, 2) + '\n', missing, extra };
}

module.exports = { extract, englishBundle, translationBundle, BUNDLE_FOLDER, ENGLISH, TRANSLATIONS, SOURCE_FOLDERS };

if (require.main === module) {
  // `npm run l10n`: writes the English bundle and sorts each translation. Keys a translation lacks are listed, not
  // invented; keys it has that no source uses any more are listed and dropped.
  const root = path.join(__dirname, '..', '..');
  const { keys, problems } = extract(root);
  for (const p of problems) console.error(p);
  const folder = path.join(root, BUNDLE_FOLDER);
  fs.writeFileSync(path.join(folder, ENGLISH), englishBundle(keys));
  let status = problems.length > 0 ? 1 : 0;
  for (const [locale, name] of Object.entries(TRANSLATIONS)) {
    const file = path.join(folder, name);
    const { text, missing, extra } = translationBundle(keys, JSON.parse(fs.readFileSync(file, 'utf8')));
    fs.writeFileSync(file, text);
    for (const k of missing) console.error(`${locale}: missing ${JSON.stringify(k)} (${keys.get(k).join(', ')})`);
    for (const k of extra) console.error(`${locale}: dropped ${JSON.stringify(k)}, which no source uses`);
    if (missing.length > 0) status = 1;
  }
  console.log(`${keys.size} keys in ${path.join(BUNDLE_FOLDER, ENGLISH)}`);
  process.exitCode = status;
}
