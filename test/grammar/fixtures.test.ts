/**
 * Scope assertions in vscode-tmgrammar-test's fixture format (test/grammar/fixtures/, one file per language the
 * grammar is injected into), run by vscode-tmgrammar-test's own parser and checker on a real vscode-textmate and
 * vscode-oniguruma, with each language's real grammar as the host.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseGrammarTestCase, runGrammarTestCase } from 'vscode-tmgrammar-test/dist/unit/index';
import { SCOPE_NAME } from '../../syntaxes/src/grammar';
import { extensionGrammars, ROOT, testRegistry } from './registry';

const dir = path.join(ROOT, 'test/grammar/fixtures');
const files = fs.readdirSync(dir).filter((name) => name.startsWith('urls.')).sort();

function headerScope(file: string): string {
  return parseGrammarTestCase(fs.readFileSync(path.join(dir, file), 'utf8')).metadata.scope;
}

test('every language the grammar is injected into has a fixture, and no fixture is for another', () => {
  const injection = extensionGrammars().find((g) => g.scopeName === SCOPE_NAME);
  assert.ok(injection?.injectTo, 'package.json contributes the injection grammar with injectTo');
  assert.deepEqual(files.map(headerScope).sort(), [...injection.injectTo].sort());
});

for (const file of files) {
  test(`scope assertions hold: ${file}`, async () => {
    const testCase = parseGrammarTestCase(fs.readFileSync(path.join(dir, file), 'utf8'));
    const failures = await runGrammarTestCase(testRegistry(), testCase);
    const report = failures.map((f) => {
      const source = testCase.source[f.srcLine] ?? '';
      return `line ${f.line + 1} [${f.start},${f.end}) ${JSON.stringify(source.slice(f.start, f.end))}: missing ${JSON.stringify(f.missing)}, unexpected ${JSON.stringify(f.unexpected)}, actual ${JSON.stringify(f.actual)}`;
    });
    assert.deepEqual(report, []);
  });
}
