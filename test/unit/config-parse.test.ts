import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultConfig, parseConfig, RULES } from '../../engine/src';

const located = (text: string) => parseConfig(text).errors.map(({ line, column }) => [line, column]);

test('a full config is read into every field', () => {
  const text = JSON.stringify({
    $schema: './urlsmithrc.schema.json',
    extends: 'strict',
    rules: { tilde: 'off', password: 'error', 'scheme-case': 'hint' },
    extraSchemes: ['Git', 'ssh'],
    ignore: ['example.com', ' *.internal ', 'http://localhost/'],
    files: { include: ['**/*.md'], exclude: ['vendor/**'] },
    documentTypes: { '*.mdx': 'markdown', '*.page': 'html' },
    maxProblems: 10,
  });
  const { config, errors } = parseConfig(text);
  assert.deepEqual(errors, []);
  assert.deepEqual(config, {
    preset: 'strict',
    rules: { tilde: 'off', password: 'error', 'scheme-case': 'hint' },
    extraSchemes: ['git', 'ssh'],
    ignore: ['example.com', '*.internal', 'http://localhost/'],
    files: { include: ['**/*.md'], exclude: ['vendor/**'] },
    documentTypes: { '*.mdx': 'markdown', '*.page': 'html' },
    maxProblems: 10,
  });
});

test('an empty config is the default preset with no document type globs', () => {
  const { config, errors } = parseConfig('{}');
  assert.deepEqual(errors, []);
  assert.deepEqual(config, defaultConfig());
  assert.equal(config.preset, 'default');
  assert.deepEqual(config.documentTypes, {});
});

test('"extends" takes "default" or "strict"; anything else is located at its value and leaves the default', () => {
  assert.equal(parseConfig('{"extends": "default"}').config.preset, 'default');
  for (const text of ['{"extends": "recommended"}', '{"extends": ["strict"]}', '{"extends": "Strict"}']) {
    const { config, errors } = parseConfig(text);
    assert.deepEqual(errors.map(({ line, column }) => [line, column]), [[1, 13]], text);
    assert.equal(config.preset, 'default', text);
  }
});

test('"documentTypes": an unknown type, a non-string type and an empty glob are each located; good entries apply', () => {
  const text = ['{', '  "documentTypes": {', '    "*.mdx": "markdown",', '    "*.page": "webpage",', '    "*.x": 3,', '    "": "html",', '    "*.1x": "roff"', '  }', '}'].join('\n');
  const { config, errors } = parseConfig(text);
  assert.deepEqual(errors.map(({ line, column }) => [line, column]), [[4, 15], [5, 12], [6, 5]]);
  assert.deepEqual(config.documentTypes, { '*.mdx': 'markdown', '*.1x': 'roff' });
  assert.deepEqual(located('{"documentTypes": ["*.mdx"]}'), [[1, 19]]);
});

test('comments are allowed, as in settings.json', () => {
  const { config, errors } = parseConfig('// urlsmith\n{ /* off */ "rules": { "tilde": "off" } }\n');
  assert.deepEqual(errors, []);
  assert.deepEqual(config.rules, { tilde: 'off' });
});

test('bad JSON is located at the offending character', () => {
  assert.deepEqual(located('{\n  "rules": {\n    "tilde": "off",,\n  }\n}'), [[3, 20]]);
  assert.deepEqual(located('{\n  "rules": '), [[2, 12]]);
  assert.deepEqual(located('{"a": "open'), [[1, 7]]);
  assert.deepEqual(located('[1] 2'), [[1, 5]]);
  assert.deepEqual(located(''), [[1, 1]]);
});

test('unknown keys, wrong types and bad severities are each located; the rest still applies', () => {
  const text = ['{', '  "rulez": {},', '  "rules": { "tilde": "loud", "password": "off" },', '  "ignore": "example.com",', '  "files": { "only": [] },', '  "maxProblems": -1', '}'].join('\n');
  const { config, errors } = parseConfig(text);
  assert.deepEqual(errors.map(({ line, column }) => [line, column]), [[2, 3], [3, 23], [4, 13], [5, 14], [6, 18]]);
  assert.deepEqual(config.rules, { password: 'off' });
  assert.equal(config.maxProblems, undefined);
});

test('a non-object config and non-string list items are errors', () => {
  assert.deepEqual(located('[]'), [[1, 1]]);
  assert.deepEqual(located('{"extraSchemes": ["git", 3, "no scheme"]}'), [[1, 26], [1, 29]]);
  assert.deepEqual(located('{"ignore": [""]}'), [[1, 13]]);
});

test('unknown rule codes are errors, checked against the rule registry', () => {
  assert.ok(RULES.length > 0, 'the rule registry is filled');
  const { config, errors } = parseConfig('{"rules": {"unsafe-character": "warning", "no-such-rule": "off"}}');
  assert.deepEqual(errors.map(({ line, column }) => [line, column]), [[1, 43]]);
  assert.deepEqual(config.rules, { 'unsafe-character': 'warning' });
});

test('hostile input neither throws nor recurses without bound', () => {
  assert.deepEqual(located('['.repeat(100000)), [[1, 66]]);
  for (const text of ['\u0000', '{"a"\u0000:1}', '\ud800', '{"\\u12"}', '{"rules": {"tilde": "off"}}\u0000', '{'.repeat(3) + '"'] as const) {
    assert.equal(parseConfig(text).errors.length, 1, JSON.stringify(text));
  }
});
