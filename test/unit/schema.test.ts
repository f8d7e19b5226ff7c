/**
 * schemas/urlsmithrc.schema.json is what VS Code validates and completes `.urlsmithrc.json` with: it must be the
 * generator's current output, and accept and refuse what the config reader (parseConfig) accepts and refuses.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import Ajv from 'ajv';
import { DOCUMENT_TYPES, RULES, parseConfig } from '../../engine/src';
import { ALL_RULES } from '../../engine/src/rules/all';

const root = join(__dirname, '..', '..', '..');
// The generator is plain JavaScript run by `npm run build:schema`; loaded from the source tree, not out/.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a path computed at run time, outside the TS projects
const generator = require(join(root, 'scripts', 'schema', 'urlsmithrc-schema.js')) as {
  buildSchema(rules: typeof ALL_RULES, documentTypes: typeof DOCUMENT_TYPES): object;
  schemaText(rules: typeof ALL_RULES, documentTypes: typeof DOCUMENT_TYPES): string;
  settingsRulesSchema(rules: typeof ALL_RULES): object;
};
const committed = readFileSync(join(root, 'schemas', 'urlsmithrc.schema.json'), 'utf8');

const ajv = new Ajv({ allErrors: true });
// VS Code's own keywords for hover and completion text.
ajv.addVocabulary(['markdownDescription', 'markdownEnumDescriptions']);
const validate = ajv.compile(JSON.parse(committed) as object);

/** Whether the schema accepts the config, checked against whether parseConfig reads it without an error. */
function verdicts(config: unknown): { schema: boolean; reader: boolean } {
  return { schema: validate(config), reader: parseConfig(JSON.stringify(config)).errors.length === 0 };
}

describe('the .urlsmithrc.json schema', () => {
  test('the committed file is the generator\'s output for the current rules (run npm run build:schema)', () => {
    assert.equal(committed, generator.schemaText(ALL_RULES, DOCUMENT_TYPES));
  });

  test('lists every rule code and every document type', () => {
    const schema = JSON.parse(committed) as { properties: { rules: { properties: object }; documentTypes: { additionalProperties: { enum: string[] } } } };
    assert.deepEqual(Object.keys(schema.properties.rules.properties), RULES.map((r) => r.code));
    assert.deepEqual(schema.properties.documentTypes.additionalProperties.enum, [...DOCUMENT_TYPES]);
  });

  test('accepts a valid config', () => {
    const config = {
      $schema: './node_modules/urlsmith/schemas/urlsmithrc.schema.json',
      extends: 'strict',
      rules: { tilde: 'off', 'unsafe-character': 'error', 'scheme-case': 'hint' },
      extraSchemes: ['git', 'svn+ssh'],
      ignore: ['example.com', 'http://localhost/'],
      files: { include: ['**/*.md'], exclude: ['vendor'] },
      documentTypes: { '*.mdx': 'markdown', '*.page': 'html' },
      maxProblems: 0,
    };
    assert.deepEqual(verdicts(config), { schema: true, reader: true });
    assert.deepEqual(verdicts({}), { schema: true, reader: true });
  });

  test('rejects what the reader rejects: an unknown rule code, a bad severity, and the other bad values', () => {
    const bad: unknown[] = [
      { rules: { tilde: 'warn' } },
      { rules: { 'no-such-rule': 'warn' } },
      { rules: { tilde: 2 } },
      { extends: 'recommended' },
      { extraSchemes: ['1http'] },
      { ignore: ['  '] },
      { files: { only: [] } },
      { documentTypes: { '*.x': 'latex' } },
      { documentTypes: { ' ': 'markdown' } },
      { maxProblems: -1 },
      { maxProblems: 1.5 },
      { severity: 'error' },
    ];
    for (const config of bad) assert.deepEqual(verdicts(config), { schema: false, reader: false }, JSON.stringify(config));
  });

  test('an unknown rule code is left to the language server and the CLI (they name the nearest code); its severity is still checked', () => {
    assert.deepEqual(verdicts({ rules: { tilde: 'off', 'no-such-rule': 'off' } }), { schema: true, reader: false });
    assert.equal(validate({ rules: { 'no-such-rule': 'loud' } }), false);
  });

  test('package.json\'s urlsmith.rules setting completes the same codes, and is the generator\'s output', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { contributes: { configuration: { properties: Record<string, { properties: object }> } } };
    const setting = pkg.contributes.configuration.properties['urlsmith.rules']!;
    assert.deepEqual(setting, generator.settingsRulesSchema(ALL_RULES));
    assert.deepEqual(Object.keys(setting.properties), RULES.map((r) => r.code));
  });
});
