import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { t } from '../../engine/src';
import { type Locale, useLocale } from '../../project/src';
import { cliLocale } from './locale';
import { parseCommandLine, RunError, UsageError } from './args';
import { runCheck } from './commands/check';
import { runExplain } from './commands/explain';
import { runFind } from './commands/find';
import { RunConfigs } from './config/load';
import { escapeLines } from './format/escape';
import { help, version } from './help';
import { Output, OutputError } from './output';
import { runCheckWorker } from './parallel/check-worker';
import { isCheckWorkerData } from './parallel/pool';

/**
 * urlsmith's command line. Exit codes: 0 no errors, 1 errors found, 2 bad usage or an internal failure
 * (always with a message on stderr).
 */
async function main(argv: readonly string[], locale: Locale): Promise<number> {
  // Each line escaped, the breaks between a message's lines kept: a file's name in a message is escaped whole where it
  // is put in (commands/), so a line break in a name cannot start a line of its own.
  const warn = (message: string) => process.stderr.write(`urlsmith: ${escapeLines(message)}\n`);
  // A closed standard error must not crash the run: its messages are lost, the exit code still says it all.
  process.stderr.on('error', () => undefined);
  try {
    const options = parseCommandLine(argv);
    if (options.help) {
      process.stdout.write(help());
      return 0;
    }
    if (options.version) {
      process.stdout.write(`${version()}\n`);
      return 0;
    }
    const configs = RunConfigs.load(options.config, options.rules);
    const out = new Output();
    switch (options.command) {
      case 'explain':
        if (options.targets.length === 0) throw new UsageError(t('explain needs URLs, or "-" to read them from standard input'));
        return await runExplain(options, configs, out, warn);
      case 'find':
        return await runFind(options, configs, out, warn);
      default:
        return await runCheck(options, configs, out, warn, locale);
    }
  } catch (e) {
    if (e instanceof OutputError || e instanceof RunError) {
      warn(e.message);
      return 2;
    }
    if (e instanceof UsageError) {
      warn(`${e.message}\n${t('Run "urlsmith --help" for usage.')}`);
      return 2;
    }
    warn(t('internal error: {details}', { details: (e as Error).stack ?? String(e) }));
    return 2;
  }
}

// The same bundle is the body of --concurrency's checking threads, each speaking the language the main thread does.
if (!isMainThread && isCheckWorkerData(workerData) && parentPort) {
  useLocale(workerData.locale);
  runCheckWorker(parentPort);
} else {
  // The language of every message, from the POSIX environment as gettext reads it (LC_ALL, LC_MESSAGES, LANG), in a
  // character set the CLI writes (UTF-8).
  const locale = cliLocale(process.env);
  useLocale(locale);
  void run(locale);
}

function run(locale: Locale): Promise<void> {
  return main(process.argv.slice(2), locale).then(
    (code) => {
      process.exitCode = code;
    },
    () => {
      process.exitCode = 2;
    },
  );
}
