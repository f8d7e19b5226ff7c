/**
 * A valid URL never looks like an error: none of its tokens takes a scope that VS Code's default themes (Light
 * Modern and Light+, built on Light (Visual Studio)) colour red, while the characters the rules flag do. The
 * light themes are the strict case: Dark Modern colours these roots orange or blue, Light Modern red.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lintText } from '../../engine/src';
import { testRegistry } from './registry';

/**
 * Scope roots VS Code's default light themes colour red (theme-defaults/themes/light_vs.json and light_plus.json):
 * `string` #a31515, `entity.name.tag` #800000, `entity.other.attribute-name` #e50000, `constant.character.escape`
 * #EE0000, `support.type.property-name` #e50000, `markup.heading` and `markup.inline.raw` #800000, `markup.deleted`
 * #a31515, `invalid` #cd3131.
 */
const RED_ROOTS = [
  'string',
  'entity.name.tag',
  'entity.other.attribute-name',
  'constant.character.escape',
  'support.type.property-name',
  'markup.heading',
  'markup.inline.raw',
  'markup.deleted',
  'invalid',
];

const isRed = (scope: string) => RED_ROOTS.some((r) => scope === r || scope.startsWith(`${r}.`));

/** Valid URLs with every part the grammar colours: login, port, path, escapes, search, fragment, wrappers. */
const VALID = [
  'http://www.example.com/',
  'see https://a.example:8443/path/to/file%20name.html?q=1&r=two#section-2 here',
  'ftp://anonymous@files.example/pub/file.txt;type=i',
  '<URL:http://a.example/docs/index.html>',
  'mailto:someone@example.com and news:comp.lang.misc and telnet://host.example/',
  'https://example.com/~user/',
];

test('no token of a valid URL takes a scope the default light themes colour red', async () => {
  const grammar = await testRegistry().loadGrammar('text.plain');
  assert.ok(grammar);
  for (const line of VALID) {
    const flagged = lintText(line).diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning');
    assert.deepEqual(flagged.map((d) => d.code), [], `the sample is valid: ${line}`);
    const red: Array<[string, string[]]> = grammar
      .tokenizeLine(line, null)
      .tokens.filter((t) => t.scopes.some(isRed))
      .map((t): [string, string[]] => [line.slice(t.startIndex, t.endIndex), t.scopes.filter(isRed)]);
    assert.deepEqual(red, [], line);
  }
});

test('the characters the rules flag as errors are still red', async () => {
  const grammar = await testRegistry().loadGrammar('text.plain');
  assert.ok(grammar);
  const line = 'http://a.example/a^b|c%zz';
  const red = grammar
    .tokenizeLine(line, null)
    .tokens.filter((t) => t.scopes.some(isRed))
    .map((t) => line.slice(t.startIndex, t.endIndex));
  assert.deepEqual(red, ['^', '|', '%']);
});
