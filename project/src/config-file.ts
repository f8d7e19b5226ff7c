import * as fs from 'node:fs';
import * as path from 'node:path';
import { type ConfigError, type UrlintConfig, parseConfig } from '../../engine/src';
import { FileSelection } from './selection';

export const CONFIG_NAME = '.urlintrc.json';

/** One parsed config file. What could be read is kept even when `errors` is not empty (a half-edited file). */
export interface ConfigFile {
  /** Absolute path of the file. */
  path: string;
  config: UrlintConfig;
  /** Located problems: bad JSON, unknown keys, unknown rule codes, bad values; empty when the file is valid. */
  errors: ConfigError[];
  /** Its `files` section, relative to its folder. */
  selection: FileSelection;
  /** Why the file could not be read (an errno code such as EACCES), when it could not. */
  unreadable?: string;
}

/** Reads and parses one config file. Never throws: a file that cannot be read is a config with one error at 1:1. */
export function readConfigFile(file: string): ConfigFile {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
    const unreadable = configFile(file, { config: parseConfig('{}').config, errors: [{ message: `Cannot read this file (${code})`, line: 1, column: 1, endLine: 1, endColumn: 1 }] });
    return { ...unreadable, unreadable: code };
  }
  return configFile(file, parseConfig(text));
}

export function configFile(file: string, { config, errors }: { config: UrlintConfig; errors: ConfigError[] }): ConfigFile {
  return { path: file, config, errors, selection: new FileSelection(path.dirname(file), config.files) };
}
