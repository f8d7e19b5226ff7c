/**
 * The lint rule that keeps every host on the engine's one API (eslint.config.mjs, ENGINE_API_ONLY): an import past
 * engine/src/index.ts is an error in the CLI, the server, the client, the grammar and the benchmarks, and the index
 * itself is allowed. Run through ESLint with the project's own configuration, as `npm run lint` runs it.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = join(__dirname, '..', '..', '..');

/** The no-restricted-imports problems ESLint reports for `source` written as the file `path` of the repository. */
async function restricted(path: string, source: string): Promise<{ line: number; column: number }[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(source, { filePath: join(ROOT, path) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => ({ line: m.line, column: m.column }));
}

const PAST_THE_INDEX = "import { findLocators } from '../../engine/src/find/find';\n\nexport const f = findLocators;\n";
const THROUGH_THE_INDEX = "import { lintText } from '../../engine/src/index';\n\nexport const f = lintText;\n";

for (const path of ['cli/src/probe.ts', 'server/src/probe.ts', 'client/src/probe.ts', 'bench/oracle/probe.ts']) {
  test(`an import past engine/src/index.ts is an error in ${path}`, async () => {
    assert.deepEqual(await restricted(path, PAST_THE_INDEX), [{ line: 1, column: 1 }]);
  });

  test(`an import of engine/src/index.ts is allowed in ${path}`, async () => {
    assert.deepEqual(await restricted(path, THROUGH_THE_INDEX), []);
  });
}
