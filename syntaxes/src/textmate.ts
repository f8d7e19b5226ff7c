/**
 * Loads grammars into vscode-textmate the way VS Code does, for the grammar tests and the benchmark:
 * Oniguruma compiled to WebAssembly (vscode-oniguruma), grammars looked up by scope name, and injections found by
 * walking the scope's dotted prefixes (VS Code's TMGrammarFactory: "source.js.jsx" also receives what is injected
 * into "source.js" and "source").
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as oniguruma from 'vscode-oniguruma';
import * as tm from 'vscode-textmate';

/** One entry of package.json `contributes.grammars`. */
export interface GrammarContribution {
  language?: string;
  scopeName: string;
  path: string;
  injectTo?: string[];
}

let onigLib: Promise<tm.IOnigLib> | undefined;

/** vscode-oniguruma may only be initialised once per process. */
function loadOnig(): Promise<tm.IOnigLib> {
  onigLib ??= (async () => {
    const wasm = fs.readFileSync(path.join(path.dirname(require.resolve('vscode-oniguruma')), 'onig.wasm'));
    await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
    return {
      createOnigScanner: (patterns: string[]) => new oniguruma.OnigScanner(patterns),
      createOnigString: (text: string) => new oniguruma.OnigString(text),
    };
  })();
  return onigLib;
}

/**
 * A registry over the given grammar files (paths absolute, or relative to `root`). A scope with no file is
 * reported missing to vscode-textmate, which then skips what includes it, as VS Code does for a language that is
 * not installed.
 */
export function createRegistry(contributions: readonly GrammarContribution[], root: string): tm.Registry {
  const files = new Map<string, string>();
  const injections = new Map<string, string[]>();
  for (const c of contributions) {
    files.set(c.scopeName, path.resolve(root, c.path));
    for (const target of c.injectTo ?? []) injections.set(target, [...(injections.get(target) ?? []), c.scopeName]);
  }
  return new tm.Registry({
    onigLib: loadOnig(),
    loadGrammar: async (scopeName) => {
      const file = files.get(scopeName);
      return file === undefined ? null : tm.parseRawGrammar(fs.readFileSync(file, 'utf8'), file);
    },
    getInjections: (scopeName) => {
      const parts = scopeName.split('.');
      return parts.flatMap((_, i) => injections.get(parts.slice(0, i + 1).join('.')) ?? []);
    },
  });
}

/** The contributions listed in a package.json. */
export function contributedGrammars(packageJson: string): GrammarContribution[] {
  const manifest = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { contributes?: { grammars?: GrammarContribution[] } };
  return manifest.contributes?.grammars ?? [];
}
