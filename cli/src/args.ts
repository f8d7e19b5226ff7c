import { type ParseArgsConfig, parseArgs } from 'node:util';
import { list, nearest, t } from '../../engine/src';
import { type Concurrency, parseConcurrency } from './parallel/pool';
import { parseShard, type Shard } from './parallel/shard';

export type Command = 'check' | 'explain' | 'find';
export type FormatName = 'stylish' | 'compact' | 'json' | 'sarif' | 'github';
/**
 * What `urlsmith find` prints: `lines` (the URLs, `path:line:col: ` before each with several files), `json` (one
 * object per URL, as --json), `ranges` (`path:line:col:endLine:endCol` per URL, for a tool that skips ranges) or
 * `cspell` (a cspell configuration whose ignoreRegExpList matches each URL exactly as written).
 */
export type FindFormat = 'lines' | 'json' | 'ranges' | 'cspell';

export interface CliOptions {
  command: Command;
  /** Paths, globs, URLs (explain) or "-" for standard input. */
  targets: string[];
  format: FormatName;
  fix: boolean;
  /** `--rule code=severity`, in the order given (later wins). */
  rules: Array<{ code: string; setting: string }>;
  config?: string;
  /** `--cache`: reuse the results of files unchanged since the last run (see cache/lint-cache.ts). */
  cache: boolean;
  /** `--cache-location`: the cache file (a folder: `.urlsmithcache` in it); default `.urlsmithcache` in the working folder. */
  cacheLocation: string;
  maxWarnings?: number;
  /** `--concurrency`: checking threads (default off: the main thread checks). */
  concurrency: Concurrency;
  /** `--shard i/n`: only this run's share of the files (see parallel/shard.ts). */
  shard?: Shard;
  /** `--follow-symlinks`: read files that symbolic links outside the folder being checked point to (files/walk.ts). */
  followSymlinks: boolean;
  quiet: boolean;
  /** `--hints`: list hints too in stylish, compact and github (json and sarif always keep them), as the editor shows them only on request. */
  hints: boolean;
  /**
   * `find`: print each URL's file before it (`path:line:col: url`). As grep: on with several files or a folder,
   * off with one file or standard input; `-H` turns it on, `--no-filename` off.
   */
  withFilename?: boolean;
  json: boolean;
  /** `find --format` (or `--json`): see FindFormat. */
  findFormat: FindFormat;
  stdinFilename: string;
  help: boolean;
  version: boolean;
}

/** A mistake in the command line: reported with exit code 2. */
export class UsageError extends Error {}

/** A fault that stops the run before anything is checked (a --config that cannot be read): its one line, exit code 2. */
export class RunError extends Error {}

export const DEFAULT_CACHE = '.urlsmithcache';

const FORMATS: readonly FormatName[] = ['stylish', 'compact', 'json', 'sarif', 'github'];
const FIND_FORMATS: readonly FindFormat[] = ['lines', 'json', 'ranges', 'cspell'];

/** Reads the command line (without node and the script). Throws UsageError on anything it cannot use. */
export function parseCommandLine(argv: readonly string[]): CliOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: OPTIONS,
    });
  } catch (e) {
    throw new UsageError(parseArgsProblem(e as NodeJS.ErrnoException));
  }
  return readOptions(parsed);
}

const OPTIONS = {
        format: { type: 'string', short: 'f' },
        fix: { type: 'boolean' },
        rule: { type: 'string', multiple: true },
        config: { type: 'string', short: 'c' },
        cache: { type: 'boolean' },
        'cache-location': { type: 'string' },
        'max-warnings': { type: 'string' },
        concurrency: { type: 'string' },
        shard: { type: 'string' },
        'follow-symlinks': { type: 'boolean' },
        quiet: { type: 'boolean', short: 'q' },
        hints: { type: 'boolean' },
        'with-filename': { type: 'boolean', short: 'H' },
        'no-filename': { type: 'boolean' },
        json: { type: 'boolean' },
        'stdin-filename': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
} as const satisfies ParseArgsConfig['options'];

