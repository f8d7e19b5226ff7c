/**
 * Hostile input never breaks the tokenizer: binary data, NUL, lone surrogates, CRLF, and long lines of what URLs are
 * made of. Each line must come back as tokens that cover it exactly, in order, with the rule stack back at the top
 * level (a URL never runs on into the next line). Speed is measured by bench/grammar.ts, not asserted here.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type * as tm from 'vscode-textmate';
import { testRegistry } from './registry';
import { splitLines } from './spans';

function checkCovers(grammar: tm.IGrammar, text: string): void {
  let stack: tm.StackElement | null = null;
  for (const { text: lineText } of splitLines(text)) {
    const { tokens, ruleStack } = grammar.tokenizeLine(lineText, stack);
    assert.equal(tokens[0]!.startIndex, 0);
    for (let i = 1; i < tokens.length; i++) assert.equal(tokens[i]!.startIndex, tokens[i - 1]!.endIndex);
    assert.ok(tokens[tokens.length - 1]!.endIndex >= lineText.length);
    stack = ruleStack;
  }
  // Back at the grammar's root: nothing of ours is still open after the last line.
  const after = grammar.tokenizeLine('plain', stack);
  assert.deepEqual(after.tokens[0]!.scopes, ['text.plain']);
}

const binary = Array.from({ length: 4096 }, (_, i) => String.fromCharCode((i * 7919) % 256)).join('');
const cases: Record<string, string> = {
  'binary bytes': binary,
  'NUL inside URLs': 'http://a\0b.example/\0 <URL:http://x\0y> mailto:a\0',
  'lone surrogates': 'http://a.example/\ud800x\udc00 <URL:http://\udfff/> \ud83d',
  'CRLF and CR line ends': 'http://a.example/x\r\n<URL:http://b.example/\r\ny>\rftp://c.example/',
  'unclosed wrappers and groups': '<URL:http://a.example/(x[y{z'.repeat(2000),
  'long URL of escapes': 'http://a.example/' + '%41%4~'.repeat(20000),
  'long run of punctuation': 'http://a.example/x' + '.,;:!?'.repeat(20000) + 'y',
  'long userinfo': 'ftp://' + 'u@:'.repeat(20000) + 'h.example/',
  'many URLs on one line': 'http://a.example/x, '.repeat(5000),
};

for (const [name, text] of Object.entries(cases)) {
  test(`tokenizes without breaking: ${name}`, async () => {
    const grammar = await testRegistry().loadGrammar('text.plain');
    assert.ok(grammar);
    checkCovers(grammar, text);
  });
}
