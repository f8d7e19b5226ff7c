/** The project's own documentation passes its own check with the default rules (directives only around deliberate bad examples). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { ROOT, urlsmith } from './support';

test('README.md, CHANGELOG.md and docs/*.md have no errors or warnings', async () => {
  const docs = fs.readdirSync(`${ROOT}/docs`).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`);
  const run = await urlsmith(['--format', 'json', 'README.md', 'CHANGELOG.md', ...docs]);
  const files = JSON.parse(run.stdout) as Array<{ file: string; diagnostics: Array<{ code: string; severity: string; range: { start: { line: number } } }> }>;
  const loud = files.flatMap((f) => f.diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning').map((d) => `${f.file}:${d.range.start.line + 1} ${d.code}`));
  assert.deepEqual(loud, []);
  assert.equal(files.length, docs.length + 2);
  assert.equal(run.code, 0, run.stderr);
});
