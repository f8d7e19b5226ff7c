/**
 * The fast slice of `npm run fuzz` (bench/fuzz): a few thousand generated and random inputs, fixed seed, through
 * every check (no exception, offsets inside the text, fix-all a fixpoint, URLs and their extents kept, no new
 * problem, no fix of ill-formed UTF-16). It runs the compiled fuzzer (`tsc -b` builds bench/ with the rest) as a
 * process, so the slice is the very code the full run uses.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const FUZZER = join(__dirname, '../../bench/fuzz/run.js');
const INPUTS = 4000;

test(`fuzz slice: ${INPUTS} inputs, seed 1738, no failure of any kind`, () => {
  assert.ok(existsSync(FUZZER), `${FUZZER} is missing: run npx tsc -b`);
  let out: string;
  try {
    out = execFileSync(process.execPath, [FUZZER, '--inputs', String(INPUTS), '--seed', '1738', '--json'], { encoding: 'utf8' });
  } catch (error) {
    // Exit 1 means failures: show the summary, which holds minimised failing inputs.
    out = String((error as { stdout?: string }).stdout ?? error);
  }
  const summary = JSON.parse(out) as { inputs: number; urls: number; fixEdits: number; failures: Record<string, number>; examples: Record<string, unknown[]> };
  assert.equal(summary.inputs, INPUTS);
  // The slice exercises what it checks: URLs found and fixes applied, not only text with nothing in it.
  assert.ok(summary.urls > INPUTS && summary.fixEdits > INPUTS / 4, `only ${summary.urls} URLs and ${summary.fixEdits} edits`);
  const failing = Object.entries(summary.failures).filter(([, n]) => n > 0);
  assert.deepEqual(failing, [], JSON.stringify(summary.examples));
  assert.deepEqual(Object.keys(summary.failures).sort(), [
    'exception', 'fix-on-ill-formed-utf16', 'new-problem', 'not-idempotent', 'offset-outside-text', 'safe-fix-left', 'url-lost', 'urls-changed',
  ]);
});
