import { type ConfigError, type UrlintConfig, defaultConfig } from './config';

/** Parses `.urlintrc.json` text. Never throws: problems come back located. (stub: to be implemented) */
export function parseConfig(text: string): { config: UrlintConfig; errors: ConfigError[] } {
  void text;
  return { config: defaultConfig(), errors: [] };
}
