import * as path from 'node:path';
import { type ConfigError, type UrlsmithConfig, parseConfig, t } from '../../engine/src';
import { FileSelection } from './selection';
import { MAX_CONFIG_BYTES, readSmallFile } from './small-file';
import { readWorkspaceFile } from './within';

export const CONFIG_NAME = '.urlsmithrc.json';

/** One parsed config file. What could be read is kept even when `errors` is not empty (a half-edited file). */
export interface ConfigFile {
  /** Absolute path of the file. */
  path: string;
  config: UrlsmithConfig;
  /** Located problems: bad JSON, unknown keys, unknown rule codes, bad values; empty when the file is valid. */
  errors: ConfigError[];
  /** Its `files` section, relative to its folder. */
  selection: FileSelection;
  /** Why the file could not be read (an errno code such as EACCES), when it could not. */
  unreadable?: string;
}

/**
 * Reads and parses one config file. Never throws: a file that cannot be read (missing, unreadable, a symbolic link
 * loop, not a regular file, over MAX_CONFIG_BYTES) is a config with one error at 1:1. With `roots` (the workspace
 * folders), one inside them that a link leads out of is such a file too: a cloned repository's config must not read,
 * and quote in its errors, a file of the user's.
 */
export function readConfigFile(file: string, roots: readonly string[] = []): ConfigFile {
  const read = roots.length === 0 ? readSmallFile(file, MAX_CONFIG_BYTES) : readWorkspaceFile(file, roots, MAX_CONFIG_BYTES);
  if ('error' in read) {
    const message = read.code ? t('Cannot read this file ({code})', { code: read.code }) : t('Cannot read this file: {reason}', { reason: read.error });
    const unreadable = configFile(file, { config: parseConfig('{}').config, errors: [{ message, line: 1, column: 1, endLine: 1, endColumn: 1 }] });
    return { ...unreadable, unreadable: read.error };
  }
  return configFile(file, parseConfig(read.text));
}

export function configFile(file: string, { config, errors }: { config: UrlsmithConfig; errors: ConfigError[] }): ConfigFile {
  return { path: file, config, errors, selection: new FileSelection(path.dirname(file), config.files) };
}
