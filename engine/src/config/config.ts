import type { SeveritySetting } from '../types';

/**
 * The `.urlintrc.json` format, shared by the CLI and the language server so the editor and CI agree.
 *
 * {
 *   "rules": { "tilde": "off", "password": "error" },   // per-code severity: off|hint|information|warning|error
 *   "extraSchemes": ["git", "ssh"],                      // more schemes to detect as bare URLs
 *   "ignore": ["example.com", "*.internal", "http://localhost/"], // hosts (with * wildcard) or URL prefixes never flagged
 *   "files": { "include": ["**\/*.md"], "exclude": ["vendor/**"] }, // globs, relative to the config file
 *   "maxProblems": 1000                                  // per file
 * }
 */
export interface UrlintConfig {
  rules: Record<string, SeveritySetting>;
  extraSchemes: string[];
  ignore: string[];
  files: { include: string[]; exclude: string[] };
  maxProblems?: number;
}

/** A problem in a config file, located by 1-based line and column. */
export interface ConfigError {
  message: string;
  line: number;
  column: number;
}

export function defaultConfig(): UrlintConfig {
  return { rules: {}, extraSchemes: [], ignore: [], files: { include: [], exclude: [] } };
}
