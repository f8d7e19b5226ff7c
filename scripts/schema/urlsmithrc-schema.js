// @ts-check
// The JSON schema of `.urlsmithrc.json`, built from the rules (what each declares with defineRule, as docs/rules.md
// is: scripts/rules-doc) and the document types, so VS Code completes and validates exactly the codes, severities
// and types that the config reader (engine/src/config/parse.ts) accepts. Pure: the rules come in as an argument
// (write.js passes the compiled engine's; the unit test the engine's own), so the committed
// schemas/urlsmithrc.schema.json can be checked for being current.
'use strict';

const SETTINGS = ['off', 'hint', 'information', 'warning', 'error'];
const PRESETS = ['default', 'strict'];

/** A list of strings; `pattern`, when given, each must match. */
function stringList(description, pattern) {
  return { type: 'array', items: pattern ? { type: 'string', pattern } : { type: 'string' }, markdownDescription: description };
}

/**
 * @typedef {{
 *   meta: { code: string; section: string; description: string; severities: { default: string; strict: string } };
 *   documentation: { fixable: false | { presets: 'both' | 'strict' } };
 * }} Rule
 */

/** @param {Rule['documentation']['fixable']} fixable */
function fixes(fixable) {
  if (fixable === false) return '';
  return fixable.presets === 'strict' ? ' Has fixes in the strict preset.' : ' Has fixes.';
}

/**
 * @param {readonly Rule[]} rules
 * @param {readonly string[]} documentTypes
 */
function buildSchema(rules, documentTypes) {
  /** @type {Record<string, object>} */
  const ruleProps = {};
  for (const { meta: r, documentation } of rules) {
    const presets = r.severities.default === r.severities.strict ? `**${r.severities.default}**` : `**${r.severities.default}** (strict: **${r.severities.strict}**)`;
    ruleProps[r.code] = {
      enum: SETTINGS,
      markdownDescription: `${r.description} RFC 1738 section ${r.section}. Default severity: ${presets}.${fixes(documentation.fixable)}`,
    };
  }
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'urlsmith configuration (.urlsmithrc.json)',
    type: 'object',
    additionalProperties: false,
    properties: {
      $schema: { type: 'string', description: 'The schema this file follows.' },
      extends: {
        enum: PRESETS,
        markdownEnumDescriptions: [
          'RFC 1738, with what RFC 3986 and RFC 2732 later legalised (`~`, `/` and `?` in a query, IPv6 literal hosts) as hints.',
          'Everything exactly as RFC 1738 says.',
        ],
        markdownDescription: 'The rule preset the severities start from.',
      },
      // Open to other codes: the language server reports an unknown code itself, with the nearest known one and a
      // quick fix (server/src/settings/config-diagnostics.ts); the schema reporting it too would show it twice. The
      // CLI reports it as well. The schema still completes the codes and checks every severity.
      rules: {
        type: 'object',
        properties: ruleProps,
        additionalProperties: { enum: SETTINGS },
        markdownDescription: 'Severity per rule code: `off`, `hint`, `information`, `warning` or `error`.',
      },
      // The reader's own test, /^[a-z][a-z0-9+.-]*$/i (RFC 1738 section 2.1's scheme characters).
      extraSchemes: stringList('More scheme names to detect as bare URLs in running text (e.g. `git`).', '^[A-Za-z][A-Za-z0-9+.-]*$'),
      // The reader trims each pattern and refuses an empty one.
      ignore: stringList('URLs never flagged: a host (`example.com`, `*.internal`) or a URL prefix (`http://localhost/`).', '\\S'),
      files: {
        type: 'object',
        additionalProperties: false,
        properties: {
          include: stringList('Globs of the files to check, relative to this file\'s folder.'),
          exclude: stringList('Globs of the files never checked, relative to this file\'s folder (a folder\'s glob excludes all it holds).'),
        },
        markdownDescription: 'Which files are checked: `include` and `exclude` glob lists.',
      },
      documentTypes: {
        type: 'object',
        propertyNames: { pattern: '\\S' },
        additionalProperties: { enum: [...documentTypes] },
        markdownDescription: 'How to read files: a glob on the file name to a document type, e.g. `{ "*.mdx": "markdown" }`.',
      },
      maxProblems: { type: 'integer', minimum: 0, markdownDescription: 'The most problems reported per file.' },
      checkCode: {
        type: 'boolean',
        default: false,
        markdownDescription: 'Check URLs in a document\'s code (Markdown code spans and blocks, HTML `<code>`, `<pre>`, `<kbd>`, `<samp>`, `<tt>`) as fully as any other. By default they are examples: their problems are hints, and no fix edits them.',
      },
    },
  };
}

