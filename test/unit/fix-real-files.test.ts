/**
 * Fix-all on the real lines `npm run fixall` (bench/fixall) caught it editing: each is a precision fixture too
 * (test/fixtures/precision), which asserts its diagnostics; here the edits fix-all makes are asserted.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { applyConfig, defaultConfig, documentTypeOfFileName, fixAllEdits, lintText } from '../../engine/src';
import { fixturePath } from './find-support';

/** The excerpt as the engine reads it: the fixture's annotation lines ("@@ ...") removed. */
function excerpt(name: string): string {
  return readFileSync(fixturePath('precision', 'code', name), 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('@@ '))
    .join('\n');
}

for (const name of ['gcloud-run-integrations-metadata.yaml', 'gcloud-serviceusage-v1-messages.py']) {
  test(`fix-all leaves the template holes of ${name} alone`, () => {
    const text = excerpt(name);
    const documentType = documentTypeOfFileName(name);
    const shown = applyConfig(text, lintText(text, { documentType }), defaultConfig());
    assert.deepEqual(fixAllEdits(shown), []);
  });
}
