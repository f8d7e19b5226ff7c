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

test('syntaxes/urlsmith.injection.tmLanguage.json is up to date (npm run build:grammar)', () => {
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

/** Every regex string of the grammar (match, begin, end), with where it sits. */
function regexes(node: unknown, where = ''): { where: string; source: string }[] {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' && ['match', 'begin', 'end'].includes(key)
      ? [{ where: `${where}/${key}`, source: value }]
      : regexes(value, `${where}/${key}`),
  );
}

/** Unbounded quantifiers ("*", "+") that are not possessive, outside character classes. */
function greedyQuantifiers(source: string): number[] {
  const found: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i += source[i + 1] === 'x' && source[i + 2] === '{' ? source.indexOf('}', i) - i : 1;
    } else if (c === '[') {
      for (i++; source[i] !== ']' || source[i - 1] === '\\'; i++);
    } else if (c === '*' || c === '+') {
      if (source[i + 1] === '+') i++;
      else found.push(i);
    }
  }
  return found;
}

test('no regex can backtrack into a repetition: every * and + is possessive, and none uses \\G', () => {
  const grammar = JSON.parse(fs.readFileSync(GRAMMAR_FILE, 'utf8')) as unknown;
  const all = regexes(grammar);
  assert.ok(all.length > 40, `found ${all.length} regexes`);
  const offenders = all.filter(({ source }) => greedyQuantifiers(source).length > 0 || source.includes('\\G'));
  assert.deepEqual(offenders, []);
});