/**
 * The `urlsmith.rules` setting of package.json's `contributes.configuration`: the same codes, so settings.json
 * completes them and describes each as `.urlsmithrc.json` does. VS Code reports a code that is not listed (the
 * server drops it and says so once: server/src/settings/settings.ts). Its texts are `%key%`s of package.nls.json
 * (settingsRulesNls), so VS Code shows them in its display language.
 * @param {readonly Rule[]} rules
 */
function settingsRulesSchema(rules) {
  /** @type {Record<string, object>} */
  const properties = {};
  for (const { meta } of rules) properties[meta.code] = { enum: SETTINGS, markdownDescription: `%${ruleNlsKey(meta.code)}%` };
  return {
    type: 'object',
    default: {},
    scope: 'resource',
    properties,
    additionalProperties: false,
    markdownDescription: '%config.rules.markdownDescription%',
  };
}

/** The package.nls key of a rule's setting text. */
function ruleNlsKey(code) {
  return `config.rule.${code}`;
}

/**
 * The rule settings' texts for package.nls.json (no catalogue: English, as the .urlsmithrc.json schema has them) or
 * package.nls.<language>.json (the shared catalogue, project/l10n, whose rule descriptions the hovers show too). A
 * description the catalogue lacks stays English, as it would in a hover.
 * @param {readonly Rule[]} rules
 * @param {Readonly<Record<string, string>>} [catalogue] only zh-cn so far
 * @returns {Record<string, string>}
 */
function settingsRulesNls(rules, catalogue) {
  /** @type {Record<string, string>} */
  const texts = {};
  for (const rule of rules) {
    texts[ruleNlsKey(rule.meta.code)] = catalogue ? zhCnRuleText(rule, catalogue) : buildSchema([rule], []).properties.rules.properties[rule.meta.code].markdownDescription;
  }
  return texts;
}

/** "不安全字符必须进行百分号编码。RFC 1738 第 2.2 节。默认严重性：**error**。有修复。" (severities and presets are setting values: they stay as typed). */
function zhCnRuleText({ meta: r, documentation }, catalogue) {
  const description = Object.prototype.hasOwnProperty.call(catalogue, r.description) ? catalogue[r.description] : r.description;
  const section = r.section === 'none' ? '' : r.section === 'Appendix' ? 'RFC 1738 附录。' : `RFC 1738 第 ${r.section} 节。`;
  const severity = r.severities.default === r.severities.strict ? `**${r.severities.default}**` : `**${r.severities.default}**（strict 预设：**${r.severities.strict}**）`;
  const fixable = documentation.fixable === false ? '' : documentation.fixable.presets === 'strict' ? 'strict 预设中有修复。' : '有修复。';
  const end = description.endsWith('。') ? '' : description.endsWith('.') ? ' ' : '。';
  return `${description}${end}${section}默认严重性：${severity}。${fixable}`;
}

/** The file's text: two-space JSON with a final newline, as written to schemas/urlsmithrc.schema.json. */
function schemaText(rules, documentTypes) {
  return `${JSON.stringify(buildSchema(rules, documentTypes), null, 2)}\n`;
}

module.exports = { buildSchema, schemaText, settingsRulesSchema, settingsRulesNls };
