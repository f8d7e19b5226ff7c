import { DOCUMENT_TYPES, type DocumentType } from '../document/document-type';
import { list, t } from '../l10n';
import { RULES } from '../rules/registry';
import type { Preset, SeveritySetting } from '../types';
import { type ConfigError, type UrlsmithConfig, defaultConfig } from './config';
import { type JsonNode, lineColumn, parseJsonLocated, tokenEnd } from './json';

const SETTINGS: readonly SeveritySetting[] = ['off', 'hint', 'information', 'warning', 'error'];
const PRESETS: readonly Preset[] = ['default', 'strict'];

/**
 * Parses `.urlsmithrc.json` text. Never throws: every problem comes back located, and what could be read is kept
 * (a bad entry is dropped, the rest of the file still applies), so the editor keeps working on a half-edited file.
 */
export function parseConfig(text: string): { config: UrlsmithConfig; errors: ConfigError[] } {
  const config = defaultConfig();
  const errors: ConfigError[] = [];
  const report = (message: string, offset: number, unknownRule?: string) => {
    const end = lineColumn(text, tokenEnd(text, offset));
    const error: ConfigError = { message, ...lineColumn(text, offset), endLine: end.line, endColumn: end.column };
    if (unknownRule !== undefined) error.unknownRule = unknownRule;
    errors.push(error);
  };

  const parsed = parseJsonLocated(text);
  if ('error' in parsed) {
    report(parsed.error.message, parsed.error.offset);
    return { config, errors };
  }
  const root = parsed.node;
  if (root.kind !== 'object') {
    report(t('The config must be a JSON object'), root.offset);
    return { config, errors };
  }
  for (const { key, keyOffset, value } of root.members) {
    switch (key) {
      case 'extends':
        if (value.kind === 'string' && (PRESETS as readonly string[]).includes(value.value)) config.preset = value.value as Preset;
        else report(t('"extends" must be one of {presets}', { presets: list(PRESETS.map((p) => t('"{text}"', { text: p }))) }), value.offset);
        break;
      case 'rules':
        if (value.kind !== 'object') {
          report(t('"rules" must be an object of rule code to severity'), value.offset);
          break;
        }
        for (const m of value.members) {
          const problem = checkRuleSetting(m.key, m.value.kind === 'string' ? m.value.value : undefined);
          if (problem) report(problem.message, problem.at === 'code' ? m.keyOffset : m.value.offset, problem.at === 'code' ? m.key : undefined);
          else config.rules[m.key] = (m.value as { value: SeveritySetting }).value;
        }
        break;
      case 'extraSchemes':
        config.extraSchemes = strings(value, key, report).filter((s) => {
          const ok = /^[a-z][a-z0-9+.-]*$/i.test(s.value);
          if (!ok) report(t('"{scheme}" is not a scheme name (letters, digits, "+", "-", ".")', { scheme: s.value }), s.offset);
          return ok;
        }).map((s) => s.value.toLowerCase());
        break;
      case 'ignore':
        config.ignore = strings(value, key, report).filter((s) => {
          if (s.value.trim() === '') report(t('An ignore pattern cannot be empty'), s.offset);
          return s.value.trim() !== '';
        }).map((s) => s.value.trim());
        break;
      case 'files':
        if (value.kind !== 'object') {
          report(t('"files" must be an object with "include" and "exclude" glob lists'), value.offset);
          break;
        }
        for (const m of value.members) {
          if (m.key === 'include' || m.key === 'exclude') config.files[m.key] = strings(m.value, m.key, report).map((s) => s.value);
          else report(t('Unknown key "files.{key}" (expected "include" or "exclude")', { key: m.key }), m.keyOffset);
        }
        break;
      case 'documentTypes':
        if (value.kind !== 'object') {
          report(t('"documentTypes" must be an object of file name glob to document type'), value.offset);
          break;
        }
        for (const m of value.members) {
          if (m.key.trim() === '') report(t('A documentTypes glob cannot be empty'), m.keyOffset);
          else if (m.value.kind === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(m.value.value)) config.documentTypes[m.key] = m.value.value as DocumentType;
          else report(t('"documentTypes.{glob}": the type must be one of {types}', { glob: m.key, types: list(DOCUMENT_TYPES) }), m.value.offset);
        }
        break;
      case 'maxProblems':
        if (value.kind === 'number' && Number.isInteger(value.value) && value.value >= 0) config.maxProblems = value.value;
        else report(t('"maxProblems" must be a whole number, 0 or more'), value.offset);
        break;
      case 'checkCode':
        if (value.kind === 'boolean') config.checkCode = value.value;
        else report(t('"checkCode" must be true or false'), value.offset);
        break;
      case '$schema':
        break;
      default:
        report(t('Unknown key "{key}" (expected extends, rules, extraSchemes, ignore, files, documentTypes, maxProblems or checkCode)', { key }), keyOffset);
    }
  }
  return { config, errors };
}

/**
 * Checks one `code: severity` pair, as written in `rules` or given on the command line (`--rule code=severity`).
 * Unknown codes are caught once the rule registry is filled; until then any kebab-case code is accepted.
 */
export function checkRuleSetting(code: string, setting: string | undefined): { message: string; at: 'code' | 'value' } | undefined {
  if (RULES.length > 0 ? !RULES.some((r) => r.code === code) : !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(code)) {
    return { message: t('Unknown rule code "{code}"', { code }), at: 'code' };
  }
  if (setting === undefined || !(SETTINGS as readonly string[]).includes(setting)) {
    return { message: t('Rule "{code}": severity must be one of {settings}', { code, settings: list(SETTINGS) }), at: 'value' };
  }
  return undefined;
}

function strings(node: JsonNode, key: string, report: (message: string, offset: number) => void): Array<{ value: string; offset: number }> {
  if (node.kind !== 'array') {
    report(t('"{key}" must be an array of strings', { key }), node.offset);
    return [];
  }
  const out: Array<{ value: string; offset: number }> = [];
  for (const item of node.items) {
    if (item.kind === 'string') out.push({ value: item.value, offset: item.offset });
    else report(t('"{key}" must hold only strings', { key }), item.offset);
  }
  return out;
}
