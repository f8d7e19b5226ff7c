import { createHash } from 'node:crypto';
import * as path from 'node:path';
import { type UrlsmithConfig, checkRuleSetting, defaultConfig, nearestRuleCode, t } from '../../../engine/src';
import { type ConfigFile, ConfigFiles, readConfigFile } from '../../../project/src';
import { RunError, UsageError, didYouMean } from '../args';
import { displayPath, reasonOfCode } from '../input/open';

/** The configuration one file is checked with. */
export interface Governing {
  /** The config file it comes from; none when no `.urlsmithrc.json` governs the file (the defaults apply). */
  file?: ConfigFile;
  /** The file's config with the command line's `--rule` settings on top. */
  config: UrlsmithConfig;
  /** A digest of what in `config` decides results, for the cache: the same key means the same results for the same text and type. */
  key: string;
}

/** Where `files` decisions look: the configs governing a folder's contents or a file, nearest first. */
export interface ConfigChains {
  chainOfFolder(dir: string): readonly ConfigFile[];
  chainOfFile(filePath: string): readonly ConfigFile[];
}

/**
 * The configs of one run. Each file is checked with the `.urlsmithrc.json` nearest to it (as ESLint's flat config and
 * cspell look theirs up), whatever folder urlsmith runs from, so CI and the editor use the same one; `--config FILE`
 * forces one config for every file. The command line's `--rule` settings apply on top of either.
 */
export class RunConfigs implements ConfigChains {
  private readonly files: ConfigFiles;
  private readonly governing = new Map<ConfigFile | undefined, Governing>();
  private readonly told = new Set<ConfigFile>();

  private constructor(
    private readonly explicit: ConfigFile | undefined,
    private readonly rules: ReadonlyArray<{ code: string; setting: string }>,
    private readonly cwd: string,
  ) {
    // A config in the working folder that a symbolic link leads out of is not read (project/src/within.ts).
    this.files = new ConfigFiles({ revalidate: false, roots: () => [cwd] });
  }

  /**
   * Checks what the command line gives before anything is read: `--rule` settings, and the `--config` file, whose
   * problems are a UsageError listing each as file:line:column. (A discovered config is checked when first used.)
   */
  static load(explicit: string | undefined, rules: ReadonlyArray<{ code: string; setting: string }>, cwd = process.cwd()): RunConfigs {
    for (const { code, setting } of rules) {
      const problem = checkRuleSetting(code, setting);
      const guess = problem?.at === 'code' ? nearestRuleCode(code) : undefined;
      if (problem) throw new UsageError(t('--rule {setting}: {problem}', { setting: `${code}=${setting}`, problem: didYouMean(problem.message, guess) }));
    }
    let file: ConfigFile | undefined;
    if (explicit !== undefined) {
      file = readConfigFile(path.resolve(cwd, explicit));
      if (file.unreadable !== undefined) throw new RunError(t('{file}: cannot read this config: {reason}', { file: displayPath(file.path, cwd), reason: reasonOfCode(file.unreadable, t('no such file')) }));
      if (file.errors.length > 0) throw new UsageError(`${t('invalid config')}\n${describeErrors(file, cwd)}`);
    }
    return new RunConfigs(file, rules, cwd);
  }

  /** The config a file is checked with. */
  forFile(filePath: string): Governing {
    return this.governingOf(this.explicit ?? this.files.forFile(filePath));
  }

  /** The config of what has no file: `explain`'s URLs, the config nearest the working folder. */
  forWorkingFolder(): Governing {
    return this.forFile(path.join(this.cwd, '-'));
  }

  /**
   * A file governed by an invalid config is not checked (its settings are not what the user meant) and the run
   * exits 2. Returns undefined for a valid config; else the config's located problems the first time it is met,
   * and '' after that (each config is reported once).
   */
  invalidConfig(g: Governing): string | undefined {
    if (!g.file || g.file.errors.length === 0) return undefined;
    if (this.told.has(g.file)) return '';
    this.told.add(g.file);
    return `${t('invalid config, so the files it governs are not checked')}\n${describeErrors(g.file, this.cwd)}`;
  }

  chainOfFolder(dir: string): readonly ConfigFile[] {
    return this.explicit ? [this.explicit] : this.files.chainOfFolder(dir);
  }

  chainOfFile(filePath: string): readonly ConfigFile[] {
    return this.explicit ? [this.explicit] : this.files.chainOfFile(filePath);
  }

  private governingOf(file: ConfigFile | undefined): Governing {
    let g = this.governing.get(file);
    if (!g) {
      const config: UrlsmithConfig = file ? structuredClone(file.config) : defaultConfig();
      for (const { code, setting } of this.rules) config.rules[code] = setting as UrlsmithConfig['rules'][string];
      // What decides a file's results, beside its text and document type: not `files` or `documentTypes`, which
      // decide only whether and how a file is read (its document type is part of the cache key on its own).
      const { preset, rules, extraSchemes, ignore, maxProblems, checkCode } = config;
      const key = digest({ preset, rules, extraSchemes, ignore, maxProblems, checkCode });
      g = file ? { file, config, key } : { config, key };
      this.governing.set(file, g);
    }
    return g;
  }
}

/** Each problem of a config as `file:line:col: message`, the file relative to the working folder. */
export function describeErrors(file: ConfigFile, cwd = process.cwd()): string {
  const shown = path.relative(cwd, file.path) || file.path;
  return file.errors.map((e) => `${shown}:${e.line}:${e.column}: ${didYouMean(e.message, e.unknownRule === undefined ? undefined : nearestRuleCode(e.unknownRule))}`).join('\n');
}

/** SHA-256 of the config as JSON with sorted keys, so the order things were written in does not matter. */
function digest(config: Partial<UrlsmithConfig>): string {
  return createHash('sha256').update(canonical(config)).digest('hex');
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
