/**
 * The committed grammar is what syntaxes/src produces from the engine's current character classes and schemes,
 * and every rule in it compiles in Oniguruma: a stale or broken grammar fails here, not in a user's editor.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { GRAMMAR_FILE, grammarText } from '../../syntaxes/src/write';
import { SCOPE_NAME } from '../../syntaxes/src/grammar';
import { testRegistry } from './registry';

test('syntaxes/urlint.injection.tmLanguage.json is up to date (npm run build:grammar)', () => {
  assert.equal(fs.readFileSync(GRAMMAR_FILE, 'utf8'), grammarText());
});

test('every regular expression of the grammar compiles', async () => {
  // Tokenizing a line that enters every rule makes vscode-textmate compile each scanner; an invalid regex throws.
  const grammar = await testRegistry().loadGrammar(SCOPE_NAME);
  assert.ok(grammar);
  const plain = await testRegistry().loadGrammar('text.plain');
  assert.ok(plain);
  const line =
    '<URL:ftp://u:p@h:1/p?s#f> <http://u:p@h:1/p?s#f%41%~|(x)[y]{z}é> <mailto:a#b> <x://h/p#f> <URL:y:z> <URL:q> ' +
    'https://u:p@h:1/p?s#f%41%~|(x)[y]{z}é ftp://u:p@h:1/p#f mailto:a#b news:x';
  const { tokens } = plain.tokenizeLine(line, null);
  assert.ok(tokens.length > 50);
});
