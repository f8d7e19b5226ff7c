/**
 * The precision corpus: excerpts of real files (test/fixtures/precision/README.md names each source), one folder per
 * document type family. Each file is read with the type its name gives, as the CLI reads it, and must yield exactly
 * the errors and warnings written inline (fixture-notation.ts; hints are not asserted) and exactly the URLs listed in
 * its NAME.urls sidecar, in document order. A missing and an extra result both fail.
 *
 * Under known-gaps/, each fixture still states what a reader wants, but the engine does not do it yet: its
 * NAME.gap sidecar records what the engine reports today (`@@ code l:c l:c` and `url ...` lines). The test asserts
 * that today's output is exactly the recorded one and differs from the reader's, so a fix (or a regression) shows up
 * here and the fixture can move out of known-gaps/.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { applyConfig, defaultConfig, documentTypeOfFileName, findInDocument, lintText, readingOf } from '../../engine/src';
import { readFixture, type Expected } from './fixture-notation';
import { fixturePath } from './find-support';

const ROOT = fixturePath('precision');
const SIDECARS = ['.urls', '.gap'];

function fixtureFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...fixtureFiles(path));
    else if (dir !== ROOT && !SIDECARS.some((s) => name.endsWith(s))) files.push(path);
  }
  return files;
}

interface Outcome {
  diagnostics: string[];
  urls: string[];
}

/** A diagnostic as the tests compare it: code and range, with the covered text to make a failure readable. */
function show(text: string, d: Expected): string {
  return `${d.code} ${d.start}-${d.end} ${JSON.stringify(text.slice(d.start, d.end))}`;
}

function actual(path: string, text: string): Outcome {
  const documentType = documentTypeOfFileName(path);
  const result = lintText(text, { documentType });
  const diagnostics = applyConfig(text, result, defaultConfig())
    .filter((d) => d.severity === 'error' || d.severity === 'warning')
    .map((d) => show(text, d))
    .sort();
  return { diagnostics, urls: findInDocument(text, { documentType }).map((l) => readingOf(l, text)) };
}

function lines(path: string): string[] {
  return readFileSync(path, 'utf8').split('\n').filter((l) => l !== '');
}

/** What the engine reports today for a known gap: `@@ code l:c l:c` (positions in the clean text) and `url ...` lines. */
function recordedGap(path: string, text: string): Outcome {
  const gap = lines(`${path}.gap`);
  const { expected } = readFixture(`${text}\n${gap.filter((l) => l.startsWith('@@ ')).join('\n')}`);
  return {
    diagnostics: expected.map((d) => show(text, d)).sort(),
    urls: gap.filter((l) => l.startsWith('url ')).map((l) => l.slice('url '.length)),
  };
}

const files = fixtureFiles(ROOT);

test('the precision corpus covers every family, and every fixture has its URL list', () => {
  const families = new Set(files.map((f) => relative(ROOT, f).split('/')[0]));
  for (const family of ['text', 'markdown', 'code', 'roff', 'asciidoc', 'rst', 'pod', 'gettext', 'known-gaps']) assert.ok(families.has(family), family);
  for (const f of files) assert.ok(statSync(`${f}.urls`).isFile(), `${f}.urls`);
});

for (const path of files) {
  const name = relative(ROOT, path);
  const known = name.startsWith('known-gaps/');
  test(`${known ? 'known gap' : 'precision'}: ${name}`, () => {
    const { text, expected } = readFixture(readFileSync(path, 'utf8'));
    const wanted: Outcome = { diagnostics: expected.map((d) => show(text, d)).sort(), urls: lines(`${path}.urls`) };
    const got = actual(path, text);
    if (!known) {
      assert.deepEqual(got, wanted);
      return;
    }
    assert.deepEqual(got, recordedGap(path, text), 'the engine no longer reports what NAME.gap records');
    assert.notDeepEqual(got, wanted, 'the engine now does what a reader wants: move this fixture out of known-gaps/');
  });
}
