/**
 * `npm run bench:grammar`: how fast vscode-textmate (with vscode-oniguruma, as in VS Code) tokenizes one 1 MB line
 * with urlsmith's grammar, for URL-like text and for inputs built to make a careless grammar backtrack or rescan.
 * A benchmark, not a test: it prints MB/s per input. A watchdog (vscode-textmate's own time limit) turns a freeze
 * into "stopped early" and a non-zero exit instead of a hung process.
 *
 * VS Code itself does not tokenize lines over 20,000 characters (editor.maxTokenizationLineLength); the grammar is
 * held to 1 MB so that it stays linear with room to spare.
 */
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { findLocators } from '../engine/src';
import { contributedGrammars, createRegistry } from '../syntaxes/src/textmate';

const MB = 1 << 20;
const WATCHDOG_MS = 60_000;

/** `unit` repeated to exactly 1 MB (UTF-16 code units). */
function line(unit: string, prefix = ''): string {
  return (prefix + unit.repeat(Math.ceil(MB / unit.length))).slice(0, MB);
}

const INPUTS: Record<string, string> = {
  'prose with URLs': line('See http://user@a.example:8080/p/a%20b?q=1#f, <URL:ftp://b.example/pub> and (https://c.example/x_(y)). '),
  'one 1 MB URL': line('seg%41/', 'http://a.example/'),
  'URLs back to back': line('http://a.example/,'),
  'dots after a URL': line('.', 'http://a.example/x'),
  'open brackets': line('(', 'http://a.example/'),
  'unclosed wrappers': line('<URL:http://a.example/x '),
  'at signs in a login': line('@', 'ftp://'),
  'colons (no scheme)': line(':'),
  'whitespace in a wrapper': line(' ', '<URL:http://a.example/') + '>',
};

interface Row {
  input: string;
  tokens: number;
  ms: number;
  mbPerS: string;
  stoppedEarly: boolean;
  engineMs: number;
}

async function main(): Promise<void> {
  const root = path.resolve(__dirname, '../..');
  const registry = createRegistry(contributedGrammars(path.join(root, 'package.json')), root);
  const grammar = await registry.loadGrammar('text.plain');
  if (grammar === null) throw new Error('text.plain grammar not found');
  grammar.tokenizeLine('warm up http://a.example/ <URL:x:y>', null);

  const rows: Row[] = [];
  for (const [input, text] of Object.entries(INPUTS)) {
    const t0 = performance.now();
    const result = grammar.tokenizeLine(text, null, WATCHDOG_MS);
    const ms = performance.now() - t0;
    const e0 = performance.now();
    findLocators(text);
    const engineMs = performance.now() - e0;
    rows.push({
      input,
      tokens: result.tokens.length,
      ms: Math.round(ms),
      mbPerS: (text.length / MB / (ms / 1000)).toFixed(2),
      stoppedEarly: result.stoppedEarly,
      engineMs: Math.round(engineMs),
    });
  }
  console.table(rows);
  const frozen = rows.filter((r) => r.stoppedEarly);
  if (frozen.length > 0) {
    console.error(`stopped early (over ${WATCHDOG_MS} ms): ${frozen.map((r) => r.input).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
