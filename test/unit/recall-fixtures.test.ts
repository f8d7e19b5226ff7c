/**
 * The recall corpus (test/fixtures/recall/README.md): excerpts of real files, each with one mistake of the recall
 * catalogue written into a clean URL. Each fixture is linted with the type its name gives and the default config; an
 * error or warning of one of the codes its NAME.recall.json lists must cover one of the injected spans, or, as its
 * `expect` says, a URL found must run through one (`kept`: CJK brackets in a path), or a hint of one of the codes
 * must cover one and no error or warning may (`hint`: a mistake in inline code, an example).
 *
 * The fixtures listed in known-misses.md (each with its reason) are the mistakes the engine does not catch yet: for
 * them no error or warning may cover any injected span, so a miss that gets caught fails here until its line is
 * removed, and a caught mistake that gets missed fails too.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { applyConfig, defaultConfig, documentTypeOfFileName, lintText } from '../../engine/src';
import { fixturePath } from './find-support';

const ROOT = fixturePath('recall');
const TYPES = ['markdown', 'html', 'javascript', 'python', 'json', 'yaml', 'plaintext', 'roff'];

interface Sidecar {
  source: string;
  kind: string;
  url: string;
  spans: { start: string; end: string }[];
  codes: string[];
  expect?: 'kept' | 'hint';
}

/** `- \`type/name\`: reason` lines of known-misses.md. */
function knownMisses(): Map<string, string> {
  const misses = new Map<string, string>();
  for (const line of readFileSync(join(ROOT, 'known-misses.md'), 'utf8').split('\n')) {
    const m = /^- `([^`]+)`: (.+)$/.exec(line);
    if (m) misses.set(m[1]!, m[2]!.trim());
  }
  return misses;
}

/** The document offset of a 1-based `line:column` position. */
function offsetOf(text: string, position: string): number {
  const [line, column] = position.split(':').map(Number) as [number, number];
  let at = 0;
  for (let l = 1; l < line; l++) at = text.indexOf('\n', at) + 1;
  return at + column - 1;
}

const fixtures = TYPES.flatMap((type) =>
  readdirSync(join(ROOT, type))
    .filter((name) => !name.endsWith('.recall.json'))
    .sort()
    .map((name) => `${type}/${name}`),
);
const misses = knownMisses();

test('the recall corpus covers every document type and every kind of mistake, and lists only its own misses', () => {
  const kinds = new Set<string>();
  for (const f of fixtures) kinds.add((JSON.parse(readFileSync(join(ROOT, `${f}.recall.json`), 'utf8')) as Sidecar).kind);
  assert.ok(fixtures.length >= 250, `${fixtures.length} fixtures`);
  assert.equal(kinds.size, 20, [...kinds].join(' '));
  for (const type of TYPES) assert.ok(fixtures.some((f) => f.startsWith(`${type}/`)), type);
  for (const [name, reason] of misses) {
    assert.ok(fixtures.includes(name), `known-misses.md lists ${name}, which is no fixture`);
    assert.ok(reason.length > 0, name);
  }
});

for (const name of fixtures) {
  const reason = misses.get(name);
  test(`${reason === undefined ? 'caught' : 'known miss'}: ${name}`, () => {
    const path = join(ROOT, name);
    const text = readFileSync(path, 'utf8');
    const sidecar = JSON.parse(readFileSync(`${path}.recall.json`, 'utf8')) as Sidecar;
    const spans = sidecar.spans.map((s) => ({ start: offsetOf(text, s.start), end: offsetOf(text, s.end) }));
    const documentType = documentTypeOfFileName(name);
    assert.equal(documentType, name.split('/')[0]);
    const result = lintText(text, { documentType });
    const all = applyConfig(text, result, defaultConfig());
    const covers = (d: { start: number; end: number }): boolean => spans.some((s) => d.start <= s.start && d.end >= s.end);
    const covering = all.filter((d) => (d.severity === 'error' || d.severity === 'warning') && covers(d));
    const shown = covering.map((d) => `${d.code} ${JSON.stringify(text.slice(d.start, d.end))}`);
    const wanted = `${sidecar.kind} in ${sidecar.url}: wanted ${sidecar.codes.join(' or ')} over ${JSON.stringify(spans.map((s) => text.slice(s.start, s.end)))}`;
    if (sidecar.expect === 'kept') {
      // The URL found runs through the injected text (or, for a known miss, none does).
      const kept = result.urls.some((u) => covers(u.locator));
      assert.equal(kept, reason === undefined, `${wanted}, URLs ${JSON.stringify(result.urls.map((u) => u.locator.url))}`);
    } else if (sidecar.expect === 'hint') {
      const hinted = all.some((d) => d.severity === 'hint' && sidecar.codes.includes(d.code) && covers(d)) && covering.length === 0;
      assert.equal(hinted, reason === undefined, `${wanted} as a hint only, got [${shown.join(', ')}]`);
    } else if (reason === undefined) {
      assert.ok(covering.some((d) => sidecar.codes.includes(d.code)), `${wanted}, got [${shown.join(', ')}]`);
    } else {
      assert.deepEqual(shown, [], `${name} is caught now: remove it from known-misses.md (${reason})`);
    }
  });
}
