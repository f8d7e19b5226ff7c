/**
 * `npm run build:grammar`: writes syntaxes/urlsmith.injection.tmLanguage.json from the sources beside this file.
 * `--check` writes nothing and exits 1 when the committed file is not what the sources produce.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { injectionGrammar } from './grammar';

export const GRAMMAR_FILE = path.resolve(__dirname, '../../../syntaxes/urlsmith.injection.tmLanguage.json');

export function grammarText(): string {
  return JSON.stringify(injectionGrammar(), null, 2) + '\n';
}

function main(): void {
  const text = grammarText();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(GRAMMAR_FILE) ? fs.readFileSync(GRAMMAR_FILE, 'utf8') : '';
    if (current !== text) {
      console.error(`${GRAMMAR_FILE} is out of date: run npm run build:grammar`);
      process.exitCode = 1;
    }
    return;
  }
  fs.writeFileSync(GRAMMAR_FILE, text);
  console.log(`wrote ${path.relative(process.cwd(), GRAMMAR_FILE)} (${text.length} bytes)`);
}

if (require.main === module) main();
