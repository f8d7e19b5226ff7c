/**
 * `npm run fuzz`: generated and random inputs through the engine, each checked against checks.ts's properties.
 * Fixed seed, so every run checks the same inputs and a failure can be replayed; exits 1 on any failure and
 * prints a few minimised failing inputs per kind.
 *
 *   --inputs N     how many inputs (default 1,000,000)
 *   --seconds S    time budget: stop after S seconds even if fewer inputs were checked
 *   --seed N       the generator's seed (default 1738)
 *   --examples N   minimised failing inputs printed per kind (default 3)
 *   --json         print the summary as one JSON object (for the unit-test slice)
 */
import { check, FAILURE_KINDS, type FailureKind } from './checks';
import { generate, type FuzzInput } from './documents';
import { Rng } from './random';
import { shrink } from './shrink';

interface Options {
  inputs: number;
  seconds: number;
  seed: number;
  examples: number;
  json: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { inputs: 1_000_000, seconds: Infinity, seed: 1738, examples: 3, json: false };
  for (let i = 0; i < argv.length; i++) {
    const number = (): number => {
      const n = Number(argv[++i]);
      if (!Number.isFinite(n) || n < 0) throw new Error(`fuzz: ${argv[i - 1]} needs a number`);
      return n;
    };
    if (argv[i] === '--inputs') options.inputs = Math.floor(number());
    else if (argv[i] === '--seconds') options.seconds = number();
    else if (argv[i] === '--seed') options.seed = Math.floor(number());
    else if (argv[i] === '--examples') options.examples = Math.floor(number());
    else if (argv[i] === '--json') options.json = true;
    else throw new Error(`fuzz: unknown option ${argv[i]} (see bench/fuzz/run.ts)`);
  }
  return options;
}

export interface FuzzSummary {
  seed: number;
  inputs: number;
  urls: number;
  diagnostics: number;
  fixEdits: number;
  seconds: number;
  failures: Record<FailureKind, number>;
  examples: Record<string, FuzzInput[]>;
}

/** A JSON string with every non-ASCII code unit escaped: a terminal may normalise U+212A to "K", or drop a lone surrogate. */
function quote(text: string): string {
  return JSON.stringify(text).replace(/[\u007f-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  const rng = new Rng(options.seed);
  const failures = Object.fromEntries(FAILURE_KINDS.map((k) => [k, 0])) as Record<FailureKind, number>;
  const failing = new Map<FailureKind, FuzzInput[]>();
  const summary: FuzzSummary = { seed: options.seed, inputs: 0, urls: 0, diagnostics: 0, fixEdits: 0, seconds: 0, failures, examples: {} };
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  for (let n = 0; n < options.inputs; n++) {
    // Check the clock every 256 inputs: reading it costs more than checking a short input.
    if ((n & 255) === 0 && performance.now() > deadline) break;
    const input = generate(rng);
    const result = check(input);
    summary.inputs++;
    summary.urls += result.urls;
    summary.diagnostics += result.diagnostics;
    summary.fixEdits += result.edits;
    for (const kind of result.failures) {
      failures[kind]++;
      const list = failing.get(kind) ?? [];
      if (list.length < options.examples) list.push(input);
      failing.set(kind, list);
    }
    if (!options.json && summary.inputs % 100_000 === 0) process.stderr.write(`fuzz: ${summary.inputs} inputs...\n`);
  }
  summary.seconds = Math.round((performance.now() - started) / 100) / 10;
  for (const [kind, inputs] of failing) summary.examples[kind] = inputs.map((input) => shrink(input, kind));
  const total = FAILURE_KINDS.reduce((sum, k) => sum + failures[k], 0);
  if (options.json) {
    process.stdout.write(JSON.stringify(summary) + '\n');
  } else {
    console.log(`fuzz: seed ${summary.seed}, ${summary.inputs} inputs in ${summary.seconds} s`);
    console.log(`      ${summary.urls} URLs found, ${summary.diagnostics} problems, ${summary.fixEdits} fix-all edits applied`);
    for (const kind of FAILURE_KINDS) console.log(`  ${String(failures[kind]).padStart(8)}  ${kind}`);
    for (const [kind, inputs] of Object.entries(summary.examples)) {
      for (const input of inputs) console.log(`  ${kind}: ${input.type} ${input.preset} ${quote(input.text)}`);
    }
    console.log(total === 0 ? 'fuzz: no failures' : `fuzz: ${total} failures`);
  }
  process.exitCode = total === 0 ? 0 : 1;
}

main();
