import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import Ajv from 'ajv-draft-04';
import { makeProject } from './project';
import { makeTree, ROOT, urlsmith } from './support';

interface JsonFile {
  file: string;
  diagnostics: Array<{ code: string; severity: string; message: string; range: { start: { line: number; character: number }; end: { line: number; character: number } }; fixable: boolean }>;
}

test('json: one entry per checked file, LSP-style 0-based ranges in UTF-16 units', async () => {
  // "😀" is two UTF-16 units: the "|" after it sits at character 23, not 22.
  const dir = makeTree({ 'a.txt': 'ok\n😀 http://a.example/caf| HTTP://b.example/\n', 'b.txt': 'nothing\n' });
  const run = await urlsmith(['-f', 'json', '.'], { cwd: dir });
  assert.equal(run.code, 1);
  const files = JSON.parse(run.stdout) as JsonFile[];
  assert.deepEqual(
    files.map((f) => ({ file: f.file, problems: f.diagnostics.map((d) => [d.code, d.severity, d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character, d.fixable]) })),
    [
      { file: 'a.txt', problems: [['unsafe-character', 'error', 1, 23, 1, 24, true], ['scheme-case', 'hint', 1, 25, 1, 29, true]] },
      { file: 'b.txt', problems: [] },
    ],
  );
});

test('json: an empty run is an empty array', async () => {
  const dir = makeTree({ 'a.bin': Buffer.from([0, 1, 2]) });
  const run = await urlsmith(['-f', 'json'], { cwd: dir });
  assert.deepEqual(JSON.parse(run.stdout), []);
});

/** The SARIF 2.1.0 schema as published by OASIS and schemastore (rtm.5 is the 2.1.0 release), shipped in an npm package. */
function sarifValidator() {
  const schemaPath = path.join(path.dirname(require.resolve('@microsoft/jest-sarif/package.json', { paths: [ROOT] })), 'lib/schemas/sarif-2.1.0-rtm.5.json');
  const schema = JSON.parse(fs.readFileSync(schemaPath, 'utf8')) as Record<string, unknown>;
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false, unicodeRegExp: false }) // the schema's language pattern is not valid with the u flag;
  return ajv.compile(schema);
}

test('sarif: valid against the SARIF 2.1.0 schema, with rules, levels and 1-based regions', async () => {
  const dir = makeProject({ 'my docs/notes #1.md': 'http://a.example/%zz\n' });
  const run = await urlsmith(['-f', 'sarif', 'docs', 'my docs'], { cwd: dir });
  assert.equal(run.code, 1);
  const log = JSON.parse(run.stdout) as {
    version: string;
    runs: Array<{
      tool: { driver: { name: string; rules: Array<{ id: string; helpUri?: string; shortDescription: { text: string }; help?: { text: string } }> } };
      results: Array<{ ruleId: string; ruleIndex: number; level: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: Record<string, number> } }> }>;
    }>;
  };
  const validate = sarifValidator();
  assert.ok(validate(log), JSON.stringify(validate.errors, null, 1));
  assert.equal(log.version, '2.1.0');
  const [sarifRun] = log.runs;
  assert.ok(sarifRun);
  const rules = sarifRun.tool.driver.rules;
  const results = sarifRun.results.map((r) => {
    const { artifactLocation, region } = r.locations[0]!.physicalLocation;
    assert.equal(rules[r.ruleIndex]!.id, r.ruleId);
    return [r.ruleId, r.level, artifactLocation.uri, region['startLine'], region['startColumn'], region['endLine'], region['endColumn']];
  });
  assert.deepEqual(results, [
    ['ftp-invalid-typecode', 'error', 'docs/bad.md', 3, 45, 3, 46],
    ['scheme-case', 'note', 'docs/bad.md', 4, 7, 4, 11],
    ['reserved-port', 'warning', 'docs/bad.md', 5, 30, 5, 32],
    ['invalid-percent-escape', 'error', 'my%20docs/notes%20%231.md', 1, 18, 1, 19],
  ]);
  assert.deepEqual(rules.map((r) => r.id), ['ftp-invalid-typecode', 'scheme-case', 'reserved-port', 'invalid-percent-escape']);
  // No link to a web page that does not exist: the help is the rule's description and where its entry is.
  assert.ok(rules.every((r) => r.helpUri === undefined && r.help?.text.startsWith(r.shortDescription.text) && r.help.text.includes(`\`${r.id}\``)));
});

test('sarif: a run with no results is still a valid log', async () => {
  const dir = makeTree({ 'a.txt': 'http://a.example/\n' });
  const run = await urlsmith(['-f', 'sarif'], { cwd: dir });
  assert.equal(run.code, 0);
  const validate = sarifValidator();
  const log = JSON.parse(run.stdout) as { runs: Array<{ results: unknown[] }> };
  assert.ok(validate(log), JSON.stringify(validate.errors));
  assert.deepEqual(log.runs[0]!.results, []);
  // The validator does reject what is not SARIF 2.1.0.
  assert.equal(validate({ ...log, version: '2.0.0' }), false);
  assert.equal(validate({ ...log, runs: [{ results: [{ message: {} }] }] }), false);
});

test('sarif: each rule\'s help names where RFC 1738 says it: a section, the appendix, or no RFC for a directive', async () => {
  const dir = makeTree({ 'a.txt': 'urlsmith-disable-next-line unsafe-charater\nhttp://a.example/a^b and <URL:http://b.example/x-\ny>\n' });
  const run = await urlsmith(['-f', 'sarif', 'a.txt'], { cwd: dir });
  const log = JSON.parse(run.stdout) as { runs: Array<{ tool: { driver: { rules: Array<{ id: string; help: { text: string } }> } } }> };
  const help = Object.fromEntries(log.runs[0]!.tool.driver.rules.map((r) => [r.id, r.help.text]));
  assert.match(help['unsafe-character']!, /\(RFC 1738 section 2\.2; rule `unsafe-character`/);
  assert.match(help['hyphen-line-break']!, /\(RFC 1738 appendix; rule `hyphen-line-break`/);
  assert.match(help['directive-unknown-rule']!, /\(rule `directive-unknown-rule`/);
  assert.doesNotMatch(Object.values(help).join('\n'), /section (none|Appendix)/);
});
