// @ts-check
// docs/rules.md, built from what each rule declares (defineRule, engine/src/rules/define-rule.ts) and the prose of
// intro.md, as markdownlint builds its rule docs from its rules. Pure: the rules come in as an argument (write.js
// passes the compiled engine's, the unit test the engine's own), so the committed file can be checked for being
// current.
'use strict';

/**
 * @typedef {{ url?: string; text?: string; shown?: string; preset?: string; codes?: readonly string[]; fixed?: string | readonly string[] }} Example
 * @typedef {false | { presets: 'both' | 'strict'; fixAll: boolean; note?: string }} Fixable
 * @typedef {{
 *   meta: { code: string; section: string; description: string; severities: { default: string; strict: string }; basis: { default: string; strict: string } };
 *   documentation: { details?: string; severityNote?: string; fixable: Fixable; examples: { invalid: readonly Example[]; valid?: readonly Example[] } };
 * }} Rule
 */

/** RFC 1738's sections without a number have a title. */
const SECTION_TITLES = { Appendix: 'Appendix, "Recommendations for URLs in Context"' };

/** @param {Fixable} fixable */
function fixAllText(fixable) {
  if (fixable === false) return '';
  return `${fixable.fixAll ? 'applied by fix-all' : 'not applied by fix-all'}${fixable.note ? `: ${fixable.note}` : ''}`;
}

/** The fix a rule offers in one preset, as the presets table says it. @param {Fixable} fixable @param {string} preset */
function fixIn(fixable, preset) {
  if (fixable === false || (fixable.presets === 'strict' && preset === 'default')) return 'none';
  return `yes (${fixable.fixAll ? 'applied by fix-all' : 'not applied by fix-all'})`;
}

/** @param {readonly Rule[]} rules */
function presetsTable(rules) {
  const rows = ['| code | default | strict | default follows | fix in default | fix in strict |', '| --- | --- | --- | --- | --- | --- |'];
  for (const { meta, documentation } of rules) {
    const { severities } = meta;
    if (severities.default === severities.strict) continue;
    rows.push(`| [${meta.code}](#${meta.code}) | ${severities.default} | ${severities.strict} | ${meta.basis.default} | ${fixIn(documentation.fixable, 'default')} | ${fixIn(documentation.fixable, 'strict')} |`);
  }
  return rows.join('\n');
}

/** @param {readonly Rule[]} rules */
function codesTable(rules) {
  const rows = ['| code | severity | RFC 1738 | fix |', '| --- | --- | --- | --- |'];
  for (const { meta, documentation } of rules) {
    const { fixable } = documentation;
    const fix = fixable === false ? '' : fixable.presets === 'strict' ? 'strict only' : 'yes';
    rows.push(`| [${meta.code}](#${meta.code}) | ${meta.severities.default} | ${meta.section} | ${fix} |`);
  }
  return rows.join('\n');
}

/** @param {readonly string[]} lines */
function block(lines) {
  return ['```text', ...lines, '```'].join('\n');
}

/** @param {Example} e */
function shown(e) {
  return e.shown ?? e.url ?? e.text ?? '';
}

/**
 * The examples: consecutive invalid ones without a fix share a block; one with a fix stands alone, followed by
 * "becomes" and what the fix makes of it (alternative fixes joined by "or"); then the valid ones.
 * @param {Rule} rule
 */
function examples(rule) {
  const { fixable, examples } = rule.documentation;
  const out = [];
  /** @type {Example[]} */
  let group = [];
  const flush = () => {
    if (group.length === 0) return;
    out.push(block(group.map(shown)));
    const fixed = group[group.length - 1].fixed;
    if (fixed !== undefined) {
      out.push(fixable !== false && fixable.presets === 'strict' ? 'becomes (strict)' : 'becomes');
      out.push(block([typeof fixed === 'string' ? fixed : fixed.join(' or ')]));
    }
    group = [];
  };
  for (const e of examples.invalid) {
    if (group.length > 0 && group[0].preset !== e.preset) flush();
    group.push(e);
    if (e.fixed !== undefined) flush();
  }
  flush();
  const valid = examples.valid ?? [];
  for (const preset of [undefined, 'default', 'strict']) {
    const these = valid.filter((e) => e.preset === preset);
    if (these.length === 0) continue;
    out.push(preset ? `Not reported (${preset}):` : 'Not reported:');
    out.push(block(these.map(shown)));
  }
  return out;
}

/** @param {Rule} rule */
function entry(rule) {
  const { meta, documentation } = rule;
  const { default: def, strict } = meta.severities;
  const { fixable } = documentation;
  let severity = `**${def}**${def === strict ? '' : ` (strict: **${strict}**)`}`;
  if (documentation.severityNote) severity += ` (${documentation.severityNote})`;
  const fix = fixable === false ? 'none' : `${fixable.presets === 'strict' ? 'strict only' : 'yes'} (${fixAllText(fixable)})`;
  const section = SECTION_TITLES[/** @type {keyof typeof SECTION_TITLES} */ (meta.section)] ?? meta.section;
  const { basis } = meta;
  const judged = basis.default === basis.strict ? `${basis.strict} in both presets` : `${basis.default} in the default preset, ${basis.strict} in strict`;
  return [
    `## ${meta.code}`,
    meta.description,
    ...(documentation.details ? [documentation.details] : []),
    [`- Default severity: ${severity}`, `- RFC 1738 section: ${section}`, `- Judged by: ${judged}`, `- Fix: ${fix}`].join('\n'),
    ...examples(rule),
  ].join('\n\n');
}

/**
 * The text of docs/rules.md: the intro (with its tables filled in), then one entry per rule in the rules' order.
 * @param {readonly Rule[]} rules
 * @param {string} intro intro.md's text
 */
function rulesDocument(rules, intro) {
  const head = intro.replace('{{presets}}', presetsTable(rules)).replace('{{codes}}', codesTable(rules));
  return `${head}${rules.map(entry).join('\n\n')}\n\n<!-- urlsmith-enable -->\n`;
}

module.exports = { rulesDocument };
