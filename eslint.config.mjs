// Lint configuration. The one rule that matters most: the engine stays pure TypeScript,
// so it can run in any host (LSP server, CLI, a browser) and be tested without VS Code.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Every Node built-in, as Node itself lists them: a hand-kept list misses one sooner or later. */
const ENGINE_PURE_PATHS = builtinModules.map((name) => ({ name, message: 'The engine is pure: no Node modules. Do I/O in server/ or cli/.' }));
const ENGINE_PURE_PATTERNS = [
  { group: ['node:*'], message: 'The engine is pure: no Node I/O. Do I/O in server/ or cli/.' },
  { group: ['vscode', 'vscode-*'], message: 'The engine knows nothing of VS Code or LSP; the server converts its offsets.' },
  { group: ['../../server/*', '../../cli/*', '../../client/*'], message: 'The engine depends on nothing else in the project.' },
];

/** The product runs no other program (issue 29, N10). */
const NO_CHILD_PROCESS = ['child_process', 'node:child_process'].map((name) => ({ name, message: 'urlsmith starts no other program: do it with Node\'s own APIs.' }));

/**
 * The engine's stages, lowest first, each with the folders (and top-level files) it holds. A stage may import from
 * itself and the stages before it, never from a later one. `except`: single modules of a later stage that an
 * earlier one may name (a type every stage shares).
 */
const ENGINE_STAGES = [
  // types.ts is the floor too, and names DocumentType (document/document-type.ts, which imports nothing); a negated
  // pattern cannot re-admit one file beside it, so the import-cycle test (test/unit/import-cycles.test.ts) keeps it.
  { name: 'floor', holds: ['l10n', 'grammar', 'unicode', 'encoding', 'placeholder', 'scan'], except: ['document/document-type'] },
  { name: 'finder', holds: ['find'] },
  { name: 'readers', holds: ['document'] },
  { name: 'parser', holds: ['parse', 'schemes'] },
  { name: 'rules', holds: ['rules', 'fix'], except: ['document/document-type'] },
  { name: 'judge', holds: ['judge'] },
  // lint.ts runs one document through the stages before it: finder and readers, parser, rules, judge.
  { name: 'pipeline', holds: ['lint'] },
  { name: 'configuration', holds: ['config'] },
  { name: 'entry points', holds: ['check', 'explain', 'index'] },
];

/** Hosts use the engine through its one API, engine/src/index.ts: a module past it is the engine's to move. */
const ENGINE_API_ONLY = {
  group: ['**/engine/src/**', '!**/engine/src/index'],
  message: 'Use the engine through engine/src/index.ts (export what a host needs there): its inside is its own to change.',
};

/** The lint rules of one stage: for its folders at each depth, the later stages' modules as relative imports. */
function stageRules(stage, at) {
  const later = ENGINE_STAGES.slice(at + 1).flatMap((s) => s.holds);
  // The parser stands apart from the readers and the finder: it reads one URL, not a document.
  const apart = stage.name === 'parser' ? ['find', 'document'] : [];
  const forbidden = [...later, ...apart];
  const message = `The engine's stages go one way (ARCHITECTURE.md): ${stage.name} imports nothing of a later stage. Move what both need down to a stage below.`;
  if (forbidden.length === 0) return [];
  const patterns = (up) => [
    ...ENGINE_PURE_PATTERNS,
    {
      group: [...forbidden.flatMap((name) => [`${up}${name}`, `${up}${name}/**`]), ...(stage.except ?? []).map((m) => `!${up}${m}`)],
      message,
    },
  ];
  const configs = [];
  const folders = stage.holds.filter((name) => !['lint', 'check', 'explain', 'index'].includes(name));
  const files = stage.holds.filter((name) => ['lint', 'check', 'explain', 'index'].includes(name));
  if (files.length > 0) configs.push({ files: files.map((f) => `engine/src/${f}.ts`), rules: { 'no-restricted-imports': ['error', { paths: ENGINE_PURE_PATHS, patterns: patterns('./') }] } });
  for (const [depth, glob] of [[1, '*.ts'], [2, '*/*.ts']]) {
    if (folders.length === 0) continue;
    configs.push({ files: folders.map((f) => `engine/src/${f}/${glob}`), rules: { 'no-restricted-imports': ['error', { paths: ENGINE_PURE_PATHS, patterns: patterns('../'.repeat(depth)) }] } });
  }
  return configs;
}

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
      'no-restricted-imports': ['error', { paths: ENGINE_PURE_PATHS, patterns: ENGINE_PURE_PATTERNS }],
      'no-restricted-globals': ['error', 'process', 'require', 'Buffer', '__dirname', 'fetch'],
    },
  },
  // The engine's stages, one way (ARCHITECTURE.md): a folder imports only from its own stage and the ones below it.
  ...ENGINE_STAGES.flatMap(stageRules),
  {
    // The product starts no other program: what it needs of a program found on PATH, a cloned repository could plant.
    files: ['cli/**/*.ts', 'server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: NO_CHILD_PROCESS, patterns: [ENGINE_API_ONLY] }] },
  },
  {
    files: ['client/**/*.ts', 'syntaxes/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ENGINE_API_ONLY] }] },
  },
  {
    // The project layer is shared by the CLI and the language server: Node I/O yes, editor or LSP types no.
    files: ['project/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: NO_CHILD_PROCESS,
          patterns: [
            { group: ['vscode', 'vscode-*'], message: 'project/ is shared with the CLI: no VS Code or LSP imports. Convert in server/.' },
            { group: ['../../server/*', '../../cli/*', '../../client/*'], message: 'project/ depends only on the engine; the hosts depend on it.' },
            ENGINE_API_ONLY,
          ],
        },
      ],
    },
  },
);
