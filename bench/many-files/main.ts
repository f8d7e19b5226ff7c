/** `npm run bench:files`: only the many-files section of the benchmark (bench/many-files/run.ts says what it does). */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../corpus';
import { measureManyFiles, printManyFiles, type FilesOptions } from './run';

export function parseFilesArgs(argv: string[]): FilesOptions {
  const options: FilesOptions = { runs: 3, largest: 40000, peers: true };
  for (let i = 0; i < argv.length; i++) {
    const number = () => {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 1) throw new Error(`bench:files: ${argv[i - 1]} needs a whole number above 0`);
      return n;
    };
    if (argv[i] === '--runs') options.runs = number();
    else if (argv[i] === '--files') options.largest = number();
    else if (argv[i] === '--no-peers') options.peers = false;
    else throw new Error(`bench:files: unknown option ${argv[i]} (see bench/many-files/run.ts)`);
  }
  return options;
}

async function main(): Promise<void> {
  const results = await measureManyFiles(parseFilesArgs(process.argv.slice(2)));
  printManyFiles(results);
  const machine = { node: process.version, cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, loadAverage1m: loadavg()[0]! };
  console.log(`load average at the end: ${machine.loadAverage1m.toFixed(1)}`);
  writeFileSync(join(REPO_ROOT, 'bench', 'results-files.json'), JSON.stringify({ date: new Date().toISOString(), machine, results }, null, 2) + '\n');
  console.log('written: bench/results-files.json');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
