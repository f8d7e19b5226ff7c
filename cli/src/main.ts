import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { parseCommandLine, RunError, UsageError } from './args';
import { runCheck } from './commands/check';
import { runExplain } from './commands/explain';
import { runFind } from './commands/find';
import { RunConfigs } from './config/load';
import { escapeLines } from './format/escape';
import { HELP, version } from './help';
import { Output, OutputError } from './output';
import { runCheckWorker } from './parallel/check-worker';
import { CHECK_WORKER } from './parallel/pool';

/**
 * urlsmith's command line. Exit codes: 0 no errors, 1 errors found, 2 bad usage or an internal failure
 * (always with a message on stderr).
 */
async function main(argv: readonly string[]): Promise<number> {
  // Each line escaped, the breaks between a message's lines kept: a file's name in a message is escaped whole where it
  // is put in (commands/), so a line break in a name cannot start a line of its own.
  const warn = (message: string) => process.stderr.write(`urlsmith: ${escapeLines(message)}\n`);
  // A closed standard error must not crash the run: its messages are lost, the exit code still says it all.
  process.stderr.on('error', () => undefined);
  try {
    const options = parseCommandLine(argv);
    if (options.help) {
      process.stdout.write(HELP);
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
        if (options.targets.length === 0) throw new UsageError('explain needs URLs, or "-" to read them from standard input');
        return await runExplain(options, configs, out, warn);
      case 'find':
        return await runFind(options, configs, out, warn);
      default:
        return await runCheck(options, configs, out, warn);
    }
  } catch (e) {
    if (e instanceof OutputError || e instanceof RunError) {
      warn(e.message);
      return 2;
    }
    if (e instanceof UsageError) {
      warn(`${e.message}\nRun "urlsmith --help" for usage.`);
      return 2;
    }
    warn(`internal error: ${(e as Error).stack ?? String(e)}`);
    return 2;
  }
}

// The same bundle is the body of --concurrency's checking threads.
if (!isMainThread && workerData === CHECK_WORKER && parentPort) runCheckWorker(parentPort);
else void run();

function run(): Promise<void> {
  return main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    () => {
      process.exitCode = 2;
    },
  );
}
