/**
 * The registry the grammar tests tokenize with: this extension's grammars (from package.json, as VS Code reads them)
 * and, for each language the injection targets, that language's real grammar. Those are VS Code's own grammars
 * (extensions/*), redistributed on npm by tm-grammars; YAML's is the TextMate bundle VS Code also uses.
 */
import * as path from 'node:path';
import type * as tm from 'vscode-textmate';
import { contributedGrammars, createRegistry, type GrammarContribution } from '../../syntaxes/src/textmate';

/** Repository root (tests run from out/test/grammar/). */
export const ROOT = path.resolve(__dirname, '../../..');

/** tm-grammars file name of each host scope. */
export const HOST_GRAMMARS: Readonly<Record<string, string>> = {
  'text.html.markdown': 'markdown',
  'source.js': 'javascript',
  'source.ts': 'typescript',
  'source.tsx': 'tsx',
  'source.python': 'python',
  'source.shell': 'shellscript',
  'source.c': 'c',
  'source.cpp': 'cpp',
  'source.yaml': 'yaml',
  'source.go': 'go',
  'source.java': 'java',
  'source.toml': 'toml',
};

export function extensionGrammars(): GrammarContribution[] {
  return contributedGrammars(path.join(ROOT, 'package.json'));
}

export function hostGrammars(): GrammarContribution[] {
  return Object.entries(HOST_GRAMMARS).map(([scopeName, name]) => ({
    scopeName,
    path: require.resolve(`tm-grammars/grammars/${name}.json`),
  }));
}

let registry: tm.Registry | undefined;

export function testRegistry(): tm.Registry {
  registry ??= createRegistry([...extensionGrammars(), ...hostGrammars()], ROOT);
  return registry;
}
