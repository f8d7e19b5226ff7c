import * as fs from 'node:fs';
import * as path from 'node:path';
import { t } from '../../engine/src';
import { padEnd } from '../../project/src';

/**
 * The help, in the reader's language. Each description is one message (its line breaks are where the language
 * wraps it); option names, commands and syntax stay as they are typed. Continuation lines are indented here, by
 * terminal columns (project/src/l10n/width.ts), so a translation never counts spaces.
 */
export function help(): string {
  return [
    t('urlsmith — finds, explains and fixes URLs in any text, following RFC 1738'),
    '',
    t('Usage:'),
    table(36, [
      ['urlsmith [options] [paths|globs|-]', t('check files, folders (recursively) or standard input ("-")')],
      ['urlsmith explain [--json] [URL...|-]', t('break each URL into its parts, list its problems, show what\n--fix would write')],
      [
        'urlsmith find [--format F] [paths|-]',
        t('print every URL found, one per line (wrapped URLs joined), verbatim:\npasswords are printed as written (explain masks them); with several\nfiles or a folder as "path:line:col: URL", as grep -o does'),
      ],
    ]),
    '',
    t('With no path, urlsmith checks the current folder. Folders are walked skipping .git, node_modules,\nfiles ignored by .gitignore, and binary files. A folder or glob named whose files are all ignored\nis an error (exit 2); a file named is always checked.'),
    '',
    t('Options for checking:'),
    table(22, [
      [
        '-f, --format NAME',
        t('stylish (default: grouped by file, coloured on a terminal), compact (one line\nper problem), json, sarif (SARIF 2.1.0, for code scanning) or github\n(GitHub Actions annotations)'),
      ],
      ['    --fix', t('write the safe fixes back to the files (atomically)')],
      ['    --rule CODE=LEVEL', t("set a rule's severity: error, warning, information, hint or off (repeatable)")],
      ['-c, --config FILE', t('use this config for every file instead of the .urlsmithrc.json nearest to each')],
      ['    --cache', t('reuse the results of files whose content, config and urlsmith version are\nunchanged since the last --cache run (output is the same as without it)')],
      ['    --cache-location P', t('the cache file, or a folder to keep .urlsmithcache in (default .urlsmithcache)')],
      ['    --concurrency N', t('check files on N threads (auto: one per core; default off); the output is\nthe same, in the same order')],
      ['    --shard I/N', t('check only the I-th of N shares of the files (a CI matrix, one share per job)')],
      ['    --max-warnings N', t('fail (exit 1) when there are more than N warnings')],
      ['    --hints', t('also list hints (stylish, compact, github); json and sarif always have them')],
      ['-q, --quiet', t('report errors only')],
      ['    --stdin-filename N', t('the name to report standard input under (default <stdin>); its\nextension chooses the document type (README.md: Markdown)')],
      ['    --follow-symlinks', t('also read files that symbolic links outside the folder being checked\npoint to (also for find; --fix never writes them)')],
    ]),
    t('Other options:'),
    table(22, [
      ['    --json', t("explain, find: one JSON object per line (explain's offsets index the URL\nas it prints it, password masked)")],
      ['-f, --format F', t('find: lines (default), json (as --json), ranges (path:line:col:endLine:endCol\nper URL) or cspell (a cspell configuration that ignores each URL as written)')],
      ['-H, --with-filename', t("find: print each URL's file before it, even for one file")],
      ['    --no-filename', t('find: print the URLs alone, even for several files')],
      ['-h, --help', t('show this help')],
      ['-v, --version', t('show the version')],
    ]),
    '',
    t('Colour (stylish, explain): only when standard output is a terminal; NO_COLOR=1 turns it off,\nFORCE_COLOR=1 (or 2, 3, true) turns it on even through a pipe, FORCE_COLOR=0 (or false) off.'),
    '',
    t('Messages follow the locale (LC_ALL, LC_MESSAGES or LANG: zh_CN.UTF-8 for Simplified Chinese); LC_ALL=C\nforces English.'),
    '',
    t('Exit codes: 0 no errors, 1 errors found (or too many warnings), 2 bad usage, a path that cannot be\nread or whose files are all ignored, or an internal failure.'),
    t('Options, config format and rule codes: {cli} and {rules} (installed with urlsmith), or {homepage}', docs()),
    '',
  ].join('\n');
}

/**
 * Rows of `  name  description`, each name padded to `width` columns and one space, the description's later lines
 * indented to where its first began.
 */
function table(width: number, rows: ReadonlyArray<readonly [string, string]>): string {
  const indent = ' '.repeat(2 + width + 1);
  return rows.map(([name, description]) => `  ${padEnd(name, width)} ${description.split('\n').join(`\n${indent}`)}`).join('\n');
}

/** The package's manifest, read from the package.json that ships beside dist/ (the bundle has no other copy). */
function manifest(): { dir: string; version?: string; homepage?: string } | undefined {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string; homepage?: string };
      if (pkg.name === 'urlsmith') return { dir, version: pkg.version, homepage: pkg.homepage };
    } catch {
      // no package.json here: keep looking upwards
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

export function version(): string {
  return manifest()?.version ?? 'unknown';
}

/** Where the documentation is: the copies the package ships (read offline), and the project's home page. */
function docs(): { cli: string; rules: string; homepage: string } {
  const pkg = manifest();
  const dir = pkg?.dir ?? path.join(__dirname, '..');
  return { cli: path.join(dir, 'docs', 'cli.md'), rules: path.join(dir, 'docs', 'rules.md'), homepage: pkg?.homepage ?? 'https://github.com/urlsmith/urlsmith#readme' };
}
