import * as fs from 'node:fs';
import * as path from 'node:path';

export const HELP = `urlsmith — finds, explains and fixes URLs in any text, following RFC 1738

Usage:
  urlsmith [options] [paths|globs|-]   check files, folders (recursively) or standard input ("-")
  urlsmith explain [--json] [URL...|-] break each URL into its parts, list its problems, show what
                                     --fix would write
  urlsmith find [--json] [paths|-]     print every URL found, one per line (wrapped URLs joined), verbatim:
                                     passwords are printed as written (explain masks them); with several
                                     files or a folder as "path:line:col: URL", as grep -o does

With no path, urlsmith checks the current folder. Folders are walked skipping .git, node_modules,
files ignored by .gitignore, and binary files. A folder or glob named whose files are all ignored
is an error (exit 2); a file named is always checked.

Options for checking:
  -f, --format NAME      stylish (default: grouped by file, coloured on a terminal), compact (one line
                         per problem), json, sarif (SARIF 2.1.0, for code scanning) or github
                         (GitHub Actions annotations)
      --fix              write the safe fixes back to the files (atomically)
      --rule CODE=LEVEL  set a rule's severity: error, warning, information, hint or off (repeatable)
  -c, --config FILE      use this config for every file instead of the .urlsmithrc.json nearest to each
      --cache            reuse the results of files whose content, config and urlsmith version are
                         unchanged since the last --cache run (output is the same as without it)
      --cache-location P the cache file, or a folder to keep .urlsmithcache in (default .urlsmithcache)
      --concurrency N    check files on N threads (auto: one per core; default off); the output is
                         the same, in the same order
      --shard I/N        check only the I-th of N shares of the files (a CI matrix, one share per job)
      --max-warnings N   fail (exit 1) when there are more than N warnings
      --hints            also list hints (stylish, compact, github); json and sarif always have them
  -q, --quiet            report errors only
      --stdin-filename N the name to report standard input under (default <stdin>); its
                         extension chooses the document type (README.md: Markdown)
      --follow-symlinks  also read files that symbolic links outside the folder being checked
                         point to (also for find; --fix never writes them)
Other options:
      --json             explain, find: one JSON object per line (explain's offsets index the URL
                         as it prints it, password masked)
  -H, --with-filename    find: print each URL's file before it, even for one file
      --no-filename      find: print the URLs alone, even for several files
  -h, --help             show this help
  -v, --version          show the version

Colour (stylish, explain): only when standard output is a terminal; NO_COLOR=1 turns it off,
FORCE_COLOR=1 (or 2, 3, true) turns it on even through a pipe, FORCE_COLOR=0 (or false) off.

Exit codes: 0 no errors, 1 errors found (or too many warnings), 2 bad usage, a path that cannot be
read or whose files are all ignored, or an internal failure.
Config format and rule codes: docs/cli.md and docs/rules.md.
`;

/** The package version, read from the package.json that ships beside dist/ (the bundle has no other copy). */
export function version(): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'urlsmith' && pkg.version) return pkg.version;
    } catch {
      // no package.json here: keep looking upwards
    }
    if (path.dirname(dir) === dir) return 'unknown';
  }
}