function readOptions(parsed: ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; options: typeof OPTIONS }>>): CliOptions {
  const { values: v, positionals } = parsed;
  const first = positionals[0];
  const command: Command = first === 'explain' || first === 'find' ? first : 'check';
  const targets = command === 'check' ? positionals : positionals.slice(1);

  const format = command === 'check' ? (v.format ?? 'stylish') : 'stylish';
  if (!(FORMATS as readonly string[]).includes(format)) throw new UsageError(didYouMean(t('--format must be one of {formats}, not "{format}"', { formats: list(FORMATS), format }), nearest(format, FORMATS)));
  const findFormat = command === 'find' ? (v.format ?? (v.json ? 'json' : 'lines')) : 'lines';
  if (!(FIND_FORMATS as readonly string[]).includes(findFormat)) {
    throw new UsageError(didYouMean(t('urlsmith find: --format must be one of {formats}, not "{format}"', { formats: list(FIND_FORMATS), format: findFormat }), nearest(findFormat, FIND_FORMATS)));
  }
  if (command === 'find' && v.json && findFormat !== 'json') throw new UsageError(t('--json and --format {format} cannot be given together', { format: findFormat }));
  let maxWarnings: number | undefined;
  if (v['max-warnings'] !== undefined) {
    maxWarnings = Number(v['max-warnings']);
    if (!/^\d+$/.test(v['max-warnings']) || !Number.isSafeInteger(maxWarnings)) throw new UsageError(t('--max-warnings needs a whole number, not "{value}"', { value: v['max-warnings'] }));
  }
  const rules = (v.rule ?? []).map((r) => {
    const eq = r.indexOf('=');
    if (eq <= 0) throw new UsageError(t('--rule needs code=severity, as in --rule tilde=off (got "{value}")', { value: r }));
    return { code: r.slice(0, eq).trim(), setting: r.slice(eq + 1).trim() };
  });

  const concurrency = parseConcurrency(v.concurrency ?? 'off');
  if (typeof concurrency === 'object') throw new UsageError(concurrency.error);
  const shard = v.shard === undefined ? undefined : parseShard(v.shard);
  if (typeof shard === 'string') throw new UsageError(shard);

  const options: CliOptions = {
    command,
    targets,
    format: format as FormatName,
    fix: v.fix ?? false,
    rules,
    config: v.config,
    cache: v.cache ?? false,
    cacheLocation: v['cache-location'] ?? DEFAULT_CACHE,
    maxWarnings,
    concurrency,
    shard,
    followSymlinks: v['follow-symlinks'] ?? false,
    quiet: v.quiet ?? false,
    hints: v.hints ?? false,
    withFilename: v['with-filename'] ? true : v['no-filename'] ? false : undefined,
    json: (v.json ?? false) || findFormat === 'json',
    findFormat: findFormat as FindFormat,
    stdinFilename: v['stdin-filename'] ?? '<stdin>',
    help: v.help ?? false,
    version: v.version ?? false,
  };
  checkCombinations(options, v);
  return options;
}

function checkCombinations(o: CliOptions, given: Record<string, unknown>): void {
  const onlyForCheck = ['format', 'fix', 'max-warnings', 'quiet', 'hints', 'cache', 'cache-location', 'concurrency', 'shard'].filter((k) => given[k] !== undefined && !(k === 'format' && o.command === 'find'));
  if (o.command !== 'check' && onlyForCheck.length > 0) throw new UsageError(t('--{option} does not apply to "urlsmith {command}"', { option: onlyForCheck[0]!, command: o.command }));
  const filenames = ['with-filename', 'no-filename'].filter((k) => given[k] !== undefined);
  if (o.command !== 'find' && filenames.length > 0) throw new UsageError(t('--{option} is for "urlsmith find"', { option: filenames[0]! }));
  if (filenames.length > 1) throw new UsageError(t('-H (--with-filename) and --no-filename cannot be given together'));
  if (o.hints && o.quiet) throw new UsageError(t('--hints and --quiet cannot be given together (--quiet reports errors only)'));
  if (o.command === 'check' && o.json) throw new UsageError(t('--json is for "urlsmith explain" and "urlsmith find"; checking uses --format json'));
  if (o.fix && o.targets.includes('-')) throw new UsageError(t('--fix writes files back, so it cannot be used with standard input ("-")'));
  if (given['cache-location'] !== undefined && !o.cache) throw new UsageError(t('--cache-location applies only with --cache'));
  if (o.command === 'explain' && o.followSymlinks) throw new UsageError(t('--follow-symlinks does not apply to "urlsmith explain"'));
  // An empty argument (an unset variable: `urlsmith "$FILE"`) is a mistake, not "the current folder".
  if (o.command !== 'explain' && o.targets.includes('')) throw new UsageError(t('an empty path was given (an unset variable?); name a file or folder, or "." for the current folder'));
  if (o.targets.filter((t) => t === '-').length > 1) throw new UsageError(t('"-" (standard input) can be given only once'));
}

/**
 * node:util's parseArgs says what is wrong in English, with its own advice appended: the mistakes a user makes
 * (an unknown option, an option missing its value or given one it does not take) are said again in the reader's
 * language, naming the option as parseArgs quoted it. Anything else keeps parseArgs' first sentence.
 */
function parseArgsProblem(e: NodeJS.ErrnoException): string {
  const message = String(e.message);
  const quoted = /'([^']*)'/.exec(message)?.[1];
  if (quoted !== undefined && e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return didYouMean(t("Unknown option '{option}'", { option: quoted }), nearestOption(quoted));
  if (quoted !== undefined && e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    if (message.endsWith('argument missing')) return t("Option '{option}' needs a value", { option: quoted });
    if (message.endsWith('does not take an argument')) return t("Option '{option}' does not take a value", { option: quoted });
  }
  return message.split('. To specify')[0] ?? message;
}

/** `problem`, and the likely intended word when there is one (ESLint's and git's "did you mean"). */
export function didYouMean(problem: string, suggestion: string | undefined): string {
  return suggestion === undefined ? problem : t('{problem}: did you mean "{suggestion}"?', { problem, suggestion });
}

/** The option nearest to a mistyped one, as written: `--fromat` -> `--format`; a short option (`-x`) gets none. */
function nearestOption(typed: string): string | undefined {
  if (!typed.startsWith('--')) return undefined;
  const name = nearest(typed.slice(2), Object.keys(OPTIONS));
  return name === undefined ? undefined : `--${name}`;
}
