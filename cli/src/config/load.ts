import * as fs from 'node:fs';
import * as path from 'node:path';
import { type UrlintConfig, checkRuleSetting, defaultConfig, parseConfig } from '../../../engine/src';
import { UsageError } from '../args';

export const CONFIG_NAME = '.urlintrc.json';

export interface LoadedConfig {
  config: UrlintConfig;
  /** The folder `files` globs are relative to: the config file's, or the working folder without one. */
  dir: string;
  file?: string;
}

/**
 * The config a run uses: `--config FILE`, else the nearest .urlintrc.json from the working folder upwards, then the
 * command line's `--rule` settings on top. Any problem is a UsageError naming file:line:column, so CI fails
 * loudly instead of checking with settings the user did not mean.
 */
export function loadConfig(explicit: string | undefined, rules: ReadonlyArray<{ code: string; setting: string }>, cwd = process.cwd()): LoadedConfig {
  const file = explicit !== undefined ? path.resolve(cwd, explicit) : findUp(cwd);
  let loaded: LoadedConfig = { config: defaultConfig(), dir: cwd };
  if (file !== undefined) {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (e) {
      throw new UsageError(`cannot read config ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    }
    const { config, errors } = parseConfig(text);
    if (errors.length > 0) {
      const shown = path.relative(cwd, file) || file;
      throw new UsageError(`invalid config\n${errors.map((e) => `${shown}:${e.line}:${e.column}: ${e.message}`).join('\n')}`);
    }
    loaded = { config, dir: path.dirname(file), file };
  }
  for (const { code, setting } of rules) {
    const problem = checkRuleSetting(code, setting);
    if (problem) throw new UsageError(`--rule ${code}=${setting}: ${problem.message}`);
    loaded.config.rules[code] = setting as UrlintConfig['rules'][string];
  }
  return loaded;
}

function findUp(start: string): string | undefined {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, CONFIG_NAME);
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}
