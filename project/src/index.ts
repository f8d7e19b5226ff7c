/**
 * The project layer shared by the CLI and the language server: which `.urlsmithrc.json` governs a file, what its
 * `files` globs select, the validated settings it holds, and which files a folder walk passes over (.gitignore'd
 * and binary ones). Node I/O lives here; the engine stays pure.
 */
export { CONFIG_NAME, type ConfigFile, configFile, readConfigFile } from './config-file';
export { ConfigFiles, type ConfigFilesOptions } from './config-files';
export { FileSelection, isInside, relativePosix } from './selection';
export { isPrunedFolder, isSelected } from './selects';
export { GitIgnores, gitignoreProblem } from './gitignore';
export { GitIgnoreRules } from './glob/gitignore-rules';
export { looksBinary, SNIFF_BYTES } from './binary';
export { compileGlob, globBase, isGlob, type PathMatcher } from './glob/glob';
export { leavesRoots, readWorkspaceFile } from './within';
export { kindOf, MAX_CONFIG_BYTES, MAX_SETTINGS_BYTES, readSmallFile, type SmallFile } from './small-file';
export { CATALOGUES, LOCALES, displayWidth, localeOf, localeOfEnvironment, padEnd, severityLabel, useLocale, type Locale } from './l10n';
