// Lint configuration. The one rule that matters most: the engine stays pure TypeScript,
// so it can run in any host (LSP server, CLI, a browser) and be tested without VS Code.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', '.cache/**', 'bench/corpus/**', 'test/fixtures/**', 'test/grammar/fixtures/**', 'test/vscode/workspace/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: { globals: { require: 'readonly', module: 'writable', process: 'readonly', console: 'readonly', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // Every Node built-in, as Node itself lists them: a hand-kept list misses one sooner or later.
          paths: builtinModules.map((name) => ({ name, message: 'The engine is pure: no Node modules. Do I/O in server/ or cli/.' })),
          patterns: [
            { group: ['node:*'], message: 'The engine is pure: no Node I/O. Do I/O in server/ or cli/.' },
            { group: ['vscode', 'vscode-*'], message: 'The engine knows nothing of VS Code or LSP; the server converts its offsets.' },
            { group: ['../../server/*', '../../cli/*', '../../client/*'], message: 'The engine depends on nothing else in the project.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'process', 'require', 'Buffer', '__dirname', 'fetch'],
    },
  },
  {
    // The project layer is shared by the CLI and the language server: Node I/O yes, editor or LSP types no.
    files: ['project/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['vscode', 'vscode-*'], message: 'project/ is shared with the CLI: no VS Code or LSP imports. Convert in server/.' },
            { group: ['../../server/*', '../../cli/*', '../../client/*'], message: 'project/ depends only on the engine; the hosts depend on it.' },
          ],
        },
      ],
    },
  },
);
