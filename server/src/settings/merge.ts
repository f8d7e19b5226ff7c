import type { UrlsmithConfig } from '../../../engine/src';
import type { Settings } from './settings';

/**
 * The editor settings over a baseline configuration (a `.urlsmithrc.json`, or the defaults where there is none or no
 * file system, as in the browser): a rule set in both takes the setting, lists add up, and of two problem caps the
 * smaller holds.
 */
export function withSettings(base: UrlsmithConfig, settings: Settings): UrlsmithConfig {
  const config: UrlsmithConfig = {
    rules: { ...base.rules, ...settings.rules },
    extraSchemes: unique([...base.extraSchemes, ...settings.extraSchemes]),
    ignore: unique([...base.ignore, ...settings.ignore]),
    files: base.files,
    maxProblems: Math.min(base.maxProblems ?? Infinity, settings.maxNumberOfProblems),
    preset: settings.preset ?? base.preset,
    documentTypes: { ...base.documentTypes, ...settings.documentTypes },
  };
  const checkCode = settings.checkCode ?? base.checkCode;
  if (checkCode !== undefined) config.checkCode = checkCode;
  return config;
}

function unique(xs: string[]): string[] {
  return [...new Set(xs)];
}
