import { DOCUMENT_TYPES, type DocumentType, type Preset, type SeveritySetting, checkRuleSetting, list, t } from '../../../engine/src';
import { type Said, say } from '../l10n/locale';

/** The `urlsmith.*` settings (package.json `contributes.configuration`), as the server uses them. */
export interface Settings {
  enable: boolean;
  /** Globs of files never checked, relative to the workspace folder. */
  exclude: string[];
  rules: Record<string, SeveritySetting>;
  extraSchemes: string[];
  ignore: string[];
  maxNumberOfProblems: number;
  /** Unset: the `.urlsmithrc.json` `extends`, else the default rules. */
  preset?: Preset;
  /** File-name glob to document type, on top of the `.urlsmithrc.json` ones. */
  documentTypes: Record<string, DocumentType>;
  /** Unset: the `.urlsmithrc.json` `checkCode`, else false (URLs in a document's code are examples). */
  checkCode?: boolean;
}

export const DEFAULT_MAX_PROBLEMS = 1000;

export function defaultSettings(): Settings {
  return { enable: true, exclude: [], rules: {}, extraSchemes: [], ignore: [], maxNumberOfProblems: DEFAULT_MAX_PROBLEMS, documentTypes: {} };
}

/**
 * Reads whatever the client sent. Clients other than VS Code send no defaults and sometimes null, so every
 * field is checked and a bad one falls back to its default instead of failing the whole document. An entry the CLI
 * would refuse in `.urlsmithrc.json` (an unknown rule code or a bad severity, checked by the same function as the file
 * and `--rule`; a bad scheme name; an unknown document type) is dropped and described in `problems`, for the server
 * to tell the user (in their language) and to log (in English).
 */
export function normalizeSettings(raw: unknown, problems: Said[] = []): Settings {
  const s = defaultSettings();
  if (!isObject(raw)) return s;
  if (typeof raw.enable === 'boolean') s.enable = raw.enable;
  s.exclude = strings(raw.exclude);
  s.extraSchemes = strings(raw.extraSchemes).filter((x) => {
    // As `.urlsmithrc.json` accepts them (engine/src/config/parse.ts): RFC 1738 2.1's scheme characters.
    const ok = /^[a-z][a-z0-9+.-]*$/i.test(x);
    if (!ok) problems.push(say(() => t('urlsmith.extraSchemes: "{value}" is not a scheme name (letters, digits, "+", "-", ".")', { value: x })));
    return ok;
  }).map((x) => x.toLowerCase());
  s.ignore = strings(raw.ignore);
  if (isObject(raw.rules)) {
    for (const [code, level] of Object.entries(raw.rules)) {
      const check = () => checkRuleSetting(code, typeof level === 'string' ? level : undefined);
      if (check()) problems.push(say(() => t('{setting}: {problem}', { setting: 'urlsmith.rules', problem: check()!.message })));
      else s.rules[code] = level as SeveritySetting;
    }
  }
  if (raw.preset === 'default' || raw.preset === 'strict') s.preset = raw.preset;
  if (typeof raw.checkCode === 'boolean') s.checkCode = raw.checkCode;
  if (isObject(raw.documentTypes)) {
    for (const [glob, type] of Object.entries(raw.documentTypes)) {
      if (glob !== '' && (DOCUMENT_TYPES as readonly unknown[]).includes(type)) s.documentTypes[glob] = type as DocumentType;
      else problems.push(say(() => t('urlsmith.documentTypes: "{glob}": the type must be one of {types}', { glob, types: list(DOCUMENT_TYPES) })));
    }
  }
  const max = raw.maxNumberOfProblems;
  if (typeof max === 'number' && Number.isFinite(max) && max >= 0) s.maxNumberOfProblems = Math.floor(max);
  return s;
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function strings(x: unknown): string[] {
  return Array.isArray(x) ? x.filter((v): v is string => typeof v === 'string' && v.length > 0) : [];
}
